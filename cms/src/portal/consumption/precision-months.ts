/**
 * The daily precisions (final programmed volume against the QDR, `sums.ts` `precisionTotals`)
 * summed per contract and month, kept in `consumption_precision_months` by the writes, so the
 * top clients' three months read about 2,000 × 3 rows instead of joining some 180,000 day rows
 * with their measurements after every write (docs/scaling.md, "The industrial dashboards at
 * distributor scale").
 *
 * - Table: `contract_ref`, `month` (`YYYY-MM`), `total` (the sum of the month's daily
 *   precisions), `days` (how many days had both volumes); primary key (contract_ref, month). A
 *   row with `contract_ref` 0 marks a month as filled (contract ids start at 1). Made at start
 *   (CREATE TABLE IF NOT EXISTS), like the dashboard's indexes: Strapi runs migrations before it
 *   makes the content types' tables and leaves a table it did not make alone.
 * - Filled month by month on first read: a month without its mark is computed from the day rows
 *   for every contract and written with its mark (rows already there are kept: a write's sum
 *   is never older than the read's). This is the migration of the rows written before the
 *   table existed, done where it is needed.
 * - Kept by every write through Strapi's query engine (a database lifecycle subscriber, as the
 *   answers' revision, answer-cache.ts) on day rows (final programmed volume, date, contract) and
 *   measurements (QDR, date, contract): the (contract, month) pairs the write touched — before
 *   it for updates and deletes, after it for creates and updates — are computed again and
 *   written in the write's own transaction; a write outside any transaction gets one of its own,
 *   which also adds one to the answers' revision (a read that noted the revision before the sums
 *   were written is not served again). On PostgreSQL the revision row, locked first, lines
 *   those transactions up, so two writes on one contract's month never both miss the other's day.
 * - A write made outside the CMS (SQL by hand, the bench's bulk load) must empty the table along
 *   with its revision bump: `DELETE FROM consumption_precision_months`.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { monthDays, precisionPlan } from '../../domain/consumption/precision-months';
import type { IsoDate } from '../../domain/time/sao-paulo';
import { tableOf } from '../core/db';
import { REVISION_UID } from './answer-cache';
import { MEASUREMENT_UID, PROGRAMMING_UID, isoDay } from './store';
import { precisionQuery, precisionTotals } from './sums';

export const PRECISION_MONTHS_TABLE = 'consumption_precision_months';
/** The contract_ref of a month's "filled" mark. */
const FILLED = 0;

/** The columns whose change can change a precision, per model (attribute names). */
const WATCHED: Record<string, readonly string[]> = {
  [PROGRAMMING_UID]: ['availableVolume', 'date', 'contractRef'],
  [MEASUREMENT_UID]: ['qdr', 'date', 'contractRef'],
};

export async function ensurePrecisionMonths(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection as unknown as Knex;
  if (await knex.schema.hasTable(PRECISION_MONTHS_TABLE)) return;
  await knex.schema.createTable(PRECISION_MONTHS_TABLE, (t) => {
    t.integer('contract_ref').notNullable();
    t.string('month', 7).notNullable();
    t.bigInteger('total').notNullable();
    t.integer('days').notNullable();
    t.primary(['contract_ref', 'month']);
  });
}

type Totals = Map<number, { sum: number; days: number }>;

function addInto(target: Totals, source: Totals, sign: 1 | -1): void {
  for (const [ref, t] of source) {
    const found = target.get(ref) ?? { sum: 0, days: 0 };
    target.set(ref, { sum: found.sum + sign * t.sum, days: found.days + sign * t.days });
  }
}

/** Computes `month` for every contract and writes it with its mark, unless it is marked already. */
async function fillMonth(strapi: Core.Strapi, month: string): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const k = trx as unknown as Knex;
    if (await k(PRECISION_MONTHS_TABLE).where({ contract_ref: FILLED, month }).first('month')) return;
    const { from, to } = monthDays(month);
    const totals = await precisionTotals(strapi, from, to, undefined, k);
    const rows = [...totals].map(([ref, t]) => ({ contract_ref: ref, month, total: t.sum, days: t.days }));
    rows.push({ contract_ref: FILLED, month, total: 0, days: 0 });
    for (let i = 0; i < rows.length; i += 500)
      await k(PRECISION_MONTHS_TABLE)
        .insert(rows.slice(i, i + 500))
        .onConflict(['contract_ref', 'month'])
        .ignore();
  });
}

