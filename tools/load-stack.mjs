// @ts-check
// The stack of the load and fault runs (`node scripts/load.mjs`, tests/resilience): a throwaway
// CMS on a temporary SQLite file, the static site built from it and the web server — the pieces
// of `npm start` — plus what a fault run needs: SIGKILL and restart of the CMS on the same
// database and port, and the accounts and data the simulated users work with, made through the
// test-support factories while the CMS runs with NODE_ENV=test.
//
// `production: true` then restarts the CMS (and starts the web server) with NODE_ENV=production,
// random secrets and no test-support secret, as `npm start` runs them: the load meets the
// production code paths, and the factories are no longer reachable.
import crypto from 'node:crypto';
import path from 'node:path';
import { compileCms } from './cms-dist.mjs';
import { DEFAULT_TEST_SUPPORT_SECRET, TEST_SUPPORT_HEADER } from './test-support-secret.mjs';
import { root } from '../server/env.mjs';
import { startCmsProcess, waitForHttp } from './processes.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from './throwaway-stack.mjs';

/** @typedef {import('./load-mix.mjs').LoadAccount} LoadAccount */
/** @typedef {import('./load-mix.mjs').CustomerAccount} CustomerAccount */
/** @typedef {import('./load-mix.mjs').UploaderAccount} UploaderAccount */
/** @typedef {import('./load-mix.mjs').LoadWrite} LoadWrite */
/** @typedef {import('./processes.mjs').LoggedProcess} LoggedProcess */

/**
 * Where the test-support API of a stack answers.
 * @typedef {object} SupportTarget
 * @property {string} url
 * @property {string} testSupportSecret
 */
/**
 * @typedef {object} LoadStack
 * @property {Record<string, string>} env
 * @property {string} cmsUrl
 * @property {string} siteUrl
 * @property {SupportTarget} cms
 * @property {() => number | undefined} cmsPid
 * @property {() => string} cmsLog
 * @property {() => Promise<number>} startCms A new CMS process on the same database and port; resolves (with the milliseconds it took) when /_health answers.
 * @property {() => Promise<void>} killCms SIGKILL: no shutdown hooks, the job in flight keeps its lease, as in a crash.
 * @property {() => Promise<void>} stop
 * @property {unknown[]} exits
 */
/**
 * @typedef {object} LoadStackOptions
 * @property {string} work
 * @property {number} cmsPort
 * @property {number} sitePort
 * @property {Record<string, string>} [env]
 * @property {boolean} [production]
 * @property {(cms: SupportTarget, stack: LoadStack) => Promise<void>} [prepare]
 * @property {boolean} [quiet]
 */
/**
 * A batch of the run as the server holds it, with its items' outcome.
 * @typedef {object} ServerBatch
 * @property {number} id
 * @property {string} fileName
 * @property {string} status
 * @property {number} totalItems
 * @property {number} attempts
 * @property {number} processed
 * @property {number} errors
 */
/**
 * @typedef {object} ServerWrites
 * @property {string[]} services
 * @property {ServerBatch[]} batches
 */
/**
 * @typedef {object} WritesComparison
 * @property {string[]} problems
 * @property {{ sent: number; ok: number; onServer: number }} services
 * @property {{ sent: number; ok: number; onServer: number; rows: number; resumed: number }} uploads
 */
/**
 * What the test-support factories answer (the parts used here).
 * @typedef {{ id: number; email: string; password?: string }} FactoryUser
 * @typedef {{ documentId: string; consumerCode: string; consumerCpfCnpj: string }} FactoryContract
 */

/** The password of the factories' accounts (tests/support/factories.ts FACTORY_PASSWORD). */
export const LOAD_PASSWORD = 'Test@12345';

/** @param {number} [bytes] */
const random = (bytes = 24) => crypto.randomBytes(bytes).toString('hex');

/** Fresh secrets: a production start refuses the test stacks' published ones. */
function freshSecrets() {
  return {
    APP_KEYS: `${random(16)},${random(16)}`,
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(16),
    CMS_READ_TOKEN: random(),
    REBUILD_SECRET: random(),
    PREVIEW_SECRET: random(),
    CONNECTION_VERIFY_KEY: random(32),
  };
}

