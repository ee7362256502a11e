/**
 * Custo Efetivo Total (CET) as Resolução CMN nº 3.517/2007 defines it (art. 1º; the formula of its
 * annex): the annual rate `CET` that makes the credit released at day 0 equal the payments,
 * each discounted by its distance in calendar days over 365:
 *
 *     FC0 = Σ FCj / (1 + CET)^((dj − d0) / 365)
 *
 * Solved by bisection (the sum falls as the rate grows, so there is one root), to 1e-12. The
 * monthly figure is the equivalent rate, (1 + CET)^(1/12) − 1.
 */
export interface CashFlow {
  /** Calendar days after the release (d0). */
  days: number;
  cents: number;
}

/** The annual CET (a fraction, 0.1268 = 12.68 % a.a.) of `releasedCents` paid back by `payments`. */
export function annualCet(releasedCents: number, payments: readonly CashFlow[]): number {
  const value = (rate: number) => payments.reduce((sum, p) => sum + p.cents / Math.pow(1 + rate, p.days / 365), 0);
  let low = -0.99;
  let high = 1;
  while (value(high) > releasedCents && high < 1e9) high *= 2;
  for (let i = 0; i < 300 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (value(mid) > releasedCents) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The monthly rate equivalent to an annual one. */
export const monthlyFromAnnual = (annual: number) => Math.pow(1 + annual, 1 / 12) - 1;

/** A rate as a percentage with two decimals ('12,68'), for the simulation table. */
export const percentText = (rate: number) => (Math.round(rate * 10000) / 100).toFixed(2).replace('.', ',');
