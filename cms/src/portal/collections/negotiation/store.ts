/** Where agreements live, and the negotiation settings read from the environment (docs/collections-negotiation.md). */
import type { Core } from '@strapi/strapi';
import { parseNegotiationSettings, type NegotiationSettings } from '../../../domain/collections/negotiation/settings';
import type { NegotiableBill } from '../../../domain/collections/negotiation/types';
import { INVOICE_UID } from '../../core/invoice-rows';

export const AGREEMENT_UID = 'api::collections.negotiation-agreement' as const;
export const INSTALMENT_UID = 'api::collections.negotiation-instalment' as const;

export const negotiationSettings = (): NegotiationSettings => parseNegotiationSettings(process.env);

/** A negotiated bill as the agreement stores it (the bill's id too, to give it back when undone). */
export type StoredBill = NegotiableBill & { id: number };

export interface AgreementRow {
  id: number;
  protocol: string;
  bills: StoredBill[];
  debtCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string;
  instalmentCount: number;
  interestCents: number;
  totalCents: number;
  cetAnnualText: string;
  cetMonthlyText: string;
  lastInstalmentMonth: string;
  termsText: string;
  acceptedAt: string;
  acceptedByName: string | null;
  undoneAt: string | null;
  downPaymentInvoice?: { id: number; numDoc: string; paymentDate: string | null } | null;
}

/** Ids of the down-payment bills of this contract's agreements that are not undone (they may not be negotiated again). */
export async function openDownPaymentIds(strapi: Core.Strapi, contractId: number): Promise<Set<number>> {
  const rows = (await strapi.db.query(AGREEMENT_UID).findMany({
    where: { contract: { id: contractId }, undoneAt: { $null: true } },
    select: ['id'],
    populate: { downPaymentInvoice: { select: ['id'] } },
  })) as { downPaymentInvoice?: { id: number } | null }[];
  return new Set(rows.flatMap((r) => (r.downPaymentInvoice ? [r.downPaymentInvoice.id] : [])));
}

export { INVOICE_UID };
