/**
 * The batch history (spec 02 §2.11, §7): `GET /api/batches`, `GET /api/batches/items?batchId=`
 * and the two downloads — the original file of a batch, and one item's row as a small CSV.
 */
import type { Core } from '@strapi/strapi';
import { INSTALLATION_XLSX_COLUMNS, INVOICE_CSV_COLUMNS, type BatchItemStatus, type BatchStatus } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { parseBrDate, parseCents } from '../../domain/batches/rows';
import type { BatchItemView, BatchView } from '../../domain/batches/types';
import { DAILY_XLSX_COLUMNS } from '../../domain/consumption/daily-import';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { brDate } from '../../domain/invoices/reference';
import { writeCsv } from '../core/csv';
import { knexOf } from '../core/db';
import type { FileAnswer } from '../core/files';
import { badRequest, notFound } from '../core/http';
import { filesOf, PrivateFileMissing, readPrivateFile } from '../core/private-files';
import { JOB_ITEM_TABLE, JOB_ITEM_UID, JOB_UID } from '../jobs';

export interface BatchRow {
  id: number;
  kind: string;
  status: BatchStatus;
  scheduledDate: string | null;
  createdAt: string;
  updatedAt: string;
  fileName: string | null;
  fileMime?: string | null;
  totalItems: number | string | null;
}

interface ItemRow {
  id: number;
  batchId: number;
  line: number;
  status: BatchItemStatus;
  data: Record<string, string> | null;
  reason: string | null;
}

const BATCH_FIELDS = ['id', 'kind', 'status', 'scheduledDate', 'createdAt', 'updatedAt', 'fileName', 'totalItems'];
/** The newest batches answered by the history. */
export const BATCH_HISTORY_LIMIT = 500;

const iso = (value: unknown) => new Date(value as string).toISOString();
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value).slice(0, 10) : null);

export function batchView(row: BatchRow, counts: { total?: number; processed?: number; errors?: number } = {}): BatchView {
  const scheduled = day(row.scheduledDate);
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    scheduledDate: scheduled ? brDate(scheduled) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    fileName: row.fileName ?? '',
    totalItems: counts.total ?? Number(row.totalItems ?? 0),
    processedItems: counts.processed ?? 0,
    errorItems: counts.errors ?? 0,
  };
}

export async function findBatchRow(strapi: Core.Strapi, id: number): Promise<BatchRow | null> {
  return (await strapi.db.query(JOB_UID).findOne({ where: { id }, select: BATCH_FIELDS })) as BatchRow | null;
}

async function itemCounts(strapi: Core.Strapi, ids: number[]) {
  const counts = new Map<number, { processed: number; errors: number }>();
  if (ids.length === 0) return counts;
  const knex = knexOf(strapi);
  const rows = (await knex(JOB_ITEM_TABLE)
    .select('batch_id', 'status')
    .count({ n: '*' })
    .whereIn('batch_id', ids)
    .whereIn('status', ['PROCESSED', 'ERROR'])
    .groupBy('batch_id', 'status')) as { batch_id: number; status: string; n: number | string }[];
  for (const row of rows) {
    const entry = counts.get(Number(row.batch_id)) ?? { processed: 0, errors: 0 };
    if (row.status === 'PROCESSED') entry.processed = Number(row.n);
    else entry.errors = Number(row.n);
    counts.set(Number(row.batch_id), entry);
  }
  return counts;
}

const KINDS = new Set(['invoices', 'installations', 'daily-data']);

/** One batch with its item counts, or null. */
export async function batchStatus(strapi: Core.Strapi, id: number): Promise<BatchView | null> {
  const row = await findBatchRow(strapi, id);
  if (!row) return null;
  return batchView(row, (await itemCounts(strapi, [Number(row.id)])).get(Number(row.id)) ?? {});
}

/** GET /api/batches[?kind=invoices|installations|daily-data]: the newest batches of a kind (default: invoices). */
export async function listBatches(strapi: Core.Strapi, query: Record<string, unknown>): Promise<{ data: BatchView[] }> {
  const kind = query.kind === undefined ? 'invoices' : query.kind;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return { data: [] };
  const rows = (await strapi.db.query(JOB_UID).findMany({
    where: { kind },
    select: BATCH_FIELDS,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: BATCH_HISTORY_LIMIT,
  })) as BatchRow[];
  const counts = await itemCounts(
    strapi,
    rows.map((r) => Number(r.id)),
  );
  return { data: rows.map((row) => batchView(row, counts.get(Number(row.id)) ?? {})) };
}

