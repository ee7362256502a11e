/**
 * Changing the bills' due day (issue 24 §5; docs/collections-due-date.md): the due days of
 * spec 04 §5, one change every 12 months counted on the São Paulo calendar, refused while a bill is
 * overdue, effective from the next bill. Fixed clock.
 */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  changeBlocked,
  changeInForce,
  changeRefusal,
  dueDateOnDay,
  dueDayOf,
  effectiveFrom,
  isDueDay,
} from '@domain/collections/due-date/rules';

const situation = (over: Partial<Parameters<typeof changeRefusal>[1]> = {}) => ({
  currentDay: 8,
  lastChangeAt: null,
  overdueCount: 0,
  months: 12,
  ...over,
});

describe('due-day change', () => {
  const now = new Date('2026-03-02T10:00:00-03:00');

  it('accepts only 3, 8, 13, 18, 23 and 28', () => {
    expect([1, 2, 3, 8, 13, 18, 23, 28, 30].filter(isDueDay)).toEqual([3, 8, 13, 18, 23, 28]);
    expect(isDueDay('18')).toBe(false);
    expect(changeRefusal(10, situation(), now)).toBe('Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.');
    expect(changeRefusal(18, situation(), now)).toBeNull();
  });

  it('refuses the day the bills already have', () => {
    expect(changeRefusal(8, situation(), now)).toBe('Este já é o dia de vencimento das suas faturas.');
  });

  it('refuses while a bill is overdue', () => {
    const overdue = situation({ overdueCount: 1 });
    const message = 'Não é possível alterar o vencimento enquanto houver faturas vencidas. Pague as faturas em atraso e tente novamente.';
    expect(changeRefusal(18, overdue, now)).toBe(message);
    expect(changeBlocked(overdue, now)).toBe(message);
  });

  it('allows one change every 12 months, from the same calendar day in São Paulo', () => {
    // Changed on 02/03/2025 at 23:30 in São Paulo (already 03/03 in UTC).
    const last = situation({ lastChangeAt: new Date('2025-03-03T02:30:00Z') });
    const tooSoon =
      'O dia de vencimento pode ser alterado uma vez a cada 12 meses. A próxima alteração será possível a partir de 02/03/2026.';
    expect(changeRefusal(18, last, new Date('2026-03-01T23:59:00-03:00'))).toBe(tooSoon);
    expect(changeRefusal(18, last, new Date('2026-03-02T00:00:00-03:00'))).toBeNull();
  });

  it('counts the months of the setting', () => {
    const last = situation({ lastChangeAt: new Date('2026-01-31T12:00:00-03:00'), months: 1 });
    expect(changeBlocked(last, new Date('2026-02-27T12:00:00-03:00'))).toBe(
      'O dia de vencimento pode ser alterado uma vez a cada 1 meses. A próxima alteração será possível a partir de 28/02/2026.',
    );
    expect(changeBlocked(last, new Date('2026-02-28T12:00:00-03:00'))).toBeNull();
  });

  it('applies from the bill after the latest one, or from this month without bills', () => {
    expect(effectiveFrom('2026-02', now)).toBe('2026-03');
    expect(effectiveFrom('2025-12', now)).toBe('2026-01');
    expect(effectiveFrom(null, now)).toBe('2026-03');
  });

  it('reads the due day of a due date, and adds months keeping the end of the month', () => {
    expect(dueDayOf('2026-02-18')).toBe(18);
    expect(dueDayOf('2026-02-20')).toBeNull();
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('the due date of a bill issued after a change', () => {
  it('is the new day in the month the bill was set due', () => {
    expect(dueDateOnDay('2026-04-20', '2026-04-05', 28)).toBe('2026-04-28');
    expect(dueDateOnDay('2026-04-08', '2026-04-01', 18)).toBe('2026-04-18');
    expect(dueDateOnDay('2026-04-20', '2026-04-05', 13)).toBe('2026-04-13');
  });

  it('moves to the next month when the new day is before the issue date', () => {
    expect(dueDateOnDay('2026-04-20', '2026-04-05', 3)).toBe('2026-05-03');
    expect(dueDateOnDay('2026-12-20', '2026-12-10', 8)).toBe('2027-01-08');
  });

  it('keeps the nominal day on a weekend or holiday (18/04/2026 is a Saturday, 21/04/2026 Tiradentes)', () => {
    expect(dueDateOnDay('2026-04-10', '2026-04-01', 18)).toBe('2026-04-18');
    expect(dueDateOnDay('2026-04-30', '2026-04-10', 21)).toBe('2026-04-21');
  });

  it('takes the latest change whose first bill is not after the reference month', () => {
    const changes = [
      { dueDay: 18, effectiveFrom: '2026-03', requestedAt: '2026-03-02T13:00:00.000Z' },
      { dueDay: 23, effectiveFrom: '2027-04', requestedAt: '2027-03-02T13:00:00.000Z' },
    ];
    expect(changeInForce(changes, '2026-02')).toBeNull();
    expect(changeInForce(changes, '2026-03')?.dueDay).toBe(18);
    expect(changeInForce(changes, '2027-03')?.dueDay).toBe(18);
    expect(changeInForce(changes, '2027-04')?.dueDay).toBe(23);
    expect(changeInForce([], '2026-03')).toBeNull();
  });
});
