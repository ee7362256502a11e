/**
 * The database below Strapi's entity layer, one way for every store: which engine runs
 * (SQLite or PostgreSQL), the knex connection, a content type's table and column names, and the
 * locks that serialize check-then-insert writes.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';

/** The two database engines the portal runs on. */
export type Engine = 'sqlite' | 'postgres';

/** The engine of the running database; `feature` names who asks when the engine is another. */
export function engineOf(strapi: Core.Strapi, feature = 'The portal'): Engine {
  const client = (strapi.db as unknown as { dialect?: { client?: string } }).dialect?.client;
  if (client === 'sqlite' || client === 'postgres') return client;
  throw new Error(`${feature}: database client ${client} is not supported.`);
}

/** Strapi's knex connection (raw queries on the tables Strapi made). */
export const knexOf = (strapi: Core.Strapi): Knex => strapi.db.connection as unknown as Knex;

/** The table Strapi made for content type `uid`. */
export const tableOf = (strapi: Core.Strapi, uid: UID.Schema): string =>
  (strapi.db.metadata.get(uid) as unknown as { tableName: string }).tableName;

/** The column Strapi made for attribute `name` of content type `uid`. */
export function columnOf(strapi: Core.Strapi, uid: UID.Schema, name: string): string {
  const meta = strapi.db.metadata.get(uid) as unknown as { attributes: Record<string, { columnName?: string }> };
  return meta.attributes[name]?.columnName ?? name;
}

/**
 * A new row's `documentId` for multi-row INSERTs: Strapi's form (24 characters, a lowercase letter
 * then lowercase letters and digits) from 92 random bits. Strapi's own default (cuid2) hashes
 * with SHA-3 for every id: in a CPU profile of an invoice batch it was the largest single cost
 * of writing many rows at once (docs/jobs.md, "Chunks"). Rows written one at a time keep
 * Strapi's default.
 */
export function newDocumentId(): string {
  const bytes = randomBytes(12);
  return String.fromCharCode(97 + (bytes[0]! % 26)) + bytes.toString('hex').slice(1, 24);
}

/** A date column as `YYYY-MM-DD` whatever the driver gave back (a Date, an ISO text), or null. */
export function isoDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/**
 * Advisory-lock namespaces: `profiles` (a profile name), `accounts` (an account's e-mail or CPF),
 * `serviceRequests` (with the contract id as second key: one service request written at a time),
 * `invoiceListRevisions` (the invoice list revisions' triggers, made by one starting instance at a time).
 */
export const LOCKS = { profiles: 9_090_001, accounts: 9_090_002, serviceRequests: 9_090_101, invoiceListRevisions: 9_090_201 } as const;

interface Trx {
  raw(sql: string, bindings: unknown[]): Promise<unknown>;
}

/**
 * Serializes writes that check-then-insert across rows that do not exist yet: inside the
 * caller's transaction `trx`, a PostgreSQL transaction-level advisory lock on `lock` (and `key`,
 * when given) that the next writer waits for until commit. SQLite needs nothing: it has one
 * writer at a time and the CMS holds a single connection.
 */
export async function serializeOn(strapi: Core.Strapi, trx: unknown, lock: keyof typeof LOCKS, key?: number): Promise<void> {
  if (engineOf(strapi) !== 'postgres') return;
  if (key === undefined) await (trx as Trx).raw('SELECT pg_advisory_xact_lock(?)', [LOCKS[lock]]);
  else await (trx as Trx).raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCKS[lock], key]);
}

interface SqliteTransaction {
  query(conn: unknown, sql: string): Promise<unknown>;
}
let writeFirst = false;

/**
 * SQLite transactions take the write lock when they begin (`BEGIN IMMEDIATE`), not at their first
 * write. A transaction that has already read cannot wait for a lock another process holds (a
 * backup, a script, a second CMS on the same file): SQLite answers SQLITE_BUSY at once instead of
 * calling the busy handler, to avoid a deadlock — so a read-then-write use case (most of them:
 * Strapi's `update` reads the row first) failed with a 500 while, e.g., a backup held the lock.
 * Taken first, the lock is waited for (busy_timeout, cms/config/database.ts). Inside the CMS
 * nothing changes: it holds one SQLite connection, so its transactions ran one at a time anyway.
 * Patches knex's SQLite transaction (the copy Strapi's database layer loads); PostgreSQL is not
 * touched. tests/resilience/sqlite-busy.test.ts.
 */
export function sqliteTransactionsTakeTheWriteLockFirst(): void {
  if (writeFirst) return;
  const fromStrapi = createRequire(require.resolve('@strapi/database'));
  const Transaction = fromStrapi(
    path.join(path.dirname(fromStrapi.resolve('knex')), 'lib/dialects/sqlite3/execution/sqlite-transaction.js'),
  ) as {
    prototype: { begin(conn: unknown): Promise<unknown> };
  };
  Transaction.prototype.begin = function begin(this: SqliteTransaction, conn: unknown) {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  };
  writeFirst = true;
}
