/**
 * Serializes writes that check-then-insert across rows that do not exist yet (a profile name, an
 * account's e-mail or CPF): inside the caller's transaction, a PostgreSQL transaction-level
 * advisory lock that the next writer waits for until commit. SQLite needs nothing: it has one
 * writer at a time and the CMS holds a single connection.
 */
import type { Core } from '@strapi/strapi';

export const LOCKS = { profiles: 9_090_001, accounts: 9_090_002 } as const;

interface Trx {
  raw(sql: string, bindings: unknown[]): Promise<unknown>;
}

export async function serializeOn(strapi: Core.Strapi, trx: unknown, lock: keyof typeof LOCKS): Promise<void> {
  const client = (strapi.db as unknown as { dialect?: { client?: string } }).dialect?.client;
  if (client === 'postgres') await (trx as Trx).raw('SELECT pg_advisory_xact_lock(?)', [LOCKS[lock]]);
}
