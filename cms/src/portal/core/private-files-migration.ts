/**
 * The move of customers' files into private storage, run at every start (bootstrap) before the
 * CMS answers. Older versions kept them where editors and the build token could reach them:
 *
 * - connection requests' documents and selfie and reconnection payment proofs in the Media
 *   Library (`files` rows linked through `files_related_mph`, bytes under `public/uploads`);
 * - batch files and LGPD export archives as base64 in their rows (`file_data`).
 *
 * Each file is copied, read back and compared by SHA-256 with the original before its record is
 * written; only then is the original removed (the Media Library row, its links and its bytes with
 * every resized format, or the base64 column). Idempotent and safe to stop at any point: a file
 * whose record exists is not copied again, only its original removed; a copy without a record
 * (stopped in between) is copied again (the unrecorded one is left as unreachable garbage).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { privateStorage, PRIVATE_FILE_UID, recordFile, type PrivateFileKind } from './private-files';

const CONNECTION_UID = 'api::connection.connection-request';
const SERVICE_UID = 'api::service.service-request';
const DATA_EXPORT_UID = 'api::privacy.data-export';
const JOB_UID = 'api::batches.batch';
const FILE_UID = 'plugin::upload.file';
const MORPH_TABLE = 'files_related_mph';

export interface MigrationReport {
  mediaFiles: number;
  batchFiles: number;
  exportFiles: number;
  skipped: number;
}

export interface MigrationOptions {
  /** Test support: stop (as a crash would) after this many files were copied. */
  stopAfter?: number;
}

class Stopped extends Error {}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Copies the bytes and proves the copy: read back from the storage, same SHA-256. */
async function copyVerified(strapi: Core.Strapi, bytes: Buffer, expected?: string | null) {
  const digest = sha256(bytes);
  if (expected && expected !== digest) throw new Error(`checksum differs from the recorded one (${expected.slice(0, 8)}…)`);
  const stored = await privateStorage(strapi).put(bytes);
  const back = await privateStorage(strapi).get(stored.key);
  if (sha256(back) !== digest || stored.sha256 !== digest) {
    await privateStorage(strapi).delete(stored.key);
    throw new Error('the copy in private storage does not match the original');
  }
  return stored;
}

interface MediaLink {
  fileId: number;
  relatedId: number;
  relatedType: string;
  field: string;
  order: number | null;
}

interface MediaFile {
  id: number;
  name: string;
  mime: string;
  url: string;
  provider: string;
  formats: Record<string, { url?: string }> | string | null;
}

function kindOf(link: MediaLink): PrivateFileKind {
  if (link.relatedType === SERVICE_UID) return 'RECONNECTION_PROOF';
  return link.field === 'selfie' ? 'CONNECTION_SELFIE' : 'CONNECTION_DOCUMENT';
}

/** The bytes of a Media Library file of the local provider (public/uploads), or null. */
function localPath(strapi: Core.Strapi, url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/uploads/')) return null;
  const publicDir = path.resolve(strapi.dirs.static.public);
  const location = path.resolve(publicDir, `.${url}`);
  return location.startsWith(`${publicDir}${path.sep}`) ? location : null;
}

async function removeMediaFile(strapi: Core.Strapi, file: MediaFile): Promise<void> {
  const formats = typeof file.formats === 'string' ? (JSON.parse(file.formats) as MediaFile['formats']) : file.formats;
  const urls = [file.url, ...Object.values((formats ?? {}) as Record<string, { url?: string }>).map((f) => f?.url)];
  await strapi.db.connection(MORPH_TABLE).where({ file_id: file.id }).delete();
  await strapi.db.query(FILE_UID).delete({ where: { id: file.id } });
  for (const url of urls) {
    const location = localPath(strapi, url);
    if (location) await fs.rm(location, { force: true });
  }
}

