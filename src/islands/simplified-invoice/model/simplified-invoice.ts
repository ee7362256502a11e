/**
 * The simplified-invoice page (spec 01 §2.3, §3, §8) as pure rules: the status numbers, which
 * rows are open debts, and the page's texts.
 */
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@domain/invoices/status';
import { INVOICE_MESSAGES } from '@domain/invoices/messages';
import type { SimplifiedInvoiceListView, SimplifiedInvoiceView } from '@domain/invoices/types';

export const SIMPLIFIED_TEXTS = {
  title: 'Via simplificada para pagamento',
  empty: 'Você não possui débitos em aberto',
  loadFailed: INVOICE_MESSAGES.simplifiedListFailed,
  totalLabel: 'Total de débitos em aberto',
  generateFailed: INVOICE_MESSAGES.downloadFailed,
} as const;

export const SIMPLIFIED_FILE_NAME = 'Fatura_simplificada.pdf';
/** Spec 01 §9: the download error stays 10 s. */
export const GENERATE_ERROR_MS = 10_000;

/** Spec 01 §3: 1 paid, 2 open (overdue), 3 to expire — shown with the list's labels (spec 01 §4). */
const STATUS_OF: Record<1 | 2 | 3, InvoiceStatus> = { 1: 'PAYED', 2: 'PENDING', 3: 'TO_EXPIRE' };

export function simplifiedStatusLabel(status: number): string {
  const known = STATUS_OF[status as 1 | 2 | 3];
  return known ? INVOICE_STATUS_LABELS[known] : '—';
}

const isOpenDebt = (item: Pick<SimplifiedInvoiceView, 'status'>) => item.status === 2 || item.status === 3;

/** A paid bill has no payment code to show. */
export const hasBarcode = isOpenDebt;

/**
 * The answer read defensively: the list in the server's order (the oldest due date first — the
 * debt to settle first leads) and the open debts' total in exact cents.
 */
export function readSimplifiedList(answer: Partial<SimplifiedInvoiceListView> | null | undefined): {
  list: SimplifiedInvoiceView[];
  totalCents: number;
  hasDebts: boolean;
} {
  const list = Array.isArray(answer?.list) ? answer.list : [];
  const totalCents = typeof answer?.totalCents === 'number' && Number.isSafeInteger(answer.totalCents) ? answer.totalCents : 0;
  return { list, totalCents, hasDebts: list.some(isOpenDebt) };
}

/** The simplified-invoice answers come as the view or as `{ data: view }`: the view either way. */
export const unwrap = <T>(answer: T | { data: T }): T =>
  answer && typeof answer === 'object' && 'data' in answer && (answer as { data: T }).data ? (answer as { data: T }).data : (answer as T);

export interface SimplifiedRef {
  numDoc: string;
  docDate: string;
}
