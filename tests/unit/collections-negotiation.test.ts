import { describe, expect, it } from 'vitest';
import { annualCet, monthlyFromAnnual } from '@domain/collections/negotiation/cet';
import { agreementState, instalmentLine, instalmentsForBill, isNegotiable, shouldUndo } from '@domain/collections/negotiation/agreement';
import { NEGOTIATION_DEFAULTS, parseNegotiationSettings } from '@domain/collections/negotiation/settings';
import { addMonths, downPaymentOf, instalmentMonth, priceInstalments, simulate } from '@domain/collections/negotiation/simulation';
import { agreementTerms } from '@domain/collections/negotiation/terms';

const sp = (local: string) => new Date(`${local}-03:00`);
const settings = { ...NEGOTIATION_DEFAULTS };

describe('negotiation settings', () => {
  it('reads integers within their limits and keeps the default for anything else', () => {
    const parsed = parseNegotiationSettings({
      NEGOTIATION_MAX_INSTALMENTS: '6',
      NEGOTIATION_MONTHLY_RATE_BP: '150',
      NEGOTIATION_MIN_DOWN_PAYMENT_BP: 'dez',
      NEGOTIATION_DOWN_PAYMENT_DAYS: '90',
    });
    expect(parsed).toEqual({ ...NEGOTIATION_DEFAULTS, maxInstalments: 6, monthlyRateBp: 150 });
  });
});

describe('down payment', () => {
  it('is the larger of 10 % (rounded up) and R$ 50,00, never more than the debt', () => {
    expect(downPaymentOf(100000, settings)).toBe(10000);
    expect(downPaymentOf(100001, settings)).toBe(10001); // 10000,1 rounded up
    expect(downPaymentOf(20000, settings)).toBe(5000); // 10 % = 2000 < 5000
    expect(downPaymentOf(4000, settings)).toBe(4000); // capped at the debt
  });
});

