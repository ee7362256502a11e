/**
 * Creating a job: the batch row (WAITING, with the original file) and one WAITING item per row,
 * in one transaction — an upload either queues all of its rows or nothing.
 */
import type { Core } from '@strapi/strapi';
import { JOB_ITEM_UID, JOB_UID } from './store';
import { kickJobs } from './runner';

export interface NewJob {
  kind: string;
  uploadedBy: number | null;
  file: { name: string; mime: string; data: Buffer };
  scheduledDate?: string | null;
  /** The rows in file order: `line` is the row's line (CSV) or row number (sheet) for messages. */
  items: { line: number; data: Record<string, string>; raw?: string }[];
}

const CHUNK = 500;

export async function enqueueJob(strapi: Core.Strapi, job: NewJob): Promise<{ id: number }> {
  const created = (await strapi.db.transaction(async () => {
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
        fileData: job.file.data.toString('base64'),
        totalItems: job.items.length,
      },
      select: ['id'],
    })) as { id: number };
    for (let start = 0; start < job.items.length; start += CHUNK) {
      await strapi.db.query(JOB_ITEM_UID).createMany({
        data: job.items.slice(start, start + CHUNK).map((item) => ({
          batchId: batch.id,
          line: item.line,
          status: 'WAITING',
          data: item.data,
          raw: item.raw ?? null,
        })),
      });
    }
    return batch;
  })) as { id: number };
  kickJobs(strapi);
  return { id: created.id };
}
