/**
 * The projection of the next bill (issue 25 §3; docs/insights-self-reading.md): the volume the
 * cycle will have at its reading date, from the last reading informed and the days elapsed since
 * the last bill's reading — or, without a reading informed after that bill, from the history's
 * m³ per day. Pure; volumes in integer litres.
 */
import { daysBetween, plausibleRange, type HistoryCycle } from './rules';
import type { IsoDate } from '../../time/sao-paulo';

export interface ProjectionInput {
  /** The last bill's reading: its day and the meter's value (litres). */
  lastBill: { readOn: IsoDate; litres: number };
  /** The newest accepted self-reading after that bill, if any (consumed: litres since the bill's reading). */
  informed: { readOn: IsoDate; consumed: number } | null;
  history: readonly HistoryCycle[];
  /** The cycle's reading date: the end of the projected period. */
  readingDate: IsoDate;
}

export interface Projection {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** Days of the projected period and days already elapsed up to the reading used. */
  days: number;
  elapsedDays: number;
  /** Litres consumed up to the reading used (0 from history). */
  consumed: number;
  /** Litres projected for the whole period. */
  projected: number;
  basis: 'INFORMED' | 'HISTORY';
}

export function projectCycle(input: ProjectionInput): Projection | null {
  const { lastBill, informed, history, readingDate } = input;
  const days = daysBetween(lastBill.readOn, readingDate);
  if (days <= 0) return null;
  if (informed) {
    const elapsedDays = daysBetween(lastBill.readOn, informed.readOn);
    if (elapsedDays > 0)
      return {
        periodStart: lastBill.readOn,
        periodEnd: readingDate,
        days,
        elapsedDays,
        consumed: informed.consumed,
        projected: Math.round((informed.consumed * days) / elapsedDays),
        basis: 'INFORMED',
      };
  }
  const range = plausibleRange(history, days, 0);
  if (!range) return null;
  return {
    periodStart: lastBill.readOn,
    periodEnd: readingDate,
    days,
    elapsedDays: 0,
    consumed: 0,
    projected: range.expected,
    basis: 'HISTORY',
  };
}
