/**
 * Relative time of a notification (spec 01 §2.5): minutes, hours, days or months ago, in
 * pt-BR through `Intl.RelativeTimeFormat`. Pure: `now` comes from the caller.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A month counted as 30 days: "há 2 meses" is a reading aid, not a calendar computation. */
const MONTH = 30 * DAY;

const format = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month';

/** The unit and count (≥ 1) of the time between `then` and `now`; anything under a minute, or in the future, counts as 1 minute. */
export function relativeParts(then: Date, now: Date): { value: number; unit: RelativeUnit } {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < HOUR) return { value: Math.max(1, Math.floor(elapsed / MINUTE)), unit: 'minute' };
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < MONTH) return { value: Math.floor(elapsed / DAY), unit: 'day' };
  return { value: Math.floor(elapsed / MONTH), unit: 'month' };
}

/** 'há 5 minutos', 'há 2 horas', 'ontem', 'há 3 dias', 'há 2 meses'; '' for an unreadable instant. */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const { value, unit } = relativeParts(then, now);
  return format.format(-value, unit);
}
