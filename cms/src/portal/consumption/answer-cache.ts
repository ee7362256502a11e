/**
 * The answers of the programmer's dashboard and decision reads (PORTAL-API.md §17), kept in
 * memory for the revision of the data they were computed from (docs/scaling.md, "The
 * industrial dashboards at distributor scale").
 *
 * The revision is one counter in the database (`api::consumption.data-revision`). Every write
 * that can change one of these answers adds one to it, in the same transaction as the write when
 * there is one (`startConsumptionCache`): a
 * database lifecycle subscriber sees every write through Strapi's query engine (the use cases,
 * the daily import, the factories and the seed, the admin panel) on the consumption tables and
 * on contracts. A read notes the revision first and then computes; an answer is served again
 * only while the revision is still the one it was computed under, for the same call, the same
 * query and the same day in America/Sao_Paulo. Since the revision lives in the database, every
 * CMS instance sees another's writes on its next read, with no message between them and no
 * lifetime to wait out. Nothing here weakens a rule: the answer is the one the use case gives
 * for that data and that day.
 *
 * A write that skips the query engine (SQL typed by hand, e.g. the bench's bulk load) must add
 * one to the revision itself (`bumpConsumptionRevision`, or the same `UPDATE` in SQL).
 * Concurrent reads of an answer being computed wait for that one computation. A refusal (400)
 * is never kept. `CONSUMPTION_CACHE_MAX_ENTRIES=0` turns the cache off.
 */
import type { Core } from '@strapi/strapi';
import { sharedAnswerCache, type AnswerCache } from '../core/answer-cache';
import { tableOf } from '../core/db';
import { CONTRACT_UID } from '../core/types';
import {
  AXIS_DAY_UID,
  AXIS_UID,
  CITY_UID,
  INDUSTRIAL_UID,
  MEASUREMENT_UID,
  PROGRAMMING_UID,
  PROTOCOL_UID,
  QUARTERLY_UID,
  REGION_UID,
  today,
} from './store';

export const REVISION_UID = 'api::consumption.data-revision';

/** The models whose rows the cached answers are computed from. */
export const CONSUMPTION_MODELS: readonly string[] = [
  AXIS_UID,
  REGION_UID,
  CITY_UID,
  INDUSTRIAL_UID,
  PROGRAMMING_UID,
  PROTOCOL_UID,
  MEASUREMENT_UID,
  AXIS_DAY_UID,
  QUARTERLY_UID,
  CONTRACT_UID,
];

const WRITES = new Set(['Create', 'CreateMany', 'Update', 'UpdateMany', 'Delete', 'DeleteMany']);

interface LifecycleEvent {
  action: string;
  model: { uid: string };
  /** This subscriber's own state, shared by the `before…` and `after…` events of one write. */
  state?: { bumped?: boolean };
}

/** Whether a database lifecycle event is a write (before or after it) on data a cached answer was computed from. */
export function changesConsumption(event: LifecycleEvent): boolean {
  const write = /^(before|after)(.+)$/.exec(event.action ?? '');
  return !!write && WRITES.has(write[2]!) && CONSUMPTION_MODELS.includes(event.model?.uid);
}

/** This process's cache (its bound read once from `CONSUMPTION_CACHE_MAX_ENTRIES`, default 500). */
export function answerCache(): AnswerCache {
  return sharedAnswerCache('consumption', 'CONSUMPTION_CACHE_MAX_ENTRIES', 500);
}

type Knex = Core.Strapi['db']['connection'];

/** The data's current revision (as text: a 64-bit counter). */
export async function consumptionRevision(strapi: Core.Strapi): Promise<string> {
  const row = (await (strapi.db.connection as Knex)(tableOf(strapi, REVISION_UID)).select('revision').orderBy('id').first()) as
    { revision: string | number } | undefined;
  return row ? String(row.revision) : '0';
}

/** Adds one to the revision, inside the caller's transaction when there is one. */
export async function bumpConsumptionRevision(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    await (trx as unknown as Knex)(tableOf(strapi, REVISION_UID)).increment('revision', 1);
  });
}

/** A query as a stable text (keys sorted), part of an answer's key. */
function queryKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query ?? {})
      .sort()
      .map((k) => [k, query[k]]),
  );
}

/**
 * The answer of the read `name` for `query` today: kept while the data's revision does not
 * change, else `compute()`'s (noted under the revision read before it started).
 */
export async function cachedAnswer<T>(
  strapi: Core.Strapi,
  name: string,
  query: Record<string, unknown>,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = answerCache();
  if (cache.maxEntries === 0) return compute();
  const revision = await consumptionRevision(strapi);
  return cache.answer(`${name}|${today()}|${queryKey(query)}`, revision, compute);
}

let unsubscribe: (() => void) | null = null;

/**
 * Makes the revision row when the table has none and subscribes the revision to the database
 * lifecycles: every write on the models above adds one to it. Inside a transaction, before the
 * write: the revision row is then the first thing a writing transaction locks (on PostgreSQL two
 * transactions never hold a day row each and wait for the other's revision), and both commit
 * together. A write outside any transaction commits at once: the revision follows it (bumped
 * before, a read could note the new revision, read the old rows and keep them under it).
 */
export async function startConsumptionCache(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection as Knex;
  const table = tableOf(strapi, REVISION_UID);
  if (!(await knex(table).first('id'))) await knex(table).insert({ document_id: 'consumption-data-revision', revision: 0 });
  unsubscribe?.();
  const db = strapi.db as unknown as {
    inTransaction(): boolean;
    lifecycles: { subscribe(subscriber: (event: LifecycleEvent) => Promise<void>): () => void };
  };
  unsubscribe = db.lifecycles.subscribe(async (event) => {
    if (!changesConsumption(event)) return;
    const state = (event.state ??= {});
    if (event.action.startsWith('before')) {
      if (!db.inTransaction()) return;
      await bumpConsumptionRevision(strapi);
      state.bumped = true;
    } else if (!state.bumped) await bumpConsumptionRevision(strapi);
  });
}

export function stopConsumptionCache(): void {
  unsubscribe?.();
  unsubscribe = null;
  answerCache().clear();
}
