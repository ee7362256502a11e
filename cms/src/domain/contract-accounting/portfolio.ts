/**
 * The staff's portfolio view (issue 26 §3; docs/contract-accounting.md, "Carteira"): which
 * industrial contracts risk overrun, a take-or-pay/ship-or-pay shortfall or imbalance THIS month,
 * each with its simulated amount, largest first. Pure: the cockpit's own rules (`rules.ts`)
 * composed per contract — nothing here computes a volume or an amount of its own.
 *
 * - **Overrun** (`ultrapassagem`): the month's overrun days up to yesterday (`overrunBetween`)
 *   plus today's projected overrun when the projection passes QDC + tolerance (`todayFigures`).
 * - **Take-or-pay** (`take-or-pay`): the settlement period's projected shortfall and the amount
 *   the settlement would bring (`takeOrPayFigures`), when likely.
 * - **Imbalance** (`desequilibrio`): the month's days outside the band up to yesterday and their
 *   charge (`imbalanceBetween`).
 */
import type { Litres } from '../consumption/volumes';
import { addDays, type IsoDate } from '../time/sao-paulo';
import {
  imbalanceBetween,
  monthRange,
  overrunBetween,
  takeOrPayFigures,
  type DayFigures,
  type ImbalanceDay,
  type OverrunSummary,
  type TakeOrPayFigures,
  type TodayFigures,
} from './rules';
import type { Term } from './terms';

export const RISK_KINDS = ['ultrapassagem', 'take-or-pay', 'desequilibrio'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export const isRiskKind = (value: unknown): value is RiskKind =>
  typeof value === 'string' && (RISK_KINDS as readonly string[]).includes(value);

/** The month's figures that do not depend on the hour (kept per data revision and day). */
export interface MonthRisks {
  overrun: { days: number; over: Litres; penaltyCents: bigint };
  takeOrPay: { shortfall: Litres; cents: bigint; settlementOn: IsoDate; dailyToAvoid: Litres | null } | null;
  imbalance: { days: number; outside: Litres; chargeCents: bigint };
}

/** One contract's figures of this month, from the cockpit's rules (what the risks and the alerts are read from). */
export interface MonthFigures {
  /** Overrun days of the month, 1st to yesterday. */
  overrun: OverrunSummary;
  /** The settlement period holding today. */
  takeOrPay: TakeOrPayFigures | null;
  /** Imbalance days of the month, 1st to yesterday. */
  imbalance: ImbalanceDay[];
}

/** The month's overrun and imbalance (1st to yesterday) and the settlement period's take-or-pay of one contract. */
export function monthFigures(terms: readonly Term[], days: readonly DayFigures[], today: IsoDate): MonthFigures {
  const from = monthRange(today.slice(0, 7)).from;
  const yesterday = addDays(today, -1);
  return {
    overrun: overrunBetween(terms, days, from, yesterday),
    takeOrPay: takeOrPayFigures(terms, days, today),
    imbalance: imbalanceBetween(terms, days, from, yesterday),
  };
}

/** The risks of the month: overrun days and penalty, the likely settlement, the days outside the band and their charge. */
export function monthRisks(figures: MonthFigures): MonthRisks {
  const top = figures.takeOrPay;
  const outside = figures.imbalance.filter((d) => d.outside > 0n);
  return {
    overrun: { days: figures.overrun.days.length, over: figures.overrun.over, penaltyCents: figures.overrun.penaltyCents },
    takeOrPay:
      top && top.likely
        ? { shortfall: top.settlementShortfall, cents: top.settlementCents, settlementOn: top.settlementOn, dailyToAvoid: top.dailyToAvoid }
        : null,
    imbalance: {
      days: outside.length,
      outside: outside.reduce((a, d) => a + d.outside, 0n),
      chargeCents: outside.reduce((a, d) => a + d.chargeCents, 0n),
    },
  };
}

/** One line of the portfolio: a contract and one risk it runs this month. */
export interface RiskLine<C> {
  contract: C;
  kind: RiskKind;
  /** The volume behind the amount: over QDC, the projected shortfall, or outside the band. */
  volume: Litres;
  amountCents: bigint;
  /** Overrun: closed days over the limit this month; imbalance: days outside the band; take-or-pay: 0. */
  days: number;
  /** Overrun only: whether today's projection passes QDC + tolerance. */
  todayOverrun: boolean;
  /** Take-or-pay only: the settlement day and the daily volume that would avoid it. */
  settlementOn: IsoDate | null;
  dailyToAvoid: Litres | null;
}

/** The risk lines of one contract: its month's figures and today's projection (null: no term in force or no data today). */
export function riskLines<C>(contract: C, month: MonthRisks, today: TodayFigures | null): RiskLine<C>[] {
  const base = { contract, todayOverrun: false, settlementOn: null, dailyToAvoid: null };
  const lines: RiskLine<C>[] = [];
  const todayOverrun = today?.status === 'overrun';
  if (month.overrun.days > 0 || todayOverrun)
    lines.push({
      ...base,
      kind: 'ultrapassagem',
      volume: month.overrun.over + (todayOverrun ? today!.projectedOver : 0n),
      amountCents: month.overrun.penaltyCents + (todayOverrun ? today!.projectedPenaltyCents : 0n),
      days: month.overrun.days,
      todayOverrun,
    });
  if (month.takeOrPay)
    lines.push({
      ...base,
      kind: 'take-or-pay',
      volume: month.takeOrPay.shortfall,
      amountCents: month.takeOrPay.cents,
      days: 0,
      settlementOn: month.takeOrPay.settlementOn,
      dailyToAvoid: month.takeOrPay.dailyToAvoid,
    });
  if (month.imbalance.days > 0)
    lines.push({
      ...base,
      kind: 'desequilibrio',
      volume: month.imbalance.outside,
      amountCents: month.imbalance.chargeCents,
      days: month.imbalance.days,
    });
  return lines;
}

/**
 * The portfolio: the lines of the chosen kinds (all when none), largest amount first; equal
 * amounts by the `order` of their contracts (the caller's: name), then by kind in RISK_KINDS order.
 */
export function portfolioOf<C>(lines: readonly RiskLine<C>[], kinds: readonly RiskKind[], order: (a: C, b: C) => number): RiskLine<C>[] {
  const wanted = kinds.length ? new Set(kinds) : new Set(RISK_KINDS);
  return lines
    .filter((l) => wanted.has(l.kind))
    .sort(
      (a, b) =>
        (a.amountCents === b.amountCents ? 0 : a.amountCents > b.amountCents ? -1 : 1) ||
        order(a.contract, b.contract) ||
        RISK_KINDS.indexOf(a.kind) - RISK_KINDS.indexOf(b.kind),
    );
}

/** The `kind` filter of the portfolio: absent or empty → all; else comma-separated risk kinds (null when any is unknown). */
export function parseRiskKinds(value: unknown): RiskKind[] | null {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((p) => p.trim());
  return parts.every(isRiskKind) ? [...new Set(parts)] : null;
}
