/**
 * Pix received (webhook and reconciliation) applied to bills, each once (issue 24 §1;
 * docs/collections-pix.md). A Pix names its charge by txid: the bill's cobv txid (`GASV…`) or,
 * for a payment of the static BR Code, `FAT<numDoc>`, or a Pix Automático charge (`GASR…`).
 * In ONE transaction per Pix: the payment is
 * recorded in `pix_payments` (unique `endToEndId`: a second delivery of the same Pix changes
 * nothing), judged against the amount due that day (domain/collections/pix/payments), and when it
 * is exact the bill is marked paid (date of the payment in São Paulo, method PIX) and the
 * contract's users are notified; above it, the bill is paid too and the excess becomes a credit of
 * the contract, and a Pix for a bill already paid becomes a credit whole (portal/core/contract-credits.ts,
 * consumed by the next bill). A smaller amount is recorded as MISMATCH for staff (the admin's
 * "Pix: pagamento recebido") and the bill stays open; a Pix for an unknown txid is recorded too.
 */
import type { Core } from '@strapi/strapi';
import { judgePayment, type PixReceived } from '../../../domain/collections/pix/payments';
import { paymentExcess } from '../../../domain/collections/credits/rules';
import { formatCents } from '../../../domain/invoices/money';
import { referenceVariants } from '../../../domain/invoices/reference';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { notify } from '../../notifications/notify';
import { escapeHtml } from '../../core/mail';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../core/invoice-rows';
import { chargeRules, PIX_CHARGE_UID, type ChargeRow } from '../../core/pix-charge';
import { recordPaymentCredit } from '../../core/contract-credits';
import { RECURRING_CHARGE_UID } from './automatic/store';

export const PIX_PAYMENT_UID = 'api::collections.pix-payment' as const;

export type PixOutcome = 'APPLIED' | 'MISMATCH' | 'ALREADY_PAID' | 'UNKNOWN_TXID' | 'DUPLICATE';

/** The bill a txid names (its cobv, or the static code's FAT<numDoc>) and the rules its charge was sent with. */
async function billOfTxid(strapi: Core.Strapi, txid: string | null) {
  if (!txid) return null;
  const charge = (await strapi.db.query(PIX_CHARGE_UID).findOne({ where: { txid }, select: ['invoiceId', 'rules'] })) as Pick<
    ChargeRow,
    'invoiceId' | 'rules'
  > | null;
  // A recurring charge of Pix Automático (`GASR…`, ./automatic): the bill it was sent for.
  const recurring = charge
    ? null
    : ((await strapi.db.query(RECURRING_CHARGE_UID).findOne({ where: { txid }, select: ['invoiceId'] })) as { invoiceId: number } | null);
  const invoiceId = charge?.invoiceId ?? recurring?.invoiceId;
  const where = invoiceId ? { id: invoiceId } : { pixTxid: txid };
  const row = (await strapi.db.query(INVOICE_UID).findOne({ where, populate: { contract: { select: ['id'] } } })) as
    (InvoiceRow & { contract?: { id: number } | null }) | null;
  // A static code carries the bill's amount, fixed: no fine, interest or discount.
  return row ? { row, rules: chargeRules(charge) } : null;
}

function noticePixPaid(strapi: Core.Strapi, bill: InvoiceRow, paidCents: number, contractId: number) {
  const reference = referenceVariants(bill.referenceMonth).upperReferenceDate;
  const extra =
    paidCents > bill.amountCents
      ? ' (com multa e juros por atraso)'
      : paidCents < bill.amountCents
        ? ' (com desconto por antecipação)'
        : '';
  return notify(
    strapi,
    { contractId },
    {
      title: 'Pagamento confirmado',
      description: `<p>Recebemos o pagamento via Pix da fatura de <strong>${escapeHtml(reference)}</strong>, no valor de ${escapeHtml(formatCents(paidCents))}${extra}. Obrigado!</p>`,
    },
  );
}

