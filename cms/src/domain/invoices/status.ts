/**
 * What an invoice is on a given day (spec 01 §3, §4): the stored facts (due date, payment
 * date, negotiated) give the status, so a bill becomes overdue without anyone touching it.
 * "Today" is the calendar date in America/Sao_Paulo at `now`.
 */
import { saoPauloDate, type IsoDate } from '../time/sao-paulo';

export type InvoiceStatus = 'PAYED' | 'PENDING' | 'TO_EXPIRE' | 'NEGOTIATED';

export interface InvoiceFacts {
  /** Due date, `YYYY-MM-DD`. */
  dueDate: IsoDate;
  /** Payment date, `YYYY-MM-DD`, when paid. */
  paymentDate?: IsoDate | null;
  negotiated?: boolean | null;
}

/** PAYED when paid; NEGOTIATED; PENDING once the due date has passed; else TO_EXPIRE. */
export function invoiceStatus(invoice: InvoiceFacts, now: Date): InvoiceStatus {
  if (invoice.paymentDate) return 'PAYED';
  if (invoice.negotiated) return 'NEGOTIATED';
  return saoPauloDate(now) > invoice.dueDate ? 'PENDING' : 'TO_EXPIRE';
}

/** Labels of the invoice list (spec 01 §4). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  PAYED: 'Paga',
  PENDING: 'Vencida',
  TO_EXPIRE: 'Em aberto',
  NEGOTIATED: 'Negociada',
};

/** Labels of the home page's current-invoice card (spec 01 §4). */
export const CURRENT_INVOICE_LABELS: Record<InvoiceStatus, string> = {
  PAYED: 'Fatura paga',
  PENDING: 'Fatura vencida',
  TO_EXPIRE: 'Em aberto',
  NEGOTIATED: 'Negociada',
};

/** The 'Pendentes' filter covers PENDING and TO_EXPIRE. */
export const isOpen = (status: InvoiceStatus) => status === 'PENDING' || status === 'TO_EXPIRE';

/** 'Fatura paga em atraso': paid after the due date. */
export const paidLate = (invoice: InvoiceFacts) => Boolean(invoice.paymentDate && invoice.paymentDate > invoice.dueDate);

/** Payment codes are offered only for open invoices; download and e-mail for all but negotiated ones. */
export const canPay = (status: InvoiceStatus) => isOpen(status);
export const canDownloadOrSend = (status: InvoiceStatus) => status !== 'NEGOTIATED';

/** Simplified-invoice status numbers (spec 01 §3): 1 paid, 2 open (overdue), 3 to expire. */
export function simplifiedStatus(status: InvoiceStatus): 1 | 2 | 3 | null {
  if (status === 'PAYED') return 1;
  if (status === 'PENDING') return 2;
  if (status === 'TO_EXPIRE') return 3;
  return null;
}
