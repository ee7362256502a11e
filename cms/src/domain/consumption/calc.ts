/**
 * Pure calculations of the consumption programming (PORTAL-API.md §17): the projection of a
 * day's volume from the base hour and the partial consumed volume, the precision of programmed
 * against measured volumes, the daily status tag, quarters and the dashboard's date filter.
 * Volumes are litres (bigint thousandths of m³); no floating point.
 */
import { addDays, isIsoDate, weekdayOf, type IsoDate } from '../time/sao-paulo';
import { CONSUMPTION_MESSAGES, WEEKDAY_OPTIONS, type WeekdayOption } from './messages';
import type { Litres } from './volumes';

export const MINUTES_PER_DAY = 24 * 60;
/** The projection never divides by less than half an hour of measured consumption. */
export const MIN_ELAPSED_MINUTES = 30;

/** 'HH:MM' (any minute) → minutes of the day; null when malformed. */
export function parseBaseHour(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < MINUTES_PER_DAY ? value : null;
  if (typeof value !== 'string') return null;
  const m = /^([01]\d|2[0-3]):?([0-5]\d)$/.exec(value.trim()) ?? /^([01]\d|2[0-3])h([0-5]\d)(?:min)?$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The base hour as shown: rounded down to the half hour (spec 03 §2.4, §5). */
export const floorToHalfHour = (minutes: number) => minutes - (minutes % 30);

/** Minutes of the gas day already measured at `nowMinutes` when the gas day starts at `baseHour`. */
export function elapsedMinutes(baseHour: number, nowMinutes: number): number {
  let elapsed = nowMinutes - baseHour;
  if (elapsed <= 0) elapsed += MINUTES_PER_DAY;
  return Math.max(elapsed, MIN_ELAPSED_MINUTES);
}

/**
 * Projected volume of the whole gas day: the partial volume consumed since the base hour,
 * extrapolated linearly to 24 h (partial × 1440 / elapsed minutes), rounded to the litre.
 */
export function projectVolume(partial: Litres, baseHour: number, nowMinutes: number): Litres {
  const elapsed = BigInt(elapsedMinutes(baseHour, nowMinutes));
  return (partial * BigInt(MINUTES_PER_DAY) * 2n + elapsed) / (elapsed * 2n);
}

/**
 * Precision of a programmed volume against the measured one (QDR), in floored whole percent:
 * 100 · min / max; 100 when both are zero, 0 when only one is.
 */
export function precision(programmed: Litres, measured: Litres): number {
  if (programmed === 0n && measured === 0n) return 100;
  const [low, high] = programmed < measured ? [programmed, measured] : [measured, programmed];
  if (high === 0n) return 100;
  return Number((low * 100n) / high);
}

/** Floored mean of whole percentages (0 for none). */
export const meanPercent = (values: readonly number[]) =>
  values.length ? Math.floor(values.reduce((a, b) => a + b, 0) / values.length) : 0;

/** Daily row status (spec 03 §3): 1 programmed, 2 a past day never programmed, 0 otherwise. */
export function dailyStatus(availableVolume: Litres | null, date: IsoDate, today: IsoDate): 0 | 1 | 2 {
  if (availableVolume !== null) return 1;
  return date < today ? 2 : 0;
}

export interface Quarter {
  year: number;
  /** 1 … 4 */
  quarter: number;
  from: IsoDate;
  to: IsoDate;
  months: string[];
}

export function quarterOf(date: IsoDate): Quarter {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
  return quarterNumbered(year, quarter);
}

export function quarterNumbered(year: number, quarter: number): Quarter {
  const firstMonth = (quarter - 1) * 3 + 1;
  const months = [0, 1, 2].map((i) => `${year}-${String(firstMonth + i).padStart(2, '0')}`);
  const nextFirst = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(firstMonth + 3).padStart(2, '0')}-01`;
  return { year, quarter, from: `${months[0]}-01`, to: addDays(nextFirst, -1), months };
}

export function nextQuarter(date: IsoDate): Quarter {
  const q = quarterOf(date);
  return q.quarter === 4 ? quarterNumbered(q.year + 1, 1) : quarterNumbered(q.year, q.quarter + 1);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export const DASHBOARD_RANGE = { minDays: 7, maxDays: 15, defaultDays: 15, aheadMonths: 3 } as const;

/** Default dashboard range: the last 15 days, from 15 days ago to yesterday. */
export function defaultDashboardRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -DASHBOARD_RANGE.defaultDays), to: addDays(today, -1) };
}

export type RangeCheck = { ok: true; from: IsoDate; to: IsoDate } | { ok: false; message: string };

/** The dashboard's 7–15 day range (both ends counted), selectable up to 3 months ahead. */
export function checkDashboardRange(from: unknown, to: unknown, today: IsoDate): RangeCheck {
  if (from === undefined && to === undefined) return { ok: true, ...defaultDashboardRange(today) };
  if (!isIsoDate(from) || !isIsoDate(to)) return { ok: false, message: CONSUMPTION_MESSAGES.badDate };
  if (from > to) return { ok: false, message: CONSUMPTION_MESSAGES.badRangeOrder };
  const days = datesBetween(from, to).length;
  if (days < DASHBOARD_RANGE.minDays || days > DASHBOARD_RANGE.maxDays) return { ok: false, message: CONSUMPTION_MESSAGES.badRange };
  if (to > addMonths(today, DASHBOARD_RANGE.aheadMonths)) return { ok: false, message: CONSUMPTION_MESSAGES.outOfCalendar };
  return { ok: true, from, to };
}

/**
 * The months (YYYY-MM) of the calendar quarter that holds `date`: client management's 'Ver tudo'
 * is the total of the current quarter (spec 03 §2.3) — January–March, April–June, July–September,
 * October–December.
 */
export function calendarQuarterMonths(date: IsoDate): [string, string, string] {
  const year = date.slice(0, 4);
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
  return [0, 1, 2].map((i) => `${year}-${String(first + i).padStart(2, '0')}`) as [string, string, string];
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export const isWeekdayOption = (value: unknown): value is WeekdayOption =>
  typeof value === 'string' && (WEEKDAY_OPTIONS as readonly string[]).includes(value);

/** The days a graph option covers: the range itself, or the last 15 of one weekday up to the range's end. */
export function graphDates(option: 'last15Days' | WeekdayOption, range: { from: IsoDate; to: IsoDate }): IsoDate[] {
  if (option === 'last15Days') return datesBetween(range.from, range.to);
  const wanted = WEEKDAY_OPTIONS.indexOf(option);
  let d = range.to;
  while (weekdayOf(d) !== wanted) d = addDays(d, -1);
  const out: IsoDate[] = [];
  for (let i = 0; i < DASHBOARD_RANGE.defaultDays; i++) out.unshift(addDays(d, -7 * i));
  return out;
}

/** The protocol number: yyyyMMdd of the request, then the consumer code and a 4-digit sequence. */
export function protocolNumber(date: IsoDate, consumerCode: string, sequence: number): string {
  return `${date.replace(/-/g, '')}${consumerCode}${String(sequence).padStart(4, '0')}`;
}
