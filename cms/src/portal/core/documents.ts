/**
 * The documents the portal sends (spec 01 §7): a PDF drawn with pdfkit and collected into one
 * buffer, the `email` query of the send calls, and the e-mail that carries a PDF attachment.
 * Bills (portal/invoices) and the supply contract (portal/contract) are drawn and sent with them.
 */
import PDFDocument from 'pdfkit';
import type { Core } from '@strapi/strapi';
import { sendsOnlyToRegisteredEmail } from '../../domain/invoices/access';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import type { UserContractScope } from './access';
import { badRequest, forbidden, queryText } from './http';
import { sendPortalMail } from './mail';
import type { ContractRow } from './types';

/**
 * An A4 PDF drawn by `draw` (which may await images), as one buffer. `draw` draws only; the
 * document is ended here.
 */
export async function pdfDocument(
  options: { margin: number; title: string; author: string },
  draw: (doc: PDFKit.PDFDocument) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: options.margin, info: { Title: options.title, Author: options.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

/** The address the contract has on record: the e-mail the send panels are prefilled with. */
export const registeredEmail = (contract: ContractRow) => normalizeEmail(contract.sapEmail ?? contract.contractOwnerEmail ?? '');

/** The `email` query of the send calls, checked with spec 01 §5's messages. */
export function recipient(portal: UserContractScope, query: Record<string, unknown>): string {
  const raw = queryText(query, 'email');
  if (!raw || !raw.trim()) throw badRequest(INVOICE_MESSAGES.emailRequired, { email: INVOICE_MESSAGES.emailRequired });
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw badRequest(INVOICE_MESSAGES.emailInvalid, { email: INVOICE_MESSAGES.emailInvalid });
  if (sendsOnlyToRegisteredEmail(portal.user.portalRole) && email !== registeredEmail(portal.contract))
    throw forbidden(INVOICE_MESSAGES.sendOnlyRegistered);
  return email;
}

/** An e-mail of a few paragraphs (text and HTML) with one attachment, signed with the support phone. */
export async function sendMailWithPdf(
  strapi: Core.Strapi,
  to: string,
  subject: string,
  paragraphs: string[],
  attachment: { filename: string; content: Buffer; contentType: string },
): Promise<void> {
  await sendPortalMail(strapi, { to, subject, parts: paragraphs, attachments: [attachment] });
}
