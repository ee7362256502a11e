/**
 * The paperless bill's rules (issue 24 §5): who gets which e-mail and when, with a fixed São
 * Paulo clock. Holidays from the project's table: 20/11/2026 (Consciência Negra), 25/12/2026 (Natal).
 */
import { describe, expect, it } from 'vitest';
import {
  confirmationDue,
  effectivePreferences,
  newBillDue,
  paperlessKey,
  preferenceErrors,
  reminderDate,
  reminderDue,
  stillDue,
  wants,
  type PaperlessBill,
} from '@domain/collections/paperless/rules';
import { saoPauloDate } from '@domain/time/sao-paulo';

const bill = (extra: Partial<PaperlessBill> = {}): PaperlessBill => ({
  dueDate: '2026-12-10',
  paymentDate: null,
  negotiated: false,
  visibleFrom: null,
  ...extra,
});
/** The São Paulo calendar day of an instant of the clock. */
const day = (instant: string) => saoPauloDate(new Date(instant));

describe('reminder day', () => {
  it('is three calendar days before the due date when that day is a business day', () => {
    expect(reminderDate('2026-12-10')).toBe('2026-12-07'); // Thursday → Monday
  });

  it('moves to the business day before when the third day before falls on a weekend', () => {
    expect(reminderDate('2026-12-15')).toBe('2026-12-11'); // Saturday 12/12 → Friday 11/12
    expect(reminderDate('2026-12-14')).toBe('2026-12-11'); // Friday 11/12 is the third day before itself
    expect(reminderDate('2026-12-16')).toBe('2026-12-11'); // Sunday 13/12 → Friday 11/12
  });

  it('moves to the business day before a holiday', () => {
    expect(reminderDate('2026-11-23')).toBe('2026-11-19'); // Consciência Negra, Friday 20/11
    expect(reminderDate('2026-12-28')).toBe('2026-12-24'); // Natal, Friday 25/12
  });
});

describe('reminder due', () => {
  it('is due from the reminder day, in São Paulo, up to the eve of the due date', () => {
    expect(reminderDue(bill(), day('2026-12-07T02:59:00Z'))).toBe(false); // 06/12 23:59 in São Paulo
    expect(reminderDue(bill(), day('2026-12-07T03:00:00Z'))).toBe(true); // 07/12 00:00
    expect(reminderDue(bill(), '2026-12-09')).toBe(true);
    expect(reminderDue(bill(), '2026-12-10')).toBe(false);
  });

  it('is never due for a paid, negotiated or not yet visible bill', () => {
    expect(reminderDue(bill({ paymentDate: '2026-12-05' }), '2026-12-07')).toBe(false);
    expect(reminderDue(bill({ negotiated: true }), '2026-12-07')).toBe(false);
    expect(reminderDue(bill({ visibleFrom: '2026-12-08' }), '2026-12-07')).toBe(false);
    expect(reminderDue(bill({ visibleFrom: '2026-12-08' }), '2026-12-08')).toBe(true);
  });
});

describe('new bill due', () => {
  it('is due at once for a bill without a programmed date, never for a negotiated one', () => {
    expect(newBillDue(bill(), '2026-11-25')).toBe(true);
    expect(newBillDue(bill({ negotiated: true }), '2026-11-25')).toBe(false);
  });

  it('waits for a programmed bill’s day and catches up for at most seven days', () => {
    const programmed = bill({ visibleFrom: '2026-11-25' });
    expect(newBillDue(programmed, '2026-11-24')).toBe(false);
    expect(newBillDue(programmed, '2026-11-25')).toBe(true);
    expect(newBillDue(programmed, '2026-12-02')).toBe(true);
    expect(newBillDue(programmed, '2026-12-03')).toBe(false);
  });
});

describe('payment confirmation due', () => {
  it('is due for a payment recorded within seven days of its payment date', () => {
    expect(confirmationDue(bill({ paymentDate: '2026-12-01' }), '2026-12-01')).toBe(true);
    expect(confirmationDue(bill({ paymentDate: '2026-12-01' }), '2026-12-07')).toBe(true);
    expect(confirmationDue(bill({ paymentDate: '2026-12-01' }), '2026-12-08')).toBe(false);
    expect(confirmationDue(bill(), '2026-12-01')).toBe(false);
  });

  it('is checked again when the queued e-mail is sent', () => {
    expect(stillDue('REMINDER', bill({ paymentDate: '2026-12-08' }), '2026-12-08')).toBe(false);
    expect(stillDue('REMINDER', bill(), '2026-12-08')).toBe(true);
    expect(stillDue('CONFIRMATION', bill({ paymentDate: '2026-12-08' }), '2026-12-08')).toBe(true);
  });
});

describe('preferences', () => {
  it('follow the new-bill preference until the customer chooses', () => {
    expect(effectivePreferences(true, null)).toEqual({ novaFatura: true, lembreteVencimento: true, confirmacaoPagamento: true });
    expect(effectivePreferences(false, null)).toEqual({ novaFatura: false, lembreteVencimento: false, confirmacaoPagamento: false });
  });

  it('keep each event’s own choice once made', () => {
    const prefs = effectivePreferences(false, { reminder: true, confirmation: false });
    expect(prefs).toEqual({ novaFatura: false, lembreteVencimento: true, confirmacaoPagamento: false });
    expect(wants(prefs, 'NEW_BILL')).toBe(false);
    expect(wants(prefs, 'REMINDER')).toBe(true);
    expect(wants(prefs, 'CONFIRMATION')).toBe(false);
  });

  it('require yes or no for the reminder and the confirmation; the new bill may be left out', () => {
    expect(preferenceErrors({ lembreteVencimento: true, confirmacaoPagamento: false })).toEqual({});
    expect(preferenceErrors({ novaFatura: 'sim', lembreteVencimento: 1 })).toEqual({
      novaFatura: 'Informe sim ou não para esta preferência',
      lembreteVencimento: 'Informe sim ou não para esta preferência',
      confirmacaoPagamento: 'Informe sim ou não para esta preferência',
    });
  });

  it('key each e-mail by event and bill', () => {
    expect(paperlessKey('REMINDER', 42)).toBe('REMINDER:42');
  });
});
