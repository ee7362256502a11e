/**
 * Prepared statements kept per SQLite connection (docs/scaling.md, "Database connections"). knex's
 * better-sqlite3 dialect prepares every query's SQL again (`connection.prepare(sql)` per query);
 * under the mixed load `prepare` was the CMS main thread's largest single cost (8.7 % of its
 * samples, docs/capacity.md). The portal's queries are few distinct texts run again and again, so
 * each connection keeps its last `max` statements by SQL text (least recently used dropped).
 *
 * Safe with knex's use: it only calls `all` or `run` on a statement, synchronously, and never
 * changes its modes (raw, pluck, expand, safeIntegers) nor iterates it. SQLite prepares a kept
 * statement again by itself when the schema changes (sqlite3_prepare_v2).
 */

interface Preparing {
  prepare(source: string): unknown;
}

/** Makes `connection.prepare` answer a kept statement for a text it prepared before. */
export function keepPreparedStatements<C extends Preparing>(connection: C, max = 500): C {
  if (max <= 0) return connection;
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, unknown>();
  connection.prepare = (source: string) => {
    const found = kept.get(source);
    if (found !== undefined) {
      // Most recently used last: Map keeps insertion order.
      kept.delete(source);
      kept.set(source, found);
      return found;
    }
    const statement = prepare(source);
    kept.set(source, statement);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return statement;
  };
  return connection;
}
