/**
 * The money side of an industrial contract (issue 26 §2; docs/contract-accounting.md): today's
 * projection against QDC and the programmed volume, overrun days and their penalty, take-or-pay
 * and ship-or-pay of the settlement period with the make-up balance, and the daily imbalance.
 * Pure functions of one contract's terms and days and of `today` (São Paulo): a portfolio calls
 * them per contract. Exact: volumes in litres (bigint), money in cents (bigint).
 *
 * Rounding rule (one for all): every derived volume (tolerance limit, band, minimum, make-up
 * share, projection) and every amount is rounded HALF UP to the whole litre or cent where it is
 * computed; a day's amount is rounded on its own and totals are sums of the day amounts (so a
 * table's lines add up to its total).
 */
import { projectVolume } from '../consumption/calc';
import type { Litres } from '../consumption/volumes';
import { addDays, type IsoDate } from '../time/sao-paulo';
import { termOn, type Term } from './terms';

/** One day of the contract: the final programmed volume and the measured one (QDR), either may be missing. */
export interface DayFigures {
  date: IsoDate;
  programmed: Litres | null;
  measured: Litres | null;
}

/** num / den rounded half up (num ≥ 0, den > 0). */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  return (num * 2n + den) / (den * 2n);
}

const max0 = (v: bigint) => (v > 0n ? v : 0n);
const abs = (v: bigint) => (v < 0n ? -v : v);

/**
 * The amount of a volume priced at the term's tariff times a factor, in cents, rounded half up:
 * litres/1000 m³ × tariff/10 000 cents per m³ × factor/100 = litres × tariff × factor / 10⁹.
 */
export function amountCents(litres: Litres, tariff: bigint, factorHundredths: bigint): bigint {
  return roundHalfUp(litres * tariff * factorHundredths, 1_000_000_000n);
}

/** QDC plus the overrun tolerance, in litres (rounded half up). */
export const overrunLimit = (term: Term): Litres => roundHalfUp(term.qdc * (10000n + term.overrunToleranceBp), 10000n);

