/**
 * Prepared statements kept per SQLite connection (docs/scaling.md, "SQLite statements prepared
 * once"). knex's better-sqlite3 client prepares every query anew (`connection.prepare(sql)`, then
 * `all` or `run` at once); the portal's reads send the same few SQL texts over and over with
 * other bindings, and preparing was the largest single cost of a call (docs/profiles). Here a
 * connection's `prepare` answers the statement it already made for the same text. Safe because
 * knex runs a statement to its end synchronously (`all`/`run`, no iterator left open, no mode
 * switched), and SQLite re-prepares a kept statement by itself after a schema change. The
 * number kept per connection is bounded (least recently used goes first):
 * `SQLITE_STATEMENT_CACHE` (default 500; 0 turns it off).
 */

interface Statement {
  readonly reader: boolean;
}

interface Preparer<S extends Statement = Statement> {
  prepare(sql: string): S;
}

const KEPT = Symbol('kept statements');

export function statementCacheSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SQLITE_STATEMENT_CACHE;
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : 500;
}

/** Makes `connection.prepare` hand back the statement it made before for the same SQL text. */
export function keepPreparedStatements<S extends Statement>(connection: Preparer<S>, max = statementCacheSize()): void {
  const marked = connection as Preparer<S> & { [KEPT]?: Map<string, S> };
  if (max <= 0 || marked[KEPT]) return;
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, S>();
  marked[KEPT] = kept;
  connection.prepare = (sql: string): S => {
    const known = kept.get(sql);
    if (known) {
      // Most recently used last: the first key is the one to drop when full.
      kept.delete(sql);
      kept.set(sql, known);
      return known;
    }
    const made = prepare(sql);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(sql, made);
    return made;
  };
}
