/**
 * Business days of the distributor: Monday to Friday except national and São Paulo state
 * holidays — public and bank holidays of the maintained `date-holidays` data (Carnival Monday
 * and Tuesday and Corpus Christi are bank holidays in it), plus the national holidays that data
 * does not have yet (cms/scripts/holiday-calendar.cjs, with their law). The dates come from a
 * table generated from that library (`npm run holidays -w cms`), so the browser, which shares this
 * module, does not download the library's data of every country; a unit test fails when the
 * table and the library disagree.
 */
import { HOLIDAYS, HOLIDAY_YEARS } from './holidays-sp.generated';
import { addDays, isBeforeCutoff, saoPauloDate, weekdayOf, type IsoDate } from './sao-paulo';

/** The holiday's name on that date, or null. A year the table does not cover is refused, never guessed. */
export function holidayOn(date: IsoDate): string | null {
  const year = Number(date.slice(0, 4));
  if (!(year >= HOLIDAY_YEARS.first && year <= HOLIDAY_YEARS.last))
    throw new RangeError(`holidays: ${date} is outside ${HOLIDAY_YEARS.first}–${HOLIDAY_YEARS.last} (npm run holidays -w cms)`);
  return HOLIDAYS[date] ?? null;
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
