/**
 * CMS processes for the resilience tests: the CMS compiled once (tools/cms-dist.mjs,
 * reused while the sources are unchanged), started on a database of its own — a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server (created here, dropped at the end) or a
 * temporary SQLite file — which the first start seeds. More processes can join the same
 * database (`join`), as a second instance behind a load balancer would.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileCms } from '../../../tools/cms-dist.mjs';
import { launchCms } from '../../../tools/throwaway-stack.mjs';
import { freePort, pgAdmin, pgDatabaseUrl, testCmsEnv } from '../../api/helpers/cms';

/** The PostgreSQL server of these tests (the same variable as the api-pg project). */
export const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface CmsInstance {
  url: string;
  /** The process id (the job runner names itself `<host>:<pid>:…` in batches.owner). */
  pid: number;
  env: Record<string, string>;
  testSupportSecret: string;
  /** The end of the process's own log (empty with CMS_TEST_VERBOSE=1, which prints it instead). */
  log(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface CmsCluster {
  /** The first instance (it seeded the database). */
  first: CmsInstance;
  /** The database's name (PostgreSQL) or file (SQLite). */
  database: string;
  databaseUrl: string;
  /** Starts one more instance on the same database with `env` on top. */
  join(env?: Record<string, string>): Promise<CmsInstance>;
  /** Stops every instance and removes the database. */
  stop(): Promise<void>;
}

export async function startCmsCluster(options: { db: 'postgres' | 'sqlite'; env?: Record<string, string> }): Promise<CmsCluster> {
  const { distDir } = await compileCms();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-resilience-'));
  const testSupportSecret = crypto.randomBytes(24).toString('hex');
  let database = path.join(dir, 'data.db');
  let databaseUrl = '';
  if (options.db === 'postgres') {
    database = `portal_resilience_${crypto.randomBytes(6).toString('hex')}`;
    await pgAdmin(PG_URL, (c) => c.query(`CREATE DATABASE ${database}`));
    databaseUrl = pgDatabaseUrl(PG_URL, database);
  }
  const base = testCmsEnv({
    CMS_DIST_DIR: distDir,
    CMS_READ_TOKEN: crypto.randomBytes(24).toString('hex'),
    PORTAL_TEST_SUPPORT_SECRET: testSupportSecret,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // One private-files folder for every instance of the cluster (as one bucket would be).
    PRIVATE_FILES_DIR: path.join(dir, 'private'),
    DATABASE_FILENAME: options.db === 'sqlite' ? database : path.join(dir, 'unused.db'),
    DATABASE_URL: databaseUrl,
    ...options.env,
  });
  const instances: CmsInstance[] = [];
  const launch = async (env: Record<string, string> = {}): Promise<CmsInstance> => {
    // The port named in `env` (or, for the first instance, in the cluster's env), else a free one.
    const port = env.CMS_PORT ?? (instances.length === 0 ? options.env?.CMS_PORT : undefined) ?? String(await freePort());
    const full = { ...base, ...env, CMS_PORT: port };
    // CMS_TEST_VERBOSE=1 shows the CMS's own log in the test output.
    const cms = await launchCms(full, { quiet: !process.env.CMS_TEST_VERBOSE });
    const instance = { url: cms.url, pid: cms.pid, env: full, testSupportSecret, log: cms.log, stop: cms.stop, kill: cms.kill };
    instances.push(instance);
    return instance;
  };
  const removeDatabase = async () => {
    if (options.db === 'postgres') await pgAdmin(PG_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let first: CmsInstance;
  try {
    first = await launch();
  } catch (error) {
    await removeDatabase();
    throw error;
  }
  return {
    first,
    database,
    databaseUrl,
    join: launch,
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      await removeDatabase();
    },
  };
}
