/**
 * Paperless bills (issue 24 §5, "Paperless bills"): who gets which e-mail about a bill, and when.
 * Pure: the server's queue and daily sweep (cms/src/portal/collections/paperless) and the
 * profile screen share these rules. Dates are São Paulo calendar days (AAAA-MM-DD); `today` is
 * `saoPauloDate(now)`.
 *
 * Three events, each an on/off preference of the contract's account holder:
 * - NEW_BILL: the bill e-mailed when it is issued (PDF attached, Pix "copia e cola" and linha
 *   digitável in the body). Its preference IS the spec's "Receber fatura por e-mail"
 *   (`invoiceByEmail`). A programmed bill (`visibleFrom`) is e-mailed from that day.
 * - REMINDER: three calendar days before the due date; when that day is a Saturday, Sunday or
 *   holiday of the project's table, on the business day before it (the customer hears of it on a
 *   working day and never with less than three days left). Sent on that day or, if the sweep of
 *   that day did not run, on any later day up to the eve of the due date; never for a bill paid
 *   or negotiated.
 * - CONFIRMATION: when a payment is recorded on the bill (Pix, bank return, …), within
 *   `CONFIRMATION_WINDOW_DAYS` of the payment date (an old payment edited later is not news).
 *
 * Preferences not chosen yet follow the new-bill one: a paperless customer gets all three, the
 * others none, until they choose.
 */
import { isBusinessDay } from '../../time/business-days';
import { addDays, type IsoDate } from '../../time/sao-paulo';

export const PAPERLESS_EVENTS = ['NEW_BILL', 'REMINDER', 'CONFIRMATION'] as const;
export type PaperlessEvent = (typeof PAPERLESS_EVENTS)[number];

/** Days between the reminder and the due date (before the business-day shift). */
export const REMINDER_DAYS_BEFORE = 3;
/** A payment recorded this many days or more after its payment date gets no confirmation. */
export const CONFIRMATION_WINDOW_DAYS = 7;
/** A programmed bill is e-mailed when it becomes visible, up to this many days late (sweep missed). */
export const NEW_BILL_CATCH_UP_DAYS = 7;

/** What the account holder chose; null = not chosen yet (follows `newBill`). */
export interface StoredPreferences {
  reminder: boolean | null;
  confirmation: boolean | null;
}

/** The preferences as the API answers and the profile shows them. */
export interface PaperlessPreferences {
  novaFatura: boolean;
  lembreteVencimento: boolean;
  confirmacaoPagamento: boolean;
}

export function effectivePreferences(invoiceByEmail: boolean, stored: StoredPreferences | null): PaperlessPreferences {
  return {
    novaFatura: invoiceByEmail,
    lembreteVencimento: stored?.reminder ?? invoiceByEmail,
    confirmacaoPagamento: stored?.confirmation ?? invoiceByEmail,
  };
}

export const wants = (prefs: PaperlessPreferences, event: PaperlessEvent): boolean =>
  event === 'NEW_BILL' ? prefs.novaFatura : event === 'REMINDER' ? prefs.lembreteVencimento : prefs.confirmacaoPagamento;

export const PAPERLESS_MESSAGES = {
  required: 'Informe sim ou não para esta preferência',
  saved: 'Preferências de e-mail salvas',
} as const;

/** Field errors of PUT /api/collections/paperless/preferences (`novaFatura` optional: absent = unchanged). */
export function preferenceErrors(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body.novaFatura !== undefined && typeof body.novaFatura !== 'boolean') fields.novaFatura = PAPERLESS_MESSAGES.required;
  if (typeof body.lembreteVencimento !== 'boolean') fields.lembreteVencimento = PAPERLESS_MESSAGES.required;
  if (typeof body.confirmacaoPagamento !== 'boolean') fields.confirmacaoPagamento = PAPERLESS_MESSAGES.required;
  return fields;
}

/** The day the reminder of a bill due on `dueDate` is sent (see the file's comment). */
export function reminderDate(dueDate: IsoDate): IsoDate {
  let day = addDays(dueDate, -REMINDER_DAYS_BEFORE);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** What a rule needs to know of a bill. */
export interface PaperlessBill {
  dueDate: IsoDate;
  paymentDate: IsoDate | null;
  negotiated: boolean;
  /** Programmed bill: visible from this day; null = at once. */
  visibleFrom: IsoDate | null;
}

const visible = (bill: PaperlessBill, today: IsoDate) => !bill.visibleFrom || bill.visibleFrom <= today;
const open = (bill: PaperlessBill) => !bill.paymentDate && !bill.negotiated;

/** Is a reminder of this bill due today (sent at most once per bill: the queue's key)? */
export function reminderDue(bill: PaperlessBill, today: IsoDate): boolean {
  return open(bill) && visible(bill, today) && reminderDate(bill.dueDate) <= today && today < bill.dueDate;
}

/** Is the new-bill e-mail of this bill due today (once per bill)? A negotiated bill has no PDF to send. */
export function newBillDue(bill: PaperlessBill, today: IsoDate): boolean {
  if (bill.negotiated || !visible(bill, today)) return false;
  return !bill.visibleFrom || addDays(bill.visibleFrom, NEW_BILL_CATCH_UP_DAYS) >= today;
}

/** Is a payment confirmation of this bill news today? */
export function confirmationDue(bill: PaperlessBill, today: IsoDate): boolean {
  return Boolean(bill.paymentDate) && addDays(bill.paymentDate!, CONFIRMATION_WINDOW_DAYS) > today;
}

/** Is `event` still worth sending for this bill today (checked again when the queued e-mail is sent)? */
export function stillDue(event: PaperlessEvent, bill: PaperlessBill, today: IsoDate): boolean {
  if (event === 'NEW_BILL') return newBillDue(bill, today);
  if (event === 'REMINDER') return reminderDue(bill, today);
  return confirmationDue(bill, today);
}

/** The queue's key: one e-mail per event and bill, across instances and retries. */
export const paperlessKey = (event: PaperlessEvent, invoiceId: number) => `${event}:${invoiceId}`;

/** The bills' due days the daily sweep reads: from tomorrow up to this many days ahead covers every shifted reminder. */
export const REMINDER_LOOKAHEAD_DAYS = REMINDER_DAYS_BEFORE + 10;
