/**
 * The job runner: one loop per CMS instance (started by the bootstrap, stopped on destroy).
 * Every JOBS_POLL_MS it claims the oldest claimable job of a registered kind (store.ts
 * `claimJob`) and works through its WAITING items in file order, JOBS_CHUNK_ROWS (500) at a time.
 *
 * A kind with `applyChunk` (registry.ts; the invoice CSV) gets each chunk in ONE transaction that
 * (1) renews the lease — and, on PostgreSQL, locks the job row until commit — (2) marks the
 * chunk's items PROCESSED (only those still WAITING: all of them, or the chunk is rolled back),
 * (3) applies them through the kind (multi-row reads and INSERTs) and (4) turns the refused ones
 * into ERROR with their reasons. The items' status is the job's progress: a CMS killed in the
 * middle loses at most the chunk in flight (rolled back as a whole), and whoever claims the job
 * next resumes at the first WAITING item, the next chunk; a committed chunk is never applied
 * again. A chunk that fails as a whole for a reason that is not a row's (a database error, a
 * broken row the kind did not foresee) is rolled back and its items are applied one by one as
 * below; the row that fails alone too (not a refusal) is marked ERROR with the "unexpected row"
 * reason and the rest of the chunk is applied.
 *
 * Kinds without `applyChunk` (and a failed chunk) run each item in its own transaction that renews
 * the lease, marks the item PROCESSED and applies it through `apply`; a refused row (RowError)
 * rolls that back and is marked ERROR with the reason in a fresh transaction. When no WAITING
 * item is left the job ends PROCESSED, or ERROR when any row was refused.
 *
 * The same loop runs the leased kinds (registry.ts `LeasedKind`, e.g. the LGPD data export): a
 * pass (started by the poll or a kick) runs each one's housekeeping once, then turns of one
 * claimed row each (store.ts `claimLeased`) between batch jobs, so a long upload never holds an
 * export back for more than one job; a kind found empty is not asked again in that pass. A
 * leased kind whose work can wait (`mayRun`, e.g. the bills' PDFs drawn ahead) is not claimed in
 * a pass where it yields to the requests in flight (core/busy.ts); the next poll asks again.
 * Kicks during a pass ask for another one, JOBS_KICK_GAP_MS (100) after it.
 *
 * Settings: JOBS_POLL_MS (default 2000; 0 = this instance runs no jobs), JOBS_LEASE_MS (60000),
 * JOBS_MAX_ATTEMPTS (3 claims; then the remaining items become ERROR), JOBS_CHUNK_ROWS (500 items
 * per read and per chunk transaction), JOBS_ITEM_PAUSE_MS (0; a pause of that many ms per item
 * applied — after each chunk, chunk size × the pause — to spare a busy database).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { knexOf } from '../core/db';
import { jobKind, leasedKinds, registeredKinds, RowError, type JobItem, type JobRow } from './registry';
import { claimJob, JOB_ITEM_UID, JOB_UID, releaseJob, renewLease, type Claimed } from './store';

export interface JobSettings {
  pollMs: number;
  leaseMs: number;
  maxAttempts: number;
  itemPauseMs: number;
  chunkRows: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export function jobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    pollMs: int(env.JOBS_POLL_MS, 2000),
    leaseMs: Math.max(1000, int(env.JOBS_LEASE_MS, 60_000)),
    maxAttempts: Math.max(1, int(env.JOBS_MAX_ATTEMPTS, 3)),
    itemPauseMs: int(env.JOBS_ITEM_PAUSE_MS, 0),
    chunkRows: Math.min(5000, Math.max(1, int(env.JOBS_CHUNK_ROWS, 500))),
  };
}

/** This instance's name in `batches.owner` and `batch_items.applied_by`. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

type Loop = {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  /** A pass asked for while one ran or within the gap after one. */
  again: boolean;
  /** The pass scheduled for the end of the gap. */
  later: NodeJS.Timeout | null;
  /** When the last pass ended (ms since the epoch; 0 before the first). */
  endedAt: number;
  stopping: boolean;
  settings: JobSettings;
};
const loops = new WeakMap<Core.Strapi, Loop>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class LeaseLost extends Error {}
/** Some item of a chunk was no longer WAITING when the chunk marked it (impossible while the lease holds). */
class ChunkRace extends Error {}

