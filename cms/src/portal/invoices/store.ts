/**
 * Invoice rows of a contract and the answers made from them. Only facts are stored (due date,
 * payment date, negotiated…); the status and the reference variants are derived here at the
 * server clock's now(), so a bill becomes overdue without anyone touching it.
 */
import type { Core } from '@strapi/strapi';
import { brDate, isoFromBrDate, referenceVariants } from '../../domain/invoices/reference';
import { invoiceStatus, paidLate, type InvoiceStatus } from '../../domain/invoices/status';
import type { InvoiceView } from '../../domain/invoices/types';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import { isoDay } from '../core/db';
import { badRequest, notFound } from '../core/http';
import type { ContractRow } from '../core/types';

export const INVOICE_UID = 'api::invoices.invoice';

/** The answers keep the newest 60 bills (spec 01 §9). */
export const INVOICE_HISTORY_LIMIT = 60;

export interface InvoiceRow {
  id: number;
  documentId: string;
  numDoc: string;
  issueDate: string;
  referenceMonth: string;
  previousReading: string;
  currentReading: string;
  consumptionM3: string;
  amountCents: number;
  dueDate: string;
  paymentDate: string | null;
  paidAt: string | null;
  paymentMethod: 'PIX' | 'BARCODE' | 'OTHER' | null;
  negotiated: boolean | null;
  pixTxid: string | null;
  pixEndToEndId: string | null;
  /** A programmed bill (uploaded batch, PORTAL-API.md §16) is listed from this São Paulo date on. */
  visibleFrom?: string | null;
  contract?: ContractRow | null;
}

export function normalizeRow(row: InvoiceRow): InvoiceRow {
  return {
    ...row,
    issueDate: isoDay(row.issueDate)!,
    dueDate: isoDay(row.dueDate)!,
    paymentDate: isoDay(row.paymentDate),
    amountCents: Number(row.amountCents),
  };
}

export const statusOf = (row: InvoiceRow, at: Date = now()): InvoiceStatus =>
  invoiceStatus({ dueDate: row.dueDate, paymentDate: row.paymentDate, negotiated: row.negotiated }, at);

export function invoiceView(row: InvoiceRow, at: Date = now()): InvoiceView {
  return {
    numDoc: row.numDoc,
    docDate: brDate(row.issueDate),
    status: statusOf(row, at),
    price: row.amountCents / 100,
    priceCents: row.amountCents,
    deadline: brDate(row.dueDate),
    paymentDate: row.paymentDate ? brDate(row.paymentDate) : null,
    paidLate: paidLate({ dueDate: row.dueDate, paymentDate: row.paymentDate }),
    consumptionM3: row.consumptionM3,
    ...referenceVariants(row.referenceMonth),
  };
}

/**
 * Bills the customer may see at `at`: every bill but the programmed ones whose `visibleFrom`
 * (São Paulo date) is still ahead. Every customer-facing query of bills includes it.
 */
export const visibleAt = (at: Date = now()) => ({
  $or: [{ visibleFrom: { $null: true } }, { visibleFrom: { $lte: saoPauloDate(at) } }],
});

const NEWEST_FIRST = [{ referenceMonth: 'desc' }, { issueDate: 'desc' }, { id: 'desc' }] as const;

/** The contract's bills, newest first; `year` keeps one reference year. */
export async function contractInvoices(
  strapi: Core.Strapi,
  contract: ContractRow,
  options: { year?: string; limit?: number } = {},
): Promise<InvoiceRow[]> {
  const where: Record<string, unknown> = { contract: { id: contract.id }, ...visibleAt() };
  if (options.year) where.referenceMonth = { $startsWith: `${options.year}-` };
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where,
    orderBy: [...NEWEST_FIRST],
    ...(options.limit ? { limit: options.limit } : {}),
  })) as InvoiceRow[];
  return rows.map(normalizeRow);
}

/** Bills past their due date, unpaid and not negotiated, on the São Paulo calendar. */
export async function overdueCount(strapi: Core.Strapi, contract: ContractRow, at: Date = now()): Promise<number> {
  return strapi.db.query(INVOICE_UID).count({
    where: {
      contract: { id: contract.id },
      paymentDate: { $null: true },
      $and: [{ $or: [{ negotiated: false }, { negotiated: { $null: true } }] }, visibleAt(at)],
      dueDate: { $lt: saoPauloDate(at) },
    },
  });
}

/** A query value that must be one plain string (repeated or bracketed keys are refused). */
export function queryText(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * The contract's bill named by `numDoc` and `docDate` (dd/MM/yyyy, its issue date); another
 * contract's bill, or a date that is not its issue date, is 404.
 */
export async function findInvoice(strapi: Core.Strapi, contract: ContractRow, numDoc: unknown, docDate: unknown): Promise<InvoiceRow> {
  if (typeof numDoc !== 'string' || !/^\d{1,17}$/.test(numDoc)) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const issueDate = typeof docDate === 'string' ? isoFromBrDate(docDate) : null;
  if (!issueDate) throw badRequest(INVOICE_MESSAGES.badDocDate, { docDate: INVOICE_MESSAGES.badDocDate });
  const row = (await strapi.db
    .query(INVOICE_UID)
    .findOne({ where: { numDoc, contract: { id: contract.id }, ...visibleAt() } })) as InvoiceRow | null;
  if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const invoice = normalizeRow(row);
  if (invoice.issueDate !== issueDate) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  return invoice;
}
