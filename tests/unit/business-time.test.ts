import { describe, expect, it } from 'vitest';
import { addBusinessDays, bookableDates, holidayOn, isBusinessDay, nextBusinessDay } from '@domain/time/business-days';
import { addDays, isBeforeCutoff, isIsoDate, saoPauloDate, saoPauloParts } from '@domain/time/sao-paulo';

// São Paulo has had no daylight saving time since 2019: UTC−3 all year.
const sp = (local: string) => new Date(`${local}-03:00`);

describe('São Paulo wall clock', () => {
  it('gives the São Paulo date, not the server’s UTC date, late in the evening', () => {
    expect(saoPauloDate(new Date('2026-03-03T02:30:00Z'))).toBe('2026-03-02');
    expect(saoPauloParts(sp('2026-03-02T23:59:00'))).toMatchObject({ date: '2026-03-02', hour: 23, minute: 59, weekday: 1 });
  });

  it('turns the date at midnight to the millisecond, asked for second after second of the last minute', () => {
    expect(saoPauloParts(sp('2026-03-02T23:59:00.000'))).toMatchObject({ date: '2026-03-02', hour: 23, minute: 59 });
    expect(saoPauloDate(sp('2026-03-02T23:59:30.000'))).toBe('2026-03-02');
    expect(saoPauloParts(sp('2026-03-02T23:59:59.999'))).toMatchObject({ date: '2026-03-02', hour: 23, minute: 59 });
    expect(saoPauloParts(sp('2026-03-03T00:00:00.000'))).toMatchObject({ date: '2026-03-03', hour: 0, minute: 0, weekday: 2 });
    expect(saoPauloDate(sp('2026-03-02T23:59:59.999'))).toBe('2026-03-02');
  });

  it('keeps São Paulo’s local mean time of before 1914 (−3:06:28), whose minutes are not UTC’s', () => {
    // 1913-06-01T03:06:00Z is 23:59:32 of 31 May in local mean time; 03:06:30Z is 00:00:02 of 1 June.
    expect(saoPauloDate(new Date('1913-06-01T03:06:00Z'))).toBe('1913-05-31');
    expect(saoPauloDate(new Date('1913-06-01T03:06:30Z'))).toBe('1913-06-01');
  });

  it('tells 10:59 from 11:01 at the 11:00 cut-off, and 16:59 from 17:00', () => {
    expect(isBeforeCutoff(sp('2026-03-02T10:59:00'), '11:00')).toBe(true);
    expect(isBeforeCutoff(sp('2026-03-02T11:00:00'), '11:00')).toBe(false);
    expect(isBeforeCutoff(sp('2026-03-02T11:01:00'), '11:00')).toBe(false);
    expect(isBeforeCutoff(sp('2026-03-02T16:59:00'), '17:00')).toBe(true);
    expect(isBeforeCutoff(sp('2026-03-02T17:00:00'), '17:00')).toBe(false);
  });

  it('checks calendar dates and adds days across months and leap years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('business days (national and São Paulo holidays)', () => {
  it('knows national, state and bank holidays, and the Consciência Negra national holiday from 2024', () => {
    expect(holidayOn('2026-04-21')).toBe('Dia de Tiradentes');
    expect(holidayOn('2026-07-09')).toBe('Revolução Constitucionalista'); // São Paulo state
    expect(holidayOn('2026-02-16')).toBe('Carnaval');
    expect(holidayOn('2026-02-17')).toBe('Carnaval');
    expect(holidayOn('2026-11-20')).not.toBeNull();
    expect(holidayOn('2026-11-19')).toBeNull();
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-03-02')).toBe(true); // Monday
    expect(isBusinessDay('2026-03-07')).toBe(false); // Saturday
    expect(nextBusinessDay('2026-03-06')).toBe('2026-03-09'); // Friday → Monday
    expect(nextBusinessDay('2026-04-20')).toBe('2026-04-22'); // over Tiradentes
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-18'); // over Carnival
    expect(addBusinessDays('2026-12-23', 2)).toBe('2026-12-28'); // over Christmas and the weekend
  });
});

describe('bookable dates of a field service (spec 02 §9)', () => {
  it('starts on the next business day when asked on a business day before 17:00', () => {
    expect(bookableDates(sp('2026-03-02T16:59:00'), 3)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('drops the first date from 17:00 on', () => {
    expect(bookableDates(sp('2026-03-02T17:00:00'), 2)).toEqual(['2026-03-04', '2026-03-05']);
  });

  it('drops the first date on a Friday evening, so Monday is gone too', () => {
    expect(bookableDates(sp('2026-03-06T18:30:00'), 2)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('drops the first date on a weekend or a holiday, whatever the hour', () => {
    expect(bookableDates(sp('2026-03-07T09:00:00'), 1)).toEqual(['2026-03-10']); // Saturday
    expect(bookableDates(sp('2026-04-21T08:00:00'), 1)).toEqual(['2026-04-23']); // Tiradentes
  });
});
