/**
 * Batches as their history shows them (spec 02 §2.11): a batch is a job row (`jobs/store.ts`)
 * with its items; the batches domain lists them and each upload (invoices, installations, daily
 * data) answers the batch it created and its state.
 */
import type { Core } from '@strapi/strapi';
import type { BatchStatus } from '../../domain/batches/constants';
import type { BatchView } from '../../domain/batches/types';
import { brDate } from '../../domain/invoices/reference';
import { knexOf } from '../core/db';
import { JOB_ITEM_TABLE, JOB_UID } from './store';

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

export const BATCH_FIELDS = ['id', 'kind', 'status', 'scheduledDate', 'createdAt', 'updatedAt', 'fileName', 'totalItems'];
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

/** Processed and refused items of each batch. */
export async function itemCounts(strapi: Core.Strapi, ids: number[]) {
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

/** One batch with its item counts, or null. */
export async function batchStatus(strapi: Core.Strapi, id: number): Promise<BatchView | null> {
  const row = await findBatchRow(strapi, id);
  if (!row) return null;
  return batchView(row, (await itemCounts(strapi, [Number(row.id)])).get(Number(row.id)) ?? {});
}
