/**
 * The job tables and the claim, in plain SQL (knex) that means the same on SQLite and
 * PostgreSQL. A job is a row of `batches`; its items are rows of `batch_items`.
 *
 * Claim = one conditional UPDATE: `SET status='PROCESSING', owner=?, lease_until_ms=?,
 * attempts=attempts+1 WHERE id=? AND (status='WAITING' OR (status='PROCESSING' AND
 * lease_until_ms < now))`. Two instances racing for the same row: on PostgreSQL the second
 * UPDATE waits for the first's row lock and then re-checks its WHERE against the new row (READ
 * COMMITTED), finds a live lease and changes nothing; SQLite runs one writer at a time. Exactly
 * one claimer sees a count of 1. The lease is wall-clock milliseconds (never the portal's test
 * clock), renewed with each item (`renewLease`), so a dead instance's job is claimable again
 * once its lease has run out.
 */
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { now } from '../core/clock';
import type { LeasedRow } from './registry';

export const JOB_UID = 'api::batches.batch';
export const JOB_ITEM_UID = 'api::batches.batch-item';
export const JOB_TABLE = 'batches';
export const JOB_ITEM_TABLE = 'batch_items';

export interface Claimed {
  id: number;
  kind: string;
  attempts: number;
  leaseUntilMs: number;
}

const claimable = (q: Knex.QueryBuilder, at: number) =>
  q.where((w) => w.where('status', 'WAITING').orWhere((p) => p.where('status', 'PROCESSING').andWhere('lease_until_ms', '<', at)));

/**
 * Claims the oldest claimable job of `kinds` for `owner`, or answers null. Safe to call from
 * any number of instances at once: each job goes to exactly one of them.
 */
export async function claimJob(
  knex: Knex | Knex.Transaction,
  options: { owner: string; leaseMs: number; kinds: string[]; now?: number },
): Promise<Claimed | null> {
  if (options.kinds.length === 0) return null;
  for (let tries = 0; tries < 5; tries++) {
    const at = options.now ?? Date.now();
    const candidates = (await claimable(knex(JOB_TABLE).select('id', 'kind', 'attempts'), at)
      .whereIn('kind', options.kinds)
      .orderBy('id', 'asc')
      .limit(5)) as { id: number; kind: string; attempts: number | null }[];
    if (candidates.length === 0) return null;
    for (const candidate of candidates) {
      const leaseUntilMs = at + options.leaseMs;
      const count = await claimable(knex(JOB_TABLE).where('id', candidate.id), at).update({
        status: 'PROCESSING',
        owner: options.owner,
        lease_until_ms: leaseUntilMs,
        attempts: knex.raw('coalesce(attempts, 0) + 1'),
      });
      if (count === 1) {
        const row = (await knex(JOB_TABLE).where('id', candidate.id).first('attempts')) as { attempts: number | string };
        return { id: Number(candidate.id), kind: candidate.kind, attempts: Number(row.attempts), leaseUntilMs };
      }
    }
  }
  return null;
}

/**
 * Extends `owner`'s lease on the job; false when the lease is lost (another instance took the
 * job after this one's lease ran out, or the job is no longer PROCESSING). Inside an item's
 * transaction it also locks the job row until the item commits (PostgreSQL), so no other
 * instance can claim the job between the check and the commit.
 */
export async function renewLease(knex: Knex | Knex.Transaction, id: number, owner: string, leaseMs: number): Promise<boolean> {
  const count = await knex(JOB_TABLE)
    .where({ id, owner, status: 'PROCESSING' })
    .update({ lease_until_ms: Date.now() + leaseMs });
  return count === 1;
}

/** Gives a claimed job back (WAITING, no owner) so another instance takes it at once. */
export async function releaseJob(knex: Knex | Knex.Transaction, id: number, owner: string): Promise<void> {
  await knex(JOB_TABLE).where({ id, owner, status: 'PROCESSING' }).update({ status: 'WAITING', owner: null, lease_until_ms: null });
}

/** The index the runner and the history read items by (the content type cannot declare one). */
export async function ensureJobIndexes(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX IF NOT EXISTS batch_items_batch_status_idx ON ${JOB_ITEM_TABLE} (batch_id, status, id)`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS batches_kind_status_idx ON ${JOB_TABLE} (kind, status, id)`);
}

const leaseFree = (at: Date) => ({ $or: [{ status: 'WAITING' }, { status: 'PROCESSING', leaseUntil: { $lt: at } }] });

/**
 * The claim of a leased kind (registry.ts `LeasedKind`), on a content type with `status`,
 * `leaseUntil` (a date of the portal clock) and `attempts`: the oldest WAITING row, or a
 * PROCESSING one whose lease ran out (its instance died), is taken with one conditional UPDATE
 * (`WHERE id = ? AND attempts = ? AND (status = 'WAITING' OR lease_until < now)`, the same on
 * SQLite and PostgreSQL): of instances racing for it only one changes a row. Answers the row as
 * claimed (PROCESSING, its new lease, attempts + 1), or null when there is none to take.
 */
export async function claimLeased<Row extends LeasedRow>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  options: { leaseMs: number; select: string[] },
): Promise<Row | null> {
  const query = strapi.db.query(uid);
  for (let tries = 0; tries < 5; tries++) {
    const at = now();
    const candidate = (await query.findOne({ where: leaseFree(at), select: options.select, orderBy: [{ id: 'asc' }] })) as Row | null;
    if (!candidate) return null;
    const attempts = Number(candidate.attempts ?? 0);
    const leaseUntil = new Date(at.getTime() + options.leaseMs);
    const { count } = (await query.updateMany({
      where: { $and: [{ id: candidate.id }, { attempts: candidate.attempts ?? null }, leaseFree(at)] },
      data: { status: 'PROCESSING', leaseUntil, attempts: attempts + 1 },
    })) as { count: number };
    if (count === 1) return { ...candidate, status: 'PROCESSING', leaseUntil: leaseUntil.toISOString(), attempts: attempts + 1 };
  }
  return null;
}
