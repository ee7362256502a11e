/**
 * What the invoices domain needs of collections/pix (docs/collections-pix.md): the provider
 * settings (null without PIX_PROVIDER_URL) and a bill's active cobrança com vencimento, whose
 * dynamic BR Code replaces the static one on the bill's screen.
 */
import type { Core } from '@strapi/strapi';
import type { CobvRules } from '../../domain/collections/pix/amounts';
import { cobvTxid } from '../../domain/collections/pix/txid';
import { pixProviderSettings, type PixProviderSettings } from '../../domain/collections/pix/settings';
import { billCodes, type BillCodes } from '../../domain/payment/invoice-codes';
import { distributor } from './distributor';
import type { InvoiceRow } from './invoice-rows';

export const PIX_CHARGE_UID = 'api::collections.pix-charge' as const;

export interface ChargeRow {
  id: number;
  invoiceId: number;
  txid: string;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
  error?: string | null;
  loteId?: string | null;
  cobvStatus: string | null;
  revisao?: number | null;
  location: string | null;
  pixCopiaECola: string | null;
  sentAmountCents: number | null;
  sentDueDate: string | null;
  /** Fine, interest, discount and validity sent with the charge (what it charges, whatever the settings say now). */
  rules?: CobvRules | null;
}

export const CHARGE_FIELDS = [
  'id',
  'invoiceId',
  'txid',
  'status',
  'leaseUntil',
  'attempts',
  'loteId',
  'cobvStatus',
  'revisao',
  'location',
  'pixCopiaECola',
  'sentAmountCents',
  'sentDueDate',
  'rules',
];

/** The provider settings, read once per process (the bootstrap fails on a half configuration). */
let cached: { settings: PixProviderSettings | null } | null = null;
export function pixSettings(): PixProviderSettings | null {
  cached ??= { settings: pixProviderSettings(process.env) };
  return cached.settings;
}

/**
 * The dynamic charge of a bill to show, when the provider has one active; null otherwise. Without
 * a provider no charge is ever written, so every bill keeps its static code (the demo seed stores
 * one charge to show the screen: docs/collections-pix.md, "Demo").
 */
export async function activeCharge(strapi: Core.Strapi, invoiceId: number): Promise<ChargeRow | null> {
  const row = (await strapi.db.query(PIX_CHARGE_UID).findOne({ where: { invoiceId }, select: CHARGE_FIELDS })) as ChargeRow | null;
  return row?.cobvStatus === 'ATIVA' && row.pixCopiaECola ? row : null;
}

/**
 * A bill's payment codes as every copy of it shows them — the PDF (full and simplified), the
 * paperless e-mails, the screen: the boleto's barcode and line, and the Pix code, which is the
 * dynamic BR Code of the bill's active cobv when it has one (issue 24 §1; the location payload
 * of the BCB's BR Code manual), else the static one.
 */
export async function billPaymentCodes(strapi: Core.Strapi, invoice: InvoiceRow): Promise<BillCodes> {
  const codes = billCodes(invoice, distributor());
  const charge = await activeCharge(strapi, invoice.id);
  return charge?.pixCopiaECola ? { ...codes, pixPayload: charge.pixCopiaECola } : codes;
}

/** True while the bill's cobv is still on its way to the provider (queued, in a batch or being sent). */
export async function chargePending(strapi: Core.Strapi, invoiceId: number): Promise<boolean> {
  if (!pixSettings()) return false;
  const row = (await strapi.db.query(PIX_CHARGE_UID).findOne({ where: { invoiceId }, select: ['status'] })) as { status: string } | null;
  return row !== null && ['WAITING', 'BATCHED', 'PROCESSING'].includes(row.status);
}

const NO_RULES: CobvRules = { fine: null, interest: null, discount: null, validityDays: 0 };

/** The rules a charge was sent with; a charge without them (or a static code) asks the bill's amount. */
export function chargeRules(charge: Pick<ChargeRow, 'rules'> | null): CobvRules {
  const rules = charge?.rules;
  return rules && typeof rules === 'object' ? { ...NO_RULES, ...rules } : { ...NO_RULES, validityDays: 3650 };
}

/**
 * Stores an ATIVA charge for a bill as a provider would have answered it, at `location` — for the
 * demo seed and the browser tests, which run without a provider (docs/collections-pix.md, "Demo").
 */
export async function storeCharge(
  strapi: Core.Strapi,
  bill: { id: number; numDoc: string; amountCents: number; dueDate: string },
  options: { location: string; copyPaste: string; rules: CobvRules },
): Promise<void> {
  await strapi.db.query(PIX_CHARGE_UID).create({
    data: {
      invoiceId: bill.id,
      txid: cobvTxid(bill.numDoc),
      status: 'DONE',
      attempts: 0,
      cobvStatus: 'ATIVA',
      revisao: 0,
      location: options.location,
      pixCopiaECola: options.copyPaste,
      sentAmountCents: bill.amountCents,
      sentDueDate: bill.dueDate,
      rules: options.rules,
    },
  });
}
