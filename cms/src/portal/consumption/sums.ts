/**
 * Exact volume sums in the database (spec 03, dashboard speed): the dashboards group and sum
 * day rows and measurements in SQL instead of reading every row into JavaScript. Volumes are
 * stored as decimal texts of m³ with up to 3 decimals; the sums never go through floating point:
 * - PostgreSQL: `SUM(CAST(column AS NUMERIC))`, read back as its decimal text;
 * - SQLite: the whole m³ and the thousandths are summed apart as 64-bit integers (the whole part
 *   read back as text, so no JavaScript number rounds it) and joined into litres here.
 * The indexes these reads need are made at start (`ensureConsumptionIndexes`).
 */
import type { Core } from '@strapi/strapi';
import type { Litres } from '../../domain/consumption/volumes';
import type { IsoDate } from '../../domain/time/sao-paulo';
import { engineOf as engineOfDb, tableOf, type Engine } from '../core/db';
import { AXIS_DAY_UID, HOURLY_UID, MEASUREMENT_UID, PROGRAMMING_UID, isoDay, litresOf } from './store';

type Knex = Core.Strapi['db']['connection'];
type Raw = ReturnType<Knex['raw']>;

const engineOf = (strapi: Core.Strapi): Engine => engineOfDb(strapi, 'Consumption sums');

/** The select pieces of `SUM(column)` named `alias` (two columns on SQLite). */
function sumColumns(knex: Knex, engine: Engine, column: string, alias: string): Raw[] {
  if (engine === 'postgres') return [knex.raw(`SUM(CAST(NULLIF(??, '') AS NUMERIC)) AS ??`, [column, alias])];
  return [
    knex.raw(`CAST(SUM(CAST(CASE WHEN instr(??, '.') > 0 THEN substr(??, 1, instr(??, '.') - 1) ELSE ?? END AS INTEGER)) AS TEXT) AS ??`, [
      column,
      column,
      column,
      column,
      `${alias}_whole`,
    ]),
    knex.raw(
      `SUM(CASE WHEN instr(??, '.') > 0 THEN CAST(substr(substr(??, instr(??, '.') + 1) || '000', 1, 3) AS INTEGER) ELSE 0 END) AS ??`,
      [column, column, column, `${alias}_thousandths`],
    ),
  ];
}

/** A sum read back from a row (0 when the group had no value). */
function sumOf(row: Record<string, unknown>, engine: Engine, alias: string): Litres {
  if (engine === 'postgres') return litresOf(row[alias] === null || row[alias] === undefined ? null : String(row[alias])) ?? 0n;
  const whole = row[`${alias}_whole`];
  const thousandths = row[`${alias}_thousandths`];
  return (
    BigInt(whole === null || whole === undefined ? 0 : String(whole)) * 1000n +
    BigInt(thousandths === null || thousandths === undefined ? 0 : Math.trunc(Number(thousandths)))
  );
}

/** One row's volume in litres as an SQL expression (for per-row comparisons, e.g. precision). */
function litresExpression(engine: Engine, column: string): string {
  if (engine === 'postgres') return `(CAST(NULLIF(${column}, '') AS NUMERIC) * 1000)`;
  return (
    `(CAST(CASE WHEN instr(${column}, '.') > 0 THEN substr(${column}, 1, instr(${column}, '.') - 1) ELSE ${column} END AS INTEGER) * 1000` +
    ` + CASE WHEN instr(${column}, '.') > 0 THEN CAST(substr(substr(${column}, instr(${column}, '.') + 1) || '000', 1, 3) AS INTEGER) ELSE 0 END)`
  );
}

type GroupKey = 'contract' | 'date' | 'month';

export interface SumGroup {
  contractRef: number;
  date: IsoDate;
  /** `YYYY-MM` */
  month: string;
  sums: Record<string, Litres>;
  /** How many rows of the group have a value in each counted column. */
  counts: Record<string, number>;
}

export interface SumQuery {
  /** `programming` = day rows, `measurement` = QDR. */
  table: 'programming' | 'measurement';
  from: IsoDate;
  to: IsoDate;
  /** Only these contracts (an empty list answers nothing). */
  contractRefs?: number[];
  /** Only these dates inside the range. */
  dates?: IsoDate[];
  groupBy: GroupKey[];
  /** alias → column (snake case) */
  sum: Record<string, string>;
  count?: Record<string, string>;
  /** Extra conditions: column = value. */
  where?: Record<string, string | number>;
}

