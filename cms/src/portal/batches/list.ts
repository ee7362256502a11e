/**
 * The batch history (spec 02 §2.11, §7): `GET /api/batches`, `GET /api/batches/items?batchId=`
 * and the two downloads — the original file of a batch, and one item's row as a small CSV.
 */
import type { Core } from '@strapi/strapi';
import { INSTALLATION_XLSX_COLUMNS, INVOICE_CSV_COLUMNS, type BatchItemStatus } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { parseBrDate, parseCents } from '../../domain/batches/rows';
import type { BatchItemView, BatchView } from '../../domain/batches/types';
import { DAILY_XLSX_COLUMNS } from '../../domain/consumption/daily-import';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { brDate } from '../../domain/invoices/reference';
import { writeCsv } from '../core/csv';
import type { FileAnswer } from '../core/files';
import { badRequest, notFound } from '../core/http';
import { filesOf, PrivateFileMissing, readPrivateFile } from '../core/private-files';
import { BATCH_FIELDS, batchView, findBatchRow, itemCounts, JOB_ITEM_UID, JOB_UID, type BatchRow } from '../jobs';

interface ItemRow {
  id: number;
  batchId: number;
  line: number;
  status: BatchItemStatus;
  data: Record<string, string> | null;
  reason: string | null;
}

/** The newest batches answered by the history. */
export const BATCH_HISTORY_LIMIT = 500;

const KINDS = new Set(['invoices', 'installations', 'daily-data', 'hourly-data']);

/** GET /api/batches[?kind=invoices|installations|daily-data|hourly-data]: the newest batches of a kind (default: invoices). */
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