async function finish(strapi: Core.Strapi, job: Claimed, owner: string): Promise<void> {
  const errors = await strapi.db.query(JOB_ITEM_UID).count({ where: { batchId: job.id, status: 'ERROR' } });
  await strapi.db.query(JOB_UID).updateMany({
    where: { id: job.id, owner, status: 'PROCESSING' },
    data: { status: errors > 0 ? 'ERROR' : 'PROCESSED', owner: null, leaseUntilMs: null, finishedAt: new Date() },
  });
}

async function markItem(strapi: Core.Strapi, item: JobItem, owner: string, status: 'PROCESSED' | 'ERROR', reason: string | null) {
  const { count } = (await strapi.db.query(JOB_ITEM_UID).updateMany({
    where: { id: item.id, status: 'WAITING' },
    data: { status, reason, appliedBy: owner, appliedAt: new Date() },
  })) as { count: number };
  return count === 1;
}

/**
 * Between items or chunks: JOBS_ITEM_PAUSE_MS per item applied, or else one turn of the event
 * loop, to let the requests waiting for the database in (SQLite has one connection): without it
 * the next transaction would take the connection again at once.
 */
const pause = (settings: JobSettings, applied: number) =>
  settings.itemPauseMs > 0 ? sleep(settings.itemPauseMs * applied) : new Promise((resolve) => setImmediate(resolve));

/** Applies one item exactly once (see the header). Throws LeaseLost when the job is no longer ours. */
async function runItem(strapi: Core.Strapi, job: JobRow, item: JobItem, settings: JobSettings): Promise<void> {
  const kind = jobKind(job.kind)!;
  const owner = job.owner!;
  const inTransaction = (work: () => Promise<void>) =>
    strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      if (!(await renewLease(trx, job.id, owner, settings.leaseMs))) throw new LeaseLost();
      await work();
    });
  try {
    await inTransaction(async () => {
      // Marked first: a second writer of the same item (impossible while the lease holds) finds no WAITING row.
      if (!(await markItem(strapi, item, owner, 'PROCESSED', null))) return;
      await kind.apply(strapi, item, job);
    });
  } catch (error) {
    if (!(error instanceof RowError)) throw error;
    await inTransaction(async () => {
      await markItem(strapi, item, owner, 'ERROR', error.message.slice(0, 1000));
    });
  }
}

/** Item ids by reason: one UPDATE per distinct reason of a chunk's refused rows. */
function byReason(refused: Map<number, string>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const [id, reason] of refused) {
    const text = reason.slice(0, 1000);
    const ids = groups.get(text);
    if (ids) ids.push(id);
    else groups.set(text, [id]);
  }
  return groups;
}

/**
 * Applies a chunk of items in ONE transaction (see the header): marked, applied, refused rows
 * marked ERROR — all or nothing. Throws LeaseLost when the job is no longer ours; any other
 * failure rolls the chunk back and its items go one by one through `runItem`.
 */
async function runChunk(strapi: Core.Strapi, job: JobRow, items: JobItem[], settings: JobSettings): Promise<void> {
  const kind = jobKind(job.kind)!;
  const owner = job.owner!;
  try {
    await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      if (!(await renewLease(trx, job.id, owner, settings.leaseMs))) throw new LeaseLost();
      const ids = items.map((item) => item.id);
      const appliedAt = new Date();
      // Marked first, as one item is: a second writer of these items finds no WAITING row.
      const { count } = (await strapi.db.query(JOB_ITEM_UID).updateMany({
        where: { id: { $in: ids }, status: 'WAITING' },
        data: { status: 'PROCESSED', reason: null, appliedBy: owner, appliedAt },
      })) as { count: number };
      if (count !== ids.length) throw new ChunkRace(`${ids.length - count} of ${ids.length} items were no longer waiting`);
      const refused = await kind.applyChunk!(strapi, items, job, trx);
      for (const [reason, refusedIds] of byReason(refused))
        await strapi.db.query(JOB_ITEM_UID).updateMany({
          where: { id: { $in: refusedIds } },
          data: { status: 'ERROR', reason },
        });
    });
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
    strapi.log.warn(
      `jobs: batch ${job.id} (${job.kind}): a chunk of ${items.length} rows was rolled back (${(error as Error).message}); applying them one by one`,
    );
    for (const item of items) await runFallbackItem(strapi, job, item, settings);
  }
}