/** Applies one Pix (see the file's comment); answers what happened. */
export async function applyPix(strapi: Core.Strapi, pix: PixReceived, source: 'WEBHOOK' | 'RECONCILIATION'): Promise<PixOutcome> {
  try {
    return await applyOnce(strapi, pix, source);
  } catch (error) {
    // The webhook and the reconciliation raced for the same Pix: the unique endToEndId let one in.
    if (await strapi.db.query(PIX_PAYMENT_UID).findOne({ where: { endToEndId: pix.endToEndId }, select: ['id'] })) return 'DUPLICATE';
    throw error;
  }
}

async function applyOnce(strapi: Core.Strapi, pix: PixReceived, source: 'WEBHOOK' | 'RECONCILIATION'): Promise<PixOutcome> {
  return strapi.db.transaction(async (): Promise<PixOutcome> => {
    const payments = strapi.db.query(PIX_PAYMENT_UID);
    if (await payments.findOne({ where: { endToEndId: pix.endToEndId }, select: ['id'] })) return 'DUPLICATE';
    const found = await billOfTxid(strapi, pix.txid);
    const record = { endToEndId: pix.endToEndId, txid: pix.txid, amountCents: pix.amountCents, paidAt: pix.paidAt, source };
    if (!found) {
      await payments.create({ data: { ...record, outcome: 'UNKNOWN_TXID' } });
      strapi.log.warn(`collections/pix: Pix ${pix.endToEndId} for unknown txid ${pix.txid}`);
      return 'UNKNOWN_TXID';
    }
    const { row, rules } = found;
    const bill = normalizeRow(row);
    const verdict = judgePayment(
      { amountCents: bill.amountCents, dueDate: bill.dueDate, paymentDate: bill.paymentDate ?? null },
      pix,
      rules,
    );
    // Above what the bill asked: the bill is paid and the excess is a credit of the contract (issue 25).
    const excessCents = verdict.kind === 'mismatch' ? paymentExcess(pix.amountCents, verdict.due.totalCents) : 0;
    const outcome: PixOutcome =
      verdict.kind === 'paid' || excessCents > 0 ? 'APPLIED' : verdict.kind === 'mismatch' ? 'MISMATCH' : 'ALREADY_PAID';
    await payments.create({
      data: {
        ...record,
        outcome,
        invoiceId: bill.id,
        numDoc: bill.numDoc,
        expectedCents: verdict.kind === 'already-paid' ? null : verdict.due.totalCents,
      },
    });
    if (outcome === 'APPLIED') {
      await strapi.db.query(INVOICE_UID).update({
        where: { id: bill.id },
        data: { paymentDate: saoPauloDate(new Date(pix.paidAt)), paidAt: pix.paidAt, paymentMethod: 'PIX', pixEndToEndId: pix.endToEndId },
      });
      if (row.contract?.id) {
        await noticePixPaid(strapi, bill, pix.amountCents, row.contract.id);
        if (excessCents > 0)
          await recordPaymentCredit(strapi, {
            contractId: row.contract.id,
            origin: 'OVERPAYMENT',
            amountCents: excessCents,
            sourceKey: `PIX:${pix.endToEndId}`,
            numDoc: bill.numDoc,
          });
      }
    } else if (outcome === 'ALREADY_PAID') {
      // The bill was paid already (another Pix, the barcode, a confirmed receipt): the whole Pix is a credit.
      if (row.contract?.id)
        await recordPaymentCredit(strapi, {
          contractId: row.contract.id,
          origin: 'DOUBLE_PAYMENT',
          amountCents: pix.amountCents,
          sourceKey: `PIX:${pix.endToEndId}`,
          numDoc: bill.numDoc,
        });
    } else if (outcome === 'MISMATCH') {
      strapi.log.warn(
        `collections/pix: Pix ${pix.endToEndId} of ${pix.amountCents} cents for bill ${bill.numDoc}, which asked ${verdict.kind === 'mismatch' ? verdict.due.totalCents : '?'}: flagged for staff`,
      );
    }
    return outcome;
  });
}
