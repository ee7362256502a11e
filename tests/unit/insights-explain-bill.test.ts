/**
 * The bill computed from the tariff (issue 25 §1, docs/insights-explain.md): worked examples
 * computed by hand — cascade, fixed part, ICMS "por dentro" alone and with PIS/COFINS, pro rata
 * by days across a tariff change, other items — and why a bill differs from another.
 */
import { describe, expect, it } from 'vitest';
import { compareBills, computeBill, latePaymentCharges, mainReason, TariffNotFoundError, type Tariff } from '@domain/insights/explain';

const tiers = [
  { label: '1ª faixa', upToM3: '12', pricePerM3: '5.000000' },
  { label: '2ª faixa', upToM3: '50', pricePerM3: '4.500000' },
  { label: '3ª faixa', upToM3: null, pricePerM3: '4.000000' },
];
const A: Tariff = {
  id: 'A',
  name: 'Residencial A',
  tariffClass: 'RESIDENCIAL',
  validFrom: '2024-06-01',
  validTo: '2026-01-20',
  fixedPerMonth: '20.00',
  tiers,
  taxes: [],
};
const B: Tariff = {
  ...A,
  id: 'B',
  name: 'Residencial B',
  validFrom: '2026-01-21',
  validTo: null,
  fixedPerMonth: '22',
  tiers: [
    { label: '1ª faixa', upToM3: '12', pricePerM3: '6' },
    { label: '2ª faixa', upToM3: '50', pricePerM3: '5' },
    { label: '3ª faixa', upToM3: null, pricePerM3: '4.5' },
  ],
};
const ICMS = { name: 'ICMS', ratePercent: '12', inside: true };
const withTaxes = (taxes: Tariff['taxes']): Tariff => ({ ...A, validTo: null, taxes });
const amounts = (bill: ReturnType<typeof computeBill>) => bill.lines.map((l) => [l.kind, l.amountCents]);
const sum = (bill: ReturnType<typeof computeBill>) => bill.lines.reduce((s, l) => s + l.amountCents, 0);

describe('computeBill', () => {
  it('prices each m³ by the tier it falls in, adds the fixed part and ICMS by dentro (20 m³: 60,00 + 36,00 + 20,00 + 15,82 = 131,82)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '20',
      tariffs: [withTaxes([ICMS])],
    });
    expect(amounts(bill)).toEqual([
      ['TIER', 6000],
      ['TIER', 3600],
      ['FIXED', 2000],
      ['TAX', 1582],
    ]);
    expect(bill.lines[0]).toMatchObject({ tier: 1, fromM3: '0', upToM3: '12', m3: '12', pricePerM3: '5.000000' });
    expect(bill.lines[1]).toMatchObject({ tier: 2, fromM3: '12', upToM3: '50', m3: '8' });
    expect(bill.lines[3]).toMatchObject({ taxName: 'ICMS', ratePercent: '12', inside: true, baseCents: 13182 });
    expect(bill.totalCents).toBe(13182);
    expect(bill.days).toBe(30);
  });

  it('grosses ICMS, PIS and COFINS up together when all are inside (net 116,00 ÷ 0,7875: 17,68 + 2,43 + 11,19)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '20',
      tariffs: [
        withTaxes([ICMS, { name: 'PIS', ratePercent: '1.65', inside: true }, { name: 'COFINS', ratePercent: '7.6', inside: true }]),
      ],
    });
    expect(amounts(bill).slice(3)).toEqual([
      ['TAX', 1768],
      ['TAX', 243],
      ['TAX', 1119],
    ]);
    expect(bill.totalCents).toBe(14730);
  });

  it('charges an outside tax on the amount without taxes (116,00 × 10 % = 11,60)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '20',
      tariffs: [withTaxes([{ name: 'Outro', ratePercent: '10', inside: false }])],
    });
    expect(bill.lines[3]).toMatchObject({ amountCents: 1160, baseCents: 11600 });
    expect(bill.totalCents).toBe(12760);
  });

  it('reaches the last tier without limit (60 m³: 60,00 + 171,00 + 40,00 + 20,00)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '60',
      tariffs: [A],
    });
    expect(amounts(bill)).toEqual([
      ['TIER', 6000],
      ['TIER', 17100],
      ['TIER', 4000],
      ['FIXED', 2000],
    ]);
    expect(bill.lines[2]).toMatchObject({ fromM3: '50', upToM3: null, m3: '10' });
    expect(bill.totalCents).toBe(29100);
  });

  it('rounds a decimal volume once per line, half up (10,5 m³ × R$ 5,123456 = 53,796288 → 53,80)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '10.5',
      tariffs: [{ ...A, fixedPerMonth: '0', tiers: [{ upToM3: null, pricePerM3: '5.123456' }] }],
    });
    expect(amounts(bill)).toEqual([['TIER', 5380]]);
  });

  it('splits a tariff change pro rata by days (19 days of A and 11 of B in a 30-day period: 122,61)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      correctedM3: '20',
      tariffs: [B, A],
    });
    expect(bill.segments).toEqual([
      { tariffId: 'A', tariffName: 'Residencial A', deliberation: null, from: '2026-01-02', to: '2026-01-20', days: 19 },
      { tariffId: 'B', tariffName: 'Residencial B', deliberation: null, from: '2026-01-21', to: '2026-01-31', days: 11 },
    ]);
    expect(amounts(bill)).toEqual([
      ['TIER', 3800],
      ['TIER', 2280],
      ['FIXED', 1267],
      ['TIER', 2640],
      ['TIER', 1467],
      ['FIXED', 807],
    ]);
    expect(bill.lines[3]).toMatchObject({ tariffId: 'B', days: 11, periodDays: 30 });
    expect(bill.totalCents).toBe(12261);
  });

  it('adds the other items after the gas, a credit always subtracting (fixed 20,00 + 50,00 + 2,00 − 3,00)', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '0',
      tariffs: [A],
      otherItems: [
        { kind: 'NEGOTIATION_INSTALMENT', amountCents: 5000, reference: '3/10' },
        { kind: 'FINE', amountCents: 200 },
        { kind: 'CREDIT', amountCents: 300 },
      ],
    });
    expect(amounts(bill)).toEqual([
      ['FIXED', 2000],
      ['NEGOTIATION_INSTALMENT', 5000],
      ['FINE', 200],
      ['CREDIT', -300],
    ]);
    expect(bill.lines[1]).toMatchObject({ reference: '3/10' });
    expect(bill.totalCents).toBe(6900);
  });

  it('always adds its lines up to its total, whatever the volume and the change day', () => {
    const volumes = ['0.001', '7.777', '12', '12.001', '49.999', '123.456', '1000'];
    const ends = ['2026-01-21', '2026-01-25', '2026-02-03'];
    let checked = 0;
    for (const correctedM3 of volumes)
      for (const periodEnd of ends) {
        const taxed = [A, B].map((t) => ({ ...t, taxes: [ICMS, { name: 'PIS', ratePercent: '1.65', inside: true }] }));
        const bill = computeBill({ tariffClass: 'RESIDENCIAL', periodStart: '2026-01-03', periodEnd, correctedM3, tariffs: taxed });
        expect(sum(bill)).toBe(bill.totalCents);
        checked++;
      }
    expect(checked).toBe(21);
  });

  it('refuses a period with no tariff of the class in force, and an empty period', () => {
    expect(() =>
      computeBill({ tariffClass: 'COMERCIAL', periodStart: '2025-12-01', periodEnd: '2025-12-31', correctedM3: '1', tariffs: [A] }),
    ).toThrow(TariffNotFoundError);
    expect(() =>
      computeBill({ tariffClass: 'RESIDENCIAL', periodStart: '2025-12-01', periodEnd: '2025-12-01', correctedM3: '1', tariffs: [A] }),
    ).toThrow(RangeError);
    expect(() =>
      computeBill({ tariffClass: 'RESIDENCIAL', periodStart: '2025-12-01', periodEnd: '2025-12-31', correctedM3: '1,5', tariffs: [A] }),
    ).toThrow(RangeError);
  });
});