/**
 * Starts CMS + site. `env` are settings of this run (documented ones: AUTH_RATE_LIMIT_MAX,
 * JOBS_LEASE_MS…). `prepare(cms)` runs before the site is built, while the test-support API
 * answers. Answers { env, cmsUrl, siteUrl, cms (target for the factories), killCms(),
 * startCms(), stop() }.
 * @param {LoadStackOptions} options
 * @returns {Promise<LoadStack>}
 */
export async function startLoadStack({ work, cmsPort, sitePort, env: extra = {}, production = false, prepare, quiet = true }) {
  const testSupportSecret = random();
  /** @type {Record<string, string>} */
  const env = {
    ...stackEnv(work, { cmsPort, sitePort }),
    CMS_DIST_DIR: (await compileCms()).distDir,
    SITE_CONTENT_DIR: path.join(root, 'site'),
    PORTAL_TEST_SUPPORT_SECRET: testSupportSecret,
    // Metrics on loopback: the stack waits on them for the bills' PDFs to be drawn.
    CMS_INTERNAL_PORT: String(Number(cmsPort) + 2000),
    ...(production ? freshSecrets() : {}),
    ...extra,
  };
  const cmsUrl = env.CMS_URL ?? '';
  /** @type {SupportTarget} */
  const cmsTarget = { url: cmsUrl, testSupportSecret };
  /** @type {LoggedProcess | null} */
  let cms = await startThrowawayCms(work, env, { quiet });
  /** @type {LoggedProcess | null} */
  let site = null;
  /** @type {unknown[]} */
  const exits = [];

  /**
   * @param {LoggedProcess | null} child
   * @param {NodeJS.Signals} [signal]
   * @returns {Promise<void>}
   */
  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
      if (signal !== 'SIGKILL') setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });

  /** @type {LoadStack} */
  const stack = {
    env,
    cmsUrl,
    siteUrl: env.SITE_URL ?? '',
    cms: cmsTarget,
    cmsPid: () => cms?.pid,
    cmsLog: () => cms?.getLog() ?? '',
    /** SIGKILL: no shutdown hooks, the job in flight keeps its lease, as in a crash. */
    async killCms() {
      const child = cms;
      cms = null;
      await stopChild(child, 'SIGKILL');
    },
    /** A new CMS process on the same database and port; resolves when /_health answers. */
    async startCms() {
      const started = Date.now();
      cms = startCmsProcess(env, { quiet });
      await waitForHttp(`${cmsUrl}/_health`, { child: cms, timeoutMs: 300_000 });
      return Date.now() - started;
    },
    async stop() {
      await Promise.all([stopChild(site), stopChild(cms)]);
      site = null;
      cms = null;
    },
    exits,
  };

  try {
    if (prepare) await prepare(cmsTarget, stack);
    if (production) {
      // From here on as `npm start` runs: production mode, and the test-support API is gone.
      await stopChild(cms);
      env.NODE_ENV = 'production';
      env.PORTAL_TEST_SUPPORT_SECRET = '';
      await stack.startCms();
    }
    await buildRelease(env, { quiet });
    site = await startSiteServer(env);
    // The bills were issued before the crowd comes, as at a due date: their PDFs drawn by then.
    await invoicePdfsDrawn(env);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/**
 * Resolves once no bill waits for its PDF (the CMS's `portal_invoice_pdfs_waiting` metric on
 * CMS_INTERNAL_PORT is 0; cms/src/portal/invoices/pdf-prerender.ts).
 * @param {Record<string, string>} env
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function invoicePdfsDrawn(env, { timeoutMs = 600_000 } = {}) {
  const url = `http://127.0.0.1:${env.CMS_INTERNAL_PORT}/metrics`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await fetch(url)
      .then((res) => (res.ok ? res.text() : ''))
      .catch(() => '');
    const waiting = /^portal_invoice_pdfs_waiting (\d+)/m.exec(text)?.[1];
    if (waiting === '0') return;
    if (Date.now() > until)
      throw new Error(`load stack: bills' PDFs still being drawn after ${timeoutMs / 1000} s (${waiting ?? 'no metric'})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Calls a test-support route of `target` ({url, testSupportSecret}); throws on a non-2xx answer.
 * @param {SupportTarget} target
 * @param {string} method
 * @param {string} route
 * @param {unknown} [body]
 * @returns {Promise<unknown>} The answer's JSON.
 */
export async function testSupport(target, method, route, body) {
  /** @type {Record<string, string>} */
  const headers = { [TEST_SUPPORT_HEADER]: target.testSupportSecret || DEFAULT_TEST_SUPPORT_SECRET };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/api/test-support${route}`, target.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`test-support ${method} ${route} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Runs `work` over `items` with at most `limit` at once (the factories hash passwords: CPU-bound).
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function pool(items, limit, work) {
  /** @type {R[]} */
  const out = new Array(items.length);
  // One queue for all the workers: each takes the next item when its last one is done.
  const queue = items.entries();
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (const [i, item] of queue) out[i] = await work(item, i);
    }),
  );
  return out;
}

