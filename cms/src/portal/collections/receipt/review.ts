/**
 * Staff's decision on a "Já paguei" receipt, taken in the CMS admin (docs/collections-suspension.md):
 * `receiptStatus` moves once, PENDING → CONFIRMED or REFUSED (a refusal with its reason); nothing
 * else of the row changes. A confirmation marks the bill paid on the payment date the customer
 * gave (paymentMethod OTHER); either way the contract's users are notified. The file is opened by
 * portal administrators through GET /api/collections/receipts/:protocol/files/1 (`fileLink`).
 */
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { decisionErrors, RECEIPT_MESSAGES as M } from '../../../domain/collections/receipt/rules';
import { brDate } from '../../../domain/invoices/reference';
import { now } from '../../core/clock';
import { requestFile } from '../../core/request-files';
import type { FileAnswer } from '../../core/files';
import { isoDay } from '../../core/db';
import { INVOICE_UID } from '../../core/invoice-rows';
import { escapeHtml } from '../../core/mail';
import { notify } from '../../notifications/notify';
import { RECEIPT_UID } from '../suspension/store';

interface ReceiptRow {
  id: number;
  protocol: string;
  numDoc: string;
  paymentDate: string;
  receiptStatus: 'PENDING' | 'CONFIRMED' | 'REFUSED';
  refusalReason: string | null;
  invoice?: { id: number; paymentDate: string | null } | null;
  contract?: { id: number } | null;
}

const fail = (message: string) => new errors.ApplicationError(message);

/** The fields a save never changes: who sent what, when, and for which bill. */
const FIXED = [
  'protocol',
  'contract',
  'invoice',
  'numDoc',
  'customer',
  'paymentDate',
  'submittedAt',
  'submittedBy',
  'attendant',
  'fileLink',
  'reviewedAt',
  'waitingKey',
];

/** beforeUpdate: one decision, once; a refusal names its reason. */
export async function guardReceiptUpdate(strapi: Core.Strapi, where: unknown, data: Record<string, unknown> | undefined): Promise<void> {
  if (!data || !where) return;
  const rows = (await strapi.db.query(RECEIPT_UID).findMany({ where: where as Record<string, unknown> })) as ReceiptRow[];
  if (rows.length !== 1) {
    if ('receiptStatus' in data) throw fail(M.decided);
    return;
  }
  const row = rows[0]!;
  for (const key of FIXED) delete data[key];
  const next = data.receiptStatus as ReceiptRow['receiptStatus'] | undefined;
  if (row.receiptStatus !== 'PENDING') {
    // A decided receipt stays as decided (its reason too).
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    if (
      (next !== undefined && next !== row.receiptStatus) ||
      ('refusalReason' in data && text(data.refusalReason) !== text(row.refusalReason))
    )
      throw fail(M.decided);
    delete data.receiptStatus;
    delete data.refusalReason;
    return;
  }
  if (next === undefined || next === 'PENDING') {
    delete data.receiptStatus;
    return;
  }
  if (next !== 'CONFIRMED' && next !== 'REFUSED') throw fail(M.decided);
  const reason = 'refusalReason' in data ? data.refusalReason : row.refusalReason;
  const refused = decisionErrors(next, reason);
  if (refused.refusalReason) throw fail(refused.refusalReason);
  data.refusalReason = next === 'REFUSED' ? String(reason).trim() : null;
  data.reviewedAt = now();
  // No longer waiting: the bill may receive another receipt (after a refusal).
  data.waitingKey = null;
}

/** afterUpdate: the decision's effects — the bill paid (confirmed) and the customer told. */
export async function afterReceiptUpdate(
  strapi: Core.Strapi,
  result: { id?: number } | undefined,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const status = data?.receiptStatus;
  if (!result?.id || (status !== 'CONFIRMED' && status !== 'REFUSED')) return;
  const row = (await strapi.db.query(RECEIPT_UID).findOne({
    where: { id: result.id },
    populate: { invoice: { select: ['id', 'paymentDate'] }, contract: { select: ['id'] } },
  })) as ReceiptRow | null;
  if (!row || row.receiptStatus !== status) return;
  const paymentDate = isoDay(row.paymentDate)!;
  if (status === 'CONFIRMED' && row.invoice && !row.invoice.paymentDate)
    await strapi.db.query(INVOICE_UID).update({
      where: { id: row.invoice.id },
      data: { paymentDate, paidAt: new Date(`${paymentDate}T12:00:00-03:00`).toISOString(), paymentMethod: 'OTHER' },
    });
  if (!row.contract?.id) return;
  const message =
    status === 'CONFIRMED'
      ? {
          title: 'Comprovante de pagamento confirmado',
          description: `<p>Confirmamos o pagamento da fatura ${escapeHtml(row.numDoc)} em ${brDate(paymentDate)}. Obrigado!</p>`,
        }
      : {
          title: 'Comprovante de pagamento recusado',
          description: `<p>O comprovante enviado para a fatura ${escapeHtml(row.numDoc)} foi recusado: ${escapeHtml(row.refusalReason ?? '')}</p><p>A fatura continua vencida. Pague pela área do cliente ou envie outro comprovante em "Já paguei".</p>`,
        };
  await notify(strapi, { contractId: row.contract.id }, message);
}

/** GET /api/collections/receipts/:protocol/files/:position — portal administrators only. */
export const receiptFile = (strapi: Core.Strapi, protocol: unknown, position: unknown): Promise<FileAnswer> =>
  requestFile(strapi, RECEIPT_UID, protocol, position);
