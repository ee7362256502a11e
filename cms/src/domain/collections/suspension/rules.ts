/**
 * Suspension notice for debt (docs/collections-suspension.md): Lei nº 13.460/2017 art. 5º XVI
 * and parágrafo único, art. 6º VII and parágrafo único (as amended by Lei nº 14.015/2020), and
 * Lei nº 8.987/1995 art. 6º §3º II. Pure rules of the São Paulo calendar (the project's holiday
 * table, `domain/time`): which bills make a contract liable to a notice, the first day the
 * supply may be suspended, whether a notice is still in force, and whether a suspension that
 * happened was preceded by a valid notice (else the reconnection is free).
 */
import { holidayOn } from '../../time/business-days';
import { addDays, saoPauloDate, weekdayOf, type IsoDate } from '../../time/sao-paulo';

export interface SuspensionSettings {
  /** Days a bill must be overdue (past its due date) before it leads to a notice. */
  overdueDays: number;
  /** Days between the notice and the first day the supply may be suspended (the concession's figure). */
  noticeDays: number;
}

export const DEFAULT_SUSPENSION_SETTINGS: SuspensionSettings = { overdueDays: 30, noticeDays: 15 };

/** A "Já paguei" receipt's state as these rules read it. */
export type ReceiptState = 'PENDING' | 'CONFIRMED' | 'REFUSED';

export interface NoticeBill {
  id: number;
  dueDate: IsoDate;
  paymentDate?: IsoDate | null;
  negotiated?: boolean | null;
  /** The state of the bill's newest receipt, when one was sent. */
  receipt?: ReceiptState | null;
}

/** A receipt waiting or confirmed shields its bill: staff have it, or the bill is paid. */
const shielded = (bill: NoticeBill) => bill.receipt === 'PENDING' || bill.receipt === 'CONFIRMED';

/** Still owed: not paid, not negotiated, no receipt waiting or confirmed. */
export const stillOwed = (bill: NoticeBill) => !bill.paymentDate && !bill.negotiated && !shielded(bill);

/** Whole calendar days from `from` to `to`. */
function daysFrom(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bills that make the contract liable to a notice at `now`: still owed and overdue for at least `overdueDays` days. */
export function liableBills<B extends NoticeBill>(bills: readonly B[], now: Date, settings: SuspensionSettings): B[] {
  const today = saoPauloDate(now);
  return bills.filter((bill) => stillOwed(bill) && bill.dueDate < today && daysFrom(bill.dueDate, today) >= settings.overdueDays);
}

/**
 * Art. 6º parágrafo único: a suspension for debt may not start on a Friday, Saturday, Sunday, a
 * holiday or the day before a holiday. Answers the reason, or null when the day is allowed.
 */
export function forbiddenStartReason(date: IsoDate): string | null {
  const weekday = weekdayOf(date);
  if (weekday === 5) return 'sexta-feira';
  if (weekday === 6) return 'sábado';
  if (weekday === 0) return 'domingo';
  const holiday = holidayOn(date);
  if (holiday) return `feriado (${holiday})`;
  const next = holidayOn(addDays(date, 1));
  if (next) return `véspera de feriado (${next})`;
  return null;
}

export const isForbiddenStart = (date: IsoDate) => forbiddenStartReason(date) !== null;

/** The first day the supply may be suspended: `noticeDays` after the notice day, then the first allowed day. */
export function earliestSuspensionDate(noticeDay: IsoDate, settings: Pick<SuspensionSettings, 'noticeDays'>): IsoDate {
  let day = addDays(noticeDay, settings.noticeDays);
  while (isForbiddenStart(day)) day = addDays(day, 1);
  return day;
}

/** A notice is in force while at least one of the bills it names is still owed. */
export function noticeInForce(bills: readonly NoticeBill[]): boolean {
  return bills.some(stillOwed);
}

export interface IssuedNotice {
  /** São Paulo date the notice was issued. */
  issuedOn: IsoDate;
  /** The first day it allowed the suspension. */
  suspensionFrom: IsoDate;
  /** São Paulo date it stopped being in force (bills paid, receipt sent…), when it did. */
  closedOn?: IsoDate | null;
}

/**
 * Whether a suspension that started on `startedAt` was preceded by a valid notice: it started
 * on an allowed day, and some notice in force that day had been issued at least `noticeDays`
 * before and allowed a suspension from that day on.
 */
export function suspensionWasNoticed(
  startedAt: IsoDate,
  notices: readonly IssuedNotice[],
  settings: Pick<SuspensionSettings, 'noticeDays'>,
): boolean {
  if (isForbiddenStart(startedAt)) return false;
  return notices.some(
    (notice) =>
      daysFrom(notice.issuedOn, startedAt) >= settings.noticeDays &&
      notice.suspensionFrom <= startedAt &&
      (!notice.closedOn || notice.closedOn > startedAt),
  );
}

/** Whole-number settings (SUSPENSION_OVERDUE_DAYS, SUSPENSION_NOTICE_DAYS); a bad value keeps the default. */
export function suspensionSettings(env: Record<string, string | undefined>): SuspensionSettings {
  const days = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 365 ? n : fallback;
  };
  return {
    overdueDays: days(env.SUSPENSION_OVERDUE_DAYS, DEFAULT_SUSPENSION_SETTINGS.overdueDays),
    noticeDays: days(env.SUSPENSION_NOTICE_DAYS, DEFAULT_SUSPENSION_SETTINGS.noticeDays),
  };
}
