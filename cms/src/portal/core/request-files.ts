/**
 * Staff downloads of the files a request carries (docs/security.md "Customers' files in private
 * storage"): a connection request's identity documents and selfie, a reconnection's payment
 * proofs. The route declares who may ask (portal policy); here the request is found by its
 * protocol and the file by its position (1, 2, …) — an unknown protocol or position is 404.
 */
import type { Core, UID } from '@strapi/strapi';
import type { FileAnswer } from './files';
import { badRequest, notFound } from './http';
import { filesOf, PrivateFileMissing, readPrivateFile } from './private-files';

export const FILE_NOT_FOUND = 'Arquivo não encontrado.';
export const BAD_FILE_POSITION = 'Informe o número do arquivo (1, 2, …).';

export async function requestFile(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  protocolParam: unknown,
  positionParam: unknown,
): Promise<FileAnswer> {
  const position = typeof positionParam === 'string' && /^[1-9][0-9]{0,2}$/.test(positionParam) ? Number(positionParam) : null;
  if (position === null) throw badRequest(BAD_FILE_POSITION, { position: BAD_FILE_POSITION });
  const protocol = typeof protocolParam === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(protocolParam) ? protocolParam : null;
  const row = protocol ? ((await strapi.db.query(uid).findOne({ where: { protocol }, select: ['id'] })) as { id: number } | null) : null;
  const file = row ? (await filesOf(strapi, uid, row.id))[position - 1] : undefined;
  if (!file) throw notFound(FILE_NOT_FOUND);
  try {
    return { filename: file.name, contentType: file.mime, body: await readPrivateFile(strapi, file) };
  } catch (error) {
    if (error instanceof PrivateFileMissing) throw notFound(FILE_NOT_FOUND);
    throw error;
  }
}
