/**
 * Invoice rows as every domain reads them (bills are the invoices domain's, but batches issue
 * them, the data export lists them, reconnection counts the overdue ones): only facts are stored
 * (due date, payment date, negotiated…); the status and the reference variants are derived here
 * at the server clock's now(), so a bill becomes overdue without anyone touching it.
 */
import type { Core } from '@strapi/strapi';
import { brDate, referenceVariants } from '../../domain/invoices/reference';
import { invoiceStatus, paidLate, type InvoiceStatus } from '../../domain/invoices/status';
import type { InvoiceView } from '../../domain/invoices/types';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import { now } from './clock';
import { isoDay } from './db';
import type { ContractRow, RowOf } from './types';

export const INVOICE_UID = 'api::invoices.invoice' as const;

export type InvoiceRow = RowOf<
  typeof INVOICE_UID,
  | 'numDoc'
  | 'issueDate'
  | 'referenceMonth'
  | 'previousReading'
  | 'currentReading'
  | 'consumptionM3'
  | 'amountCents'
  | 'dueDate'
  | 'paymentDate'
  | 'paidAt'
  | 'paymentMethod'
  | 'negotiated'
  | 'pixTxid'
  | 'pixEndToEndId'
> &
  /** A programmed bill (uploaded batch, PORTAL-API.md §16) is listed from this São Paulo date on. */
  Partial<RowOf<typeof INVOICE_UID, 'visibleFrom'>> & { contract?: ContractRow | null };

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