/**
 * Per contract of `contractRefs` over `from`…`to`: the sum and the number of the daily
 * precisions — the answer of `precisionTotals` over the same days, read from the monthly sums
 * where the range covers most of a month (domain/consumption/precision-months.ts).
 */
export async function keptPrecisionTotals(strapi: Core.Strapi, from: IsoDate, to: IsoDate, contractRefs: number[]): Promise<Totals> {
  if (contractRefs.length === 0) return new Map();
  const plan = precisionPlan(from, to);
  const knex = strapi.db.connection as unknown as Knex;
  const wanted = new Set(contractRefs);
  const result: Totals = new Map();
  if (plan.months.length) {
    const filled = new Set(
      (
        (await knex(PRECISION_MONTHS_TABLE).where({ contract_ref: FILLED }).whereIn('month', plan.months).select('month')) as {
          month: string;
        }[]
      ).map((r) => r.month),
    );
    for (const month of plan.months) if (!filled.has(month)) await fillMonth(strapi, month);
    const rows = (await knex(PRECISION_MONTHS_TABLE)
      .whereIn('month', plan.months)
      .where('contract_ref', '>', FILLED)
      .select('contract_ref', 'total', 'days')) as { contract_ref: number | string; total: number | string; days: number | string }[];
    const months: Totals = new Map();
    for (const r of rows) {
      const ref = Number(r.contract_ref);
      if (wanted.has(ref)) addInto(months, new Map([[ref, { sum: Number(r.total), days: Number(r.days) }]]), 1);
    }
    addInto(result, months, 1);
  }
  for (const range of plan.add) addInto(result, await precisionTotals(strapi, range.from, range.to, contractRefs), 1);
  for (const range of plan.subtract) addInto(result, await precisionTotals(strapi, range.from, range.to, contractRefs), -1);
  for (const [ref, t] of result) if (t.days <= 0) result.delete(ref);
  return result;
}

/**
 * Computes the (contract, month) pairs again inside `trx` and writes them: one statement per
 * month (and per 500 contracts), the sums read and written together (a contract whose month has
 * no day left is written with 0 days). Inside the writer's transaction, after the revision row
 * (locked first): every statement there lines the other writers up on PostgreSQL, so it is one.
 * A write made in SQL calls it itself with the pairs it touched (`keepPrecisionMonths`).
 */
async function recompute(strapi: Core.Strapi, trx: Knex, pairs: Map<string, Set<number>>): Promise<void> {
  for (const [month, refs] of pairs) {
    const { from, to } = monthDays(month);
    const all = [...refs];
    for (let i = 0; i < all.length; i += 500) {
      const chunk = all.slice(i, i + 500);
      await trx.raw(
        `WITH r(ref) AS (VALUES ${chunk.map(() => '(CAST(? AS INTEGER))').join(', ')})
         INSERT INTO ?? (contract_ref, month, total, days)
         SELECT r.ref, CAST(? AS TEXT), COALESCE(s.total, 0), COALESCE(s.days, 0) FROM r LEFT JOIN (?) AS s ON ?? = r.ref
         WHERE 1 = 1
         ON CONFLICT (contract_ref, month) DO UPDATE SET total = excluded.total, days = excluded.days`,
        [...chunk, PRECISION_MONTHS_TABLE, month, precisionQuery(strapi, trx, from, to, chunk), 's.contractRef'],
      );
    }
  }
}

/**
 * For a write made in SQL inside a transaction (after its revision bump): the months of the
 * (contract, day) pairs it touched are computed again, as the subscriber below does for the
 * writes through the query engine.
 */
export async function keepPrecisionMonths(strapi: Core.Strapi, trx: Knex, touched: Pair[]): Promise<void> {
  const pairs = pairsOf(touched);
  if (pairs.size) await recompute(strapi, trx, pairs);
}

interface Pair {
  contractRef: number;
  date: unknown;
}

function pairsOf(rows: Pair[], into = new Map<string, Set<number>>()): Map<string, Set<number>> {
  for (const row of rows) {
    if (row?.date == null || row.contractRef == null) continue;
    const month = isoDay(row.date).slice(0, 7);
    const refs = into.get(month) ?? new Set<number>();
    refs.add(Number(row.contractRef));
    into.set(month, refs);
  }
  return into;
}

