/**
 * The demo bills (cms/src/seed/demo-invoices.ts) show every status whatever day the seed runs:
 * cliente@ gets 36 months with one open, ≥ 2 overdue, 1 negotiated and paid-late bills, with
 * consistent readings and exact amounts. Statuses are computed with the domain rule on the
 * seed day, as the API would answer.
 */
import { describe, expect, it } from 'vitest';
import { invoiceStatus, paidLate } from '@domain/invoices/status';
import { billsFor } from '../../cms/src/seed/demo-invoices';
import { DEMO_CONTRACTS, DEMO_FREE_CONTRACTS } from '../../cms/src/seed/demo-portal-data';
import { thousandths } from '../../cms/src/portal/core/invoice-issue';

const SEED_DAYS = ['2026-01-01', '2026-03-04', '2026-06-15', '2026-12-31', '2027-02-28'];

describe('demo bills of cliente@', () => {
  for (const today of SEED_DAYS) {
    it(`has every status when seeded on ${today}`, () => {
      const bills = billsFor('cliente', DEMO_CONTRACTS.cliente, today);
      expect(bills).toHaveLength(36);
      const at = new Date(`${today}T12:00:00-03:00`);
      const statuses = bills.map((b) => invoiceStatus(b, at));
      const count = (s: string) => statuses.filter((x) => x === s).length;
      expect(count('TO_EXPIRE')).toBe(1);
      expect(count('PENDING')).toBe(2);
      expect(count('NEGOTIATED')).toBe(1);
      expect(bills.filter((b) => paidLate(b)).length).toBeGreaterThanOrEqual(1);
      expect(new Set(bills.map((b) => b.numDoc)).size).toBe(36);
      expect(new Set(bills.map((b) => b.referenceMonth)).size).toBe(36);
      for (const b of bills) {
        expect(b.issueDate <= today, b.numDoc).toBe(true);
        expect(b.dueDate >= b.issueDate).toBe(true);
        if (b.paymentDate) expect(b.paymentDate <= today && b.paymentDate >= b.issueDate).toBe(true);
        expect(thousandths(b.currentReading) - thousandths(b.previousReading)).toBe(thousandths(b.consumptionM3));
        expect(Number.isSafeInteger(b.amountCents) && b.amountCents > 0).toBe(true);
      }
      // Readings carry on from one month to the next.
      for (let i = 1; i < bills.length; i++) expect(bills[i]!.previousReading).toBe(bills[i - 1]!.currentReading);
    });
  }
});

describe('demo bills of the other contracts', () => {
  it('gives every demo contract bills, the closed one only up to its end', () => {
    const all = { ...DEMO_CONTRACTS, ...DEMO_FREE_CONTRACTS };
    expect(Object.keys(all).length).toBeGreaterThan(0);
    for (const [key, contract] of Object.entries(all)) {
      const bills = billsFor(key, contract, '2026-06-15');
      expect(bills.length, key).toBeGreaterThanOrEqual(6);
    }
    const closed = billsFor('multi3', DEMO_CONTRACTS.multi3, '2026-06-15');
    expect(closed.at(-1)!.referenceMonth).toBe('2024-08');
    expect(closed.every((b) => b.paymentDate)).toBe(true);
  });
});
