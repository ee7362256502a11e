/**
 * The bill as a PDF (spec 01 §7): GET /api/invoices/{numDoc}/download → Fatura.pdf,
 * GET /api/invoices/{numDoc}/send → the same PDF e-mailed as an attachment, and the simplified
 * copy (Fatura_simplificada.pdf). Open bills carry their payment codes; paid ones do not;
 * negotiated ones are refused (409).
 */
import type { Core } from '@strapi/strapi';
import { canDownloadInvoices, sendsOnlyToRegisteredEmail } from '../../domain/invoices/access';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { referenceVariants } from '../../domain/invoices/reference';
import { isOpen } from '../../domain/invoices/status';
import { formatCents } from '../../domain/invoices/money';
import { brDate } from '../../domain/invoices/reference';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { redactCpfCnpj } from '../../domain/cpf-cnpj';
import type { PortalState } from '../core/access';
import { badRequest, forbidden } from '../core/http';
import type { ContractRow } from '../core/types';
import { billPdf } from './bill-pdf';
import { pdfFile, type FileAnswer } from '../core/files';
import { assertDeliverable, codesOf } from './details';
import { distributor } from './distributor';
import { findInvoice, queryText, statusOf, type InvoiceRow } from './store';

export async function invoicePdf(contract: ContractRow, invoice: InvoiceRow, title?: string): Promise<Buffer> {
  const payee = distributor();
  const codes = isOpen(statusOf(invoice)) ? codesOf(invoice) : null;
  return billPdf({
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
  });
}

/** GET /api/invoices/{numDoc}/download?docDate */
export async function downloadInvoice(
  strapi: Core.Strapi,
  portal: PortalState,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<FileAnswer> {
  // The route admits these roles only; this keeps the rule if the route ever widens.
  if (!portal.user || !canDownloadInvoices(portal.user.portalRole, portal.permissions))
    throw forbidden(INVOICE_MESSAGES.downloadNotAllowed);
  const contract = portal.contract as ContractRow;
  const invoice = await findInvoice(strapi, contract, numDoc, queryText(query, 'docDate'));
  assertDeliverable(invoice);
  return pdfFile('Fatura.pdf', await invoicePdf(contract, invoice));
}

/** The address the contract has on record: the e-mail the send panel is prefilled with. */
export const registeredEmail = (contract: ContractRow) => normalizeEmail(contract.sapEmail ?? contract.contractOwnerEmail ?? '');

/** The `email` query of the send calls, checked with spec 01 §5's messages. */
export function recipient(portal: PortalState, query: Record<string, unknown>): string {
  const raw = queryText(query, 'email');
  if (!raw || !raw.trim()) throw badRequest(INVOICE_MESSAGES.emailRequired, { email: INVOICE_MESSAGES.emailRequired });
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw badRequest(INVOICE_MESSAGES.emailInvalid, { email: INVOICE_MESSAGES.emailInvalid });
  if (portal.user && sendsOnlyToRegisteredEmail(portal.user.portalRole) && email !== registeredEmail(portal.contract as ContractRow))
    throw forbidden(INVOICE_MESSAGES.sendOnlyRegistered);
  return email;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export async function sendMailWithPdf(
  strapi: Core.Strapi,
  to: string,
  subject: string,
  paragraphs: string[],
  attachment: { filename: string; content: Buffer; contentType: string },
): Promise<void> {
  const footer = `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  const text = ['Olá!', '', ...paragraphs.flatMap((p) => [p, '']), footer].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>Olá!</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  await strapi
    .plugin('email')
    .service('email')
    .send({ to, subject, text, html, attachments: [attachment] });
}

/** GET /api/invoices/{numDoc}/send?docDate&email */
export async function sendInvoice(
  strapi: Core.Strapi,
  portal: PortalState,
  numDoc: unknown,
  query: Record<string, unknown>,
): Promise<{ success: true; message: string }> {
  const contract = portal.contract as ContractRow;
  const to = recipient(portal, query);
  const invoice = await findInvoice(strapi, contract, numDoc, queryText(query, 'docDate'));
  assertDeliverable(invoice);
  const pdf = await invoicePdf(contract, invoice);
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
