/**
 * Data export (LGPD art. 18 II and V) as a job whose state lives in the database, so
 * it survives a restart and several CMS instances share the queue:
 *
 *   WAITING → PROCESSING (claimed with a lease) → READY (file kept 24 h) | ERROR; READY → EXPIRED
 *
 * The export is a leased kind of the portal's job loop (portal/jobs, `registerExportKind` from
 * the bootstrap; JOBS_POLL_MS): on every turn it expires old archives and claims the oldest
 * WAITING job, or a PROCESSING one whose lease ran out (its instance died), with the loop's
 * `claimLeased` (one conditional UPDATE: only one instance gets it). A job that fails
 * EXPORT_MAX_ATTEMPTS times is ERROR. The archive is kept in private storage (core/private-files; never in the public uploads,
 * never in the row), and only its owner's session downloads it; READY is announced by a
 * notification and an e-mail. An archive that expires or is replaced is deleted.
 */
import type { Core } from '@strapi/strapi';
import {
  EXPORT_VALIDITY_MS,
  exportRequestErrors,
  isExportDownloadable,
  PRIVACY_MESSAGES,
  type ExportStatus,
} from '../../domain/privacy/rules';
import type { ExportView } from '../../domain/privacy/types';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, conflict, notFound, portalError, type Body } from '../core/http';
import { siteUrl } from '../core/mail';
import {
  discardStored,
  filesOf,
  PRIVATE_FILE_UID,
  PrivateFileMissing,
  putBytes,
  readPrivateFile,
  recordFile,
  removeFilesOf,
} from '../core/private-files';
import { USER_UID, type UserRow } from '../core/types';
import type { FileAnswer } from '../core/files';
import { claimLeased, kickJobs, registerLeasedKind } from '../jobs';
import { notify } from '../notifications/notify';
import { buildArchive } from './archive';
import { collectUserData } from './export-data';
import { sendPrivacyMail } from './mail';
import { DATA_EXPORT_UID } from './store';

export const EXPORT_LEASE_MS = 5 * 60_000;
export const EXPORT_MAX_ATTEMPTS = 3;

export interface ExportRow {
  id: number;
  documentId: string;
  userId: number;
  status: ExportStatus;
  requestedAt: string;
  leaseUntil: string | null;
  attempts: number | null;
  readyAt: string | null;
  expiresAt: string | null;
  fileName: string | null;
  sizeBytes: number | null;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
const VIEW_FIELDS = [
  'id',
  'documentId',
  'userId',
  'status',
  'requestedAt',
  'leaseUntil',
  'attempts',
  'readyAt',
  'expiresAt',
  'fileName',
  'sizeBytes',
];

export function exportView(row: ExportRow, at: Date = now()): ExportView {
  const expiresAt = iso(row.expiresAt);
  const status: ExportStatus = row.status === 'READY' && !isExportDownloadable(row.status, expiresAt, at) ? 'EXPIRED' : row.status;
  return {
    id: row.documentId,
    status,
    requestedAt: iso(row.requestedAt)!,
    readyAt: iso(row.readyAt),
    expiresAt,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    downloadPath: status === 'READY' ? `/api/privacy/exports/${row.documentId}/file` : null,
  };
}

export async function latestExportRow(strapi: Core.Strapi, userId: number): Promise<ExportRow | null> {
  return (await strapi.db
    .query(DATA_EXPORT_UID)
    .findOne({ where: { userId }, select: VIEW_FIELDS, orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }] })) as ExportRow | null;
}

