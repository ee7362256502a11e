/**
 * Starts a real Strapi for a test file: fresh temporary SQLite database (or a fresh
 * PostgreSQL database when the project runs with API_DB=postgres), seeded from site/,
 * e-mails to a temporary outbox.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCmsProcess, waitForHttp } from '../../../scripts/lib/processes.mjs';

export interface RunningCms {
  url: string;
  outboxDir: string;
  readToken: string;
  /** Raw env the CMS runs with (secrets, database). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startCms(extraEnv: Record<string, string> = {}): Promise<RunningCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cms-'));
  const port = await freePort();
  const readToken = crypto.randomBytes(24).toString('hex');
  const outboxDir = path.join(dir, 'outbox');
  const usePg = process.env.API_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  const database = usePg ? await createPgDatabase(process.env.TEST_DATABASE_URL!) : null;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    CMS_PORT: String(port),
    HOST: '127.0.0.1',
    APP_KEYS: 'testKeyA,testKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef',
    CMS_SERVE_ADMIN: 'false',
    CMS_READ_TOKEN: readToken,
    CMS_IGNORE_TS: 'true',
    MAIL_OUTBOX_DIR: outboxDir,
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    DATABASE_URL: database?.url ?? '',
    SITE_URL: 'http://localhost:4321',
    SITE_REBUILD_URL: '',
    ...extraEnv,
  };
  const child = startCmsProcess(env, { quiet: true });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/_health`, { child, timeoutMs: 240_000 });
  } catch (error) {
    child.kill('SIGKILL');
    await database?.drop();
    throw error;
  }
  return {
    url,
    outboxDir,
    readToken,
    env,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
