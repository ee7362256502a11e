/**
 * Documents the portal draws (the bill, its simplified copy, the supply contract) rendered once
 * per version, off the event loop, and kept: a document's version is a hash of everything it
 * shows (its drawing function's arguments and the renderer's version), so a bill's PDF changes
 * only when the bill does (paid: no payment codes; reissued: new amounts). The first request for
 * a version draws it on a worker thread (`pdf-worker.ts`, Piscina) and keeps the bytes in private
 * storage (a `RENDERED_PDF` private-file row per document and version, older versions removed);
 * every later request reads the stored bytes. Concurrent first requests of one version share one
 * drawing. docs/scaling.md, "Documents".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Core } from '@strapi/strapi';
import { discardStored, putBytes, readPrivateFile, recordFile, PRIVATE_FILE_UID, PrivateFileMissing } from './private-files';
import { distributor } from './distributor';
import type { RenderTask } from './pdf-worker';

/** Bump when a drawing changes, so every kept PDF is drawn again. */
export const RENDERER_VERSION = 1;

/** The version name of a document: a hash of what it shows (its arguments and the distributor's data) and of the renderer. */
export function pdfVersion(args: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, distributor(), args]))
    .digest('hex')
    .slice(0, 40);
}

let pool: Piscina | null = null;
const inFlight = new Map<string, Promise<Buffer>>();

/** The worker pool (PDF_RENDER_THREADS, default 1: the event loop keeps the other core). */
function workers(): Piscina {
  const threads = Math.max(1, Number.parseInt(process.env.PDF_RENDER_THREADS ?? '', 10) || 1);
  pool ??= new Piscina({ filename: path.join(__dirname, 'pdf-worker.js'), minThreads: 1, maxThreads: threads, idleTimeout: 60_000 });
  return pool;
}

/** Draws on a worker thread; in-process when running from TypeScript source (unit tests have no compiled worker). */
async function draw(task: RenderTask): Promise<Buffer> {
  if (__filename.endsWith('.ts')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- same module the worker would load
    return (require(task.module) as Record<string, (...args: unknown[]) => Promise<Buffer>>)[task.fn]!(...task.args);
  }
  const bytes = (await workers().run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the worker threads (the CMS's destroy). */
export async function stopPdfWorkers(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}

export interface RenderedPdf {
  /** What the document belongs to: a row's content type (`api::invoices.invoice`, `api::contract.contract`), `/<copy>` for another document of the same row. */
  relatedType: string;
  relatedId: number;
  /** The drawing: a module (absolute path, resolved by the caller) and its exported function. */
  module: string;
  fn: string;
  /** Plain, serializable arguments: everything the document shows. */
  args: unknown[];
}

/** The PDF of a document in its current version: the kept bytes, or drawn once and kept. */
export async function renderedPdf(strapi: Core.Strapi, doc: RenderedPdf): Promise<Buffer> {
  const name = `${pdfVersion(doc.args)}.pdf`;
  const key = `${doc.relatedType}:${doc.relatedId}:${name}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const kept = (await strapi.db.query(PRIVATE_FILE_UID).findOne({
      where: { kind: 'RENDERED_PDF', relatedType: doc.relatedType, relatedId: doc.relatedId, name },
      select: ['id', 'key'],
    })) as { id: number; key: string } | null;
    if (kept) {
      try {
        return await readPrivateFile(strapi, kept);
      } catch (error) {
        if (!(error instanceof PrivateFileMissing)) throw error;
        // The bytes are gone (storage restored without them): drawn again below.
        await strapi.db.query(PRIVATE_FILE_UID).delete({ where: { id: kept.id } });
      }
    }
    const pdf = await draw({ module: doc.module, fn: doc.fn, args: doc.args });
    await keep(strapi, doc, name, pdf);
    return pdf;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

/** Stores a drawn version and removes the document's older ones; a storage failure only costs a later redraw. */
async function keep(strapi: Core.Strapi, doc: RenderedPdf, name: string, pdf: Buffer): Promise<void> {
  let stored: Awaited<ReturnType<typeof putBytes>> | null = null;
  try {
    stored = await putBytes(strapi, pdf);
    const saved = stored;
    const older = await strapi.db.transaction(async () => {
      const rows = (await strapi.db.query(PRIVATE_FILE_UID).findMany({
        where: { kind: 'RENDERED_PDF', relatedType: doc.relatedType, relatedId: doc.relatedId, name: { $ne: name } },
        select: ['id', 'key'],
      })) as { id: number; key: string }[];
      if (rows.length) await strapi.db.query(PRIVATE_FILE_UID).deleteMany({ where: { id: { $in: rows.map((r) => r.id) } } });
      await recordFile(strapi, saved, {
        kind: 'RENDERED_PDF',
        relatedType: doc.relatedType,
        relatedId: doc.relatedId,
        name,
        mime: 'application/pdf',
      });
      return rows.map((r) => r.key);
    });
    await discardStored(strapi, older);
  } catch (error) {
    if (stored) await discardStored(strapi, [stored.key]);
    strapi.log.warn(`rendered PDF ${doc.relatedType} ${doc.relatedId}: not kept (${(error as Error).message})`);
  }
}

/*
 * Documents written in bulk where nobody waits for them (the demo seed's years of bills, written
 * into every test database) are drawn on their first request instead of being queued
 * (portal/invoices/pdf-prerender.ts): `drawnOnDemand(work)` marks such a writer.
 */
const onDemand = new AsyncLocalStorage<boolean>();

export function drawnOnDemand<T>(work: () => Promise<T>): Promise<T> {
  return onDemand.run(true, work);
}

export const drawingOnDemand = () => onDemand.getStore() === true;
