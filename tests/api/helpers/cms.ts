/**
 * Starts a real Strapi for a test file. The run's global setup (./global-setup.ts) compiled
 * the CMS once and seeded a template database once; each file's CMS starts from that build on
 * its own COPY of the template (a file copy for SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL when the project runs with API_DB=postgres), so files never see each other's
 * writes. The CMS gets a clean environment (tools/throwaway-stack.mjs cleanEnv): nothing
 * of the developer's shell or .env reaches it, only what is set here and in `extraEnv`.
 *
 * Limits are explicit: AUTH_RATE_LIMIT_MAX is high (TEST_RATE_LIMIT_MAX) unless the file
 * names its own — a file that tests a limit passes the small value it proves. The delay after an
 * account's failures (AUTH_DELAY_*) is a few milliseconds, so files that fail a sign-in on purpose
 * do not wait seconds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { cleanEnv, launchCms as launchStackCms, scratchDir } from '../../../tools/throwaway-stack.mjs';
import { STAFF_ADMIN, STAFF_ADMIN_ENV } from '../../../tools/staff-admin.mjs';

export interface RunningCms {
  url: string;
  outboxDir: string;
  readToken: string;
  /** This stack's private-files folder (PRIVATE_FILES_DIR; a file may override the driver). */
  privateDir: string;
  /** The secret of /api/test-support on this CMS (tests/support/factories.ts reads it). */
  testSupportSecret: string;
  /** Raw env the CMS runs with (secrets, database). */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** SIGKILL, keeping the database (a crash); `launchCms(env)` starts another process on it. */
  kill(): Promise<void>;
}

/** The login/sign-up limit of a test CMS unless its file names one: high enough never to be met. */
export const TEST_RATE_LIMIT_MAX = 10_000;

const root = path.resolve(import.meta.dirname, '../../..');

/** Fixed secrets of every test CMS: the template database is encrypted and hashed with them. */
export const TEST_CMS_SECRETS = {
  APP_KEYS: 'testKeyA,testKeyB',
  API_TOKEN_SALT: 'test-api-token-salt',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'test-transfer-salt',
  JWT_SECRET: 'test-jwt-secret',
  ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef',
  CONNECTION_VERIFY_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Connection URL of another database on the same PostgreSQL server. */
export function pgDatabaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function pgAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPgDatabase(baseUrl: string, template: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin(baseUrl, (c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return {
    url: pgDatabaseUrl(baseUrl, name),
    drop: () => pgAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** The run's compiled CMS and template database (global-setup.ts), when the run has them. */
function provided(): { distDir?: string; template?: { sqlite?: string; postgres?: string } } {
  try {
    return { distDir: inject('cmsDistDir') || undefined, template: inject('cmsTemplate') || undefined };
  } catch {
    return {};
  }
}

/** The environment of a test CMS before the file's own settings (also used for the template). */
export function testCmsEnv(settings: Record<string, string>): Record<string, string> {
  return cleanEnv({
    ...TEST_CMS_SECRETS,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    CMS_IGNORE_TS: 'true',
    SITE_CONTENT_DIR: path.join(root, 'site'),
    SITE_URL: 'http://localhost:4321',
    SITE_REBUILD_URL: '',
    AUTH_RATE_LIMIT_MAX: String(TEST_RATE_LIMIT_MAX),
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    // Personal access tokens' calls (docs/access-tokens.md): out of reach unless the file names a limit.
    ACCESS_TOKEN_RATE_LIMIT_MAX: String(TEST_RATE_LIMIT_MAX),
    AUTH_DELAY_BASE_MS: '5',
    AUTH_DELAY_MAX_MS: '20',
    // No cockpit alerts but in their own file (contract-accounting-portfolio): a scan follows any change
    // of consumption data or terms and e-mails every contract's users at risk, the demo's included,
    // while a test counts the outbox or checks that nothing was written (docs/contract-accounting.md "Alertas").
    CONTRACT_ALERTS_ENABLED: 'false',
    CONTRACT_ALERTS_SCAN_MS: '0',
    ...settings,
  }) as Record<string, string>;
}

/** Starts a CMS process with `env` and resolves once /_health answers (tools/throwaway-stack.mjs). */
export function launchCms(env: Record<string, string>) {
  // CMS_TEST_VERBOSE=1 shows the CMS's own log (a 500's stack) in the test output.
  return launchStackCms(env, { quiet: !process.env.CMS_TEST_VERBOSE });
}

export async function startCms(extraEnv: Record<string, string> = {}): Promise<RunningCms> {
  const { distDir, template } = provided();
  const dir = scratchDir('portal-cms-');
  const port = await freePort();
  const readToken = crypto.randomBytes(24).toString('hex');
  const testSupportSecret = crypto.randomBytes(24).toString('hex');
  const outboxDir = path.join(dir, 'outbox');
  const dbFile = path.join(dir, 'data.db');
  const usePg = process.env.API_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  const database = usePg ? await createPgDatabase(process.env.TEST_DATABASE_URL!, template?.postgres) : null;
  if (!usePg && template?.sqlite) {
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(template.sqlite + suffix)) fs.copyFileSync(template.sqlite + suffix, dbFile + suffix);
    }
  }
  const env = testCmsEnv({
    CMS_PORT: String(port),
    CMS_READ_TOKEN: readToken,
    PORTAL_TEST_SUPPORT_SECRET: testSupportSecret,
    MAIL_OUTBOX_DIR: outboxDir,
    PRIVATE_FILES_DIR: path.join(dir, 'private'),
    DATABASE_FILENAME: dbFile,
    DATABASE_URL: database?.url ?? '',
    ...(distDir ? { CMS_DIST_DIR: distDir } : {}),
    ...extraEnv,
  });
  let running: Awaited<ReturnType<typeof launchCms>>;
  try {
    running = await launchCms(env);
  } catch (error) {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: running.url,
    outboxDir,
    readToken,
    privateDir: path.join(dir, 'private'),
    testSupportSecret,
    env,
    kill: () => running.kill(),
    async stop() {
      await running.stop();
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { STAFF_ADMIN, STAFF_ADMIN_ENV };

/** An admin-panel token of the stack's staff Super Admin (start the CMS with STAFF_ADMIN_ENV). */
export async function staffAdminToken(cms: RunningCms): Promise<string> {
  const res = await fetch(new URL('/admin/login', cms.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_ADMIN.email, password: STAFF_ADMIN.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (res.status !== 200 || !body.data?.token) throw new Error(`staff admin login: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** The .eml files in the outbox, oldest first, as text. */
export function readOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the CMS compiled once for the run (tools/cms-dist.mjs). */
    cmsDistDir: string;
    /** The run's seeded template database: a SQLite file or a PostgreSQL database name. */
    cmsTemplate: { sqlite?: string; postgres?: string };
  }
}
