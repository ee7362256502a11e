import { describe, expect, it } from 'vitest';
import {
  accordionsLocked,
  approvalSituation,
  axisDisplayName,
  baseHourLabel,
  canDecide,
  checklistExpired,
  companyFinalVolumeEditable,
  finalVolumeLocked,
  intradayAdjustmentOpen,
  nextStage,
  programmingCalendarRange,
  protocolYearOptions,
  saoPauloYear,
} from '@domain/consumption/rules';
import { calendarQuarterMonths } from '@domain/consumption/calc';
import { exceedsQdc, flooredPercentages, formatVolume, parseVolume, volumeText } from '@domain/consumption/volumes';

const sp = (local: string) => new Date(`${local}-03:00`);
const litres = (v: unknown) => {
  const r = parseVolume(v);
  if (!r.ok) throw new Error(r.message);
  return r.litres;
};

describe('volumes in exact m³', () => {
  it('reads pt-BR input with thousand separators and API decimals alike', () => {
    expect(volumeText(litres('1.234,5'))).toBe('1234.5');
    expect(volumeText(litres('1234.5'))).toBe('1234.5');
    expect(volumeText(litres('1.234.567'))).toBe('1234567');
    expect(volumeText(litres(0.3))).toBe('0.3');
    expect(parseVolume(1e21)).toEqual({ ok: false, message: 'Volume inválido' });
    expect(volumeText(litres(12))).toBe('12');
  });

  it('refuses what the spec refuses, with its texts', () => {
    expect(parseVolume('')).toEqual({ ok: false, message: 'O valor é obrigatório' });
    expect(parseVolume('12a')).toEqual({ ok: false, message: 'Apenas números ou números com casas decimais' });
    expect(parseVolume('-3')).toEqual({ ok: false, message: 'Volume deve ser maior ou igual a zero' });
    expect(parseVolume('1,2345')).toEqual({ ok: false, message: 'Apenas números ou números com casas decimais' });
    expect(parseVolume(Number.NaN)).toEqual({ ok: false, message: 'Volume inválido' });
    expect(parseVolume({ $ne: 1 })).toEqual({ ok: false, message: 'Volume inválido' });
  });

  it('accepts 0 m³ (the confirmation is the screen’s job)', () => {
    expect(litres('0')).toBe(0n);
  });

  it('shows volumes in pt-BR', () => {
    expect(formatVolume(litres('1234567,25'))).toBe('1.234.567,25 m³');
  });

  it('flags only what goes above QDC + 5 %', () => {
    const qdc = litres('1000');
    expect(exceedsQdc(litres('1050'), qdc)).toBe(false);
    expect(exceedsQdc(litres('1050,001'), qdc)).toBe(true);
  });

  it('floors percentages so they never add up to more than 100', () => {
    const shares = flooredPercentages([litres('1'), litres('1'), litres('1')]);
    expect(shares).toEqual([33, 33, 33]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
    expect(flooredPercentages([0n, 0n])).toEqual([0, 0]);
  });
});

describe('programming rules', () => {
  it('opens the intraday adjustment until 11:00 and only for ACTIVE contracts', () => {
    expect(intradayAdjustmentOpen(sp('2026-03-02T10:59:00'), 'ACTIVE')).toBe(true);
    expect(intradayAdjustmentOpen(sp('2026-03-02T11:01:00'), 'ACTIVE')).toBe(false);
    expect(intradayAdjustmentOpen(sp('2026-03-02T09:00:00'), 'DEACTIVATE')).toBe(false);
    expect(intradayAdjustmentOpen(sp('2026-03-02T09:00:00'), 'PENDING')).toBe(false);
  });

  it('decides only waiting requests; a different approved volume is a partial approval', () => {
    expect([0, 1, 2, 5].map(canDecide)).toEqual([true, false, false, false]);
    expect(approvalSituation(litres('100'), litres('100'))).toBe(1);
    expect(approvalSituation(litres('100'), litres('80'))).toBe(5);
  });

  it('moves the final volume from programming to defined axis to confirmed, then locks it', () => {
    expect(nextStage('final-programming')).toBe('defined-axel');
    expect(nextStage('defined-axel')).toBe('confirmed');
    expect(nextStage('confirmed')).toBeNull();
    expect(finalVolumeLocked('confirmed')).toBe(true);
    expect(finalVolumeLocked('defined-axel')).toBe(false);
  });

  it('keeps the client accordions closed only while the final volume is being edited (defined-axel)', () => {
    expect(accordionsLocked('defined-axel')).toBe(true);
    expect(accordionsLocked('final-programming')).toBe(false);
    expect(accordionsLocked('confirmed')).toBe(false);
  });

  it('spans the calendar from 2 months before to 4 months after the current month', () => {
    expect(programmingCalendarRange(sp('2026-03-15T12:00:00'))).toEqual({ from: '2026-01-01', to: '2026-07-31' });
    expect(programmingCalendarRange(sp('2026-11-30T23:00:00'))).toEqual({ from: '2026-09-01', to: '2027-03-31' });
  });

  it('shows base hours in 30-minute steps as HHhMMmin and axis names without "eixo "', () => {
    expect(baseHourLabel(390)).toBe('06h30min');
    expect(baseHourLabel(0)).toBe('00h00min');
    expect(() => baseHourLabel(395)).toThrow();
    expect(axisDisplayName('Eixo Bauru')).toBe('Bauru');
  });
});

describe('the protocols page’s year filter (spec 03 §2.2: Todos os anos plus the previous 4 years)', () => {
  it('lists the São Paulo year and the 4 before it, newest first', () => {
    expect(protocolYearOptions(sp('2026-06-15T12:00'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('is still the old year in São Paulo on New Year’s Eve night, when UTC already turned', () => {
    // 31/12/2026 22:30 in São Paulo is 01/01/2027 01:30 UTC.
    expect(protocolYearOptions(new Date('2027-01-01T01:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(saoPauloYear('2027-01-01T01:30:00.000Z')).toBe(2026);
    expect(saoPauloYear('2027-01-01T03:00:00.000Z')).toBe(2027);
  });
});

describe('the current calendar quarter of client management’s ‘Ver tudo’ (spec 03 §2.3)', () => {
  it('is January–March, April–June, July–September or October–December', () => {
    expect(calendarQuarterMonths('2026-01-01')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(calendarQuarterMonths('2026-03-31')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(calendarQuarterMonths('2026-05-10')).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(calendarQuarterMonths('2026-09-30')).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(calendarQuarterMonths('2026-11-28')).toEqual(['2026-10', '2026-11', '2026-12']);
  });
});

describe('the intraday checklist’s ticks reset after 24 hours and after 12:00 (spec 03 §2.3, §9), in São Paulo', () => {
  const t = (local: string) => sp(local).getTime();
  it('keeps ticks made this morning until 11:59, and drops them at 12:00', () => {
    expect(checklistExpired(t('2026-03-02T09:00'), t('2026-03-02T11:59'))).toBe(false);
    expect(checklistExpired(t('2026-03-02T09:00'), t('2026-03-02T12:00'))).toBe(true);
  });

  it('keeps afternoon ticks until the next noon, and never past 24 hours', () => {
    expect(checklistExpired(t('2026-03-02T12:30'), t('2026-03-02T23:00'))).toBe(false);
    expect(checklistExpired(t('2026-03-02T12:30'), t('2026-03-03T11:59'))).toBe(false);
    expect(checklistExpired(t('2026-03-02T12:30'), t('2026-03-03T12:00'))).toBe(true);
    expect(checklistExpired(t('2026-03-02T12:30'), t('2026-03-04T10:00'))).toBe(true);
  });

  it('reads noon on the São Paulo wall clock, not UTC’s (12:00 in São Paulo is 15:00 UTC)', () => {
    expect(checklistExpired(Date.parse('2026-03-02T14:00:00Z'), Date.parse('2026-03-02T14:59:00Z'))).toBe(false);
    expect(checklistExpired(Date.parse('2026-03-02T14:00:00Z'), Date.parse('2026-03-02T15:00:00Z'))).toBe(true);
  });
});

describe('the final-volume stages (spec 03 §2.5, §4): one rule for the server and the screen', () => {
  it('lets a company’s final programmed volume change only while the axis is being edited (defined-axel)', () => {
    expect(companyFinalVolumeEditable('final-programming')).toBe(false);
    expect(companyFinalVolumeEditable('defined-axel')).toBe(true);
    expect(companyFinalVolumeEditable('confirmed')).toBe(false);
  });
});
