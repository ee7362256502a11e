/**
 * What an operator watches on a CMS instance (docs/operations.md, "Monitoring"): Prometheus
 * metrics (prom-client) and liveness/readiness, on an internal listener bound to loopback
 * (`CMS_INTERNAL_PORT`; off when unset), never on the public port.
 *
 * - `portal_http_requests_total` and `portal_http_request_duration_seconds` per route pattern
 *   (`/api/invoices/:numDoc/download`, never the values), method and status;
 * - `portal_login_failures_total` (refused sign-ins) and `portal_rate_limit_refusals_total` per route;
 * - `portal_jobs_waiting`, `portal_jobs_running`, `portal_jobs_oldest_waiting_seconds` (the job queue);
 * - `portal_invoice_pdfs_waiting` (bills whose PDF is still to be drawn);
 * - `portal_db_pool_connections{state}` (used, free, pending acquires);
 * - `portal_auth_cache_lookups_total{result}` (hit, miss) — the login cache's hit rate;
 * - `portal_answer_cache_lookups_total{cache,result}` — the kept answers' hit rate (`consumption`,
 *   the programmer's dashboards; `invoice-list`, the invoice list per contract revision);
 * - Node's defaults (CPU, memory, event-loop lag, GC) with the `portal_cms_` prefix.
 *
 * `/livez` answers 200 while the process serves; `/readyz` 200 only when the database answers
 * `SELECT 1` and, with `REDIS_URL`, Redis answers PING (503 with what failed otherwise).
 */
import http from 'node:http';
import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answerCaches } from './answer-cache';
import { authCache } from './auth-cache';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_cms_' });

const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered by the CMS, per route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer, per route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const loginFailures = new Counter({
  name: 'portal_login_failures_total',
  help: 'Sign-ins refused (wrong e-mail or password, blocked account, bad captcha).',
  registers: [registry],
});
const rateLimited = new Counter({
  name: 'portal_rate_limit_refusals_total',
  help: 'Requests refused with 429 by the rate limits, per route pattern.',
  labelNames: ['route'] as const,
  registers: [registry],
});

/** The sign-in routes whose 4xx answers (other than 429) are refused sign-ins. */
const SIGN_IN_ROUTES = new Set(['/api/portal/auth/login', '/api/portal/auth/login/second-factor', '/api/portal/auth/google']);

/** A route label: the router's pattern, or a fixed group for what no portal route matched. */
export function routeLabel(matched: string | undefined, path: string): string {
  if (matched) return matched;
  if (path.startsWith('/admin')) return '/admin/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/api/')) return '/api/* (no route)';
  return 'other';
}

/** Records one answered request (global::request-log). */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
  if (status === 429) rateLimited.inc({ route });
  else if (method === 'POST' && SIGN_IN_ROUTES.has(route) && status >= 400 && status < 500) loginFailures.inc();
}

let strapiRef: Core.Strapi | null = null;

new Gauge({
  name: 'portal_jobs_waiting',
  help: 'Jobs (batches, exports, imports) waiting to be claimed.',
  registers: [registry],
  async collect() {
    this.set((await queue()).waiting);
  },
});
new Gauge({
  name: 'portal_jobs_running',
  help: 'Jobs being processed under a lease.',
  registers: [registry],
  async collect() {
    this.set((await queue()).running);
  },
});
new Gauge({
  name: 'portal_jobs_oldest_waiting_seconds',
  help: 'Age of the oldest waiting job (0 when none waits).',
  registers: [registry],
  async collect() {
    this.set((await queue()).oldestSeconds);
  },
});
new Gauge({
  name: 'portal_invoice_pdfs_waiting',
  help: "Bills whose PDF is still to be drawn (queued when the bill is written; docs/scaling.md, 'Documents').",
  registers: [registry],
  async collect() {
    const knex = strapiRef?.db?.connection;
    if (!knex) return;
    const [row] = (await knex('invoice_pdf_renders').whereIn('status', ['WAITING', 'PROCESSING']).count({ n: '*' })) as {
      n: number | string;
    }[];
    this.set(Number(row?.n ?? 0));
  },
});
new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Database pool connections: used, free, and acquires waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = (strapiRef?.db?.connection?.client as { pool?: PoolLike } | undefined)?.pool;
    if (!pool) return;
    this.set({ state: 'used' }, pool.numUsed());
    this.set({ state: 'free' }, pool.numFree());
    this.set({ state: 'pending' }, pool.numPendingAcquires());
  },
});
new Gauge({
  name: 'portal_auth_cache_lookups_total',
  help: 'Login cache lookups since start: answered from memory (hit) or from the database (miss).',
  labelNames: ['result'] as const,
  registers: [registry],
  collect() {
    const cache = authCache();
    this.set({ result: 'hit' }, cache.hits);
    this.set({ result: 'miss' }, cache.misses);
  },
});