/**
 * The accounts of a load run: `customers` clients (one ACTIVE contract, `invoices` bills, one
 * notification each) and `uploaders` administrators (programar-faturas), plus a contract the
 * uploaders' CSV rows are for. Suspension vacancies are made plentiful for the run through the
 * CMS's service settings (the staff setting "Configurações de serviços").
 * @param {SupportTarget} target
 * @param {{ customers: number; uploaders: number; invoices?: number; concurrency?: number }} options
 * @returns {Promise<LoadAccount[]>}
 */
export async function prepareAccounts(target, { customers, uploaders, invoices = 3, concurrency = 4 }) {
  await testSupport(target, 'PUT', '/factories/service-settings', { suspensionCapacity: 100_000, reconnectionCapacity: 100_000 });
  /**
   * A client with one contract.
   * @param {Record<string, unknown>} options
   * @returns {Promise<{ user: FactoryUser; contract: FactoryContract }>}
   */
  const customer = async (options) => {
    const answer = /** @type {{ user: FactoryUser; contracts: FactoryContract[] }} */ (
      await testSupport(target, 'POST', '/factories/customer', { contracts: 1, ...options })
    );
    const [contract] = answer.contracts;
    if (!contract) throw new Error('the customer factory answered no contract');
    return { user: answer.user, contract };
  };
  /** @type {CustomerAccount[]} */
  const made = await pool(
    Array.from({ length: customers }, (_, i) => i),
    concurrency,
    async () => {
      const { user, contract } = await customer({ notificationAccess: true });
      /** @type {CustomerAccount['invoices']} */
      const bills = [];
      for (let i = 0; i < invoices; i++) {
        const month = String(10 - i).padStart(2, '0');
        const { invoice } = /** @type {{ invoice: { numDoc: string; docDate: string } }} */ (
          await testSupport(target, 'POST', '/factories/invoice', {
            contractId: contract.documentId,
            referenceMonth: `2026-${month}`,
          })
        );
        bills.push({ numDoc: invoice.numDoc, docDate: invoice.docDate });
      }
      await testSupport(target, 'POST', '/notifications', {
        userIds: [user.id],
        title: 'Aviso de teste de carga',
        description: '<p>Notificação para o teste de carga.</p>',
      });
      return {
        kind: 'customer',
        email: user.email,
        password: user.password ?? LOAD_PASSWORD,
        contractId: contract.documentId,
        invoices: bills,
      };
    },
  );
  const { contract: csvContract } = await customer({});
  /** @type {UploaderAccount[]} */
  const staff = await pool(
    Array.from({ length: uploaders }, (_, i) => i),
    concurrency,
    async () => {
      const { user } = /** @type {{ user: FactoryUser }} */ (await testSupport(target, 'POST', '/factories/staff', { role: 'admin' }));
      return {
        kind: 'uploader',
        email: user.email,
        password: user.password ?? LOAD_PASSWORD,
        csvContract: { consumerCode: csvContract.consumerCode, consumerCpfCnpj: csvContract.consumerCpfCnpj },
      };
    },
  );
  return [...made, ...staff];
}

