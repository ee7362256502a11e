/**
 * "Já paguei" (docs/collections-suspension.md): the customer — or an attendant serving the
 * contract — sends the payment receipt of an overdue bill (one file: PDF, JPG or PNG by its
 * content, at most 5 MB) and the payment date. The file goes to private storage and the receipt
 * row is written with its file record in one transaction (both or neither); a bill has at most
 * one receipt waiting (the unique `waitingKey`, so two racing sends cannot both be kept).
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES as M, RECEIPT_MIME_TYPES, receiptErrors } from '../../../domain/collections/receipt/rules';
import type { ReceiptAnswer } from '../../../domain/collections/suspension/types';
import { isAttendant } from '../../../domain/roles';
import { saoPauloParts } from '../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { badRequest, conflict, notFound, unprocessable } from '../../core/http';
import { INVOICE_UID, normalizeRow, statusOf, visibleAt, type InvoiceRow } from '../../core/invoice-rows';
import { recordFile } from '../../core/private-files';
import { filesIn, inspectFile, keepStoredIf, removeTemporaryFiles, storeUploads, type IncomingFile } from '../../core/uploads';
import { siteUrl } from '../../core/mail';
import { RECEIPT_UID } from '../suspension/store';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const newProtocol = (at: Date) => `CMP-${saoPauloParts(at).year}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The staff's link to the file, through the site (portal administrators signed in: GET /api/collections/receipts/:protocol/files/1). */
export const receiptFileLink = (protocol: string) => `${siteUrl()}/api/collections/receipts/${protocol}/files/1`;

async function checkedFile(files: unknown): Promise<IncomingFile> {
  const list = filesIn(files, 'file');
  if (!list.length) throw badRequest(M.fileRequired, { file: M.fileRequired });
  if (list.length > 1) throw badRequest(M.oneFile, { file: M.oneFile });
  const file = list[0]!;
  const { size, mime } = await inspectFile(file);
  if (!mime || !(RECEIPT_MIME_TYPES as readonly string[]).includes(mime)) throw badRequest(M.fileFormat, { file: M.fileFormat });
  if (size > RECEIPT_MAX_BYTES) throw badRequest(M.fileSize, { file: M.fileSize });
  file.detectedMimeType = mime;
  return file;
}

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message ?? error));

async function submit(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  body: Record<string, unknown>,
  rawFiles: unknown,
): Promise<ReceiptAnswer> {
  const at = now();
  const errors = receiptErrors(body, at);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const paymentDate = String(body.paymentDate).trim();
  const number = typeof numDoc === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(numDoc) ? numDoc : null;
  const row = number
    ? ((await strapi.db.query(INVOICE_UID).findOne({
        where: { numDoc: number, contract: { id: portal.contract.id }, ...visibleAt(at) },
      })) as InvoiceRow | null)
    : null;
  if (!row) throw notFound(M.billNotFound);
  const bill = normalizeRow(row);
  if (statusOf(bill, at) !== 'PENDING') throw unprocessable(M.notOverdue);
  if (paymentDate < bill.issueDate) throw badRequest(M.dateBeforeIssue, { paymentDate: M.dateBeforeIssue });
  const waitingKey = `invoice:${row.id}`;
  if (await strapi.db.query(RECEIPT_UID).findOne({ where: { waitingKey }, select: ['id'] })) throw conflict(M.alreadyWaiting);
  const file = await checkedFile(rawFiles);

  const mime = file.detectedMimeType!;
  const name = `comprovante-${bill.numDoc}.${EXTENSIONS[mime] ?? 'bin'}`;
  const stored = await storeUploads(strapi, [{ file, mime, name }]);
  const attendant = isAttendant(portal.user.portalRole as never);
  const protocol = newProtocol(at);
  try {
    await keepStoredIf(strapi, stored, () =>
      strapi.db.transaction(async () => {
        const receipt = (await strapi.db.query(RECEIPT_UID).create({
          data: {
            protocol,
            contract: portal.contract.id,
            invoice: row.id,
            numDoc: bill.numDoc,
            customer: attendant ? null : portal.user.id,
            attendant: attendant ? portal.user.id : null,
            submittedBy: attendant ? 'ATTENDANT' : 'CUSTOMER',
            paymentDate,
            receiptStatus: 'PENDING',
            submittedAt: at,
            waitingKey,
            fileLink: receiptFileLink(protocol),
          },
        })) as { id: number };
        await recordFile(strapi, stored[0]!.stored, {
          kind: 'PAYMENT_RECEIPT',
          relatedType: RECEIPT_UID,
          relatedId: receipt.id,
          ownerUserId: portal.user.id,
          name,
          mime,
        });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyWaiting);
    throw error;
  }
  return { data: { protocol, numDoc: bill.numDoc, status: 'PENDING', paymentDate }, message: M.sent };
}

/** POST /api/collections/invoices/:numDoc/receipt (multipart: `paymentDate`, `file`). */
export async function sendReceipt(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  body: Record<string, unknown>,
  files: unknown,
): Promise<ReceiptAnswer> {
  try {
    return await submit(strapi, portal, numDoc, body, files);
  } finally {
    await removeTemporaryFiles(files);
  }
}
