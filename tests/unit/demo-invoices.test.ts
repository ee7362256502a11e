/**
 * The demo bills (cms/src/seed/demo-invoices.ts) show every status whatever day the seed runs:
 * cliente@ gets 36 months with one open, ≥ 2 overdue, 1 negotiated and paid-late bills, with
 * consistent readings and exact amounts. Statuses are computed with the domain rule on the
 * seed day, as the API would answer.
 */
import { describe, expect, it } from 'vitest';
import { invoiceStatus, paidLate } from '@domain/invoices/status';
import { billsFor, nextBillPlanFor } from '../../cms/src/seed/demo-invoices';
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

describe('the demo’s next bill (multicontrato@, contract 100000002)', () => {
  for (const today of SEED_DAYS) {
    it(`carries instalment nº 1 of the agreement and is due on the new day when seeded on ${today}`, () => {
      const bills = billsFor('multi1', DEMO_CONTRACTS.multi1, today);
      const plan = nextBillPlanFor('multi1', DEMO_CONTRACTS.multi1, today)!;
      const at = new Date(`${today}T12:00:00-03:00`);
      const negotiated = bills.at(-3)!;
      const newest = bills.at(-1)!;
      expect(invoiceStatus(negotiated, at)).toBe('NEGOTIATED');
      expect(invoiceStatus(newest, at)).toBe('TO_EXPIRE');
      expect(plan.negotiated).toEqual({
        numDoc: negotiated.numDoc,
        referenceMonth: negotiated.referenceMonth,
        dueDate: negotiated.dueDate,
        amountCents: negotiated.amountCents,
      });
      // Agreed 5 days after the negotiated bill's due date; instalment 1 a month later: the newest bill's month.
      const [y, m, d] = negotiated.dueDate.split('-').map(Number) as [number, number, number];
      const agreed = new Date(Date.UTC(y, m - 1, d + 5)).toISOString().slice(0, 10);
      expect(plan.acceptedOn).toBe(agreed);
      const month = Number(agreed.slice(5, 7));
      const firstInstalmentMonth = `${month === 12 ? Number(agreed.slice(0, 4)) + 1 : agreed.slice(0, 4)}-${String((month % 12) + 1).padStart(2, '0')}`;
      expect(newest.referenceMonth).toBe(firstInstalmentMonth);
      expect(plan.newestMonth).toBe(newest.referenceMonth);
      // Down payment 10 % of the debt (at least R$ 50,00), the rest in up to 3 instalments (each at
      // least R$ 30,00 when more than one) that add up to the total.
      expect(plan.option.downPaymentCents).toBe(Math.max(Math.ceil(negotiated.amountCents / 10), 5000));
      expect(plan.option.instalments).toBeGreaterThanOrEqual(1);
      expect(plan.option.instalments).toBeLessThanOrEqual(3);
      if (plan.option.instalments > 1) expect(plan.instalmentCents[0]).toBeGreaterThanOrEqual(3000);
      expect(plan.instalmentCents).toHaveLength(plan.option.instalments);
      expect(plan.option.downPaymentCents + plan.instalmentCents.reduce((a, b) => a + b, 0)).toBe(plan.option.totalCents);
      // The new due day: one of 3, 8, 13, 18, 23, 28, at least 3 days after the seed.
      expect([3, 8, 13, 18, 23, 28]).toContain(plan.dueDay);
      expect(Number(newest.dueDate.slice(8, 10))).toBe(plan.dueDay);
      expect(newest.dueDate >= new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
      // The other demo bills keep the billing system's day 20.
      expect(bills.slice(0, -1).every((b) => b.dueDate.endsWith('-20'))).toBe(true);
    });
  }
});
