/**
 * How a range of days is read from the per-contract-and-month sums of the daily precisions
 * (cms/src/portal/consumption/precision-months.ts; docs/scaling.md): each month wholly inside
 * the range is read from its kept sum; a month the range only touches is either summed day by
 * day over the days inside the range, or read whole and its days outside the range taken away —
 * whichever reads fewer days. The precisions are integers per day, so the subtraction is exact.
 */
import { addDays, type IsoDate } from '../time/sao-paulo';

export interface DayRange {
  from: IsoDate;
  to: IsoDate;
}

export interface PrecisionPlan {
  /** `YYYY-MM` months read from their kept sums. */
  months: string[];
  /** Ranges summed day by day and added. */
  add: DayRange[];
  /** Ranges summed day by day and taken away (days of a kept month outside the range). */
  subtract: DayRange[];
}

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): DayRange {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const daysIn = (range: DayRange) =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;

/** The plan for the days `from`…`to` (both included); an empty range plans nothing. */
export function precisionPlan(from: IsoDate, to: IsoDate): PrecisionPlan {
  const plan: PrecisionPlan = { months: [], add: [], subtract: [] };
  if (from > to) return plan;
  let month = from.slice(0, 7);
  while (month <= to.slice(0, 7)) {
    const whole = monthDays(month);
    const inside = { from: from > whole.from ? from : whole.from, to: to < whole.to ? to : whole.to };
    if (inside.from === whole.from && inside.to === whole.to) plan.months.push(month);
    else if (daysIn(inside) <= daysIn(whole) - daysIn(inside)) plan.add.push(inside);
    else {
      plan.months.push(month);
      if (inside.from > whole.from) plan.subtract.push({ from: whole.from, to: addDays(inside.from, -1) });
      if (inside.to < whole.to) plan.subtract.push({ from: addDays(inside.to, 1), to: whole.to });
    }
    month = addDays(whole.to, 1).slice(0, 7);
  }
  return plan;
}
