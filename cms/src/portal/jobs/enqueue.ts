/**
 * Creating a job: the batch row (WAITING), the record of its original file and one WAITING item
 * per row, in one transaction — an upload either queues all of its rows or nothing. Items are
 * written in multi-row INSERTs of 500; a large file hands them over as chunks made one at a
 * time while they are written (`ItemChunks`), so its rows are never all in memory. The file's
 * bytes go to private storage first (never base64 in the row) and are removed again when the
 * transaction fails.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { JOB_ITEM_TABLE, JOB_UID } from './store';
import { kickJobs } from './runner';
import { newDocumentId } from '../core/db';
import { discardStored, putBytes, recordFile } from '../core/private-files';

/** One row of the file: `line` is the row's line (CSV) or row number (sheet) for messages. */
interface NewJobItem {
  line: number;
  data: Record<string, string>;
  raw?: string;
}

/** The rows of a large file: how many, and the chunks they come in (file order), made as they are asked for. */
export interface ItemChunks {
  count: number;
  chunks(): Iterable<NewJobItem[]>;
}

export interface NewJob {
  kind: string;
  uploadedBy: number | null;
  file: { name: string; mime: string; data: Buffer };
  scheduledDate?: string | null;
  /** The rows in file order, all of them or as chunks. */
  items: NewJobItem[] | ItemChunks;
}

const CHUNK = 1000;
/** Rows per INSERT statement: SQLite's compound SELECT limit (knex writes a multi-row insert as UNION ALL). */
const INSERT_ROWS = 500;

function* slices(items: NewJobItem[]): Iterable<NewJobItem[]> {
  for (let start = 0; start < items.length; start += CHUNK) yield items.slice(start, start + CHUNK);
}

export async function enqueueJob(strapi: Core.Strapi, job: NewJob): Promise<{ id: number }> {
  const stored = await putBytes(strapi, job.file.data);
  let created: { id: number };
  try {
    created = await queue(strapi, job, stored);
  } catch (error) {
    await discardStored(strapi, [stored.key]);
    throw error;
  }
  kickJobs(strapi);
  return { id: created.id };
}

async function queue(strapi: Core.Strapi, job: NewJob, stored: Awaited<ReturnType<typeof putBytes>>): Promise<{ id: number }> {
  return (await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const batch = (await strapi.db.query(JOB_UID).create({
      data: {
        kind: job.kind,
        status: 'WAITING',
        attempts: 0,
        uploadedBy: job.uploadedBy,
        scheduledDate: job.scheduledDate ?? null,
        fileName: job.file.name.slice(0, 255),
        fileMime: job.file.mime,
        fileSize: job.file.data.length,
        totalItems: Array.isArray(job.items) ? job.items.length : job.items.count,
      },
      select: ['id'],
    })) as { id: number };
    await recordFile(strapi, stored, {
      kind: 'BATCH_FILE',
      relatedType: JOB_UID,
      relatedId: batch.id,
      ownerUserId: job.uploadedBy,
      name: job.file.name,
      mime: job.file.mime,
    });
    // Straight through knex, in the columns and values Strapi's createMany writes (the JSON as
    // text, the timestamps and publication as dates), without its per-row copies: a 100,000-row file is 100,000 items.
    for (const chunk of Array.isArray(job.items) ? slices(job.items) : job.items.chunks()) {
      const at = new Date();
      for (let start = 0; start < chunk.length; start += INSERT_ROWS)
        await trx(JOB_ITEM_TABLE).insert(
          chunk.slice(start, start + INSERT_ROWS).map((item) => ({
            document_id: newDocumentId(),
            batch_id: batch.id,
            line: item.line,
            status: 'WAITING',
            data: JSON.stringify(item.data),
            raw: item.raw ?? null,
            created_at: at,
            updated_at: at,
            published_at: at,
          })),
        );
    }
    return batch;
  })) as { id: number };
}
