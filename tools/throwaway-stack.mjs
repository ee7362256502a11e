// @ts-check
// Throwaway stacks: a CMS (temporary SQLite file, seeded, or the database its env names) and a
// site server on given ports, for the browser, API and resilience tests, the bench, the load run
// and the profiler. Same pieces as `npm start`. `launchCms` and `launchSite` start one process
// each and answer a handle (url, pid, stop, kill, log) once it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv, root } from '../server/env.mjs';
import { internalUrl } from '../server/internal-listener.mjs';
import { startCmsProcess, waitForHttp } from './processes.mjs';
import { DEFAULT_TEST_SUPPORT_SECRET } from './test-support-secret.mjs';

/** @typedef {import('./processes.mjs').LoggedProcess} LoggedProcess */

/**
 * A started process and what a test does with it.
 * @typedef {object} Launched
 * @property {LoggedProcess} child
 * @property {number} pid
 * @property {() => string} log The end of the process's output when started `quiet`.
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after 10 s; resolves once the process exited.
 * @property {() => Promise<void>} kill SIGKILL at once (no shutdown hooks), as a crash would.
 */

const RAM_DIR = '/dev/shm';
const RAM_ROOM = 2 * 1024 ** 3;

/**
 * A new folder for a throwaway stack's own files (its SQLite database, outbox, private files):
 * under /dev/shm (RAM) when the machine has 2 GiB free there, else the system's temporary folder;
 * TEST_SCRATCH_DIR names another parent. The portal's SQLite commits in WAL mode with SQLite's
 * default `synchronous = FULL`, one fsync each, as production should; on a disk-backed folder a
 * test file paid that flush on every write it made, which a throwaway database does not need.
 * The caller removes the folder when its stack stops.
 * @param {string} prefix
 * @returns {string}
 */
export function scratchDir(prefix) {
  let parent = process.env.TEST_SCRATCH_DIR || os.tmpdir();
  if (!process.env.TEST_SCRATCH_DIR) {
    try {
      const { bavail, bsize } = fs.statfsSync(RAM_DIR);
      fs.accessSync(RAM_DIR, fs.constants.W_OK);
      if (bavail * bsize >= RAM_ROOM) parent = RAM_DIR;
    } catch {
      // No /dev/shm here (or not writable): the temporary folder.
    }
  }
  return fs.mkdtempSync(path.join(parent, prefix));
}

/**
 * What a test stack inherits from the shell: the system's own variables, never the portal's
 * settings. A developer's GOOGLE_*, RECAPTCHA_*, SMTP_*, AUTH_RATE_LIMIT_*, REDIS_URL,
 * DATABASE_URL… (shell or .env) do not reach a test stack.
 */
export const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'LANGUAGE', 'TERM', 'TZ', 'CI'];

/**
 * A clean environment for a test stack's processes, built from an allow-list: the system
 * variables above, every setting of .env.example at its safe documented default, then
 * `overrides`. `.env` files are not read: Strapi's dotenv gets ENV_PATH=/dev/null and
 * server/env.mjs's loadEnv() sees PORTAL_ENV_FILE=none.
 * @param {Record<string, string>} [overrides]
 * @returns {Record<string, string>}
 */
export function cleanEnv(overrides = {}) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const key of INHERITED_ENV) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  for (const [key, value] of Object.entries(process.env)) if (key.startsWith('LC_') && value !== undefined) env[key] = value;
  Object.assign(env, parseEnv(fs.readFileSync(path.join(root, '.env.example'), 'utf8')));
  // Third parties on by default in .env.example are never called from a test stack: a test that
  // needs one starts a local server built from its published answers and passes its URL.
  return { ...env, ENV_PATH: '/dev/null', PORTAL_ENV_FILE: 'none', CEP_SERVICE_URL: '', ...overrides };
}

/**
 * The environment of a throwaway stack in the folder `work` (its database, releases, sessions,
 * mail, private files): the CMS on `cmsPort`, the site on `sitePort` and its internal listener
 * 1000 above, NODE_ENV=test and the stacks' published secrets.
 * @param {string} work
 * @param {{ cmsPort: string | number; sitePort: string | number }} ports
 * @returns {Record<string, string>}
 */
