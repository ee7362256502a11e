/**
 * Wall-clock time in America/Sao_Paulo, the zone every business rule of the portal is stated
 * in (due dates, the 11:00 and 17:00 cut-offs, business days). Pure functions of a `now`:
 * callers pass the server clock (`now()` of portal/core/clock) and tests fix it.
 */
export const SAO_PAULO_TZ = 'America/Sao_Paulo';

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

export interface LocalParts {
  date: IsoDate;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Since 1914 São Paulo's offset from UTC has been a whole number of hours (before it, local mean
 * time: −3:06:28), so every instant of one UTC minute has the same local date, hour and minute.
 */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1914, 0, 2);
const MINUTE_MS = 60_000;

// The last answer, kept for its UTC minute: a list computes the parts of the same `now` once per
// item, and every request of a minute asks for the same date (the invoice list's cache key).
// Intl's formatToParts was 2 % of the CMS's samples on the invoice list (docs/scaling.md).
let last: { minute: number; parts: LocalParts } | null = null;

export function saoPauloParts(now: Date): LocalParts {
  const at = now.getTime();
  const minute = at >= WHOLE_MINUTE_OFFSETS_FROM ? Math.floor(at / MINUTE_MS) : NaN;
  if (last && last.minute === minute) return { ...last.parts };
  const computed = localParts(now);
  last = { minute, parts: computed };
  return { ...computed };
}

function localParts(now: Date): LocalParts {
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, year, month, day, hour: Number(parts.hour), minute: Number(parts.minute), weekday: weekdayOf(date) };
}

/** The calendar date in São Paulo at `now`. */
export function saoPauloDate(now: Date): IsoDate {
  return saoPauloParts(now).date;
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (no zone involved). */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True while the São Paulo wall clock at `now` is before `HH:MM`. */
export function isBeforeCutoff(now: Date, cutoff: string): boolean {
  const [h, m] = cutoff.split(':').map(Number) as [number, number];
  const { hour, minute } = saoPauloParts(now);
  return hour * 60 + minute < h * 60 + m;
}