describe('latePaymentCharges', () => {
  it('charges a 2 % fine and 1 % a month pro rata by the days late (R$ 100,00 paid 15 days late: 2,00 + 0,50)', () => {
    expect(latePaymentCharges({ amountCents: 10000, dueDate: '2026-01-10', paidOn: '2026-01-25' })).toEqual({
      daysLate: 15,
      fineCents: 200,
      interestCents: 50,
    });
    expect(latePaymentCharges({ amountCents: 10000, dueDate: '2026-01-10', paidOn: '2026-01-10' })).toEqual({
      daysLate: 0,
      fineCents: 0,
      interestCents: 0,
    });
  });
});

describe('compareBills', () => {
  const period = { tariffClass: 'RESIDENCIAL' as const, tariffs: [A, B] };
  const december = computeBill({ ...period, periodStart: '2025-12-01', periodEnd: '2025-12-31', correctedM3: '15' });
  const january = computeBill({
    ...period,
    periodStart: '2025-12-31',
    periodEnd: '2026-02-04',
    correctedM3: '20',
    otherItems: [{ kind: 'FINE', amountCents: 200 }],
  });
  const lastJanuary = computeBill({ ...period, periodStart: '2024-12-31', periodEnd: '2025-01-30', correctedM3: '20' });

  it('names more m³, more days, the tariff change, the fine and the estimated reading, the biggest first', () => {
    // December: 12 × 5 + 3 × 4,5 + 20 = 93,50 for 15 m³ in 30 days.
    expect(december.totalCents).toBe(9350);
    const reasons = compareBills(
      { referenceMonth: '2026-01', correctedM3: '20', readingType: 'ESTIMATED', ...january },
      { referenceMonth: '2025-12', correctedM3: '15', readingType: 'REAL', ...december },
      null,
    );
    expect(reasons.sameMonthLastYear).toBeNull();
    expect(reasons.previous?.referenceMonth).toBe('2025-12');
    expect(reasons.previous?.differenceCents).toBe(january.totalCents - 9350);
    const kinds = reasons.previous!.reasons.map((r) => r.kind);
    expect(kinds.sort()).toEqual(['ESTIMATED_READING', 'FINE', 'MORE_DAYS', 'MORE_M3', 'TARIFF_UP']);
    const more = reasons.previous!.reasons.find((r) => r.kind === 'MORE_M3');
    expect(more).toMatchObject({ from: '15', to: '20' });
    expect(reasons.previous!.reasons.find((r) => r.kind === 'MORE_DAYS')).toMatchObject({ from: 30, to: 35 });
    expect(reasons.previous!.reasons.find((r) => r.kind === 'FINE')).toMatchObject({ impactCents: 200, from: 0, to: 200 });
    expect(mainReason(reasons.previous)?.kind).toBe('MORE_M3');
  });

  it('finds no reason between two equal bills, and compares with the same month of last year', () => {
    const same = { referenceMonth: '2025-01', correctedM3: '20', readingType: 'REAL' as const, ...lastJanuary };
    const reasons = compareBills(same, same, same);
    expect(reasons.previous).toEqual({ referenceMonth: '2025-01', differenceCents: 0, reasons: [] });
    expect(mainReason(reasons.sameMonthLastYear)).toBeNull();
  });
});