const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null);

export function itemView(row: ItemRow): BatchItemView {
  const data = row.data ?? {};
  const deadline = parseBrDate(data.deadline ?? '');
  const scheduled = parseBrDate(data.scheduledDate ?? '');
  const cents = data.price ? parseCents(data.price) : null;
  return {
    id: Number(row.id),
    batchId: Number(row.batchId),
    line: Number(row.line),
    status: row.status,
    reason: row.reason ?? null,
    consumerCode: data.consumerCode || data[DAILY_XLSX_COLUMNS[0]] || null,
    consumerCpfCnpj: data.consumerCpfCnpj ? normalizeDocument(data.consumerCpfCnpj) : null,
    numDoc: data.numDoc || null,
    data: {
      deadline: deadline ? brDate(deadline) : null,
      price: cents === null ? null : cents / 100,
      priceCents: cents,
      scheduledDate: scheduled ? brDate(scheduled) : null,
    },
  };
}

/** GET /api/batches/items?batchId=: the batch's rows in file order. */
export async function listBatchItems(strapi: Core.Strapi, query: Record<string, unknown>): Promise<{ data: BatchItemView[] }> {
  const id = idOf(query.batchId);
  if (id === null) throw badRequest(BATCH_MESSAGES.badBatchId, { batchId: BATCH_MESSAGES.badBatchId });
  if (!(await findBatchRow(strapi, id))) throw notFound(BATCH_MESSAGES.batchNotFound);
  const rows = (await strapi.db.query(JOB_ITEM_UID).findMany({
    where: { batchId: id },
    select: ['id', 'batchId', 'line', 'status', 'data', 'reason'],
    orderBy: [{ line: 'asc' }, { id: 'asc' }],
  })) as ItemRow[];
  return { data: rows.map(itemView) };
}

/** GET /api/batches/:id/file-download: the file as it was uploaded (from private storage). */
export async function batchFile(strapi: Core.Strapi, idParam: unknown): Promise<FileAnswer> {
  const id = idOf(idParam);
  const row =
    id === null
      ? null
      : ((await strapi.db.query(JOB_UID).findOne({ where: { id }, select: ['id', 'fileName', 'fileMime'] })) as BatchRow | null);
  const [file] = row ? await filesOf(strapi, JOB_UID, row.id) : [];
  if (!row || !file) throw notFound(BATCH_MESSAGES.batchNotFound);
  let body: Buffer;
  try {
    body = await readPrivateFile(strapi, file);
  } catch (error) {
    if (error instanceof PrivateFileMissing) throw notFound(BATCH_MESSAGES.batchNotFound);
    throw error;
  }
  return {
    filename: row.fileName || file.name || `lote-${row.id}`,
    contentType: row.fileMime || file.mime || 'application/octet-stream',
    body,
  };
}

/** GET /api/batches/items/:id/file-download: the item's row (with its status and reason) as CSV. */
export async function batchItemFile(strapi: Core.Strapi, idParam: unknown): Promise<FileAnswer> {
  const id = idOf(idParam);
  const row =
    id === null
      ? null
      : ((await strapi.db
          .query(JOB_ITEM_UID)
          .findOne({ where: { id }, select: ['id', 'batchId', 'line', 'status', 'data', 'reason'] })) as ItemRow | null);
  if (!row) throw notFound(BATCH_MESSAGES.itemNotFound);
  const data = row.data ?? {};
  // In the file's column order (PostgreSQL's jsonb does not keep the keys' order).
  const known = [...INVOICE_CSV_COLUMNS, ...INSTALLATION_XLSX_COLUMNS, ...DAILY_XLSX_COLUMNS] as readonly string[];
  const columns = [...known.filter((c) => c in data), ...Object.keys(data).filter((c) => !known.includes(c))];
  const header = [...columns, 'linha', 'status', 'motivo'];
  const values = [...columns.map((c) => data[c] ?? ''), String(row.line), row.status, row.reason ?? ''];
  const csv = writeCsv([header, values]);
  return { filename: `lote-${row.batchId}-linha-${row.line}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(csv, 'utf8') };
}