/** Every day from `from` to `to`, both included. */
export function daysFromTo(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The same month/day `years` years later (day ≤ 28 in contract years, so always a real date). */
export function shiftYears(date: IsoDate, years: number): IsoDate {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

/** The contract year containing `day` for a year starting on month/day: [from, to], to included. */
export function contractYearOf(day: IsoDate, start: { month: number; day: number }): { from: IsoDate; to: IsoDate } {
  const mmdd = `${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}`;
  const year = Number(day.slice(0, 4));
  const from = day.slice(5) >= mmdd ? `${year}-${mmdd}` : `${year - 1}-${mmdd}`;
  return { from, to: addDays(shiftYears(from, 1), -1) };
}

/** The calendar month `YYYY-MM`: [first day, last day]. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

// ── Today ──────────────────────────────────────────────────────────────────────────────────────

export type TodayStatus = 'no-data' | 'within' | 'above-qdc' | 'overrun';
export type BandStatus = 'within' | 'above' | 'below';

export interface TodayFigures {
  date: IsoDate;
  qdc: Litres;
  /** QDC + tolerance: above it the day is an overrun. */
  limit: Litres;
  programmed: Litres | null;
  /** The imbalance band around the programmed volume. */
  bandLow: Litres | null;
  bandHigh: Litres | null;
  partial: Litres | null;
  projected: Litres | null;
  status: TodayStatus;
  bandStatus: BandStatus | null;
  /** Projected volume over QDC when the projection passes the limit (else 0) and its penalty. */
  projectedOver: Litres;
  projectedPenaltyCents: bigint;
}

/**
 * Today: the projection of the gas day from the partial volume since the base hour (the portal's
 * `projectVolume`, partial × 1440 / elapsed minutes), against QDC + tolerance and against the
 * programmed volume ± the imbalance band. Null without a term in force today.
 */
export function todayFigures(
  terms: readonly Term[],
  input: { date: IsoDate; programmed: Litres | null; partial: Litres | null; baseHour: number; nowMinutes: number },
): TodayFigures | null {
  const term = termOn(terms, input.date);
  if (!term) return null;
  const limit = overrunLimit(term);
  const projected = input.partial === null ? null : projectVolume(input.partial, input.baseHour, input.nowMinutes);
  const band = input.programmed === null ? null : roundHalfUp(input.programmed * term.imbalanceToleranceBp, 10000n);
  const status: TodayStatus =
    projected === null ? 'no-data' : projected > limit ? 'overrun' : projected > term.qdc ? 'above-qdc' : 'within';
  const projectedOver = status === 'overrun' ? projected! - term.qdc : 0n;
  let bandStatus: BandStatus | null = null;
  if (projected !== null && input.programmed !== null && band !== null)
    bandStatus = projected > input.programmed + band ? 'above' : projected < input.programmed - band ? 'below' : 'within';
  return {
    date: input.date,
    qdc: term.qdc,
    limit,
    programmed: input.programmed,
    bandLow: band === null ? null : max0(input.programmed! - band),
    bandHigh: band === null ? null : input.programmed! + band,
    partial: input.partial,
    projected,
    status,
    bandStatus,
    projectedOver,
    projectedPenaltyCents: amountCents(projectedOver, term.tariff, term.overrunFactor),
  };
}

// ── Overrun ────────────────────────────────────────────────────────────────────────────────────

export interface OverrunDay {
  date: IsoDate;
  measured: Litres;
  qdc: Litres;
  limit: Litres;
  /** measured − QDC: the tolerance decides whether a day is an overrun, the penalty is on all above QDC. */
  over: Litres;
  penaltyCents: bigint;
}

export interface OverrunSummary {
  days: OverrunDay[];
  over: Litres;
  penaltyCents: bigint;
}

/**
 * The overrun days among `days` within [from, to]: measured > QDC + tolerance (of the term of
 * that day); volume over = measured − QDC; penalty = over × tariff × penalty factor.
 */
export function overrunBetween(terms: readonly Term[], days: readonly DayFigures[], from: IsoDate, to: IsoDate): OverrunSummary {
  const out: OverrunDay[] = [];
  for (const d of days) {
    if (d.date < from || d.date > to || d.measured === null) continue;
    const term = termOn(terms, d.date);
    if (!term) continue;
    const limit = overrunLimit(term);
    if (d.measured <= limit) continue;
    const over = d.measured - term.qdc;
    out.push({
      date: d.date,
      measured: d.measured,
      qdc: term.qdc,
      limit,
      over,
      penaltyCents: amountCents(over, term.tariff, term.overrunFactor),
    });
  }
  return {
    days: out,
    over: out.reduce((a, d) => a + d.over, 0n),
    penaltyCents: out.reduce((a, d) => a + d.penaltyCents, 0n),
  };
}

// ── Take-or-pay / ship-or-pay ──────────────────────────────────────────────────────────────────

/**
 * The minimums of a settlement period [from, to] (period of `kind`), summed per run of days under
 * one term, each run rounded half up:
 * - take-or-pay: annual → annual volume × ToP % × run days / days of the period; monthly → the
 *   monthly volume the same way (a term that changes mid-period counts pro rata by days);
 * - ship-or-pay: QDC × SoP % × run days (capacity = QDC × days).
 * Days without a term count nothing.
 */
export function periodMinimums(
  terms: readonly Term[],
  from: IsoDate,
  to: IsoDate,
  kind: 'monthly' | 'annual',
): { takeOrPay: Litres; shipOrPay: Litres } {
  const all = daysFromTo(from, to);
  const total = BigInt(all.length);
  const runs: { term: Term; days: bigint }[] = [];
  for (const day of all) {
    const term = termOn(terms, day);
    if (!term) continue;
    const last = runs[runs.length - 1];
    if (last && last.term === term) last.days += 1n;
    else runs.push({ term, days: 1n });
  }
  let takeOrPay = 0n;
  let shipOrPay = 0n;
  for (const { term, days } of runs) {
    const contracted = kind === 'annual' ? term.annualVolume : term.monthlyVolume;
    takeOrPay += roundHalfUp(contracted * term.takeOrPayBp * days, 10000n * total);
    shipOrPay += roundHalfUp(term.qdc * term.shipOrPayBp * days, 10000n);
  }
  return { takeOrPay, shipOrPay };
}

const measuredBetween = (days: readonly DayFigures[], from: IsoDate, to: IsoDate) =>
  days.reduce((a, d) => (d.date >= from && d.date <= to && d.measured !== null ? a + d.measured : a), 0n);

export interface MakeUp {
  /** Volume paid and not yet taken that can still be taken (litres). */
  balance: Litres;
  /** Last day the oldest part of the balance can be taken; null when nothing is left. */
  expiresOn: IsoDate | null;
  /** Taken this year above this year's minimum. */
  recoveredThisYear: Litres;
}

/**
 * The make-up (recovery) balance at the start of the contract year [yearFrom, …] and what this
 * year's withdrawals above the minimum already took back. Each past contract year within the
 * term's recovery window whose measured volume fell short of its take-or-pay minimum adds
 * shortfall × recoverable share, usable until the end of the `makeUpYears`-th year after it;
 * a later year's volume above its own minimum takes back the oldest parts first (FIFO).
 */
export function makeUpBalance(
  term: Term,
  terms: readonly Term[],
  days: readonly DayFigures[],
  yearFrom: IsoDate,
  measuredThisYear: Litres,
  minimumThisYear: Litres,
): MakeUp {
  const entries: { litres: Litres; expiresOn: IsoDate }[] = [];
  const take = (volume: Litres, on: IsoDate) => {
    let left = volume;
    for (const e of entries) {
      if (e.expiresOn < on || left === 0n) continue;
      const used = e.litres < left ? e.litres : left;
      e.litres -= used;
      left -= used;
    }
    return volume - left;
  };
  for (let k = term.makeUpYears; k >= 1; k--) {
    const from = shiftYears(yearFrom, -k);
    const to = addDays(shiftYears(yearFrom, -k + 1), -1);
    if (!daysFromTo(from, to).some((d) => termOn(terms, d))) continue;
    const { takeOrPay } = periodMinimums(terms, from, to, 'annual');
    const measured = measuredBetween(days, from, to);
    take(max0(measured - takeOrPay), from);
    const yearTerm = termOn(terms, to) ?? term;
    const share = roundHalfUp(max0(takeOrPay - measured) * yearTerm.makeUpShareBp, 10000n);
    if (share > 0n) entries.push({ litres: share, expiresOn: addDays(shiftYears(from, 1 + term.makeUpYears), -1) });
  }
  const recoveredThisYear = take(max0(measuredThisYear - minimumThisYear), yearFrom);
  const alive = entries.filter((e) => e.expiresOn >= yearFrom && e.litres > 0n);
  return {
    balance: alive.reduce((a, e) => a + e.litres, 0n),
    expiresOn: alive.length ? alive.map((e) => e.expiresOn).sort()[0]! : null,
    recoveredThisYear,
  };
}

export interface TakeOrPayFigures {
  period: 'monthly' | 'annual';
  from: IsoDate;
  to: IsoDate;
  totalDays: number;
  /** Days of the period already closed (up to yesterday). */
  elapsedDays: number;
  measuredToDate: Litres;
  takeOrPayMinimum: Litres;
  shipOrPayMinimum: Litres;
  /** Measured to date extended at the same pace to the whole period; null before the first closed day. */
  projected: Litres | null;
  takeOrPayShortfall: Litres;
  shipOrPayShortfall: Litres;
  /** What is missing to reach the larger minimum, per remaining day (rounded up). */
  dailyToAvoid: Litres | null;
  /** The larger shortfall (the same m³ are not charged twice) and its amount at the tariff. */
  settlementShortfall: Litres;
  settlementCents: bigint;
  /** The day the period is settled (the day after it ends: 1 January for a calendar contract year). */
  settlementOn: IsoDate;
  likely: boolean;
  makeUp: MakeUp | null;
}

/**
 * Take-or-pay and ship-or-pay of the settlement period containing `today` (the term in force
 * today decides: its contract year, or the calendar month when take-or-pay is monthly):
 * projected = measured to date + measured to date × remaining days / elapsed days; shortfall =
 * minimum − projected (≥ 0); settlement = the larger shortfall × tariff (factor 1). Null without
 * a term in force today.
 */
export function takeOrPayFigures(terms: readonly Term[], days: readonly DayFigures[], today: IsoDate): TakeOrPayFigures | null {
  const term = termOn(terms, today);
  if (!term) return null;
  const period = term.takeOrPayPeriod === 'annual' ? contractYearOf(today, term.yearStart) : monthRange(today.slice(0, 7));
  const yesterday = addDays(today, -1);
  const totalDays = daysFromTo(period.from, period.to).length;
  const elapsedDays = yesterday < period.from ? 0 : daysFromTo(period.from, yesterday).length;
  const measuredToDate = measuredBetween(days, period.from, yesterday);
  const { takeOrPay, shipOrPay } = periodMinimums(terms, period.from, period.to, term.takeOrPayPeriod);
  const hasData = elapsedDays > 0 && days.some((d) => d.date >= period.from && d.date <= yesterday && d.measured !== null);
  const projected = hasData ? measuredToDate + roundHalfUp(measuredToDate * BigInt(totalDays - elapsedDays), BigInt(elapsedDays)) : null;
  const takeOrPayShortfall = projected === null ? 0n : max0(takeOrPay - projected);
  const shipOrPayShortfall = projected === null ? 0n : max0(shipOrPay - projected);
  const settlementShortfall = takeOrPayShortfall > shipOrPayShortfall ? takeOrPayShortfall : shipOrPayShortfall;
  const remainingDays = BigInt(totalDays - elapsedDays);
  const missing = max0((takeOrPay > shipOrPay ? takeOrPay : shipOrPay) - measuredToDate);
  const endTerm = termOn(terms, period.to) ?? term;
  return {
    period: term.takeOrPayPeriod,
    from: period.from,
    to: period.to,
    totalDays,
    elapsedDays,
    measuredToDate,
    takeOrPayMinimum: takeOrPay,
    shipOrPayMinimum: shipOrPay,
    projected,
    takeOrPayShortfall,
    shipOrPayShortfall,
    dailyToAvoid: remainingDays > 0n ? (missing + remainingDays - 1n) / remainingDays : null,
    settlementShortfall,
    settlementCents: amountCents(settlementShortfall, endTerm.tariff, 100n),
    settlementOn: addDays(period.to, 1),
    likely: settlementShortfall > 0n,
    makeUp: term.takeOrPayPeriod === 'annual' ? makeUpBalance(term, terms, days, period.from, measuredToDate, takeOrPay) : null,
  };
}

// ── Imbalance ──────────────────────────────────────────────────────────────────────────────────

export interface ImbalanceDay {
  date: IsoDate;
  programmed: Litres;
  measured: Litres;
  /** measured − programmed (negative: took less than programmed). */
  difference: Litres;
  band: Litres;
  /** |difference| − band when positive: the volume outside the band. */
  outside: Litres;
  status: BandStatus;
  chargeCents: bigint;
  /** Running sums from the first day of the table. */
  cumulativeDifference: Litres;
  cumulativeBand: Litres;
  cumulativeOutside: Litres;
  cumulativeChargeCents: bigint;
}

/**
 * The imbalance of each day of [from, to] with both a programmed and a measured volume: band =
 * programmed × tolerance %, outside = |measured − programmed| − band (≥ 0), charge = outside ×
 * tariff × charge factor; cumulative: Σ differences against Σ bands, Σ charges.
 */
export function imbalanceBetween(terms: readonly Term[], days: readonly DayFigures[], from: IsoDate, to: IsoDate): ImbalanceDay[] {
  const out: ImbalanceDay[] = [];
  let cumulativeDifference = 0n;
  let cumulativeBand = 0n;
  let cumulativeChargeCents = 0n;
  for (const d of days) {
    if (d.date < from || d.date > to || d.programmed === null || d.measured === null) continue;
    const term = termOn(terms, d.date);
    if (!term) continue;
    const difference = d.measured - d.programmed;
    const band = roundHalfUp(d.programmed * term.imbalanceToleranceBp, 10000n);
    const outside = max0(abs(difference) - band);
    const chargeCents = amountCents(outside, term.tariff, term.imbalanceFactor);
    cumulativeDifference += difference;
    cumulativeBand += band;
    cumulativeChargeCents += chargeCents;
    out.push({
      date: d.date,
      programmed: d.programmed,
      measured: d.measured,
      difference,
      band,
      outside,
      status: outside === 0n ? 'within' : difference > 0n ? 'above' : 'below',
      chargeCents,
      cumulativeDifference,
      cumulativeBand,
      cumulativeOutside: max0(abs(cumulativeDifference) - cumulativeBand),
      cumulativeChargeCents,
    });
  }
  return out;
}

/**
 * The first day a cockpit for `month` needs, so the portal reads one range: the month, the
 * contract year of today and the years of the make-up window before it.
 */
export function cockpitFrom(terms: readonly Term[], today: IsoDate, month: string): IsoDate {
  const term = termOn(terms, today);
  const monthFrom = monthRange(month).from;
  if (!term) return monthFrom;
  const year = contractYearOf(today, term.yearStart);
  const back = shiftYears(year.from, -term.makeUpYears);
  return back < monthFrom ? back : monthFrom;
}