new Gauge({
  name: 'portal_answer_cache_lookups_total',
  help: 'Kept answers since start, per cache: served from memory (hit) or computed (miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
  collect() {
    for (const [name, cache] of answerCaches()) {
      this.set({ cache: name, result: 'hit' }, cache.hits);
      this.set({ cache: name, result: 'miss' }, cache.misses);
    }
  },
});

interface PoolLike {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** One read of the job queue per scrape, shared by its three gauges. */
let queueRead: { at: number; value: Promise<{ waiting: number; running: number; oldestSeconds: number }> } | null = null;
function queue() {
  if (queueRead && Date.now() - queueRead.at < 1000) return queueRead.value;
  const value = (async () => {
    const knex = strapiRef?.db?.connection;
    if (!knex) return { waiting: 0, running: 0, oldestSeconds: 0 };
    const rows = (await knex('batches').select('status').count({ n: '*' }).min({ oldest: 'created_at' }).groupBy('status')) as {
      status: string;
      n: number | string;
      oldest: string | number | Date | null;
    }[];
    const waiting = rows.find((r) => r.status === 'WAITING');
    const oldest = waiting?.oldest
      ? new Date(typeof waiting.oldest === 'string' && /^\d+$/.test(waiting.oldest) ? Number(waiting.oldest) : waiting.oldest)
      : null;
    return {
      waiting: Number(waiting?.n ?? 0),
      running: Number(rows.find((r) => r.status === 'PROCESSING')?.n ?? 0),
      oldestSeconds: oldest && !Number.isNaN(oldest.getTime()) ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0,
    };
  })();
  queueRead = { at: Date.now(), value };
  return value;
}

let redis: Redis | null = null;

/** What readiness checks: the database, and Redis when configured. Empty when ready. */
export async function readinessProblems(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const problems: string[] = [];
  const within = <T>(work: Promise<T>, ms: number) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
  try {
    await within(strapi.db.connection.raw('SELECT 1'), 2000);
  } catch (error) {
    problems.push(`database: ${(error as Error).message}`);
  }
  if (env.REDIS_URL) {
    try {
      redis ??= new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      if (redis.status === 'wait' || redis.status === 'end') await within(redis.connect(), 2000);
      await within(redis.ping(), 2000);
    } catch (error) {
      problems.push(`redis: ${(error as Error).message}`);
    }
  }
  return problems;
}

let listener: http.Server | null = null;

/** Starts the internal listener on CMS_INTERNAL_PORT (127.0.0.1); nothing when it is unset. */
export async function startInternalListener(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  strapiRef = strapi;
  const port = Number(env.CMS_INTERNAL_PORT);
  if (!Number.isInteger(port) || port <= 0) return;
  listener = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (path === '/metrics')
      return void registry.metrics().then(
        (text) => answer(200, text, registry.contentType),
        (error: Error) => answer(500, `metrics failed: ${error.message}`),
      );
    if (path === '/livez') return void answer(200, 'ok');
    if (path === '/readyz')
      return void readinessProblems(strapi, env).then((problems) =>
        problems.length ? answer(503, `not ready\n${problems.join('\n')}`) : answer(200, 'ready'),
      );
    answer(404, 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    listener!.once('error', reject);
    listener!.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function stopInternalListener(): Promise<void> {
  const open = listener;
  listener = null;
  if (open) await new Promise((resolve) => open.close(() => resolve(undefined)));
  const client = redis;
  redis = null;
  client?.disconnect();
}