export function stackEnv(work, { cmsPort, sitePort }) {
  return cleanEnv({
    NODE_ENV: 'test',
    PORTAL_TEST_SUPPORT_SECRET: process.env.PORTAL_TEST_SUPPORT_SECRET || DEFAULT_TEST_SUPPORT_SECRET,
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    PORT: String(sitePort),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    SITE_INTERNAL_PORT: String(Number(sitePort) + 1000),
    SITE_REBUILD_URL: `http://127.0.0.1:${Number(sitePort) + 1000}/__rebuild`,
    SITE_RELEASES_DIR: path.join(work, 'site'),
    SESSION_DIR: path.join(work, 'sessions'),
    DATABASE_FILENAME: path.join(work, 'cms.db'),
    DATABASE_URL: '',
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(work, 'outbox'),
    PRIVATE_FILES_DIR: path.join(work, 'private'),
    APP_KEYS: 'stackKeyA,stackKeyB',
    API_TOKEN_SALT: 'stack-salt',
    ADMIN_JWT_SECRET: 'stack-admin-secret',
    TRANSFER_TOKEN_SALT: 'stack-transfer',
    JWT_SECRET: 'stack-jwt-secret',
    ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef',
    CMS_READ_TOKEN: 'stack-read-token-0123456789abcdef',
    REBUILD_SECRET: 'e2e-rebuild-secret',
    PREVIEW_SECRET: 'e2e-preview-secret',
    CONNECTION_VERIFY_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
    CMS_SERVE_ADMIN: 'false',
    CMS_IGNORE_TS: 'true',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
}

/**
 * A started process: `stop` (SIGTERM, SIGKILL after 10 s) and `kill` (SIGKILL at once, as a crash) resolve once it exited.
 * @param {LoggedProcess} child
 * @returns {Launched}
 */
function handleOf(child) {
  const { pid } = child;
  if (pid === undefined) throw new Error('the process did not start');
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  /**
   * @param {NodeJS.Signals} name
   * @returns {Promise<void>}
   */
  const signal = (name) =>
    new Promise((resolve) => {
      if (ended()) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
      if (name === 'SIGTERM') setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, pid, log: () => child.getLog(), stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/**
 * Starts a CMS with `env` and resolves once `url`/_health answers (default: CMS_PORT on
 * 127.0.0.1); the process is killed if it never does.
 * @param {Record<string, string>} env
 * @param {{ quiet?: boolean; timeoutMs?: number; url?: string }} [options]
 * @returns {Promise<Launched & { url: string }>}
 */
export async function launchCms(env, { quiet = false, timeoutMs = 240_000, url = `http://127.0.0.1:${env.CMS_PORT}` } = {}) {
  const child = startCmsProcess(env, { quiet });
  try {
    await waitForHttp(`${url}/_health`, { child, timeoutMs });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, ...handleOf(child) };
}

/**
 * Starts server/site-server.mjs with `env` and resolves once its internal /__status answers; `quiet` keeps its output for `log()`.
 * @param {Record<string, string>} env
 * @param {{ quiet?: boolean; timeoutMs?: number }} [options]
 * @returns {Promise<Launched & { url: string; internalUrl: string }>}
 */
export async function launchSite(env, { quiet = false, timeoutMs = 180_000 } = {}) {
  const spawned = spawn(process.execPath, [path.join(root, 'server/site-server.mjs')], {
    cwd: root,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let log = '';
  if (quiet)
    for (const stream of [spawned.stdout, spawned.stderr])
      stream?.on('data', (/** @type {Buffer} */ d) => (log = (log + d).slice(-20_000)));
  const child = Object.assign(spawned, { getLog: () => log });
  try {
    await waitForHttp(`${internalUrl(env)}/__status`, { child, timeoutMs });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `http://127.0.0.1:${env.PORT}`, internalUrl: internalUrl(env), ...handleOf(child) };
}

/**
 * A seeded CMS in a fresh `work` folder (browser tests, bench): its process.
 * @param {string} work
 * @param {Record<string, string>} env
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<LoggedProcess>}
 */
export async function startThrowawayCms(work, env, { quiet = false } = {}) {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  return (await launchCms(env, { quiet, timeoutMs: 300_000, url: env.CMS_URL })).child;
}

/**
 * The site server of a stack: its process.
 * @param {Record<string, string>} env
 * @returns {Promise<LoggedProcess>}
 */
export async function startSiteServer(env) {
  return (await launchSite(env)).child;
}
