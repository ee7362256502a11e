/**
 * Protocol numbers of the requests that count per year (connection `CON-2026-000123`, service
 * `REL-…`, `SUS-…`, `BLQ-…`): the next number is read from the last row of the same prefix and
 * written in the same transaction. Two parallel requests can read the same last number; the
 * unique key on `protocol` refuses the second, whose whole transaction then runs again.
 */
import type { Core, UID } from '@strapi/strapi';

/** How many times a transaction whose protocol was taken meanwhile runs in all. */
const ATTEMPTS = 5;

/**
 * Is `error` the database refusing a second row with the same unique key (SQLite "UNIQUE
 * constraint failed", PostgreSQL "duplicate key value violates unique constraint")?
 */
export const isUniqueConflict = (error: unknown): boolean => /unique|duplicate/i.test(String((error as Error)?.message ?? ''));

/** The newest protocol of `uid` that starts with `prefix` (the year's last), or null. */
export async function lastProtocol(strapi: Core.Strapi, uid: UID.ContentType, prefix: string): Promise<string | null> {
  const last = (await strapi.db.query(uid).findOne({
    where: { protocol: { $startsWith: prefix } },
    orderBy: { id: 'desc' },
    select: ['protocol'],
  })) as { protocol: string } | null;
  return last?.protocol ?? null;
}

/**
 * Runs `write` in a transaction (it numbers and creates the row, see `lastProtocol`); when a
 * parallel request took the same protocol (unique conflict) the whole transaction runs again,
 * up to five times in all. Any other error is thrown as it is.
 */
export async function withProtocolRetry<T>(strapi: Core.Strapi, write: (trx: unknown) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await strapi.db.transaction(async ({ trx }) => write(trx));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueConflict(error)) throw error;
    }
  }
}