/**
 * What the server holds of a run's writes (read-only, straight from the SQLite file): the
 * suspension requests whose motive carries `tag`, and the batches of files named with it, with
 * their items and the bills they made. The load's users compare it with the answers they got.
 * @param {Record<string, string>} env
 * @param {string} tag
 * @returns {Promise<ServerWrites>}
 */
export async function serverWrites(env, tag) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(env.DATABASE_FILENAME, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const services = /** @type {{ motive: string }[]} */ (
      db.prepare(`SELECT motive FROM service_requests WHERE motive LIKE ?`).all(`%${tag}%`)
    ).map((r) => r.motive);
    const batches = /** @type {ServerBatch[]} */ (
      db
        .prepare(
          `SELECT b.id, b.file_name AS fileName, b.status, b.total_items AS totalItems, b.attempts,
           (SELECT count(*) FROM batch_items i WHERE i.batch_id = b.id AND i.status = 'PROCESSED') AS processed,
           (SELECT count(*) FROM batch_items i WHERE i.batch_id = b.id AND i.status = 'ERROR') AS errors
         FROM batches b WHERE b.file_name LIKE ?`,
        )
        .all(`${tag}-%`)
    );
    return { services, batches };
  } finally {
    db.close();
  }
}

/**
 * Waits until every batch of the run has ended (PROCESSED or ERROR); answers serverWrites.
 * @param {Record<string, string>} env
 * @param {string} tag
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<ServerWrites>}
 */
export async function settledWrites(env, tag, { timeoutMs = 180_000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const writes = await serverWrites(env, tag);
    if (writes.batches.every((b) => b.status === 'PROCESSED' || b.status === 'ERROR') || Date.now() > until) return writes;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Compares the users' writes with the server's: every 2xx answer is on the server once, nothing
 * is there twice, and nothing is there that no user sent. A write whose answer never came back
 * (the CMS killed while it ran) may be on the server once or not at all.
 * @param {LoadWrite[]} sent
 * @param {ServerWrites} server
 * @returns {WritesComparison}
 */
export function compareWrites(sent, server) {
  /**
   * How many times each key is in the list.
   * @param {string[]} list
   * @returns {Map<string, number>}
   */
  const count = (list) => list.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), /** @type {Map<string, number>} */ (new Map()));
  const serviceKeys = count(server.services.map((m) => sent.find((w) => w.call === 'service' && m.endsWith(w.key))?.key ?? m));
  const batchKeys = count(server.batches.map((b) => b.fileName));
  /** @type {string[]} */
  const problems = [];
  const sentService = sent.filter((w) => w.call === 'service');
  const sentUpload = sent.filter((w) => w.call === 'upload');
  for (const [key, n] of [...serviceKeys, ...batchKeys]) if (n > 1) problems.push(`${key} is on the server ${n} times`);
  for (const w of sent) {
    const n = (w.call === 'service' ? serviceKeys : batchKeys).get(w.key) ?? 0;
    if (w.ok && n !== 1) problems.push(`${w.call} ${w.key} answered ${w.status} but is on the server ${n} times`);
  }
  for (const key of serviceKeys.keys()) if (!sentService.some((w) => w.key === key)) problems.push(`unknown request ${key}`);
  for (const key of batchKeys.keys()) if (!sentUpload.some((w) => w.key === key)) problems.push(`unknown batch ${key}`);
  const unfinished = server.batches.filter((b) => b.status !== 'PROCESSED' || b.processed !== b.totalItems || b.errors > 0);
  for (const b of unfinished)
    problems.push(`batch ${b.fileName}: ${b.status}, ${b.processed}/${b.totalItems} rows applied, ${b.errors} refused`);
  return {
    problems,
    services: { sent: sentService.length, ok: sentService.filter((w) => w.ok).length, onServer: server.services.length },
    uploads: {
      sent: sentUpload.length,
      ok: sentUpload.filter((w) => w.ok).length,
      onServer: server.batches.length,
      rows: server.batches.reduce((n, b) => n + b.processed, 0),
      resumed: server.batches.filter((b) => b.attempts > 1).length,
    },
  };
}
