/**
 * What the suspension notice and "Já paguei" read from the database (docs/collections-suspension.md):
 * a contract's unpaid bills with their newest receipt, its notices, the settings.
 */
import type { Core } from '@strapi/strapi';
import { suspensionSettings, type NoticeBill, type ReceiptState } from '../../../domain/collections/suspension/rules';
import type { IsoDate } from '../../../domain/time/sao-paulo';
import { isoDay } from '../../core/db';
import { INVOICE_UID, visibleAt } from '../../core/invoice-rows';
import { now } from '../../core/clock';

export const NOTICE_UID = 'api::collections.suspension-notice' as const;
export const SWEEP_UID = 'api::collections.suspension-sweep' as const;
export const RECEIPT_UID = 'api::collections.receipt-submission' as const;

export const settings = () => suspensionSettings(process.env);

export interface BillFacts extends NoticeBill {
  numDoc: string;
  amountCents: number;
  contractId: number;
  refusalReason?: string | null;
}

export interface NoticeBillEntry {
  id: number;
  numDoc: string;
  dueDate: IsoDate;
  amountCents: number;
}

export interface NoticeRow {
  id: number;
  bills: NoticeBillEntry[];
  amountCents: number | string;
  issuedAt: string;
  issuedOn: string;
  noticeDays: number;
  suspensionFrom: string;
  emailSentAt: string | null;
  closedOn: string | null;
  contract?: { id: number } | null;
}

interface InvoiceFactsRow {
  id: number;
  numDoc: string;
  dueDate: string;
  paymentDate: string | null;
  negotiated: boolean | null;
  amountCents: number | string;
  contract?: { id: number } | null;
}

interface ReceiptFactsRow {
  id: number;
  receiptStatus: ReceiptState;
  refusalReason: string | null;
  invoice?: { id: number } | null;
}

/** The newest receipt of each bill (id → state and reason). */
export async function newestReceipts(
  strapi: Core.Strapi,
  invoiceIds: number[],
): Promise<Map<number, { state: ReceiptState; reason: string | null }>> {
  const found = new Map<number, { state: ReceiptState; reason: string | null }>();
  if (!invoiceIds.length) return found;
  const rows = (await strapi.db.query(RECEIPT_UID).findMany({
    where: { invoice: { id: { $in: invoiceIds } } },
    select: ['id', 'receiptStatus', 'refusalReason'],
    populate: { invoice: { select: ['id'] } },
    orderBy: [{ id: 'desc' }],
  })) as ReceiptFactsRow[];
  for (const row of rows) {
    const id = row.invoice?.id;
    if (id && !found.has(id)) found.set(id, { state: row.receiptStatus, reason: row.refusalReason });
  }
  return found;
}

function factsOf(row: InvoiceFactsRow, receipts: Map<number, { state: ReceiptState; reason: string | null }>): BillFacts {
  const receipt = receipts.get(row.id);
  return {
    id: row.id,
    numDoc: row.numDoc,
    dueDate: isoDay(row.dueDate)!,
    paymentDate: isoDay(row.paymentDate),
    negotiated: Boolean(row.negotiated),
    amountCents: Number(row.amountCents),
    contractId: row.contract?.id ?? 0,
    receipt: receipt?.state ?? null,
    refusalReason: receipt?.reason ?? null,
  };
}

/** Bills by id with their current facts (paid, negotiated, receipt). */
export async function billsById(strapi: Core.Strapi, ids: number[]): Promise<Map<number, BillFacts>> {
  const wanted = [...new Set(ids)];
  const rows = wanted.length
    ? ((await strapi.db.query(INVOICE_UID).findMany({
        where: { id: { $in: wanted } },
        select: ['id', 'numDoc', 'dueDate', 'paymentDate', 'negotiated', 'amountCents'],
        populate: { contract: { select: ['id'] } },
      })) as InvoiceFactsRow[])
    : [];
  const receipts = await newestReceipts(
    strapi,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((row) => [row.id, factsOf(row, receipts)]));
}

/** Unpaid, not negotiated, visible bills due on or before `dueOnOrBefore`, of one contract or of all. */
export async function unpaidBills(strapi: Core.Strapi, dueOnOrBefore: IsoDate, contractId?: number): Promise<BillFacts[]> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: {
      ...(contractId ? { contract: { id: contractId } } : { contract: { id: { $notNull: true } } }),
      paymentDate: { $null: true },
      dueDate: { $lte: dueOnOrBefore },
      $and: [{ $or: [{ negotiated: false }, { negotiated: { $null: true } }] }, visibleAt(now())],
    },
    select: ['id', 'numDoc', 'dueDate', 'paymentDate', 'negotiated', 'amountCents'],
    populate: { contract: { select: ['id'] } },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  })) as InvoiceFactsRow[];
  const receipts = await newestReceipts(
    strapi,
    rows.map((r) => r.id),
  );
  return rows.map((row) => factsOf(row, receipts));
}

/** The contract's notices not yet closed, newest first. */
export async function openNotices(strapi: Core.Strapi, contractId?: number): Promise<NoticeRow[]> {
  return (await strapi.db.query(NOTICE_UID).findMany({
    where: { closedOn: { $null: true }, ...(contractId ? { contract: { id: contractId } } : {}) },
    populate: { contract: { select: ['id'] } },
    orderBy: [{ id: 'desc' }],
  })) as NoticeRow[];
}
