/**
 * The invoices domain's queries of a contract's bills (the rows and their answers are in
 * portal/core/invoice-rows.ts).
 */
import type { Core } from '@strapi/strapi';
import { isoFromBrDate } from '../../domain/invoices/reference';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { badRequest, notFound } from '../core/http';
import { INVOICE_UID, billsOfContract, normalizeRow, visibleAt, type InvoiceRow } from '../core/invoice-rows';
import type { ContractRow } from '../core/types';

/** The answers keep the newest 60 bills (spec 01 §9). */
export const INVOICE_HISTORY_LIMIT = 60;

const NEWEST_FIRST = [{ referenceMonth: 'desc' }, { issueDate: 'desc' }, { id: 'desc' }] as const;

/** The contract's bills, newest first; `year` keeps one reference year. */
export async function contractInvoices(
  strapi: Core.Strapi,
  contract: ContractRow,
  options: { year?: string; limit?: number } = {},
): Promise<InvoiceRow[]> {
  const where: Record<string, unknown> = { ...billsOfContract(strapi, contract.id), ...visibleAt() };
  if (options.year) where.referenceMonth = { $startsWith: `${options.year}-` };
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where,
    orderBy: [...NEWEST_FIRST],
    ...(options.limit ? { limit: options.limit } : {}),
  })) as InvoiceRow[];
  return rows.map(normalizeRow);
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
    .findOne({ where: { numDoc, ...billsOfContract(strapi, contract.id), ...visibleAt() } })) as InvoiceRow | null;
  if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const invoice = normalizeRow(row);
  if (invoice.issueDate !== issueDate) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  return invoice;
}
