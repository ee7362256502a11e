/**
 * Pure rules of the service requests (spec 02 §2.4–§2.6, §4, §5, §9): the calendars, the
 * reconnection fee, the suspension motive, the temporary-block start date, the phone. No
 * Strapi or React: the server validates with them and the client area imports the same.
 */
import { bookableDates } from '../time/business-days';
import { addDays, isIsoDate, saoPauloDate, weekdayOf, type IsoDate } from '../time/sao-paulo';
import {
  BLOCK_MAX_DAYS_AHEAD,
  BLOCK_REASONS,
  CALENDAR_DAYS,
  FREE_BLOCK_DAYS,
  MOTIVE_EXTRA_MAX,
  MOTIVE_SEPARATOR,
  NEW_ADDRESS_MAX,
  PERIODS,
  SERVICE_CUTOFF,
  SUSPENSION_REASONS,
  type Period,
  type ReconnectionType,
} from './constants';
import { SERVICE_MESSAGES as M } from './messages';
import type { CalendarEntry } from './types';

export const isPeriod = (value: unknown): value is Period => typeof value === 'string' && (PERIODS as readonly string[]).includes(value);

/**
 * The dates a reconnection or suspension calendar offers at `now` (São Paulo): business days
 * from the next one; from 17:00, or on a weekend or holiday, the first is dropped (spec 02 §9).
 */
export function calendarDates(now: Date, count = CALENDAR_DAYS): IsoDate[] {
  return bookableDates(now, count, SERVICE_CUTOFF);
}

/** Vacancies left of one date and period. */
export type Vacancies = (date: IsoDate, period: Period) => number;

/** The calendar answer: every offered date, its periods with vacancies and their total. */
export function calendarEntries(dates: readonly IsoDate[], vacancies: Vacancies): CalendarEntry[] {
  return dates.map((date) => {
    const free = PERIODS.map((period) => [period, Math.max(0, vacancies(date, period))] as const);
    return {
      date,
      period: free.filter(([, n]) => n > 0).map(([p]) => p),
      totalVacancies: free.reduce((sum, [, n]) => sum + n, 0),
    };
  });
}

/** The screen turns into the error page when the calendar is empty or its first date is full (spec 02 §2.4). */
export const calendarUnusable = (calendar: readonly CalendarEntry[]) => calendar.length === 0 || calendar[0]!.totalVacancies <= 0;

/** Whole days from `from` to `to` (calendar dates). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The interruption a reconnection ends: its start, and its end date when one was recorded. */
export interface InterruptionSpan {
  startedAt: IsoDate;
  endedAt?: IsoDate | null;
}

/**
 * Free reconnection (spec 02 §4): insecurity (leaks), and a temporary block that lasted at most
 * 30 days; every other reason is charged. The block lasts from its start to its recorded end —
 * or to today, when it has no end yet or the reconnection comes before that end.
 * A suspension for debt (NON_PAYMENT) without the notice Lei nº 13.460/2017 art. 5º XVI asks for
 * (`noticed: false`, decided by domain/collections/suspension `suspensionWasNoticed`) is free too:
 * its parágrafo único says the reconnection fee is then not due (docs/collections-suspension.md).
 */
export function isFreeReconnection(
  type: ReconnectionType,
  interruption: InterruptionSpan | null,
  today: IsoDate,
  suspension: { noticed?: boolean } = {},
): boolean {
  if (type === 'INSECURITY') return true;
  if (type === 'NON_PAYMENT') return suspension.noticed === false;
  if (type !== 'TEMPORARY_BLOCK' || !interruption) return false;
  const end = interruption.endedAt && interruption.endedAt < today ? interruption.endedAt : today;
  return daysBetween(interruption.startedAt, end) <= FREE_BLOCK_DAYS;
}

/** One instalment of the fee (cents), the first one carrying the remainder so the three add up. */
export function instalments(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? totalCents - base * (count - 1) : base));
}

const MOBILE_PHONE = /^\(\d{2}\) 9 \d{4}-\d{4}$/;

/** Digits of a phone in the pattern (DD) 9 NNNN-NNNN (or its 11 digits), else null (spec 02 §5). */
export function servicePhoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (/^\d{2}9\d{8}$/.test(trimmed)) return trimmed;
  return MOBILE_PHONE.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/** A phone field may arrive as JSON text (the multipart call sends `phone` as JSON). */
function unwrapJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t.startsWith('"')) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

export function phoneError(value: unknown): string | null {
  const phone = unwrapJsonText(value);
  if (phone === undefined || phone === null || phone === '') return M.required;
  if (typeof phone !== 'string') return M.invalidPhone;
  if (!phone.trim()) return M.required;
  return servicePhoneDigits(phone) === null ? M.invalidPhone : null;
}

