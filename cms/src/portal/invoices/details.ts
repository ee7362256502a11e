/**
 * GET /api/invoices/{numDoc}?docDate&type=pix|barCode (spec 01 §7) and the simplified
 * invoice's details: the payment codes of one open bill and their images.
 */
import type { Core } from '@strapi/strapi';
import { canSeePaymentCodes } from '../../domain/invoices/access';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { canDownloadOrSend } from '../../domain/invoices/status';
import type { BarcodeDetailsView, PixDetailsView } from '../../domain/invoices/types';
import { billCodes, type BillCodes } from '../../domain/payment/invoice-codes';
import { formatTypeableLine } from '../../domain/payment/febraban';
import type { UserContractScope } from '../core/access';
import { badRequest, conflict, forbidden } from '../core/http';
import { distributor } from '../core/distributor';
import { asDataUrl, barcodePng, pixQrPng } from './payment-images';
import { findInvoice } from './store';
import { statusOf, type InvoiceRow } from '../core/invoice-rows';
import { queryText } from '../core/http';
import { activeCharge } from '../core/pix-charge';

export const codesOf = (invoice: InvoiceRow): BillCodes => billCodes(invoice, distributor());

/** Payment codes only for a bill still open: negotiated and paid ones are refused (409). */
export function assertPayable(invoice: InvoiceRow): void {
  const status = statusOf(invoice);
  if (status === 'NEGOTIATED') throw conflict(INVOICE_MESSAGES.negotiated);
  if (status === 'PAYED') throw conflict(INVOICE_MESSAGES.alreadyPaid);
}

/** Download and e-mail refuse a negotiated bill (409). */
export function assertDeliverable(invoice: InvoiceRow): void {
  if (!canDownloadOrSend(statusOf(invoice))) throw conflict(INVOICE_MESSAGES.negotiated);
}

export async function barcodeDetails(invoice: InvoiceRow): Promise<BarcodeDetailsView> {
  const codes = codesOf(invoice);
  return {
    barcode: codes.barcode,
    barcodeInput: formatTypeableLine(codes.typeableLine),
    barcodeGenerator: asDataUrl(await barcodePng(codes.barcode)),
  };
}

export async function invoiceDetails(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<PixDetailsView | BarcodeDetailsView> {
  // The route admits customer roles only; this keeps the rule if the route ever widens.
  if (!canSeePaymentCodes(portal.user.portalRole)) throw forbidden(INVOICE_MESSAGES.payOnlyCustomer);
  const type = queryText(query, 'type');
  if (type !== 'pix' && type !== 'barCode') throw badRequest(INVOICE_MESSAGES.badType, { type: INVOICE_MESSAGES.badType });
  const invoice = await findInvoice(strapi, portal.contract, numDoc, queryText(query, 'docDate'));
  assertPayable(invoice);
  if (type === 'barCode') return barcodeDetails(invoice);
  // With a Pix provider, the bill's cobrança com vencimento (collections/pix) replaces the static code.
  const charge = await activeCharge(strapi, invoice.id);
  const pixPayload = charge?.pixCopiaECola ?? codesOf(invoice).pixPayload;
  return { pixKey: pixPayload, pixQrCode: asDataUrl(await pixQrPng(pixPayload)) };
}