interface LifecycleEvent {
  action: string;
  model: { uid: string };
  params?: { where?: unknown; data?: unknown };
  result?: unknown;
  state?: { precisionRows?: { ids: number[]; pairs: Pair[] } };
}

/** Whether an update's data can change a precision (any watched column set, or data not an object). */
function touchesWatched(uid: string, data: unknown): boolean {
  if (!data || typeof data !== 'object') return true;
  return WATCHED[uid]!.some((column) => column in (data as Record<string, unknown>));
}

/** Whether an update's data can move a row to another day or contract (data not an object: assume it can). */
function movesRows(data: unknown): boolean {
  if (!data || typeof data !== 'object') return true;
  return 'date' in data || 'contractRef' in data;
}

function idsOf(result: unknown): number[] {
  if (!result) return [];
  if (Array.isArray(result)) return result.map((row: { id?: number }) => Number(row?.id)).filter(Number.isInteger);
  const r = result as { id?: number; ids?: number[] };
  if (Array.isArray(r.ids)) return r.ids.map(Number);
  return r.id != null ? [Number(r.id)] : [];
}

let unsubscribe: (() => void) | null = null;

/** Subscribes the sums to the writes of day rows and measurements (bootstrap, after the table is made). */
export function followPrecisionMonths(strapi: Core.Strapi): void {
  unsubscribe?.();
  const db = strapi.db as unknown as {
    inTransaction(): boolean;
    lifecycles: { subscribe(subscriber: (event: LifecycleEvent) => Promise<void>): () => void };
  };
  const read = (uid: string, where: unknown) =>
    strapi.db.query(uid as never).findMany({ where: where as never, select: ['id', 'contractRef', 'date'] }) as Promise<
      (Pair & { id: number })[]
    >;
  unsubscribe = db.lifecycles.subscribe(async (event) => {
    const uid = event.model?.uid;
    if (!WATCHED[uid]) return;
    const write = /^(before|after)(Create|CreateMany|Update|UpdateMany|Delete|DeleteMany)$/.exec(event.action ?? '');
    if (!write) return;
    const [, when, action] = write;
    const isUpdate = action === 'Update' || action === 'UpdateMany';
    if (isUpdate && !touchesWatched(uid, event.params?.data)) return;
    const state = (event.state ??= {});
    // One row's update that moves it to no other day or contract (a volume, a QDR): its pair is
    // the same before and after, and the query engine answers the updated row — no read of ours
    // inside the write's transaction (on PostgreSQL the revision row stays locked until it
    // commits, so every statement there lines the writers up longer).
    const inPlace = action === 'Update' && !movesRows(event.params?.data);
    if (when === 'before') {
      // The rows as they are before an update or a delete: their months lose (or change) a day.
      if (action === 'Create' || action === 'CreateMany' || inPlace || !event.params?.where) return;
      const rows = await read(uid, event.params.where);
      state.precisionRows = { ids: rows.map((r) => r.id), pairs: rows };
      return;
    }
    const pairs = pairsOf(state.precisionRows?.pairs ?? []);
    const answered = event.result as Partial<Pair> | null | undefined;
    if (inPlace && answered?.contractRef != null && answered.date != null) pairsOf([answered as Pair], pairs);
    else {
      const ids = isUpdate ? (state.precisionRows?.ids ?? idsOf(event.result)) : action.startsWith('Create') ? idsOf(event.result) : [];
      // An update of many rows that moves none of them leaves the pairs read before it.
      const samePairs = isUpdate && state.precisionRows !== undefined && !movesRows(event.params?.data);
      if (ids.length && !samePairs) pairsOf(await read(uid, { id: { $in: ids } }), pairs);
    }
    if (!pairs.size) return;
    const inTransaction = db.inTransaction();
    await strapi.db.transaction(async ({ trx }) => {
      const k = trx as unknown as Knex;
      // Alone, the write has committed already: a transaction of its own that takes the revision
      // row first (lining writers up on PostgreSQL) and adds one to it.
      if (!inTransaction) await k(tableOf(strapi, REVISION_UID)).increment('revision', 1);
      await recompute(strapi, k, pairs);
    });
  });
}

export function stopPrecisionMonths(): void {
  unsubscribe?.();
  unsubscribe = null;
}