/**
 * One item of a failed chunk: applied alone as `runItem` does. An item that fails alone for a
 * reason that is not a refusal (the row that broke the chunk: a database error on it) is marked
 * ERROR with the "unexpected row" reason, and the chunk goes on with the next item — the chunk's
 * good rows are all applied. If even that mark fails (the database itself is down), the error
 * stops the job as before and the lease gives it to the next claim.
 */
async function runFallbackItem(strapi: Core.Strapi, job: JobRow, item: JobItem, settings: JobSettings): Promise<void> {
  try {
    await runItem(strapi, job, item, settings);
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
    strapi.log.error(`jobs: batch ${job.id} (${job.kind}): line ${item.line} failed alone: ${(error as Error).message}`);
    await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      if (!(await renewLease(trx, job.id, job.owner!, settings.leaseMs))) throw new LeaseLost();
      await markItem(strapi, item, job.owner!, 'ERROR', BATCH_MESSAGES.unexpectedRow);
    });
  }
}

/** Works through one claimed job until it is done, the lease is lost or the instance stops. */
export async function processJob(strapi: Core.Strapi, claimed: Claimed, owner: string, settings: JobSettings, stopping: () => boolean) {
  const row = (await strapi.db.query(JOB_UID).findOne({
    where: { id: claimed.id },
    select: ['id', 'kind', 'status', 'owner', 'attempts', 'uploadedBy'],
  })) as JobRow | null;
  if (!row || row.owner !== owner) return;
  const job: JobRow = { ...row, attempts: Number(row.attempts) };
  if (job.attempts > settings.maxAttempts) {
    // Claimed again and again without finishing (an item that crashes the instance): stop here.
    await strapi.db.query(JOB_ITEM_UID).updateMany({
      where: { batchId: job.id, status: 'WAITING' },
      data: { status: 'ERROR', reason: BATCH_MESSAGES.unexpectedRow, appliedBy: owner, appliedAt: new Date() },
    });
    await finish(strapi, claimed, owner);
    return;
  }
  const kind = jobKind(job.kind)!;
  try {
    for (;;) {
      const read = (await strapi.db.query(JOB_ITEM_UID).findMany({
        where: { batchId: job.id, status: 'WAITING' },
        select: ['id', 'batchId', 'line', 'data'],
        orderBy: [{ id: 'asc' }],
        limit: settings.chunkRows,
      })) as JobItem[];
      if (read.length === 0) break;
      const items = read.map((item) => ({ ...item, data: (item.data ?? {}) as Record<string, string> }));
      if (kind.applyChunk) {
        if (stopping()) {
          await releaseJob(knexOf(strapi), job.id, owner);
          return;
        }
        await runChunk(strapi, job, items, settings);
        await pause(settings, items.length);
        continue;
      }
      for (const item of items) {
        if (stopping()) {
          await releaseJob(knexOf(strapi), job.id, owner);
          return;
        }
        await runItem(strapi, job, item, settings);
        await pause(settings, 1);
      }
    }
    await finish(strapi, claimed, owner);
  } catch (error) {
    if (error instanceof LeaseLost) {
      strapi.log.warn(`jobs: lost the lease of batch ${job.id}; another instance goes on with it`);
      return;
    }
    // Database trouble or a bug: leave the job to its lease; it is claimed again (attempts counted).
    strapi.log.error(`jobs: batch ${job.id} (${job.kind}) stopped: ${(error as Error).stack ?? error}`);
  }
}

/**
 * One turn of every leased kind: one claimed row each. True when a row was run. A kind whose claim
 * found nothing (or that yields to the requests in flight) is put in `idle` and not asked again
 * during this pass: its queue only grows by a write, and every write kicks a new pass.
 */
async function runLeased(strapi: Core.Strapi, loop: Loop, idle: Set<string>): Promise<boolean> {
  let ran = false;
  for (const kind of leasedKinds()) {
    if (loop.stopping) return ran;
    if (idle.has(kind.kind)) continue;
    try {
      // Yielding to the requests in flight: no claim (a write) either; the next poll asks again.
      if (kind.mayRun && !kind.mayRun()) {
        idle.add(kind.kind);
        continue;
      }
      const job = await kind.claim(strapi);
      if (!job) {
        idle.add(kind.kind);
        continue;
      }
      await kind.run(strapi, job);
      ran = true;
    } catch (error) {
      // Left to its lease: claimed again (attempts counted) once the lease runs out.
      idle.add(kind.kind);
      strapi.log.error(`jobs: ${kind.kind}: ${(error as Error).stack ?? error}`);
    }
  }
  return ran;
}

