/**
 * The bill as a PDF (spec 01 §7): GET /api/invoices/{numDoc}/download → Fatura.pdf,
 * GET /api/invoices/{numDoc}/send → the same PDF e-mailed as an attachment, and the simplified
 * copy (Fatura_simplificada.pdf). Open bills carry their payment codes; paid ones do not;
 * negotiated ones are refused (409).
 */
import type { Core } from '@strapi/strapi';
import { canDownloadInvoices } from '../../domain/invoices/access';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { referenceVariants } from '../../domain/invoices/reference';
import { isOpen } from '../../domain/invoices/status';
import { formatCents } from '../../domain/invoices/money';
import { brDate } from '../../domain/invoices/reference';
import { redactCpfCnpj } from '../../domain/cpf-cnpj';
import type { UserContractScope } from '../core/access';
import { forbidden } from '../core/http';
import type { ContractRow } from '../core/types';
import type { BillDocument } from './bill-pdf';
import { billBreakdown } from '../core/bill-explanation';
import { renderedPdf } from '../core/rendered-pdfs';
import { pdfFile, type FileAnswer } from '../core/files';
import { assertDeliverable } from './details';
import { billPaymentCodes } from '../core/pix-charge';
import type { BillCodes } from '../../domain/payment/invoice-codes';
import { distributor } from '../core/distributor';
import { findInvoice } from './store';
import { INVOICE_UID, billsOfContract, statusOf, type InvoiceRow } from '../core/invoice-rows';
import { queryText } from '../core/http';
import { recipient, sendMailWithPdf } from '../core/documents';
import { isoDay } from '../core/db';
import { declarationYear, declarationYearForBill } from '../../domain/collections/declaration/rules';
import { mayBillLine } from '../../domain/collections/declaration/texts';

/**
 * The bill's PDF in its current version (kept; drawn once per version off the event loop,
 * core/rendered-pdfs.ts). `title` names the simplified copy. An open bill with an active cobv
 * shows its dynamic BR Code (`billPaymentCodes`): the version, a hash of what the PDF shows,
 * changes when the cobv appears, so the copy drawn before it is replaced.
 */
export async function invoicePdf(strapi: Core.Strapi, contract: ContractRow, invoice: InvoiceRow, title?: string): Promise<Buffer> {
  const codes = isOpen(statusOf(invoice)) ? await billPaymentCodes(strapi, invoice) : null;
  const bill = billOf(contract, invoice, codes, title);
  const line = await declarationLine(strapi, contract, invoice);
  if (line) bill.notes = [line];
  // The breakdown is part of the drawing's arguments, so a change in it is a new PDF version.
  const breakdown = await billBreakdown(strapi, contract, invoice.numDoc);
  if (breakdown) {
    bill.breakdown = breakdown.lines;
    bill.composition = breakdown.composition;
    if (breakdown.readingType) bill.readingType = breakdown.readingType;
  }
  return renderedPdf(strapi, {
    relatedType: title ? `${INVOICE_UID}/simplified` : INVOICE_UID,
    relatedId: invoice.id,
    module: require.resolve('./bill-pdf'),
    fn: 'billPdf',
    args: [bill],
  });
}

/**
 * The bill due in May carries the previous year's discharge declaration (Lei nº 12.007/2009,
 * art. 3º; docs/collections-declaration.md): a line saying it is available, when that year has
 * one. Every other bill: null.
 */
export async function declarationLine(strapi: Core.Strapi, contract: ContractRow, invoice: InvoiceRow): Promise<string | null> {
  const year = declarationYearForBill(invoice.dueDate);
  if (year === null) return null;
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { ...billsOfContract(strapi, contract.id), dueDate: { $gte: `${year}-01-01`, $lte: `${year}-12-31` } },
    select: ['dueDate', 'paymentDate', 'judicialDispute'],
  })) as { dueDate: unknown; paymentDate: unknown; judicialDispute: boolean | null }[];
  const entry = declarationYear(
    year,
    rows.map((row) => ({
      dueDate: isoDay(row.dueDate)!,
      paymentDate: isoDay(row.paymentDate),
      judicialDispute: row.judicialDispute === true,
    })),
  );
  return entry && entry.state !== 'UNAVAILABLE' ? mayBillLine(year, entry.state === 'PARTIAL') : null;
}

/** Everything the bill shows. */
function billOf(contract: ContractRow, invoice: InvoiceRow, codes: BillCodes | null, title?: string): BillDocument {
  const payee = distributor();
  return {
    title,
    distributor: { name: payee.name, cnpj: payee.cnpj, address: payee.address, phone: payee.phone },
    customer: {
      name: contract.consumerName,
      cpfCnpj: redactCpfCnpj(contract.consumerCpfCnpj),
      address: contract.consumerAddress,
      consumerCode: contract.consumerCode,
    },
    invoice: {
      numDoc: invoice.numDoc,
      issueDate: invoice.issueDate,
      referenceMonth: invoice.referenceMonth,
      dueDate: invoice.dueDate,
      amountCents: invoice.amountCents,
      consumptionM3: invoice.consumptionM3,
      previousReading: invoice.previousReading,
      currentReading: invoice.currentReading,
    },
    payment: codes ? { barcode: codes.barcode, typeableLine: codes.typeableLine, pixPayload: codes.pixPayload } : null,
  };
}

/** GET /api/invoices/{numDoc}/download?docDate */
export async function downloadInvoice(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<FileAnswer> {
  // The route admits these roles only; this keeps the rule if the route ever widens.
  if (!canDownloadInvoices(portal.user.portalRole, portal.permissions)) throw forbidden(INVOICE_MESSAGES.downloadNotAllowed);
  const { contract } = portal;
  const invoice = await findInvoice(strapi, contract, numDoc, queryText(query, 'docDate'));
  assertDeliverable(invoice);
  return pdfFile('Fatura.pdf', await invoicePdf(strapi, contract, invoice));
}

/** GET /api/invoices/{numDoc}/send?docDate&email */
export async function sendInvoice(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<{ success: true; message: string }> {
  const { contract } = portal;
  const to = recipient(portal, query);
  const invoice = await findInvoice(strapi, contract, numDoc, queryText(query, 'docDate'));
  assertDeliverable(invoice);
  const pdf = await invoicePdf(strapi, contract, invoice);
  const reference = referenceVariants(invoice.referenceMonth).upperReferenceDate;
  const { name } = distributor();
  await sendMailWithPdf(
    strapi,
    to,
    `Sua fatura ${reference} - ${name}`,
    [
      `Segue em anexo a fatura ${invoice.numDoc} de gás natural, referência ${reference}, do código do cliente ${contract.consumerCode}.`,
      `Valor: ${formatCents(invoice.amountCents)}. Vencimento: ${brDate(invoice.dueDate)}.`,
    ],
    { filename: 'Fatura.pdf', content: pdf, contentType: 'application/pdf' },
  );
  return { success: true, message: INVOICE_MESSAGES.invoiceSent };
}
