// A throwaway CMS (temporary SQLite file, seeded) and a site server on given ports, for the
// browser tests and the bench. Same pieces as `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './env.mjs';
import { startCmsProcess, waitForHttp } from './processes.mjs';

export function stackEnv(work, { cmsPort, sitePort }) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    PORT: String(sitePort),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    SITE_REBUILD_URL: `http://127.0.0.1:${sitePort}/__rebuild`,
    SITE_RELEASES_DIR: path.join(work, 'site'),
    SESSION_DIR: path.join(work, 'sessions'),
    DATABASE_FILENAME: path.join(work, 'cms.db'),
    DATABASE_URL: '',
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(work, 'outbox'),
    APP_KEYS: 'stackKeyA,stackKeyB',
    API_TOKEN_SALT: 'stack-salt',
    ADMIN_JWT_SECRET: 'stack-admin-secret',
    TRANSFER_TOKEN_SALT: 'stack-transfer',
    JWT_SECRET: 'stack-jwt-secret',
    ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef',
    CMS_READ_TOKEN: 'stack-read-token-0123456789abcdef',
    REBUILD_SECRET: 'e2e-rebuild-secret',
    PREVIEW_SECRET: 'e2e-preview-secret',
    CMS_SERVE_ADMIN: 'false',
    CMS_IGNORE_TS: 'true',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

export async function startThrowawayCms(work, env, { quiet = false } = {}) {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const cms = startCmsProcess(env, { quiet });
  await waitForHttp(`${env.CMS_URL}/_health`, { child: cms, timeoutMs: 300_000 });
  return cms;
}

export async function startSiteServer(env) {
  const site = spawn(process.execPath, [path.join(root, 'scripts/site-server.mjs')], { cwd: root, env, stdio: 'inherit' });
  await waitForHttp(`${env.SITE_URL}/__status`, { child: site });
  return site;
}
