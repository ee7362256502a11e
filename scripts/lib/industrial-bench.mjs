// The industrial network at distributor scale for the bench (`BENCH_ONLY=industrial`): industrial
// contracts with three years of daily programming and measurements, written straight into a
// throwaway database — SQLite (better-sqlite3) or PostgreSQL (pg) — in batched multi-row INSERTs,
// a transaction per batch of contracts. Nothing here goes through the CMS: at the end the data
// revision of the dashboards' kept answers is bumped, as every write of the CMS does
// (cms/src/portal/consumption/answer-cache.ts), and the precisions summed per contract and month
// are dropped (cms/src/portal/consumption/precision-months.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { root } from '../../server/env.mjs';

const require = createRequire(path.join(root, 'cms/package.json'));

/**
 * @typedef {object} BulkDb
 * @property {'sqlite' | 'postgres'} engine
 * @property {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @property {(table: string, columns: string[], rows: unknown[][], returning?: boolean) => Promise<number[]>} insert
 * @property {(work: () => Promise<void>) => Promise<void>} transaction
 * @property {() => Promise<void>} close
 */

/** @returns {BulkDb} */
export function sqliteDb(file) {
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 30000');
  const statements = new Map();
  // SQLite takes at most 32,766 parameters a statement.
  const perStatement = (columns) => Math.max(1, Math.floor(32_000 / columns.length));
  return {
    engine: 'sqlite',
    async query(sql, params = []) {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(...params) : (statement.run(...params), []);
    },
    async insert(table, columns, rows, returning = false) {
      const ids = [];
      const size = perStatement(columns);
      for (let i = 0; i < rows.length; i += size) {
        const chunk = rows.slice(i, i + size);
        const key = `${table}|${columns.join()}|${chunk.length}|${returning}`;
        let statement = statements.get(key);
        if (!statement) {
          const one = `(${columns.map(() => '?').join(', ')})`;
          statement = db.prepare(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(chunk.length).fill(one).join(', ')}${returning ? ' RETURNING id' : ''}`,
          );
          statements.set(key, statement);
        }
        if (returning) ids.push(...statement.all(...chunk.flat()).map((r) => Number(r.id)));
        else statement.run(...chunk.flat());
      }
      return ids;
    },
    async transaction(work) {
      db.exec('BEGIN');
      try {
        await work();
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    async close() {
      db.close();
    },
  };
}

/** @returns {Promise<BulkDb>} */
export async function postgresDb(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // pg takes at most 65,535 parameters a statement.
  const perStatement = (columns) => Math.max(1, Math.floor(60_000 / columns.length));
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    engine: 'postgres',
    async query(sql, params = []) {
      return (await client.query(numbered(sql), params)).rows;
    },
    async insert(table, columns, rows, returning = false) {
      const ids = [];
      const size = perStatement(columns);
      for (let i = 0; i < rows.length; i += size) {
        const chunk = rows.slice(i, i + size);
        let n = 0;
        const values = chunk.map(() => `(${columns.map(() => `$${++n}`).join(', ')})`).join(', ');
        const result = await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ' RETURNING id' : ''}`,
          chunk.flat(),
        );
        if (returning) ids.push(...result.rows.map((r) => Number(r.id)));
      }
      return ids;
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async close() {
      await client.end();
    },
  };
}

const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/** Today in America/Sao_Paulo as `YYYY-MM-DD` (the CMS's day). */
export const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** Litres as the stored m³ text with up to 3 decimals. */
const m3 = (litres) =>
  litres % 1000 === 0 ? String(litres / 1000) : `${Math.floor(litres / 1000)}.${String(litres % 1000).padStart(3, '0')}`.replace(/0+$/, '');
const documentId = (prefix, n) => `${prefix}${n.toString(36).padStart(22, '0')}`.slice(0, 24);

/**
 * Adds `contracts` active industrial contracts spread over the seeded axes (each in the first
 * city of its axis), each with `days` days up to today of requested, accepted, projected, final
 * programmed and final volumes (today's still waiting for the programmer: situation 0, no final
 * programmed volume) and the QDR of every day before today. Answers how many rows it wrote.
 *
 * @param {BulkDb} db
 */
export async function growIndustrial(db, { contracts = 1976, days = 1095, batch = 25 } = {}) {
  const axes = await db.query('SELECT id FROM consumption_axes ORDER BY id');
  if (!axes.length) throw new Error('bench industrial: the seeded database has no consumption axis');
  const cities = await db.query('SELECT id, axis_ref, region_ref FROM consumption_axis_cities ORDER BY id');
  const placeOf = new Map();
  for (const c of cities) if (!placeOf.has(Number(c.axis_ref))) placeOf.set(Number(c.axis_ref), c);
  const now = new Date().toISOString();
  const today = saoPauloToday();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  let written = 0;
  for (let first = 0; first < contracts; first += batch) {
    const count = Math.min(batch, contracts - first);
    await db.transaction(async () => {
      const codes = Array.from({ length: count }, (_, i) => `29${String(first + i).padStart(7, '0')}`);
      const contractIds = await db.insert(
        'contracts',
        [
          'document_id',
          'consumer_code',
          'consumer_cpf_cnpj',
          'consumer_name',
          'consumer_address',
          'sap_name',
          'situation',
          'segment',
          'created_at',
          'updated_at',
          'published_at',
        ],
        codes.map((code, i) => {
          const name = `Indústria de Bench ${first + i + 1} Ltda`;
          return [
            documentId('bc', first + i),
            code,
            `9${String(first + i).padStart(11, '0')}01`,
            name,
            'Distrito Industrial, 1',
            name,
            'ACTIVE',
            'INDUSTRIAL',
            now,
            now,
            now,
          ];
        }),
        true,
      );
      const industrial = [];
      const programming = [];
      const measurements = [];
      contractIds.forEach((contractId, i) => {
        const c = first + i;
        const axis = Number(axes[c % axes.length].id);
        const place = placeOf.get(axis);
        const qdc = 5000 + (c % 50) * 1000;
        industrial.push([
          documentId('bi', c),
          contractId,
          String(qdc),
          axis,
          place && place.region_ref !== null ? Number(place.region_ref) : null,
          place ? Number(place.id) : null,
          360,
          now,
          now,
          now,
        ]);
        for (let k = days - 1; k >= 0; k--) {
          const date = isoDay(todayMs - k * DAY_MS);
          const litres = qdc * 10 * (60 + ((c * 7 + k) % 30)) + ((c * 13 + k) % 1000);
          const volume = m3(litres);
          const open = k === 0;
          const available = open ? null : m3(litres - ((c + k) % 7) * 1000);
          const protocol = `${date.replace(/-/g, '')}${codes[i]}0001`;
          programming.push([
            documentId('bp', c * days + k),
            contractId,
            date,
            volume,
            open ? null : volume,
            volume,
            available,
            available,
            open ? 0 : 1,
            protocol,
            `${date}T11:00:00.000Z`,
            now,
            now,
            now,
          ]);
          if (!open)
            measurements.push([documentId('bm', c * days + k), contractId, date, m3(Math.floor((litres * 97) / 100)), now, now, now]);
        }
      });
      await db.insert(
        'consumption_industrial_contracts',
        [
          'document_id',
          'contract_ref',
          'qdc',
          'axis_ref',
          'region_ref',
          'city_ref',
          'consumption_base_hour',
          'created_at',
          'updated_at',
          'published_at',
        ],
        industrial,
      );
      await db.insert(
        'consumption_programmings',
        [
          'document_id',
          'contract_ref',
          'date',
          'volume',
          'accepted_volume',
          'projected_volume',
          'available_volume',
          'final_volume',
          'situation',
          'protocol',
          'requested_at',
          'created_at',
          'updated_at',
          'published_at',
        ],
        programming,
      );
      await db.insert(
        'consumption_measurements',
        ['document_id', 'contract_ref', 'date', 'qdr', 'created_at', 'updated_at', 'published_at'],
        measurements,
      );
      written += count + industrial.length + programming.length + measurements.length;
    });
  }
  // Written outside the CMS: the dashboards' kept answers are for the revision before it, and the
  // precisions summed per contract and month (filled again month by month on the next read).
  await db.query('DELETE FROM consumption_precision_months');
  await db.query('UPDATE consumption_data_revisions SET revision = revision + 1');
  // PostgreSQL's autovacuum would vacuum and analyse the grown tables within minutes (its
  // statistics for the planner, its visibility map for index-only scans); the bench does not wait.
  if (db.engine === 'postgres')
    for (const table of ['contracts', 'consumption_industrial_contracts', 'consumption_programmings', 'consumption_measurements'])
      await db.query(`VACUUM ANALYZE ${table}`);
  return written;
}

/** Counts of the grown network: industrial contracts, day rows, measurements, first and last day. */
export async function networkSize(db) {
  const [{ n: contracts }] = await db.query('SELECT COUNT(*) AS n FROM consumption_industrial_contracts');
  const [{ n: rows, first, last }] = await db.query(
    'SELECT COUNT(*) AS n, CAST(MIN(date) AS TEXT) AS first, CAST(MAX(date) AS TEXT) AS last FROM consumption_programmings',
  );
  const [{ n: measured }] = await db.query('SELECT COUNT(*) AS n FROM consumption_measurements');
  return {
    contracts: Number(contracts),
    rows: Number(rows),
    measured: Number(measured),
    first: String(first).slice(0, 10),
    last: String(last).slice(0, 10),
  };
}