export function phoneValue(value: unknown): string {
  return servicePhoneDigits(String(unwrapJsonText(value)))!;
}

export interface Slot {
  date: IsoDate;
  period: Period;
}

/** `date` of the calls: `{date, period}` (JSON body) or its JSON text (multipart). */
export function parseSlot(value: unknown): { slot: Slot } | { error: string } {
  let raw = value;
  if (raw === undefined || raw === null || raw === '') return { error: M.required };
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { error: M.invalidDate };
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { error: M.invalidDate };
  const { date, period } = raw as Record<string, unknown>;
  if (date === undefined || date === null || date === '') return { error: M.required };
  if (!isIsoDate(date)) return { error: M.invalidDate };
  if (period === undefined || period === null || period === '') return { error: M.required };
  if (!isPeriod(period)) return { error: M.invalidDate };
  return { slot: { date, period } };
}

const EXTRA_TEXT = /^\p{L}[\p{L}\p{N}\p{Zs}.,;:!?'"()/%&@\-–\n]*$/u;

/** The optional extra text of a suspension (spec 02 §5): trimmed, starts with a letter, letters, digits and punctuation only. */
export function extraTextError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > MOTIVE_EXTRA_MAX) return M.extraTooLong;
  return EXTRA_TEXT.test(text) ? null : M.invalidExtra;
}

/** The motive sent: the reason, then ' - ' and the trimmed extra text when there is one. */
export function buildMotive(reason: string, extra = ''): string {
  const text = extra.trim();
  return text ? `${reason}${MOTIVE_SEPARATOR}${text}` : reason;
}

/** The reason and the extra text of a motive, or the field error. */
export function parseMotive(value: unknown): { reason: string; extra: string } | { error: string } {
  if (value === undefined || value === null || value === '') return { error: M.required };
  if (typeof value !== 'string' || !value.trim()) return { error: typeof value === 'string' ? M.required : M.invalidReason };
  const motive = value.trim();
  // Longest first: no reason is a prefix of another today, but the rule must not depend on it.
  const reason = [...SUSPENSION_REASONS]
    .sort((a, b) => b.length - a.length)
    .find((r) => motive === r || motive.startsWith(r + MOTIVE_SEPARATOR));
  if (!reason) return { error: M.invalidReason };
  const extra = motive.slice(reason.length + MOTIVE_SEPARATOR.length).trim();
  if (motive !== reason) {
    if (!extra) return { error: M.invalidExtra };
    const error = extraTextError(extra);
    if (error) return { error };
  }
  return { reason, extra: motive === reason ? '' : extra };
}

export const isBlockReason = (value: unknown): value is (typeof BLOCK_REASONS)[number] =>
  typeof value === 'string' && (BLOCK_REASONS as readonly string[]).includes(value);

/** The first date a temporary block may start on: tomorrow in São Paulo (spec 02 §9). */
export const blockMinDate = (now: Date): IsoDate => addDays(saoPauloDate(now), 1);
export const blockMaxDate = (now: Date): IsoDate => addDays(saoPauloDate(now), BLOCK_MAX_DAYS_AHEAD);
export const isWeekend = (date: IsoDate) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/** Shape of the start date (no clock): required, a real date. */
export function blockDateShapeError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return M.blockDateRequired;
  return isIsoDate(value) ? null : M.invalidDate;
}

/** Start date of a temporary block at `now`: tomorrow or later, never a weekend (spec 02 §5, §9). */
export function blockDateError(value: unknown, now: Date): string | null {
  const shape = blockDateShapeError(value);
  if (shape) return shape;
  const date = value as IsoDate;
  if (date < blockMinDate(now)) return M.blockDateTooEarly;
  if (date > blockMaxDate(now)) return M.blockDateTooLate;
  if (isWeekend(date)) return M.blockDateWeekend;
  return null;
}

export function newAddressError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return M.invalidAddress;
  return value.trim().length > NEW_ADDRESS_MAX ? M.addressTooLong : null;
}

/** Field errors of the bodies (the request schemas and the use cases use these). */
export function reconnectionErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const slot = parseSlot(body.date);
  if ('error' in slot) errors.date = slot.error;
  const phone = phoneError(body.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export function suspensionErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const motive = parseMotive(body.motive);
  if ('error' in motive) errors.motive = motive.error;
  const slot = parseSlot(body.date);
  if ('error' in slot) errors.date = slot.error;
  const phone = phoneError(body.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export function temporaryBlockErrors(body: Record<string, unknown>, now?: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isBlockReason(body.reason)) errors.reason = M.blockReasonRequired;
  const date = now ? blockDateError(body.date, now) : blockDateShapeError(body.date);
  if (date) errors.date = date;
  const address = newAddressError(body.newAddress);
  if (address) errors.newAddress = address;
  return errors;
}
