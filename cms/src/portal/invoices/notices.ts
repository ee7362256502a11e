/**
 * Notices the portal writes about bills (H2's notify): "bill issued" when a bill is created
 * through the document service — the Strapi admin or issueInvoice; not the seed's history in
 * bulk (withoutIssueNotice) — and "payment confirmed" when the Pix webhook records a payment.
 * Both go to every user linked to the bill's contract.
 */
import type { Core } from '@strapi/strapi';
import { formatCents } from '../../domain/invoices/money';
import { brDate, referenceVariants } from '../../domain/invoices/reference';
import { invoiceTxid } from '../../domain/payment/invoice-codes';
import { notify } from '../notifications/notify';
import { adjustIssuedBills, issueNoticeSilenced } from '../core/invoice-issue';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../core/invoice-rows';
import { escapeHtml } from '../core/mail';

const reference = (row: InvoiceRow) => referenceVariants(row.referenceMonth).upperReferenceDate;

export function noticeIssued(strapi: Core.Strapi, row: InvoiceRow, contractId: number) {
  return notify(
    strapi,
    { contractId },
    {
      title: 'Nova fatura disponível',
      description: `<p>A fatura de <strong>${escapeHtml(reference(row))}</strong>, no valor de ${escapeHtml(formatCents(row.amountCents))}, com vencimento em ${escapeHtml(brDate(row.dueDate))}, já está disponível na Conta digital.</p>`,
    },
  );
}

export function noticePaid(strapi: Core.Strapi, row: InvoiceRow, contractId: number) {
  return notify(
    strapi,
    { contractId },
    {
      title: 'Pagamento confirmado',
      description: `<p>Recebemos o pagamento via Pix da fatura de <strong>${escapeHtml(reference(row))}</strong>, no valor de ${escapeHtml(formatCents(row.amountCents))}. Obrigado!</p>`,
    },
  );
}

/**
 * A document-service middleware on bills: each write through the document service keeps
 * `pixTxid` = FAT<numDoc>; after a bill is created, the collections' issue steps run
 * (`adjustIssuedBills`), then (unless silenced) its contract's users are notified. Runs in the creator's transaction when it holds one.
 */
export function followBillIssues(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === INVOICE_UID && (context.action === 'create' || context.action === 'update')) {
      // A bill typed in the Strapi admin gets the txid its Pix code carries (FAT<numDoc>).
      const data = (context.params as { data?: Record<string, unknown> }).data;
      if (data && typeof data.numDoc === 'string' && /^\d{1,17}$/.test(data.numDoc)) data.pixTxid = invoiceTxid(data.numDoc);
    }
    const result = await next();
    if (context.uid !== INVOICE_UID || context.action !== 'create') return result;
    const created = result as { id?: number } | null;
    if (!created?.id) return result;
    // What the collections add to a new bill (an instalment, the new due day), before anyone is told of it.
    await adjustIssuedBills(strapi, [created.id]);
    if (issueNoticeSilenced()) return result;
    const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { id: created.id }, populate: { contract: { select: ['id'] } } })) as
      (InvoiceRow & { contract?: { id: number } | null }) | null;
    if (row?.contract?.id) await noticeIssued(strapi, normalizeRow(row), row.contract.id);
    return result;
  });
}
