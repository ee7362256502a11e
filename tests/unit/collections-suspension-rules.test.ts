/**
 * Suspension-notice rules (docs/collections-suspension.md; Lei nº 13.460/2017 art. 5º XVI and
 * art. 6º VII, as amended by Lei nº 14.015/2020): dates written by hand from the calendar,
 * around Carnaval, Tiradentes, Corpus Christi, Christmas and New Year.
 */
import { describe, expect, it } from 'vitest';
import {
  earliestSuspensionDate,
  forbiddenStartReason,
  liableBills,
  noticeInForce,
  suspensionSettings,
  suspensionWasNoticed,
} from '@domain/collections/suspension/rules';

const SETTINGS = { overdueDays: 30, noticeDays: 15 };

describe('the first day a suspension may start', () => {
  it('is the notice day plus the notice period when that day is an ordinary weekday', () => {
    expect(earliestSuspensionDate('2026-03-02', SETTINGS)).toBe('2026-03-17'); // Monday → Tuesday
  });

  it('skips Friday, the weekend and both Carnaval days (2026-02-16/17)', () => {
    expect(earliestSuspensionDate('2026-01-29', SETTINGS)).toBe('2026-02-18'); // lands on Friday 13th
    expect(earliestSuspensionDate('2026-01-30', SETTINGS)).toBe('2026-02-18'); // lands on Saturday 14th
  });

  it('skips the eve of Tiradentes (Monday 2026-04-20) and the holiday itself', () => {
    expect(earliestSuspensionDate('2026-04-05', SETTINGS)).toBe('2026-04-22');
  });

  it('skips the eve of Corpus Christi, the holiday, the Friday and the weekend', () => {
    expect(earliestSuspensionDate('2026-05-19', SETTINGS)).toBe('2026-06-08');
  });

  it('skips Christmas Eve, Christmas and the weekend after it', () => {
    expect(earliestSuspensionDate('2026-12-09', SETTINGS)).toBe('2026-12-28');
  });

  it('skips New Year’s Eve, New Year’s Day and the weekend into 2027', () => {
    expect(earliestSuspensionDate('2026-12-16', SETTINGS)).toBe('2027-01-04');
  });

  it('follows the notice period of the settings', () => {
    expect(earliestSuspensionDate('2026-03-02', { noticeDays: 30 })).toBe('2026-04-01'); // Wednesday
  });

  it('names why a day is forbidden', () => {
    expect(forbiddenStartReason('2026-03-06')).toBe('sexta-feira');
    expect(forbiddenStartReason('2026-03-07')).toBe('sábado');
    expect(forbiddenStartReason('2026-03-08')).toBe('domingo');
    expect(forbiddenStartReason('2026-02-17')).toBe('feriado (Carnaval)');
    expect(forbiddenStartReason('2026-12-24')).toBe('véspera de feriado (Natal)');
    expect(forbiddenStartReason('2026-03-10')).toBeNull();
  });
});

const NOW = new Date('2026-03-10T12:00:00-03:00');

describe('the bills that make a contract liable to a notice', () => {
  it('takes bills overdue for at least the days of the settings, and no younger ones', () => {
    const bills = [
      { id: 1, dueDate: '2026-02-08' }, // 30 days overdue on 2026-03-10
      { id: 2, dueDate: '2026-02-09' }, // 29 days
      { id: 3, dueDate: '2026-01-05' },
    ];
    expect(liableBills(bills, NOW, SETTINGS).map((b) => b.id)).toEqual([1, 3]);
  });

  it('leaves out paid, negotiated bills and bills with a receipt waiting or confirmed', () => {
    const bills = [
      { id: 1, dueDate: '2026-01-05', paymentDate: '2026-03-01' },
      { id: 2, dueDate: '2026-01-05', negotiated: true },
      { id: 3, dueDate: '2026-01-05', receipt: 'PENDING' as const },
      { id: 4, dueDate: '2026-01-05', receipt: 'CONFIRMED' as const },
      { id: 5, dueDate: '2026-01-05', receipt: 'REFUSED' as const },
    ];
    expect(liableBills(bills, NOW, SETTINGS).map((b) => b.id)).toEqual([5]);
  });

  it('reads today on the São Paulo calendar (02:30 UTC is still the day before there)', () => {
    const bills = [{ id: 1, dueDate: '2026-02-08' }];
    expect(liableBills(bills, new Date('2026-03-10T02:30:00Z'), SETTINGS)).toEqual([]);
    expect(liableBills(bills, new Date('2026-03-10T03:00:00Z'), SETTINGS)).toHaveLength(1);
  });
});

describe('a notice in force', () => {
  it('stays in force while one of its bills is still owed', () => {
    expect(
      noticeInForce([
        { id: 1, dueDate: '2026-01-05', paymentDate: '2026-03-01' },
        { id: 2, dueDate: '2026-01-05' },
      ]),
    ).toBe(true);
  });

  it('stops once every bill is paid, negotiated or has a receipt waiting', () => {
    expect(
      noticeInForce([
        { id: 1, dueDate: '2026-01-05', paymentDate: '2026-03-01' },
        { id: 2, dueDate: '2026-01-05', receipt: 'PENDING' },
        { id: 3, dueDate: '2026-01-05', negotiated: true },
      ]),
    ).toBe(false);
  });

  it('comes back in force when a receipt is refused', () => {
    expect(noticeInForce([{ id: 2, dueDate: '2026-01-05', receipt: 'REFUSED' }])).toBe(true);
  });
});

describe('whether a suspension was preceded by a valid notice', () => {
  const notice = { issuedOn: '2026-03-02', suspensionFrom: '2026-03-17' };

  it('is noticed when it starts on or after the allowed day, on an allowed day, with the notice in force', () => {
    expect(suspensionWasNoticed('2026-03-17', [notice], SETTINGS)).toBe(true);
    expect(suspensionWasNoticed('2026-03-18', [notice], SETTINGS)).toBe(true);
  });

  it('is not noticed without any notice, or before the allowed day', () => {
    expect(suspensionWasNoticed('2026-03-17', [], SETTINGS)).toBe(false);
    expect(suspensionWasNoticed('2026-03-16', [notice], SETTINGS)).toBe(false);
  });

  it('is not noticed when it starts on a forbidden day, even after a notice', () => {
    expect(suspensionWasNoticed('2026-03-20', [notice], SETTINGS)).toBe(false); // Friday
  });

  it('is not noticed when the notice had stopped being in force before the start', () => {
    expect(suspensionWasNoticed('2026-03-18', [{ ...notice, closedOn: '2026-03-12' }], SETTINGS)).toBe(false);
    expect(suspensionWasNoticed('2026-03-18', [{ ...notice, closedOn: '2026-03-19' }], SETTINGS)).toBe(true);
  });
});

describe('settings', () => {
  it('defaults to 30 overdue days and a 15-day notice, and keeps the default for a bad value', () => {
    expect(suspensionSettings({})).toEqual({ overdueDays: 30, noticeDays: 15 });
    expect(suspensionSettings({ SUSPENSION_NOTICE_DAYS: '20', SUSPENSION_OVERDUE_DAYS: 'x' })).toEqual({ overdueDays: 30, noticeDays: 20 });
  });
});