async function migrateMedia(strapi: Core.Strapi, budget: { left: number }, report: MigrationReport): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(MORPH_TABLE))) return;
  const links = (
    (await knex(MORPH_TABLE)
      .select('file_id', 'related_id', 'related_type', 'field', 'order')
      .whereIn('related_type', [CONNECTION_UID, SERVICE_UID])
      .whereIn('field', ['files', 'selfie'])
      .orderBy([{ column: 'related_id' }, { column: 'field' }, { column: 'order' }])) as Record<string, unknown>[]
  ).map((row): MediaLink => ({
    fileId: Number(row.file_id),
    relatedId: Number(row.related_id),
    relatedType: String(row.related_type),
    field: String(row.field),
    order: row.order === null || row.order === undefined ? null : Number(row.order),
  }));
  for (const link of links) {
    const file = (await strapi.db.query(FILE_UID).findOne({ where: { id: link.fileId } })) as MediaFile | null;
    if (!file) {
      await knex(MORPH_TABLE).where({ file_id: link.fileId }).delete();
      continue;
    }
    const done = await strapi.db
      .query(PRIVATE_FILE_UID)
      .findOne({ where: { legacyUploadId: file.id, relatedType: link.relatedType, relatedId: link.relatedId }, select: ['id'] });
    if (!done) {
      const location = localPath(strapi, file.url);
      if (!location || file.provider !== 'local') {
        strapi.log.warn(`private files: Media Library file ${file.id} is not on the local provider; move it by hand`);
        report.skipped++;
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(location);
      } catch {
        strapi.log.error(`private files: the bytes of Media Library file ${file.id} are missing (${file.url}); left in place`);
        report.skipped++;
        continue;
      }
      if (budget.left <= 0) throw new Stopped();
      const stored = await copyVerified(strapi, bytes);
      budget.left--;
      const order = link.order ?? 0;
      await recordFile(strapi, stored, {
        kind: kindOf(link),
        relatedType: link.relatedType,
        relatedId: link.relatedId,
        position: link.field === 'selfie' ? 100 + order : order,
        name: file.name,
        mime: file.mime,
        legacyUploadId: file.id,
      });
      report.mediaFiles++;
    }
    await removeMediaFile(strapi, file);
  }
}

interface Base64Source {
  uid: string;
  kind: PrivateFileKind;
  owner: string;
  name: (row: Record<string, unknown>) => string;
  mime: (row: Record<string, unknown>) => string;
  checksum?: string;
  count: keyof Omit<MigrationReport, 'skipped' | 'mediaFiles'>;
}

const SOURCES: Base64Source[] = [
  {
    uid: JOB_UID,
    kind: 'BATCH_FILE',
    owner: 'uploadedBy',
    name: (row) => String(row.fileName || `lote-${row.id}`),
    mime: (row) => String(row.fileMime || 'application/octet-stream'),
    count: 'batchFiles',
  },
  {
    uid: DATA_EXPORT_UID,
    kind: 'DATA_EXPORT',
    owner: 'userId',
    name: (row) => String(row.fileName || 'meus-dados.zip'),
    mime: () => 'application/zip',
    checksum: 'fileSha256',
    count: 'exportFiles',
  },
];

async function migrateBase64(strapi: Core.Strapi, source: Base64Source, budget: { left: number }, report: MigrationReport) {
  const ids = (
    (await strapi.db.query(source.uid).findMany({ where: { fileData: { $notNull: true } }, select: ['id'] })) as { id: number }[]
  ).map((r) => r.id);
  for (const id of ids) {
    const row = (await strapi.db.query(source.uid).findOne({ where: { id } })) as Record<string, unknown> | null;
    if (!row || typeof row.fileData !== 'string') continue;
    const recorded = await strapi.db.query(PRIVATE_FILE_UID).findOne({ where: { relatedType: source.uid, relatedId: id }, select: ['id'] });
    // An expired export keeps nothing: its base64 is dropped, not moved.
    const keep = source.uid !== DATA_EXPORT_UID || row.status === 'READY';
    if (!recorded && keep && row.fileData) {
      if (budget.left <= 0) throw new Stopped();
      const bytes = Buffer.from(row.fileData, 'base64');
      const stored = await copyVerified(strapi, bytes, source.checksum ? (row[source.checksum] as string | null) : null);
      budget.left--;
      await strapi.db.transaction(async () => {
        await recordFile(strapi, stored, {
          kind: source.kind,
          relatedType: source.uid,
          relatedId: id,
          ownerUserId: (row[source.owner] as number | null) ?? null,
          name: source.name(row),
          mime: source.mime(row),
        });
        await strapi.db.query(source.uid).update({ where: { id }, data: { fileData: null } });
      });
      report[source.count]++;
      continue;
    }
    await strapi.db.query(source.uid).update({ where: { id }, data: { fileData: null } });
  }
}

export async function migratePrivateFiles(strapi: Core.Strapi, options: MigrationOptions = {}): Promise<MigrationReport> {
  const report: MigrationReport = { mediaFiles: 0, batchFiles: 0, exportFiles: 0, skipped: 0 };
  const budget = { left: options.stopAfter ?? Number.POSITIVE_INFINITY };
  try {
    await migrateMedia(strapi, budget, report);
    for (const source of SOURCES) await migrateBase64(strapi, source, budget, report);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  }
  const moved = report.mediaFiles + report.batchFiles + report.exportFiles;
  if (moved || report.skipped) strapi.log.info(`private files: moved ${moved} file(s) into private storage (${JSON.stringify(report)})`);
  return report;
}