/** POST /api/privacy/exports { format: 'zip' } → 202 with the new job (409 while one is running). */
export async function requestExport(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'privacy.export'>,
): Promise<{ data: ExportView; message: string }> {
  const user = state.user;
  const errors = exportRequestErrors(body);
  if (errors.format) throw badRequest(errors.format, errors);
  const row = (await strapi.db.transaction(async () => {
    const running = await strapi.db
      .query(DATA_EXPORT_UID)
      .findOne({ where: { userId: user.id, status: { $in: ['WAITING', 'PROCESSING'] } }, select: ['id'] });
    if (running) throw conflict(PRIVACY_MESSAGES.exportInProgress);
    // A new archive replaces the previous one (its file is deleted).
    const ready = (await strapi.db.query(DATA_EXPORT_UID).findMany({ where: { userId: user.id, status: 'READY' }, select: ['id'] })) as {
      id: number;
    }[];
    await strapi.db.query(DATA_EXPORT_UID).updateMany({ where: { userId: user.id, status: 'READY' }, data: { status: 'EXPIRED' } });
    await removeFilesOf(
      strapi,
      DATA_EXPORT_UID,
      ready.map((r) => r.id),
    );
    return strapi.db
      .query(DATA_EXPORT_UID)
      .create({ data: { userId: user.id, status: 'WAITING', requestedAt: now(), attempts: 0 }, select: VIEW_FIELDS });
  })) as ExportRow;
  kickJobs(strapi);
  return { data: exportView(row), message: PRIVACY_MESSAGES.exportRequested };
}

/** GET /api/privacy/exports/latest → the caller's newest job (or null). */
export async function latestExport(strapi: Core.Strapi, state: UserScope): Promise<{ data: ExportView | null }> {
  const row = await latestExportRow(strapi, state.user.id);
  return { data: row ? exportView(row) : null };
}

/** GET /api/privacy/exports/:id/file → the zip; another user's job does not exist (404). */
export async function downloadExport(strapi: Core.Strapi, state: UserScope, id: unknown): Promise<FileAnswer> {
  const user = state.user;
  if (typeof id !== 'string' || !id || id.length > 64) throw notFound(PRIVACY_MESSAGES.exportNotFound);
  const row = (await strapi.db.query(DATA_EXPORT_UID).findOne({ where: { documentId: id, userId: user.id } })) as ExportRow | null;
  if (!row) throw notFound(PRIVACY_MESSAGES.exportNotFound);
  if (row.status === 'EXPIRED' || (row.status === 'READY' && !isExportDownloadable('READY', iso(row.expiresAt), now())))
    throw portalError(410, PRIVACY_MESSAGES.exportExpired);
  const [file] = row.status === 'READY' ? await filesOf(strapi, DATA_EXPORT_UID, row.id) : [];
  if (!file) throw conflict(PRIVACY_MESSAGES.exportNotReady);
  let body: Buffer;
  try {
    body = await readPrivateFile(strapi, file);
  } catch (error) {
    if (error instanceof PrivateFileMissing) throw portalError(410, PRIVACY_MESSAGES.exportExpired);
    throw error;
  }
  return { filename: row.fileName ?? 'meus-dados.zip', contentType: 'application/zip', body };
}

// --- the job loop ----------------------------------------------------------------------------

/** Claims one job for this instance, or null when there is none (or another instance won it). */
export const claimExportJob = (strapi: Core.Strapi): Promise<ExportRow | null> =>
  claimLeased<ExportRow>(strapi, DATA_EXPORT_UID, { leaseMs: EXPORT_LEASE_MS, select: VIEW_FIELDS });

