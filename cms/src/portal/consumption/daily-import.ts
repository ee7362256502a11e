/**
 * Daily-data upload of the dashboard's 'Atualizar' (spec 03 §2.6, spec 02 §2.10; PORTAL-API.md §17
 * "Daily data upload"): `POST /api/consumption-schedule/import-daily` takes one .xlsx (the same
 * whole-file checks as the other uploads, nothing written on a refused file) and queues it as a
 * database job of kind 'daily-data', one item per row. Applying a row upserts the measured
 * consumption (QDR) of that industrial contract on that day — the figure the dashboard's
 * 'Programado x Consumido', 'Top Clientes' and the decision timeline read.
 */
import type { Core } from '@strapi/strapi';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import type { Row } from '../../domain/batches/rows';
import type { BatchView, UploadAnswer } from '../../domain/batches/types';
import {
  DAILY_IMPORT_KIND,
  DAILY_IMPORT_MESSAGES,
  DAILY_MAX_ROWS,
  DAILY_XLSX_COLUMNS,
  parseDailyRow,
} from '../../domain/consumption/daily-import';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { notFound } from '../core/http';
import { parseXlsxRows } from '../core/spreadsheets';
import { CONTRACT_UID } from '../core/types';
import { readUpload, removeTemporaryFiles } from '../core/uploads';
import { batchStatus, enqueueJob, registerJobKind, RowError, type JobItem } from '../jobs';
import { INDUSTRIAL_UID, MEASUREMENT_UID } from './store';

/** The first sheet's rows keyed by column name; throws the file-level message when refused (core/spreadsheets.ts). */
export async function parseDailyXlsx(data: Buffer): Promise<{ line: number; data: Row }[]> {
  return parseXlsxRows(data, DAILY_XLSX_COLUMNS, [], DAILY_MAX_ROWS);
}

/** POST /api/consumption-schedule/import-daily (multipart, one .xlsx in any field). */
export async function importDaily(strapi: Core.Strapi, state: UserScope, files: unknown): Promise<UploadAnswer> {
  try {
    const file = await readUpload(files, 'xlsx');
    const items = await parseDailyXlsx(file.data);
    const { id } = await enqueueJob(strapi, { kind: DAILY_IMPORT_KIND, uploadedBy: state.user.id, file, items });
    return { data: (await batchStatus(strapi, id))!, message: DAILY_IMPORT_MESSAGES.queued };
  } finally {
    await removeTemporaryFiles(files);
  }
}

/** GET /api/consumption-schedule/import-daily/:id: the state of one daily-data batch (polled by 'Atualizar'). */
export async function importDailyStatus(strapi: Core.Strapi, idParam: unknown): Promise<{ data: BatchView }> {
  const id = typeof idParam === 'string' && /^\d{1,12}$/.test(idParam) ? Number(idParam) : null;
  const batch = id === null ? null : await batchStatus(strapi, id);
  if (!batch || batch.kind !== DAILY_IMPORT_KIND) throw notFound(BATCH_MESSAGES.batchNotFound);
  return { data: batch };
}

async function applyDailyRow(strapi: Core.Strapi, item: JobItem): Promise<void> {
  const parsed = parseDailyRow(item.data, saoPauloDate(now()));
  if (!parsed.ok) throw new RowError(parsed.reason);
  const { consumerCode, date, qdr } = parsed.value;
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({ where: { consumerCode }, select: ['id'] })) as { id: number }[];
  const industrial = contracts.length
    ? ((await strapi.db.query(INDUSTRIAL_UID).findOne({
        where: { contractRef: { $in: contracts.map((c) => c.id) } },
        select: ['id', 'contractRef'],
      })) as { id: number; contractRef: number } | null)
    : null;
  if (!industrial) throw new RowError(DAILY_IMPORT_MESSAGES.contractNotFound);
  const contractRef = Number(industrial.contractRef);
  const existing = (await strapi.db.query(MEASUREMENT_UID).findOne({ where: { contractRef, date }, select: ['id'] })) as {
    id: number;
  } | null;
  if (existing) await strapi.db.query(MEASUREMENT_UID).update({ where: { id: existing.id }, data: { qdr } });
  else await strapi.db.query(MEASUREMENT_UID).create({ data: { contractRef, date, qdr } });
}

/** Registers the 'daily-data' job kind (bootstrap, before the job loop starts). */
export function registerConsumptionKinds(): void {
  registerJobKind({ kind: DAILY_IMPORT_KIND, apply: (strapi, item) => applyDailyRow(strapi, item) });
}
