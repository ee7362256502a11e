/**
 * The job runner: one loop per CMS instance (started by the bootstrap, stopped on destroy).
 * Every JOBS_POLL_MS it claims the oldest claimable job of a registered kind (store.ts
 * `claimJob`) and works through its WAITING items in file order. Each item runs in ONE
 * transaction that (1) renews the lease — and, on PostgreSQL, locks the job row until commit —
 * (2) applies the item through its kind (registry.ts) and (3) marks it PROCESSED, or, for a
 * refused row, marks it ERROR with the reason in a fresh transaction (the row's writes are
 * rolled back). A CMS killed in the middle loses at most the item in flight (rolled back): the
 * job keeps its lease until it runs out, then any instance claims it again and resumes from the
 * first WAITING item; done items are never applied twice. When no WAITING item is left the job
 * ends PROCESSED, or ERROR when any row was refused.
 *
 * The same loop runs the leased kinds (registry.ts `LeasedKind`, e.g. the LGPD data export): on
 * every turn each one's housekeeping, then one claimed row each (store.ts `claimLeased`),
 * between batch jobs, so a long upload never holds an export back for more than one job.
 *
 * Settings: JOBS_POLL_MS (default 2000; 0 = this instance runs no jobs), JOBS_LEASE_MS (60000),
 * JOBS_MAX_ATTEMPTS (3 claims; then the remaining items become ERROR), JOBS_ITEM_PAUSE_MS (0; a
 * pause between items to spare a busy database).
 */
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
  };
}

/** This instance's name in `batches.owner` and `batch_items.applied_by`. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const ITEMS_PER_READ = 200;

type Loop = { timer: NodeJS.Timeout | null; running: Promise<void> | null; again: boolean; stopping: boolean; settings: JobSettings };
const loops = new WeakMap<Core.Strapi, Loop>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class LeaseLost extends Error {}

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
  try {
    for (;;) {
      const items = (await strapi.db.query(JOB_ITEM_UID).findMany({
        where: { batchId: job.id, status: 'WAITING' },
        select: ['id', 'batchId', 'line', 'data'],
        orderBy: [{ id: 'asc' }],
        limit: ITEMS_PER_READ,
      })) as JobItem[];
      if (items.length === 0) break;
      for (const item of items) {
        if (stopping()) {
          await releaseJob(knexOf(strapi), job.id, owner);
          return;
        }
        await runItem(strapi, job, { ...item, data: (item.data ?? {}) as Record<string, string> }, settings);
        // Let the requests waiting for the database in (SQLite has one connection): without this
        // turn of the event loop the next item's transaction would take it again at once.
        await (settings.itemPauseMs > 0 ? sleep(settings.itemPauseMs) : new Promise((resolve) => setImmediate(resolve)));
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

/** One turn of every leased kind: its housekeeping, then one claimed row. True when a row was run. */
async function runLeased(strapi: Core.Strapi, loop: Loop): Promise<boolean> {
  let ran = false;
  for (const kind of leasedKinds()) {
    if (loop.stopping) return ran;
    try {
      await kind.housekeeping?.(strapi);
      const job = await kind.claim(strapi);
      if (!job) continue;
      await kind.run(strapi, job);
      ran = true;
    } catch (error) {
      // Left to its lease: claimed again (attempts counted) once the lease runs out.
      strapi.log.error(`jobs: ${kind.kind}: ${(error as Error).stack ?? error}`);
    }
  }
  return ran;
}

async function drain(strapi: Core.Strapi, loop: Loop): Promise<void> {
  do {
    loop.again = false;
    for (;;) {
      if (loop.stopping) return;
      const ranLeased = await runLeased(strapi, loop);
      if (loop.stopping) return;
      const claimed = await claimJob(knexOf(strapi), { owner: INSTANCE_ID, leaseMs: loop.settings.leaseMs, kinds: registeredKinds() });
      if (claimed) await processJob(strapi, claimed, INSTANCE_ID, loop.settings, () => loop.stopping);
      if (!claimed && !ranLeased) break;
    }
  } while (loop.again && !loop.stopping);
}

function tick(strapi: Core.Strapi): void {
  const loop = loops.get(strapi);
  if (!loop || loop.stopping) return;
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.running = drain(strapi, loop)
    .catch((error) => {
      strapi.log.error(`jobs: loop: ${(error as Error).message}`);
    })
    .finally(() => {
      loop.running = null;
    });
}

/** Starts this instance's loop (bootstrap). JOBS_POLL_MS=0 leaves the jobs to other instances. */
export function startJobs(strapi: Core.Strapi, settings: JobSettings = jobSettings()): void {
  if (loops.has(strapi) || settings.pollMs === 0) return;
  const loop: Loop = { timer: null, running: null, again: false, stopping: false, settings };
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
  await loop.running;
  loops.delete(strapi);
}

/** Runs the loop now (after an upload) instead of waiting for the next tick. */
export function kickJobs(strapi: Core.Strapi): void {
  if (loops.has(strapi)) setImmediate(() => tick(strapi));
}
