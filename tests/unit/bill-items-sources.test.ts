/**
 * Where a bill's reconnection instalments and credits come from (issue 25 §1;
 * docs/insights-explain.md, docs/collections-suspension.md): the fee split in whole cents with its
 * remainder, the instalment each bill takes, and the credits a bill consumes with the rest carried
 * over. Worked examples written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  feeInstalmentCount,
  feeInstalmentsForBill,
  firstInstalmentMonth,
  maxFeeInstalments,
  planFeeInstalments,
} from '@domain/service/reconnection-fee';
import { creditUses, paymentExcess, staffCreditErrors } from '@domain/collections/credits/rules';
import { computeBill } from '@domain/insights/explain';
import { lineTitle } from '@domain/insights/explain/sentences';

describe('the reconnection fee in instalments', () => {
  it('splits R$ 86,30 in 3 whole-cent instalments, the first carrying the remainder, from the month after the reconnection', () => {
    expect(planFeeInstalments(8630, 3, '2026-03-17')).toEqual([
      { number: 1, count: 3, amountCents: 2878, fromMonth: '2026-04' },
      { number: 2, count: 3, amountCents: 2876, fromMonth: '2026-04' },
      { number: 3, count: 3, amountCents: 2876, fromMonth: '2026-04' },
    ]);
    expect(planFeeInstalments(25890, 2, '2026-12-02').map((i) => [i.amountCents, i.fromMonth])).toEqual([
      [12945, '2027-01'],
      [12945, '2027-01'],
    ]);
    expect(planFeeInstalments(8630, 1, '2026-03-17')).toEqual([{ number: 1, count: 1, amountCents: 8630, fromMonth: '2026-04' }]);
    expect(planFeeInstalments(0, 3, '2026-03-17')).toEqual([]);
    expect(firstInstalmentMonth('2026-12-31')).toBe('2027-01');
  });

  it('takes the count staff chose within 1..N, the 3 of the spec when they chose none, and refuses anything else', () => {
    expect(maxFeeInstalments(6)).toBe(6);
    expect(maxFeeInstalments(null)).toBe(3);
    expect(maxFeeInstalments(13)).toBe(3);
    expect(feeInstalmentCount(null, 6)).toBe(3);
    expect(feeInstalmentCount(undefined, 2)).toBe(2);
    expect(feeInstalmentCount(1, 6)).toBe(1);
    expect(feeInstalmentCount(6, 6)).toBe(6);
    expect(feeInstalmentCount(7, 6)).toBeNull();
    expect(feeInstalmentCount(0, 6)).toBeNull();
    expect(feeInstalmentCount(2.5, 6)).toBeNull();
  });

  it('gives each bill from the first month the lowest instalment not yet billed, one per reconnection', () => {
    const open = [
      { id: 11, contractId: 7, chargeId: 1, number: 2, fromMonth: '2026-04', amountCents: 2876 },
      { id: 12, contractId: 7, chargeId: 1, number: 3, fromMonth: '2026-04', amountCents: 2876 },
      { id: 20, contractId: 8, chargeId: 2, number: 1, fromMonth: '2026-04', amountCents: 8630 },
    ];
    expect(feeInstalmentsForBill({ contractId: 7, referenceMonth: '2026-05' }, open).map((i) => i.id)).toEqual([11]);
    expect(feeInstalmentsForBill({ contractId: 7, referenceMonth: '2026-03' }, open)).toEqual([]);
    expect(feeInstalmentsForBill({ contractId: 9, referenceMonth: '2026-05' }, open)).toEqual([]);
  });

  it('names the line "Parcela k/N da religação"', () => {
    expect(lineTitle({ kind: 'RECONNECTION_INSTALMENT', amountCents: 2878, reference: '1/3' })).toBe('Parcela 1/3 da religação');
  });
});

describe('credits of a contract', () => {
  it('takes credits oldest first, never more than the bill, and leaves the rest for the next bill', () => {
    // R$ 30,00 and R$ 50,00 on a bill of R$ 62,40: 30,00 + 32,40; R$ 17,60 carries over.
    expect(
      creditUses(6240, [
        { id: 1, remainingCents: 3000 },
        { id: 2, remainingCents: 5000 },
      ]),
    ).toEqual([
      { id: 1, amountCents: 3000 },
      { id: 2, amountCents: 3240 },
    ]);
    // The next bill, R$ 100,00: the R$ 17,60 left.
    expect(creditUses(10000, [{ id: 2, remainingCents: 1760 }])).toEqual([{ id: 2, amountCents: 1760 }]);
    expect(creditUses(0, [{ id: 2, remainingCents: 1760 }])).toEqual([]);
  });

  it('leaves as credit the excess of a payment above what the bill asked', () => {
    expect(paymentExcess(17790, 15790)).toBe(2000);
    expect(paymentExcess(15790, 15790)).toBe(0);
    expect(paymentExcess(15000, 15790)).toBe(0);
  });

  it("refuses staff's credit without contract, with an amount that is not whole positive cents, or without reason", () => {
    expect(staffCreditErrors({ contract: 1, amountCents: 2500, reason: 'Devolução de cobrança indevida' })).toEqual({});
    expect(staffCreditErrors({ contract: null, amountCents: 0, reason: '  ' })).toEqual({
      contract: 'Informe o contrato do crédito.',
      amountCents: 'Informe o valor do crédito em centavos: um número inteiro maior que zero.',
      reason: 'Informe o motivo do crédito (até 500 caracteres).',
    });
    expect(staffCreditErrors({ contract: 1, amountCents: 12.5, reason: 'x' }).amountCents).toBeDefined();
  });

  it('subtracts the credit and adds the instalment in the explanation, which still sums to the total', () => {
    const tariff = {
      id: 't',
      name: 'T',
      tariffClass: 'RESIDENCIAL' as const,
      validFrom: '2026-01-01',
      validTo: null,
      fixedPerMonth: '10',
      deliberation: null,
      tiers: [{ upToM3: null, pricePerM3: '5' }],
      taxes: [],
    };
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      correctedM3: '10',
      tariffs: [tariff],
      otherItems: [
        { kind: 'RECONNECTION_INSTALMENT', amountCents: 2878, reference: '1/3' },
        { kind: 'CREDIT', amountCents: 2000 },
      ],
    });
    // 10 m³ × R$ 5,00 + R$ 10,00 fixed = R$ 60,00; + 28,78 − 20,00 = R$ 68,78.
    expect(bill.totalCents).toBe(6878);
    expect(bill.lines.filter((l) => l.kind === 'RECONNECTION_INSTALMENT' || l.kind === 'CREDIT').map((l) => l.amountCents)).toEqual([
      2878, -2000,
    ]);
  });
});