/** `SUM` (and `COUNT`) of volume columns in a date range, grouped by contract, day and/or month. */
export async function sumsBy(strapi: Core.Strapi, q: SumQuery): Promise<SumGroup[]> {
  if (q.contractRefs && q.contractRefs.length === 0) return [];
  const engine = engineOf(strapi);
  const knex = strapi.db.connection;
  const monthSql = engine === 'postgres' ? `to_char("date", 'YYYY-MM')` : `substr("date", 1, 7)`;
  const groups: Record<GroupKey, string> = { contract: 'contract_ref', date: '"date"', month: monthSql };
  const selects: Raw[] = [];
  for (const key of q.groupBy) selects.push(knex.raw(`${groups[key]} AS ??`, [`g_${key}`]));
  for (const [alias, column] of Object.entries(q.sum)) selects.push(...sumColumns(knex, engine, column, alias));
  for (const [alias, column] of Object.entries(q.count ?? {})) selects.push(knex.raw('COUNT(??) AS ??', [column, `c_${alias}`]));
  let query = knex(tableOf(strapi, q.table === 'programming' ? PROGRAMMING_UID : MEASUREMENT_UID))
    .select(selects)
    .whereBetween('date', [q.from, q.to]);
  if (q.dates) query = query.whereIn('date', q.dates);
  if (q.contractRefs) query = query.whereIn('contract_ref', q.contractRefs);
  for (const [column, value] of Object.entries(q.where ?? {})) query = query.where(column, value);
  if (q.groupBy.length) query = query.groupByRaw(q.groupBy.map((key) => groups[key]).join(', '));
  const rows = (await query) as Record<string, unknown>[];
  return rows.map((row) => ({
    contractRef: Number(row.g_contract ?? 0),
    date: row.g_date === undefined ? '' : isoDay(row.g_date),
    month: row.g_month === undefined ? '' : String(row.g_month),
    sums: Object.fromEntries(Object.keys(q.sum).map((alias) => [alias, sumOf(row, engine, alias)])),
    counts: Object.fromEntries(Object.keys(q.count ?? {}).map((alias) => [alias, Number(row[`c_${alias}`] ?? 0)])),
  }));
}

/** The contracts with at least one day in the range whose `column` has a value. */
export async function contractsWith(
  strapi: Core.Strapi,
  column: string,
  from: IsoDate,
  to: IsoDate,
  contractRefs: number[],
): Promise<Set<number>> {
  if (contractRefs.length === 0) return new Set();
  const rows = (await strapi.db
    .connection(tableOf(strapi, PROGRAMMING_UID))
    .distinct('contract_ref')
    .whereBetween('date', [from, to])
    .whereIn('contract_ref', contractRefs)
    .whereNotNull(column)) as { contract_ref: number | string }[];
  return new Set(rows.map((r) => Number(r.contract_ref)));
}

/**
 * The query of `precisionTotals` (rows `contractRef`, `total`, `days`), to run as it is or to
 * nest in another statement (the monthly sums' upsert, precision-months.ts).
 */
export function precisionQuery(strapi: Core.Strapi, knex: Knex, from: IsoDate, to: IsoDate, contractRefs: number[] | undefined) {
  const engine = engineOf(strapi);
  const programmed = litresExpression(engine, 'p.available_volume');
  const measured = litresExpression(engine, 'm.qdr');
  const [low, high] =
    engine === 'postgres'
      ? [`LEAST(${programmed}, ${measured})`, `GREATEST(${programmed}, ${measured})`]
      : [`min(${programmed}, ${measured})`, `max(${programmed}, ${measured})`];
  const daily = engine === 'postgres' ? `div(100 * ${low}, ${high})` : `(100 * ${low}) / ${high}`;
  return (
    knex({ p: tableOf(strapi, PROGRAMMING_UID) })
      // SQLite would carry the date range over to m and probe m's index by range instead of by the
      // day (about 90 times the rows): `+p.date` keeps the equality on the index.
      .joinRaw(`JOIN ?? AS m ON m.contract_ref = p.contract_ref AND m.date = ${engine === 'sqlite' ? '+p.date' : 'p.date'}`, [
        tableOf(strapi, MEASUREMENT_UID),
      ])
      .select('p.contract_ref as contractRef')
      .select(knex.raw(`SUM(CASE WHEN ${high} = 0 THEN 100 ELSE ${daily} END) AS total`))
      .select(knex.raw('COUNT(*) AS days'))
      .whereBetween('p.date', [from, to])
      .modify((q) => {
        if (contractRefs) void q.whereIn('p.contract_ref', contractRefs);
      })
      .whereNotNull('p.available_volume')
      .groupBy('p.contract_ref')
  );
}

