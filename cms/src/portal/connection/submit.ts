/**
 * POST /api/services/connection (spec 04 §3, §4.4, §5, §7; PORTAL-API.md §11f): a new-connection
 * request. Everything is checked before anything is written — the fields against the type's
 * schema, the number of files, the chosen condominium, each file's size and content (by its
 * bytes) — so a refusal leaves no stored file and no row. Then the files go to private storage
 * (never the Media Library), the request row and its files' records are created in one
 * transaction with its protocol (the stored bytes removed again if that fails), and
 * the two e-mails are sent (a mail failure is logged: the request is saved and answered).
 */
import type { Core } from '@strapi/strapi';
import { CONNECTION_MESSAGES as M, EXTENSION_NOT_ALLOWED, FILE_TOO_LARGE } from '../../domain/connection/messages';
import { formatProtocol, nextSequence, protocolPrefix } from '../../domain/connection/protocol';
import { cityKey, fileCountErrors, fileVerdict } from '../../domain/connection/rules';
import { parseConnectionRequest, type ConnectionRequestValues } from '../../domain/connection/schemas';
import type { ConnectionSubmitAnswer } from '../../domain/connection/types';
import { isValidEmail } from '../../domain/email';
import { now } from '../core/clock';
import { recordFile } from '../core/private-files';
import { lastProtocol, withProtocolRetry } from '../core/protocols';
import { filesIn, inspectFile, keepStoredIf, removeTemporaryFiles, storeUploads, type IncomingFile } from '../core/uploads';
import { connectionError, fieldErrors } from './errors';
import { sendCustomerReceipt, sendSalesCopy, type SalesAttachment } from './mail';
import { locationsOf } from './places';
import { findCity } from '../core/places';

export const CONNECTION_REQUEST_UID = 'api::connection.connection-request';

export interface SubmitInput {
  /** The multipart (or JSON) fields. */
  body: Record<string, unknown>;
  /** ctx.request.files as koa-body left it. */
  files: unknown;
}

/** A file of the request and the field it came in. */
interface RequestFile {
  field: 'files' | 'selfie';
  file: IncomingFile;
}

/** The files under `files` and `selfie`; every other part's temporary file is ignored (and removed at the end). */
const requestFiles = (files: unknown): RequestFile[] => [
  ...filesIn(files, 'files').map((file) => ({ field: 'files' as const, file })),
  ...filesIn(files, 'selfie').map((file) => ({ field: 'selfie' as const, file })),
];

/** The condominium of an individual request must be one of the city's, and not one with gas already installed. */
async function checkCondominium(strapi: Core.Strapi, request: ConnectionRequestValues): Promise<ConnectionRequestValues> {
  if (request.type !== 'INDIVIDUAL_RESIDENTIAL') return request;
  const city = await findCity(strapi, request.cityName);
  if (!city) throw fieldErrors({ cityName: M.unknownCity });
  const location = (await locationsOf(strapi, city)).find((l) => cityKey(l.name) === cityKey(request.locationName));
  if (!location) throw fieldErrors({ locationName: M.unknownLocation });
  if (location.type === 'COLLECTIVE') throw fieldErrors({ locationName: M.collectiveLocation });
  return { ...request, cityName: city.name, locationName: location.name };
}

async function checkFiles(files: RequestFile[]): Promise<void> {
  for (const { field, file } of files) {
    const { size, mime } = await inspectFile(file);
    const verdict = fileVerdict(field, mime, size);
    if (verdict === FILE_TOO_LARGE) throw connectionError(400, M.fileTooLarge, { [field]: M.fileTooLarge }, { error: FILE_TOO_LARGE });
    if (verdict === EXTENSION_NOT_ALLOWED)
      throw connectionError(400, M.extensionNotAllowed, { [field]: M.extensionNotAllowed }, { error: EXTENSION_NOT_ALLOWED });
    file.detectedMimeType = mime;
  }
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Stored names say what the file is, never what the visitor called it. */
function storedName({ field, file }: RequestFile, index: number): string {
  const ext = EXTENSIONS[file.detectedMimeType ?? ''] ?? 'bin';
  return field === 'selfie' ? `solicitacao-ligacao-selfie.${ext}` : `solicitacao-ligacao-documento-${index + 1}.${ext}`;
}

/** Creates the row with the next protocol of the year; a protocol taken meanwhile (parallel requests) is retried. */
function createRow(strapi: Core.Strapi, data: Record<string, unknown>, withRow: (id: number) => Promise<void>): Promise<string> {
  return withProtocolRetry(strapi, async () => {
    const prefix = protocolPrefix(now());
    const protocol = formatProtocol(prefix, nextSequence(await lastProtocol(strapi, CONNECTION_REQUEST_UID, prefix)));
    const created = (await strapi.documents(CONNECTION_REQUEST_UID).create({ data: { ...data, protocol } as never })) as {
      id: number;
    };
    await withRow(created.id);
    return protocol;
  });
}

async function sendMails(strapi: Core.Strapi, request: ConnectionRequestValues, protocol: string, files: SalesAttachment[]): Promise<void> {
  try {
    await sendCustomerReceipt(strapi, request, protocol);
  } catch (error) {
    strapi.log.error(`connection request ${protocol}: customer e-mail failed: ${(error as Error).message}`);
  }
  const sales = (process.env.CONNECTION_SALES_EMAIL ?? '').trim();
  if (!isValidEmail(sales)) {
    strapi.log.warn(`connection request ${protocol}: CONNECTION_SALES_EMAIL is not set; the request is only in the CMS admin`);
    return;
  }
  try {
    await sendSalesCopy(strapi, sales, request, protocol, files);
  } catch (error) {
    strapi.log.error(`connection request ${protocol}: sales e-mail failed: ${(error as Error).message}`);
  }
}

async function submit(strapi: Core.Strapi, input: SubmitInput): Promise<{ data: ConnectionSubmitAnswer }> {
  const parsed = parseConnectionRequest(input.body);
  if (!parsed.ok) throw fieldErrors(parsed.errors);
  const files = requestFiles(input.files);
  const countErrors = fileCountErrors(parsed.value.type, {
    files: files.filter((f) => f.field === 'files').length,
    selfie: files.filter((f) => f.field === 'selfie').length,
  });
  if (Object.keys(countErrors).length) throw fieldErrors(countErrors);
  const request = await checkCondominium(strapi, parsed.value);
  await checkFiles(files);

  const stored = await storeUploads(
    strapi,
    files.map((item, index) => ({
      file: item.file,
      name: storedName(item, index),
      mime: item.file.detectedMimeType ?? 'application/octet-stream',
    })),
  );
  const protocol = await keepStoredIf(strapi, stored, () =>
    createRow(strapi, { ...request, status: 'OPEN' }, async (id) => {
      for (const [position, file] of stored.entries())
        await recordFile(strapi, file.stored, {
          kind: files[position]!.field === 'selfie' ? 'CONNECTION_SELFIE' : 'CONNECTION_DOCUMENT',
          relatedType: CONNECTION_REQUEST_UID,
          relatedId: id,
          position,
          name: file.name,
          mime: file.mime,
        });
    }),
  );
  await sendMails(
    strapi,
    request,
    protocol,
    stored.map((f) => ({ filename: f.name, contentType: f.mime, content: f.bytes })),
  );
  return { data: { protocol } };
}

export async function submitConnectionRequest(strapi: Core.Strapi, input: SubmitInput): Promise<{ data: ConnectionSubmitAnswer }> {
  try {
    return await submit(strapi, input);
  } finally {
    await removeTemporaryFiles(input.files);
  }
}
