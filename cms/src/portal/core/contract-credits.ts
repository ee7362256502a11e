/**
 * Credits of a contract (issue 25 §1; docs/insights-explain.md, "Other items"), recorded by the
 * payment writers of several domains (the Pix webhooks, the direct-debit return): a payment that
 * arrives for a bill already paid leaves its whole amount, a payment above what the bill asked its
 * excess. Written in the payment's transaction; `sourceKey` (unique: the Pix's endToEndId, the
 * debit's id) makes a second delivery of the same payment record nothing.
 */
import type { Core } from '@strapi/strapi';
import { paymentCreditReason } from '../../domain/collections/credits/rules';

export const CREDIT_UID = 'api::collections.contract-credit' as const;
export const CREDIT_USE_UID = 'api::collections.credit-use' as const;

export interface PaymentCredit {
  contractId: number;
  origin: 'DOUBLE_PAYMENT' | 'OVERPAYMENT';
  amountCents: number;
  /** What identifies the payment (e.g. `PIX:<endToEndId>`). */
  sourceKey: string;
  numDoc: string;
}

/** Records the credit a payment leaves; answers false when there is nothing to record or it was recorded before. */
export async function recordPaymentCredit(strapi: Core.Strapi, credit: PaymentCredit): Promise<boolean> {
  if (!Number.isSafeInteger(credit.amountCents) || credit.amountCents <= 0 || !credit.contractId) return false;
  const query = strapi.db.query(CREDIT_UID);
  if (await query.findOne({ where: { sourceKey: credit.sourceKey }, select: ['id'] })) return false;
  await query.create({
    data: {
      contract: credit.contractId,
      origin: credit.origin,
      reason: paymentCreditReason(credit.origin, credit.numDoc),
      amountCents: credit.amountCents,
      remainingCents: credit.amountCents,
      sourceKey: credit.sourceKey,
      sourceNumDoc: credit.numDoc,
    },
  });
  return true;
}
