/**
 * The simulation of a negotiation (parcelamento, docs/collections-negotiation.md): for the debt
 * of the chosen overdue bills, the down payment and, for each count of 1..N monthly instalments,
 * the instalment (Price / French amortisation at the monthly rate), the interest, the total and
 * the CET (Resolução CMN nº 3.517/2007, `./cet.ts`). Integer cents throughout.
 *
 * Rounding (remainder rule): the exact Price instalment PMT = P·i / (1 − (1 + i)^−n) (P/n when
 * i = 0) is rounded half up to the cent for the first n − 1 instalments; the total of the
 * instalments is n·PMT rounded half up; the LAST instalment is that total minus the others, so
 * the parts add up to the total to the cent (it differs from the others by at most n/2 cents).
 */
import { addDays, type IsoDate } from '../../time/sao-paulo';
import { annualCet, monthlyFromAnnual, percentText } from './cet';
import type { NegotiationSettings } from './settings';

export interface SimulationOption {
  instalments: number;
  downPaymentCents: number;
  /** Debt minus down payment: what the instalments pay back. */
  financedCents: number;
  /** Each of the first n − 1 instalments. */
  instalmentCents: number;
  /** The last instalment (takes the rounding remainder). */
  lastInstalmentCents: number;
  interestCents: number;
  /** Down payment plus every instalment. */
  totalCents: number;
  /** CET as fractions (0.1268 = 12,68 %) and as the table shows them ('12,68'). */
  cetAnnual: number;
  cetMonthly: number;
  cetAnnualText: string;
  cetMonthlyText: string;
}

export interface Simulation {
  debtCents: number;
  downPaymentCents: number;
  downPaymentDueDate: IsoDate;
  monthlyRateBp: number;
  options: SimulationOption[];
}

/** The down payment: the larger of the share and the minimum, never more than the debt. */
export function downPaymentOf(debtCents: number, settings: NegotiationSettings): number {
  const share = Number((BigInt(debtCents) * BigInt(settings.minDownPaymentBp) + 9999n) / 10000n);
  return Math.min(debtCents, Math.max(share, settings.minDownPaymentCents));
}

/** `date` plus `months` calendar months, the day clamped to the month's last (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Calendar days from `from` to `to`. */
export const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The reference month (AAAA-MM) of the bill instalment `k` (1-based) comes on: k months after the agreement. */
export const instalmentMonth = (agreedOn: IsoDate, k: number) => addMonths(agreedOn, k).slice(0, 7);

/** The instalments of `financedCents` in `n` months at `monthlyRateBp` (the remainder rule above). */
export function priceInstalments(financedCents: number, n: number, monthlyRateBp: number): number[] {
  const i = monthlyRateBp / 10000;
  const pmt = i === 0 ? financedCents / n : (financedCents * i) / (1 - Math.pow(1 + i, -n));
  const each = Math.round(pmt);
  const total = Math.round(pmt * n);
  return [...Array.from({ length: n - 1 }, () => each), total - each * (n - 1)];
}

/**
 * The simulation on `today` (the São Paulo date of the agreement): the down payment falls due
 * `downPaymentDays` later; instalment k on the bill k months later (its CET date: `today` + k
 * months). A count whose instalment is below the minimum is not offered, except one instalment.
 * Nothing to finance (the down payment covers the debt) → no options.
 */
export function simulate(debtCents: number, settings: NegotiationSettings, today: IsoDate): Simulation {
  const downPaymentCents = downPaymentOf(debtCents, settings);
  const downPaymentDueDate = addDays(today, settings.downPaymentDays);
  const financedCents = debtCents - downPaymentCents;
  const options: SimulationOption[] = [];
  for (let n = 1; financedCents > 0 && n <= settings.maxInstalments; n++) {
    const parts = priceInstalments(financedCents, n, settings.monthlyRateBp);
    if (n > 1 && parts[0]! < settings.minInstalmentCents) break;
    const instalmentsTotal = parts.reduce((a, b) => a + b, 0);
    const cetAnnual = annualCet(debtCents, [
      { days: settings.downPaymentDays, cents: downPaymentCents },
      ...parts.map((cents, k) => ({ days: daysBetween(today, addMonths(today, k + 1)), cents })),
    ]);
    const cetMonthly = monthlyFromAnnual(cetAnnual);
    options.push({
      instalments: n,
      downPaymentCents,
      financedCents,
      instalmentCents: parts[0]!,
      lastInstalmentCents: parts[n - 1]!,
      interestCents: instalmentsTotal - financedCents,
      totalCents: downPaymentCents + instalmentsTotal,
      cetAnnual,
      cetMonthly,
      cetAnnualText: percentText(cetAnnual),
      cetMonthlyText: percentText(cetMonthly),
    });
  }
  return { debtCents, downPaymentCents, downPaymentDueDate, monthlyRateBp: settings.monthlyRateBp, options };
}
