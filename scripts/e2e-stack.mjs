// The stack the browser tests run against: a seeded Strapi on a fresh SQLite file, the
// static site built from it, and the web server — the same pieces as `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/env.mjs';
import { startCmsProcess, waitForHttp } from './lib/processes.mjs';
import { buildRelease } from './lib/site-build.mjs';

const work = path.resolve(root, process.env.E2E_DIR ?? 'var/e2e');
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

const cmsPort = process.env.E2E_CMS_PORT ?? '1338';
const sitePort = process.env.E2E_SITE_PORT ?? '4329';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  CMS_PORT: cmsPort,
  CMS_URL: `http://127.0.0.1:${cmsPort}`,
  CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
  PORT: sitePort,
  SITE_URL: `http://127.0.0.1:${sitePort}`,
  SITE_REBUILD_URL: `http://127.0.0.1:${sitePort}/__rebuild`,
  SITE_RELEASES_DIR: path.join(work, 'site'),
  SESSION_DIR: path.join(work, 'sessions'),
  DATABASE_FILENAME: path.join(work, 'cms.db'),
  DATABASE_URL: '',
  MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(work, 'outbox'),
  APP_KEYS: 'e2eKeyA,e2eKeyB',
  API_TOKEN_SALT: 'e2e-salt',
  ADMIN_JWT_SECRET: 'e2e-admin-secret',
  TRANSFER_TOKEN_SALT: 'e2e-transfer',
  JWT_SECRET: 'e2e-jwt-secret',
  ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef',
  CMS_READ_TOKEN: 'e2e-read-token-0123456789abcdef',
  REBUILD_SECRET: 'e2e-rebuild-secret',
  PREVIEW_SECRET: 'e2e-preview-secret',
  CMS_SERVE_ADMIN: 'false',
  CMS_IGNORE_TS: 'true',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const cms = startCmsProcess(env, { quiet: false });
await waitForHttp(`${env.CMS_URL}/_health`, { child: cms, timeoutMs: 300_000 });
await buildRelease(env);
const site = spawn(process.execPath, [path.join(root, 'scripts/site-server.mjs')], { cwd: root, env, stdio: 'inherit' });

const stop = () => {
  site.kill('SIGTERM');
  cms.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
for (const child of [cms, site]) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
