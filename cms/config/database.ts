import path from 'node:path';
import { keepPreparedStatements } from '../src/portal/core/sqlite-statements';

/** busy_timeout of every SQLite connection: how long a write waits for another writer's lock. */
const SQLITE_BUSY_TIMEOUT_MS = 10_000;

/**
 * SQLite file by default (zero set-up); PostgreSQL when DATABASE_URL is set.
 * Paths are relative to the cms/ folder, whether running from source or from dist/.
 */
export default ({ env }: { env: any }) => {
  const url: string = env('DATABASE_URL', '');
  if (url.startsWith('postgres')) {
    return {
      connection: {
        client: 'postgres',
        // keepAlive: a connection whose server went away (restart, failover, a dropped network)
        // is noticed by the OS instead of being waited on forever.
        connection: { connectionString: url, schema: env('DATABASE_SCHEMA', 'public'), keepAlive: true },
        // min 0: no idle connection is kept that PostgreSQL may have ended meanwhile (a connection
        // that errors — e.g. 'terminating connection due to administrator command' — is disposed
        // by knex and replaced on the next acquire, so the CMS recovers without a restart;
        // tests/resilience/postgres-drop.test.ts).
        pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10), idleTimeoutMillis: 30_000 },
        // A request waits at most this long for a connection, then answers 500 (JSON) instead of hanging.
        acquireConnectionTimeout: env.int('DATABASE_ACQUIRE_TIMEOUT_MS', 60_000),
      },
    };
  }
  const cmsRoot = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../..' : '..');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      // Every connection (knex's pool runs this after Strapi's own foreign_keys pragma): WAL, so
      // readers never block the writer nor the writer them, and a busy timeout, so a write that
      // meets another process's lock (a second CMS process, a backup, a script) waits for it
      // instead of failing with SQLITE_BUSY (tests/resilience/sqlite-busy.test.ts).
      pool: {
        afterCreate: (
          conn: { pragma(source: string): unknown; prepare(source: string): unknown },
          done: (error: Error | null, conn: unknown) => void,
        ) => {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
            // knex prepares every query again: the connection keeps its statements (portal/core/sqlite-statements.ts).
            keepPreparedStatements(conn, env.int('SQLITE_STATEMENT_CACHE', 500));
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    },
  };
};