/**
 * Per contract over a range: the sum and the number of the daily precisions of its final
 * programmed volume against the QDR (days with both), each `floor(100 · min / max)`, 100 when
 * both are 0 — the rule of `precision` in domain/consumption/calc.ts, computed on whole litres.
 */
export async function precisionTotals(
  strapi: Core.Strapi,
  from: IsoDate,
  to: IsoDate,
  /** Only these contracts; undefined = every contract. */
  contractRefs: number[] | undefined,
  /** Inside a transaction, its knex transaction (one SQLite connection: reading beside it would wait forever). */
  trx?: Knex,
): Promise<Map<number, { sum: number; days: number }>> {
  if (contractRefs && contractRefs.length === 0) return new Map();
  const rows = (await precisionQuery(strapi, trx ?? strapi.db.connection, from, to, contractRefs)) as {
    contractRef: number | string;
    total: number | string;
    days: number | string;
  }[];
  return new Map(rows.map((r) => [Number(r.contractRef), { sum: Number(r.total), days: Number(r.days) }]));
}

/** The stage rows of every axis on a day, by axis. */
export async function axisDaysOn(
  strapi: Core.Strapi,
  date: IsoDate,
): Promise<Map<number, { partialConsumedVolume: string | null; finalVolume: string | null; stage: string }>> {
  const rows = (await strapi.db
    .connection(tableOf(strapi, AXIS_DAY_UID))
    .select(['axis_ref as axisRef', 'partial_consumed_volume as partialConsumedVolume', 'final_volume as finalVolume', 'stage'])
    .where('date', date)
    .orderBy('id')) as { axisRef: number | string; partialConsumedVolume: string | null; finalVolume: string | null; stage: string }[];
  const byAxis = new Map<number, { partialConsumedVolume: string | null; finalVolume: string | null; stage: string }>();
  for (const r of rows)
    if (!byAxis.has(Number(r.axisRef)))
      byAxis.set(Number(r.axisRef), { partialConsumedVolume: r.partialConsumedVolume, finalVolume: r.finalVolume, stage: r.stage });
  return byAxis;
}

/**
 * The indexes of the dashboard reads (the content types cannot declare them): day rows and
 * measurements by date and by contract and date, axis days by axis and date. Idempotent.
 *
 * Two of them cover the reads of the large ranges (docs/scaling.md, "The industrial dashboards
 * at distributor scale"): the day rows' volumes by date and contract (the quarter's daily
 * table, the proportion, the graph, client management: the sums read the index alone, not a
 * table row per day scattered over the file) and the QDR by contract and date (the precision
 * join of the top clients probes the index alone).
 *
 * Made here at start rather than in a migration (cms/database/migrations): Strapi runs the
 * migrations before it creates the content types' tables, so on a new database they would find
 * no table; an index Strapi did not make is not in its stored schema and its sync leaves it.
 */
export async function ensureConsumptionIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const programming = tableOf(strapi, PROGRAMMING_UID);
  const measurement = tableOf(strapi, MEASUREMENT_UID);
  const axisDay = tableOf(strapi, AXIS_DAY_UID);
  const indexes: [string, string, string[]][] = [
    ['consumption_programmings_date_idx', programming, ['date']],
    ['consumption_programmings_contract_date_idx', programming, ['contract_ref', 'date']],
    ['consumption_measurements_date_idx', measurement, ['date']],
    ['consumption_measurements_contract_date_idx', measurement, ['contract_ref', 'date']],
    ['consumption_axis_days_axis_date_idx', axisDay, ['axis_ref', 'date']],
    ['consumption_programmings_date_volumes_idx', programming, ['date', 'contract_ref', 'volume', 'projected_volume', 'available_volume']],
    ['consumption_measurements_contract_date_qdr_idx', measurement, ['contract_ref', 'date', 'qdr']],
  ];
  for (const [name, table, columns] of indexes)
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, table, ...columns]);
  // Hourly measurements (issue 26 §5): one per contract, date and hour — the key a re-import
  // replaces by, and the index of the gas day's read (contract, dates, hours).
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'consumption_hourly_measurements_contract_date_hour_uq',
    tableOf(strapi, HOURLY_UID),
    'contract_ref',
    'date',
    'hour',
  ]);
}