describe('Price instalments with the remainder on the last one', () => {
  it('R$ 10,00 in 3 without interest: 3,33 + 3,33 + 3,34', () => {
    expect(priceInstalments(1000, 3, 0)).toEqual([333, 333, 334]);
  });

  it('R$ 900,00 in 3 at 1 % a.m.: PMT = 900 × 0,01 / (1 − 1,01^−3) = 306,0199… → 306,02 each; 3 × PMT = 918,0597 → 918,06', () => {
    expect(priceInstalments(90000, 3, 100)).toEqual([30602, 30602, 30602]);
  });

  it('R$ 900,00 in 7 at 1 % a.m.: PMT = 133,7654… → 133,77; 7 × PMT = 936,3581… → 936,36; last = 936,36 − 6 × 133,77 = 133,74', () => {
    const parts = priceInstalments(90000, 7, 100);
    expect(parts).toEqual([13377, 13377, 13377, 13377, 13377, 13377, 13374]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(93636);
  });
});

describe('CET (Resolução CMN nº 3.517/2007): FC0 = Σ FCj / (1 + CET)^(dj/365)', () => {
  it('R$ 100,00 released, R$ 110,00 paid after 365 days: 10 % a.a.', () => {
    expect(annualCet(10000, [{ days: 365, cents: 11000 }])).toBeCloseTo(0.1, 9);
  });

  it('two equal payments after 365 and 730 days of 100 / (1/1,1 + 1/1,21) = 57,619047…: 10 % a.a.', () => {
    const payment = 10000 / (1 / 1.1 + 1 / 1.21);
    expect(
      annualCet(10000, [
        { days: 365, cents: payment },
        { days: 730, cents: payment },
      ]),
    ).toBeCloseTo(0.1, 9);
  });

  it('12,6825 % a.a. is 1 % a.m. (1,01^12 − 1)', () => {
    expect(monthlyFromAnnual(0.12682503013196977)).toBeCloseTo(0.01, 12);
  });
});

describe('simulation of R$ 1.000,00 of overdue bills on 15/03/2026', () => {
  const simulation = simulate(100000, settings, '2026-03-15');

  it('down payment of R$ 100,00 due 5 days later, R$ 900,00 to finance', () => {
    expect(simulation.downPaymentCents).toBe(10000);
    expect(simulation.downPaymentDueDate).toBe('2026-03-20');
    expect(simulation.options[0]!.financedCents).toBe(90000);
  });

  it('offers 1 to 12 instalments while the instalment is at least R$ 30,00', () => {
    expect(simulation.options.map((o) => o.instalments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const few = simulate(10000, settings, '2026-03-15'); // entrada 50,00, financed 50,00: 2 × 25,13 < 30,00
    expect(few.options.map((o) => o.instalments)).toEqual([1]);
  });

  it('3 instalments: interest R$ 18,06, total R$ 1.018,06', () => {
    const three = simulation.options[2]!;
    expect(three).toMatchObject({ instalmentCents: 30602, lastInstalmentCents: 30602, interestCents: 1806, totalCents: 101806 });
  });

  it('1 instalment: 100,00 on 20/03 (day 5) and 909,00 on 15/04 (day 31) for 1.000,00 → CET 12,20 % a.a., 0,96 % a.m.', () => {
    // 100000 = 10000 / (1 + c)^(5/365) + 90900 / (1 + c)^(31/365) → c = 0,121981…
    const one = simulation.options[0]!;
    expect(one.lastInstalmentCents).toBe(90900);
    expect(one.cetAnnual).toBeCloseTo(0.121981, 5);
    expect(one.cetAnnualText).toBe('12,20');
    expect(one.cetMonthlyText).toBe('0,96');
  });

  it('without interest the CET is zero', () => {
    const free = simulate(100000, { ...settings, monthlyRateBp: 0 }, '2026-03-15');
    expect(free.options[5]!.cetAnnualText).toBe('0,00');
    expect(free.options[5]!.interestCents).toBe(0);
  });

  it('a debt the down payment covers has nothing to finance', () => {
    expect(simulate(4000, settings, '2026-03-15').options).toEqual([]);
  });

  it('the terms name the bills, the amounts, the CET and the undo rule', () => {
    const text = agreementTerms({
      numDocs: ['100', '200'],
      debtCents: 100000,
      option: simulation.options[2]!,
      downPaymentDueDate: '2026-03-20',
      monthlyRateBp: 100,
    });
    expect(text).toContain('Acordo de parcelamento das faturas 100, 200, no valor total de R$');
    expect(text).toContain('com vencimento em 20/03/2026, e 3 parcelas mensais de R$');
    expect(text).toContain('Juros de 1,00% ao mês');
    expect(text).toContain('Se a entrada não for paga até o vencimento, o acordo é desfeito');
  });
});

describe('calendar months', () => {
  it('clamps the day to the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(instalmentMonth('2026-12-20', 1)).toBe('2027-01');
  });
});

describe('agreement state and the undo rule', () => {
  const agreement = { downPaymentDueDate: '2026-03-20', lastInstalmentMonth: '2026-06' };

  it('waits for the down payment up to its due date; undone from the next São Paulo day', () => {
    expect(agreementState(agreement, sp('2026-03-20T23:59:00'))).toBe('WAITING');
    expect(shouldUndo(agreement, sp('2026-03-20T23:59:00'))).toBe(false);
    expect(shouldUndo(agreement, new Date('2026-03-21T02:59:00Z'))).toBe(false); // 23:59 on the 20th in São Paulo
    expect(shouldUndo(agreement, sp('2026-03-21T00:00:00'))).toBe(true);
  });

  it('a paid down payment is never undone; active until the last instalment month, then finished', () => {
    const paid = { ...agreement, downPaymentPaidOn: '2026-03-22' };
    expect(shouldUndo(paid, sp('2026-04-01T10:00:00'))).toBe(false);
    expect(agreementState(paid, sp('2026-06-30T10:00:00'))).toBe('ACTIVE');
    expect(agreementState(paid, sp('2026-07-01T10:00:00'))).toBe('FINISHED');
  });

  it('an undone agreement stays undone', () => {
    const undone = { ...agreement, undoneAt: '2026-03-21T03:00:00.000Z' };
    expect(agreementState(undone, sp('2026-03-22T10:00:00'))).toBe('UNDONE');
    expect(shouldUndo(undone, sp('2026-03-22T10:00:00'))).toBe(false);
  });

  it('only overdue bills that are not a down payment may be negotiated', () => {
    const now = sp('2026-03-15T10:00:00');
    expect(isNegotiable({ dueDate: '2026-03-10' }, now)).toBe(true);
    expect(isNegotiable({ dueDate: '2026-03-15' }, now)).toBe(false);
    expect(isNegotiable({ dueDate: '2026-03-10', negotiated: true }, now)).toBe(false);
    expect(isNegotiable({ dueDate: '2026-03-10', paymentDate: '2026-03-12' }, now)).toBe(false);
    expect(isNegotiable({ dueDate: '2026-03-10', isDownPayment: true }, now)).toBe(false);
  });
});

describe('instalments on the next bills', () => {
  const open = [
    { id: 3, contractId: 7, referenceMonth: '2026-04', amountCents: 30602, cancelled: false, invoiceId: null },
    { id: 1, contractId: 7, referenceMonth: '2026-04', amountCents: 10000, cancelled: false, invoiceId: null },
    { id: 2, contractId: 7, referenceMonth: '2026-05', amountCents: 30602, cancelled: false, invoiceId: null },
    { id: 4, contractId: 8, referenceMonth: '2026-04', amountCents: 5000, cancelled: false, invoiceId: null },
    { id: 5, contractId: 7, referenceMonth: '2026-04', amountCents: 7000, cancelled: true, invoiceId: null },
    { id: 6, contractId: 7, referenceMonth: '2026-04', amountCents: 9000, cancelled: false, invoiceId: 99 },
  ];

  it('a bill takes its contract and month’s instalments not cancelled and not yet billed, in order', () => {
    expect(instalmentsForBill({ contractId: 7, referenceMonth: '2026-04' }, open).map((i) => i.id)).toEqual([1, 3]);
    expect(instalmentsForBill({ contractId: 8, referenceMonth: '2026-05' }, open)).toEqual([]);
  });

  it('names the bill’s line "Parcela k/n do acordo <protocolo>"', () => {
    expect(instalmentLine(2, 3, 'NEG-2026-000001')).toBe('Parcela 2/3 do acordo NEG-2026-000001');
  });
});
