/**
 * A bill that changes after its recurring charge went to the PSP (issue 24 §2; docs/collections-pix-automatico.md,
 * "A bill that changes"): reissued, an instalment added, corrected, its due date moved, paid
 * another way, negotiated or removed. Called by the bills' write follower (../charges.ts
 * `followBillsForPix`) inside the writer's own transaction: the charge's row goes back to the job
 * (action SYNC) when the bill no longer matches what was sent, so the change and the queued
 * correction commit together. The job (jobs.ts) then cancels the charge and, when the bill can still
 * go by Pix Automático, creates it again with a new txid (`cobrChangeDecision`).
 */
import type { Core } from '@strapi/strapi';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../../core/invoice-rows';
import { automaticoSettings, CHARGE_FIELDS, day, RECURRING_CHARGE_UID, type RecurringChargeRow } from './store';

/** Wakes the live charges of bills `ids` whose bill changed (`removed`: the bills are being deleted). */
export async function queueRecurringChargeSync(strapi: Core.Strapi, ids: number[], removed = false): Promise<number> {
  if (!automaticoSettings()) return 0;
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return 0;
  const rows = (await strapi.db.query(RECURRING_CHARGE_UID).findMany({
    where: { invoiceId: { $in: wanted }, status: 'DONE', cobrStatus: { $in: ['CRIADA', 'ATIVA'] }, retryDate: { $null: true } },
    select: CHARGE_FIELDS,
  })) as RecurringChargeRow[];
  if (!rows.length) return 0;
  const bills = removed
    ? []
    : (
        (await strapi.db.query(INVOICE_UID).findMany({
          where: { id: { $in: rows.map((r) => r.invoiceId) } },
          select: ['id', 'numDoc', 'amountCents', 'dueDate', 'negotiated', 'paymentDate', 'issueDate', 'referenceMonth'],
        })) as InvoiceRow[]
      ).map(normalizeRow);
  const byId = new Map(bills.map((b) => [b.id, b]));
  const changed = rows
    .filter((row) => {
      const bill = byId.get(row.invoiceId);
      return (
        !bill ||
        Boolean(bill.paymentDate) ||
        Boolean(bill.negotiated) ||
        bill.amountCents !== Number(row.amountCents) ||
        bill.dueDate !== day(row.dueDate)
      );
    })
    .map((row) => row.id);
  if (!changed.length) return 0;
  await strapi.db.query(RECURRING_CHARGE_UID).updateMany({
    where: { id: { $in: changed } },
    data: { status: 'WAITING', action: 'SYNC', attempts: 0, leaseUntil: null, error: null },
  });
  return changed.length;
}
