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
import { isoDay, knexOf } from './db';
import type { ContractRow, RowOf } from './types';

export const INVOICE_UID = 'api::invoices.invoice' as const;

/** The bill → contract link table as Strapi made it. */
export interface InvoiceContractLink {
  table: string;
  invoiceColumn: string;
  contractColumn: string;
}

/**
 * The bill → contract link table as Strapi made it (a unidirectional manyToOne: a plain link
 * table, no order column; anything else throws, since the triggers, the direct issue and
 * `billsOfContract` write or read it by hand).
 */
export function invoiceContractLink(strapi: Core.Strapi): InvoiceContractLink {
  const meta = strapi.db.metadata.get(INVOICE_UID) as unknown as {
    attributes: Record<
      string,
      {
        joinTable?: {
          name: string;
          joinColumn: { name: string };
          inverseJoinColumn: { name: string };
          orderColumnName?: string;
          inverseOrderColumnName?: string;
        };
      }
    >;
  };
  const join = meta.attributes.contract?.joinTable;
  if (!join || join.orderColumnName || join.inverseOrderColumnName)
    throw new Error('invoices: the invoice → contract relation is not a plain link table');
  return { table: join.name, invoiceColumn: join.joinColumn.name, contractColumn: join.inverseJoinColumn.name };
}

/**
 * The where-clause of a contract's bills for Strapi's query engine: their ids, as a subquery of the
 * link table by its contract index. Strapi writes `{ contract: { id } }` as invoices LEFT JOIN the
 * link table LEFT JOIN contracts WHERE contracts.id = ?, and SQLite, which does not reorder those
 * left joins, then reads every bill of the table on each call (`SCAN invoices`, 0.4 ms per call
 * with 1,200 bills, and growing with the table); with this the bills are read by primary key from
 * the contract's few link rows (docs/scaling.md, "A contract's bills"). The subquery is part of the
 * one SQL statement, so it runs in the caller's transaction when there is one.
 */
export function billsOfContract(strapi: Core.Strapi, contractId: number): { id: { $in: never } } {
  const link = invoiceContractLink(strapi);
  const ids = knexOf(strapi)(link.table).select(link.invoiceColumn).where(link.contractColumn, contractId);
  return { id: { $in: ids as never } };
}

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
      ...billsOfContract(strapi, contract.id),
      paymentDate: { $null: true },
      $and: [{ $or: [{ negotiated: false }, { negotiated: { $null: true } }] }, visibleAt(at)],
      dueDate: { $lt: saoPauloDate(at) },
    },
  });
}
