/**
 * GET /api/collections/pix/invoices/:numDoc?docDate — what an open bill asks today: with an active
 * cobrança com vencimento, the amount it charges on today's São Paulo date by the rules sent with it
 * (fine and interest when late, the discount before its date; domain/collections/pix/amounts); without one,
 * the bill's amount (the static BR Code carries it fixed). Paid and negotiated bills are refused
 * as the payment codes are (409).
 */
import type { Core } from '@strapi/strapi';
import { amountDueOn, effectiveDueDate } from '../../../domain/collections/pix/amounts';
import type { PixAmountDueView } from '../../../domain/collections/pix/views';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { queryText } from '../../core/http';
import { badRequest, conflict, notFound } from '../../core/http';
import { INVOICE_UID, normalizeRow, statusOf, visibleAt, type InvoiceRow } from '../../core/invoice-rows';
import { activeCharge, chargeRules } from '../../core/pix-charge';
import type { ContractRow } from '../../core/types';
import { INVOICE_MESSAGES } from '../../../domain/invoices/messages';
import { isoFromBrDate } from '../../../domain/invoices/reference';

/** The contract's open bill by number and issue date (the same answers as the payment codes'). */
async function openBill(strapi: Core.Strapi, contract: ContractRow, numDoc: unknown, docDate: unknown): Promise<InvoiceRow> {
  if (typeof numDoc !== 'string' || !/^\d{1,17}$/.test(numDoc)) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const issueDate = typeof docDate === 'string' ? isoFromBrDate(docDate) : null;
  if (!issueDate) throw badRequest(INVOICE_MESSAGES.badDocDate, { docDate: INVOICE_MESSAGES.badDocDate });
  const row = (await strapi.db
    .query(INVOICE_UID)
    .findOne({ where: { numDoc, contract: { id: contract.id }, ...visibleAt() } })) as InvoiceRow | null;
  if (!row || normalizeRow(row).issueDate !== issueDate) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const invoice = normalizeRow(row);
  const status = statusOf(invoice);
  if (status === 'NEGOTIATED') throw conflict(INVOICE_MESSAGES.negotiated);
  if (status === 'PAYED') throw conflict(INVOICE_MESSAGES.alreadyPaid);
  return invoice;
}

export async function pixAmountDue(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<PixAmountDueView> {
  const invoice = await openBill(strapi, portal.contract, numDoc, queryText(query, 'docDate'));
  const today = saoPauloDate(now());
  const charge = await activeCharge(strapi, invoice.id);
  const due = charge ? amountDueOn(invoice.amountCents, invoice.dueDate, today, chargeRules(charge)) : null;
  return {
    numDoc: invoice.numDoc,
    date: today,
    dynamic: Boolean(charge),
    dueDate: invoice.dueDate,
    lastDayWithoutCharges: effectiveDueDate(invoice.dueDate),
    daysLate: due?.daysLate ?? 0,
    originalCents: invoice.amountCents,
    fineCents: due?.fineCents ?? 0,
    interestCents: due?.interestCents ?? 0,
    discountCents: due?.discountCents ?? 0,
    totalCents: due?.totalCents ?? invoice.amountCents,
    payable: due?.payable ?? true,
  };
}