/** Builds the archive of a claimed job and publishes it (only while this instance still holds the lease). */
export async function processExportJob(strapi: Core.Strapi, job: ExportRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  if (Number(job.attempts) > EXPORT_MAX_ATTEMPTS) {
    await strapi.db.query(DATA_EXPORT_UID).updateMany({ where: held, data: { status: 'ERROR', leaseUntil: null } });
    return;
  }
  try {
    const generatedAt = now();
    const archive = await buildArchive(await collectUserData(strapi, job.userId), generatedAt);
    const stored = await putBytes(strapi, archive);
    const readyAt = now();
    const day = readyAt.toISOString().slice(0, 10);
    const fileName = `meus-dados-necta-${day}.zip`;
    let count = 0;
    // A job taken over from a stopped instance may already have a file: the new one replaces it.
    const previous: string[] = [];
    try {
      count = await strapi.db.transaction(async () => {
        const updated = (await strapi.db.query(DATA_EXPORT_UID).updateMany({
          where: held,
          data: {
            status: 'READY',
            leaseUntil: null,
            readyAt,
            expiresAt: new Date(readyAt.getTime() + EXPORT_VALIDITY_MS),
            fileName,
            sizeBytes: stored.size,
            fileSha256: stored.sha256,
            error: null,
          },
        })) as { count: number };
        if (updated.count !== 1) return updated.count;
        for (const file of await filesOf(strapi, DATA_EXPORT_UID, job.id)) previous.push(file.key);
        await strapi.db.query(PRIVATE_FILE_UID).deleteMany({ where: { relatedType: DATA_EXPORT_UID, relatedId: job.id } });
        await recordFile(strapi, stored, {
          kind: 'DATA_EXPORT',
          relatedType: DATA_EXPORT_UID,
          relatedId: job.id,
          ownerUserId: job.userId,
          name: fileName,
          mime: 'application/zip',
        });
        return updated.count;
      });
    } finally {
      // Lost the lease (another instance took the job) or the transaction failed: the bytes go.
      await discardStored(strapi, count === 1 ? previous : [stored.key]);
    }
    if (count === 1) await announceReady(strapi, job.userId);
  } catch (error) {
    strapi.log.error(`privacy: export ${job.id} failed (attempt ${job.attempts}): ${(error as Error).stack ?? error}`);
    const last = Number(job.attempts) >= EXPORT_MAX_ATTEMPTS;
    await strapi.db.query(DATA_EXPORT_UID).updateMany({
      where: held,
      data: { status: last ? 'ERROR' : 'WAITING', leaseUntil: null, error: String((error as Error).message ?? error).slice(0, 500) },
    });
  }
}

async function announceReady(strapi: Core.Strapi, userId: number): Promise<void> {
  const link = `${siteUrl()}/area-cliente/atualizacao-cadastro?aba=privacidade`;
  try {
    await notify(
      strapi,
      { userIds: [userId] },
      {
        title: PRIVACY_MESSAGES.exportReadyTitle,
        description: `<p>O arquivo com os seus dados está pronto. Baixe em <a href="${link}">Atualização cadastral › Privacidade e dados</a> em até 24 horas.</p>`,
      },
    );
    const user = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['email', 'name'] })) as Pick<
      UserRow,
      'email' | 'name'
    > | null;
    if (user?.email)
      await sendPrivacyMail(strapi, user.email, PRIVACY_MESSAGES.exportReadySubject, user.name, [
        'O arquivo com os dados que a área do cliente guarda sobre você está pronto.',
        `Para baixar, entre na área do cliente e abra Atualização cadastral › Privacidade e dados: ${link}`,
        'Por segurança, o arquivo só pode ser baixado com o seu acesso e fica disponível por 24 horas.',
      ]);
  } catch (error) {
    strapi.log.error(`privacy: export announcement for user ${userId} failed: ${(error as Error).message}`);
  }
}

/** READY archives past their 24 hours become EXPIRED and their files are deleted. */
export async function expireExports(strapi: Core.Strapi): Promise<void> {
  const at = now();
  const due = (await strapi.db
    .query(DATA_EXPORT_UID)
    .findMany({ where: { status: 'READY', expiresAt: { $lte: at } }, select: ['id'] })) as { id: number }[];
  if (!due.length) return;
  const ids = due.map((d) => d.id);
  await strapi.db.query(DATA_EXPORT_UID).updateMany({ where: { id: { $in: ids }, status: 'READY' }, data: { status: 'EXPIRED' } });
  await removeFilesOf(strapi, DATA_EXPORT_UID, ids);
}

/** The export as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerExportKind(): void {
  registerLeasedKind<ExportRow>({ kind: 'data-export', claim: claimExportJob, run: processExportJob, housekeeping: expireExports });
}
