// @ts-check
// What an operator watches on a web server (docs/operations.md, "Monitoring"): one JSON log line
// per request (no query string, no address, no cookie or token), a request id carried to the CMS
// and back (`X-Request-Id`), Prometheus metrics (prom-client) and liveness/readiness, served on
// the internal listener (loopback) only.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_web_' });

const LABELS = /** @type {const} */ (['route', 'method', 'status']);
const requests = new Counter({
  name: 'portal_web_requests_total',
  help: 'Requests answered by the web server, per route group, method and status.',
  labelNames: LABELS,
  registers: [registry],
});
const duration = new Histogram({
  name: 'portal_web_request_duration_seconds',
  help: 'Time to answer, per route group, method and status.',
  labelNames: LABELS,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const buildDuration = new Histogram({
  name: 'portal_site_build_duration_seconds',
  help: 'Duration of the site builds, by outcome.',
  labelNames: /** @type {const} */ (['outcome']),
  buckets: [5, 10, 20, 30, 60, 120, 300, 600],
  registers: [registry],
});
const lastBuildOk = new Gauge({
  name: 'portal_site_build_last_ok',
  help: '1 when the last site build succeeded, 0 when it failed (the last good release stays live).',
  registers: [registry],
});
const lastBuildTime = new Gauge({
  name: 'portal_site_build_last_timestamp_seconds',
  help: 'When the last site build ended (Unix seconds).',
  registers: [registry],
});

export { requestIdOf } from './request-id.mjs';

/**
 * The route group of a request for metrics and logs: a few fixed groups, never a value from the URL.
 * @param {string} pathname
 * @param {boolean} staticFile
 */
export function routeGroup(pathname, staticFile) {
  if (staticFile) return pathname.startsWith('/_astro/') ? 'asset' : 'static';
  if (pathname.startsWith('/api/')) return `/api/${pathname.split('/')[2] ?? ''}`;
  if (pathname.startsWith('/area-cliente')) return '/area-cliente';
  if (pathname.startsWith('/session/')) return '/session';
  if (pathname.startsWith('/preview')) return '/preview';
  return 'page';
}

/**
 * Which requests get a log line (SITE_ACCESS_LOG): `all`, `dynamic` (default: not static files) or `off`.
 * @param {NodeJS.ProcessEnv} env
 */
export const accessLogMode = (env = process.env) => {
  const mode = (env.SITE_ACCESS_LOG ?? '').trim();
  return mode === 'all' || mode === 'off' ? mode : 'dynamic';
};

/**
 * @typedef {{ count: import('prom-client').Counter.Internal; time: import('prom-client').Histogram.Internal<'route' | 'method' | 'status'> }} Series
 */
/** @type {Map<string, Series>} */
const series = new Map();
/**
 * The counter's and the histogram's series of one route group, method and status, looked up
 * once: prom-client finds a series from a labels object by sorting and joining its names and
 * values, on every call — a cost every static file paid (docs/scaling.md, "Per request").
 * Bounded as the series themselves: a few route groups × the methods Node's parser accepts × the
 * statuses sent.
 * @param {string} route
 * @param {string} method
 * @param {number} status
 * @returns {Series}
 */
function seriesOf(route, method, status) {
  const key = `${route} ${method} ${status}`;
  let found = series.get(key);
  if (!found) {
    const labels = { route, method, status: String(status) };
    found = { count: requests.labels(labels), time: duration.labels(labels) };
    series.set(key, found);
  }
  return found;
}

/**
 * Records an answered request and writes its log line.
 * @param {{ requestId: string, method: string, pathname: string, staticFile: boolean, status: number, seconds: number }} r
 * @param {'all' | 'dynamic' | 'off'} mode
 */
export function observe(r, mode) {
  const route = routeGroup(r.pathname, r.staticFile);
  const { count, time } = seriesOf(route, r.method, r.status);
  count.inc();
  time.observe(r.seconds);
  if (mode === 'off' || (mode === 'dynamic' && r.staticFile)) return;
  log('info', 'request', {
    requestId: r.requestId,
    method: r.method,
    route,
    // Only /api/<domain> and page paths: no query string, and an API path keeps only its group.
    path: route.startsWith('/api/') ? route : r.pathname,
    status: r.status,
    ms: Math.ceil(r.seconds * 1000),
  });
}

/**
 * One JSON line on stdout (or stderr for errors).
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} message
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, message, fields = {}) {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, service: 'web', message, ...fields })}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
}

/**
 * Records a site build's outcome.
 * @param {boolean} ok
 * @param {number} seconds
 */
export function observeBuild(ok, seconds) {
  buildDuration.observe({ outcome: ok ? 'ok' : 'failed' }, seconds);
  lastBuildOk.set(ok ? 1 : 0);
  lastBuildTime.set(Date.now() / 1000);
}

/**
 * Readiness: a release is loaded, the CMS answers its health check and, with REDIS_URL, Redis
 * answers (the sessions live there). Empty when ready.
 * @param {{ releaseLoaded: boolean, cmsUrl: string, redisUrl?: string }} what
 * @returns {Promise<string[]>}
 */
export async function readinessProblems(what) {
  /** @type {string[]} */
  const problems = [];
  if (!what.releaseLoaded) problems.push('site: no release loaded');
  try {
    const res = await fetch(new URL('/_health', what.cmsUrl), { signal: AbortSignal.timeout(2000) });
    if (res.status >= 500) problems.push(`cms: health answered ${res.status}`);
  } catch (error) {
    problems.push(`cms: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (what.redisUrl) {
    try {
      await pingRedis(what.redisUrl);
    } catch (error) {
      problems.push(`redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** @type {import('ioredis').Redis | null} */
let redis = null;

/**
 * PING on one lazily opened connection (the sessions' Redis).
 * @param {string} url
 */
async function pingRedis(url) {
  const { Redis } = await import('ioredis');
  redis ??= new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const client = redis;
  const within = (/** @type {Promise<unknown>} */ work) =>
    Promise.race([work, new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 2000 ms')), 2000).unref())]);
  if (client.status === 'wait' || client.status === 'end') await within(client.connect());
  await within(client.ping());
}