/** Every leased kind's housekeeping (expiring old results, queuing the day's work), once per pass. */
async function housekeeping(strapi: Core.Strapi, loop: Loop): Promise<void> {
  for (const kind of leasedKinds()) {
    if (loop.stopping) return;
    try {
      await kind.housekeeping?.(strapi);
    } catch (error) {
      strapi.log.error(`jobs: ${kind.kind}: ${(error as Error).stack ?? error}`);
    }
  }
}

/** The least time between the end of a pass and the start of the next (JOBS_KICK_GAP_MS, default 100). */
export function kickGapMs(env: NodeJS.ProcessEnv = process.env): number {
  return int(env.JOBS_KICK_GAP_MS, 100);
}

/**
 * One pass: the housekeeping once, then turns of one row per leased kind and one batch job until
 * every queue is found empty (see the header).
 */
async function drain(strapi: Core.Strapi, loop: Loop): Promise<void> {
  await housekeeping(strapi, loop);
  const idle = new Set<string>();
  let batchesIdle = false;
  for (;;) {
    if (loop.stopping) return;
    const ranLeased = await runLeased(strapi, loop, idle);
    if (loop.stopping) return;
    let claimed: Claimed | null = null;
    if (!batchesIdle) {
      claimed = await claimJob(knexOf(strapi), { owner: INSTANCE_ID, leaseMs: loop.settings.leaseMs, kinds: registeredKinds() });
      if (claimed) await processJob(strapi, claimed, INSTANCE_ID, loop.settings, () => loop.stopping);
      else batchesIdle = true;
    }
    if (!claimed && !ranLeased) return;
  }
}

/**
 * Starts a pass, unless one is running or the last ended less than JOBS_KICK_GAP_MS ago: then one
 * more pass starts once the running one has ended and the gap has passed. At the due date every
 * write of a bill, every upload and settled charge kicks — thousands of kicks a minute become at
 * most one pass per gap, instead of a full round of claim queries per kick (docs/jobs.md, "Passes").
 */
function tick(strapi: Core.Strapi): void {
  const loop = loops.get(strapi);
  if (!loop || loop.stopping) return;
  if (loop.running || loop.later) {
    loop.again = true;
    return;
  }
  const wait = loop.endedAt + kickGapMs() - Date.now();
  if (wait > 0) {
    loop.later = setTimeout(() => {
      loop.later = null;
      tick(strapi);
    }, wait);
    loop.later.unref();
    return;
  }
  loop.again = false;
  loop.running = drain(strapi, loop)
    .catch((error) => {
      strapi.log.error(`jobs: loop: ${(error as Error).message}`);
    })
    .finally(() => {
      loop.running = null;
      loop.endedAt = Date.now();
      if (loop.again) tick(strapi);
    });
}

/** Starts this instance's loop (bootstrap). JOBS_POLL_MS=0 leaves the jobs to other instances. */
export function startJobs(strapi: Core.Strapi, settings: JobSettings = jobSettings()): void {
  if (loops.has(strapi) || settings.pollMs === 0) return;
  const loop: Loop = { timer: null, running: null, again: false, later: null, endedAt: 0, stopping: false, settings };
  loop.timer = setInterval(() => tick(strapi), settings.pollMs);
  loop.timer.unref();
  loops.set(strapi, loop);
  tick(strapi);
}

/** Stops the loop (destroy): the item in flight commits, the job is given back for the next instance. */
export async function stopJobs(strapi: Core.Strapi): Promise<void> {
  const loop = loops.get(strapi);
  if (!loop) return;
  loop.stopping = true;
  if (loop.timer) clearInterval(loop.timer);
  if (loop.later) clearTimeout(loop.later);
  await loop.running;
  loops.delete(strapi);
}

/**
 * The context of this module's load: no request and no database transaction. Strapi keeps the
 * transaction of `strapi.db.transaction` in async context, which `setImmediate` carries along: a
 * kick from a lifecycle hook inside a writer's transaction (a bill issued) would otherwise run the
 * whole loop on that transaction — reading its uncommitted rows, and going on on it after its commit.
 */
const outsideAnyTransaction = AsyncLocalStorage.snapshot();

/** Runs the loop now (after an upload) instead of waiting for the next tick, outside the caller's transaction. */
export function kickJobs(strapi: Core.Strapi): void {
  if (loops.has(strapi)) outsideAnyTransaction(() => setImmediate(() => tick(strapi)));
}
