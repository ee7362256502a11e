/**
 * Customers' files in private storage (docs/security.md "Customers' files in private storage"):
 * the bytes go to the private storage of the settings (`private-storage.ts`: a folder outside
 * the public uploads, or an S3-compatible bucket), and one row of `api::private-file.private-file`
 * records what they are — kind, the row they belong to (`relatedType` + `relatedId`), the owner,
 * name, MIME type, size and SHA-256. That content type is hidden from the admin and has no route:
 * the files are served only by the portal routes that check who asks.
 *
 * Writing is two steps so that callers keep "no partial write": `putBytes` before the caller's
 * transaction, `recordFile` inside it, and `discardStored` when the transaction fails.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { PrivateFileMissing, storageFromEnv, type PrivateStorage, type StoredObject } from './private-storage';
import type { RowOf } from './types';

export const PRIVATE_FILE_UID = 'api::private-file.private-file' as const;

export type PrivateFileRow = RowOf<
  typeof PRIVATE_FILE_UID,
  'key' | 'kind' | 'relatedType' | 'relatedId' | 'position' | 'ownerUserId' | 'name' | 'mime' | 'size' | 'sha256'
>;

export type PrivateFileKind = PrivateFileRow['kind'];

export interface NewPrivateFile {
  kind: PrivateFileKind;
  relatedType: string;
  relatedId: number;
  position?: number;
  ownerUserId?: number | null;
  name: string;
  mime: string;
  legacyUploadId?: number | null;
}

const storages = new WeakMap<Core.Strapi, PrivateStorage>();

/** The storage of the settings (PRIVATE_FILES_*), made once per CMS. A relative folder is the repository's. */
export function privateStorage(strapi: Core.Strapi): PrivateStorage {
  let storage = storages.get(strapi);
  if (!storage) {
    storage = storageFromEnv(process.env, (dir) => {
      const resolved = path.resolve(strapi.dirs.app.root, '..', dir);
      const publicDir = path.resolve(strapi.dirs.static.public);
      // Anything under public/ is served to whoever asks: refused whatever the mode.
      if (resolved === publicDir || resolved.startsWith(`${publicDir}${path.sep}`))
        throw new Error(`PRIVATE_FILES_DIR (${resolved}) is inside the CMS's public folder; choose a folder outside ${publicDir}`);
      return resolved;
    });
    storages.set(strapi, storage);
  }
  return storage;
}

/** Step 1: the bytes into private storage (nothing recorded yet). */
export function putBytes(strapi: Core.Strapi, content: Buffer | Uint8Array | Readable): Promise<StoredObject> {
  return privateStorage(strapi).put(content);
}

/** Undoes step 1 when the write that needed it failed; logs (never throws) when the storage refuses. */
export async function discardStored(strapi: Core.Strapi, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await privateStorage(strapi)
      .delete(key)
      .catch((error: Error) => strapi.log.error(`private files: could not remove ${key.slice(0, 8)}…: ${error.message}`));
}

/** Step 2: the row that says what the stored bytes are (inside the caller's transaction). */
export async function recordFile(strapi: Core.Strapi, stored: StoredObject, file: NewPrivateFile): Promise<PrivateFileRow> {
  return (await strapi.db.query(PRIVATE_FILE_UID).create({
    data: {
      key: stored.key,
      kind: file.kind,
      relatedType: file.relatedType,
      relatedId: file.relatedId,
      position: file.position ?? 0,
      ownerUserId: file.ownerUserId ?? null,
      name: file.name.slice(0, 255),
      mime: file.mime,
      size: stored.size,
      sha256: stored.sha256,
      legacyUploadId: file.legacyUploadId ?? null,
    },
  })) as PrivateFileRow;
}

/** The files recorded for a row, in their order. */
export async function filesOf(strapi: Core.Strapi, relatedType: string, relatedId: number): Promise<PrivateFileRow[]> {
  return (await strapi.db.query(PRIVATE_FILE_UID).findMany({
    where: { relatedType, relatedId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })) as PrivateFileRow[];
}

/** The bytes of a recorded file. */
export function readPrivateFile(strapi: Core.Strapi, file: Pick<PrivateFileRow, 'key'>): Promise<Buffer> {
  return privateStorage(strapi).get(file.key);
}

/** Removes the rows and then the bytes of a row's files (e.g. an expired export). */
export async function removeFilesOf(strapi: Core.Strapi, relatedType: string, relatedIds: number[]): Promise<number> {
  if (!relatedIds.length) return 0;
  const rows = (await strapi.db
    .query(PRIVATE_FILE_UID)
    .findMany({ where: { relatedType, relatedId: { $in: relatedIds } }, select: ['id', 'key'] })) as { id: number; key: string }[];
  if (!rows.length) return 0;
  await strapi.db.query(PRIVATE_FILE_UID).deleteMany({ where: { id: { $in: rows.map((r) => r.id) } } });
  await discardStored(
    strapi,
    rows.map((r) => r.key),
  );
  return rows.length;
}

export { PrivateFileMissing };
