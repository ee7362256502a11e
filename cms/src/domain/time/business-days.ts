/**
 * Business days of the distributor: Monday to Friday except national and São Paulo state
 * holidays, from the maintained `date-holidays` data (public and bank holidays — Carnival
 * Monday and Tuesday and Corpus Christi are bank holidays in it), plus the national holidays
 * that data does not have yet (listed below with their law).
 */
import Holidays from 'date-holidays';
import { addDays, isBeforeCutoff, saoPauloDate, weekdayOf, type IsoDate } from './sao-paulo';

const calendar = new Holidays('BR', 'SP', { types: ['public', 'bank'] });
// Lei 14.759/2023: Dia Nacional de Zumbi e da Consciência Negra, national holiday from 2024 on.
calendar.setHoliday('11-20 since 2024', { name: 'Dia Nacional de Zumbi e da Consciência Negra', type: 'public' });

const cache = new Map<IsoDate, string | null>();

/** The holiday's name on that date, or null. */
export function holidayOn(date: IsoDate): string | null {
  if (!cache.has(date)) {
    // Noon in São Paulo keeps the look-up on that calendar day whatever the server's zone.
    const found = calendar.isHoliday(new Date(`${date}T12:00:00-03:00`));
    const holiday = Array.isArray(found) ? found.find((h) => h.type === 'public' || h.type === 'bank') : undefined;
    cache.set(date, holiday ? holiday.name : null);
  }
  return cache.get(date) ?? null;
}

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && holidayOn(date) === null;
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** `count` business days after `date` (count ≥ 0; 0 gives `date` itself). */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let d = date;
  for (let i = 0; i < count; i++) d = nextBusinessDay(d);
  return d;
}

/**
 * Dates a field service can be booked on (spec 02 §9): business days after today; requested
 * Monday to Friday before the cut-off (17:00) the first is the next business day, while from
 * the cut-off on, or on a non-business day, that first date is dropped and the next one is used.
 */
export function bookableDates(now: Date, count: number, cutoff = '17:00'): IsoDate[] {
  const today = saoPauloDate(now);
  let d = nextBusinessDay(today);
  if (!isBusinessDay(today) || !isBeforeCutoff(now, cutoff)) d = nextBusinessDay(d);
  const dates: IsoDate[] = [];
  for (let i = 0; i < count; i++) {
    dates.push(d);
    d = nextBusinessDay(d);
  }
  return dates;
}
