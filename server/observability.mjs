// @ts-check
// What an operator watches on a web server (docs/operations.md, "Monitoring"): one JSON log line
// per request (no query string, no address, no cookie or token), a request id carried to the CMS
// and back (`X-Request-Id`), Prometheus metrics (prom-client) and liveness/readiness, served on
// the internal listener (loopback) only.
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_web_' });

/**
 * The requests' counter and latency histogram, per route group, method and status: counted here in
 * plain numbers on every request and read by the registry at a scrape, in prom-client's format.
 * prom-client's own Counter and Histogram find a request's series from its labels object on every
 * call (the label names sorted and joined with their values, then checked) — a cost every static
 * file paid (docs/scaling.md, "Per request").
 * @typedef {{ labels: { route: string; method: string; status: string }; count: number; sum: number; buckets: number[] }} Series
 */
/** @type {Map<string, Series>} */
const series = new Map();
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const REQUESTS = {
  name: 'portal_web_requests_total',
  help: 'Requests answered by the web server, per route group, method and status.',
  type: /** @type {const} */ ('counter'),
  aggregator: /** @type {const} */ ('sum'),
};
const DURATION = {
  name: 'portal_web_request_duration_seconds',
  help: 'Time to answer, per route group, method and status.',
  type: /** @type {const} */ ('histogram'),
  aggregator: /** @type {const} */ ('sum'),
};
/**
 * A metric the registry reads (`get`) and resets, as prom-client's own.
 * @param {typeof REQUESTS | typeof DURATION} about
 * @param {(s: Series) => import('prom-client').MetricValueWithName<string>[]} valuesOf
 */
const keptMetric = (about, valuesOf) => ({
  ...about,
  get: async () => ({ ...about, values: [...series.values()].flatMap(valuesOf) }),
  reset: () => series.clear(),
});
registry.registerMetric(
  /** @type {import('prom-client').Metric} */ (
    /** @type {unknown} */ (keptMetric(REQUESTS, (s) => [{ labels: s.labels, value: s.count, metricName: REQUESTS.name }]))
  ),
);
registry.registerMetric(
  /** @type {import('prom-client').Metric} */ (
    /** @type {unknown} */ (
      keptMetric(DURATION, (s) => {
        const bucket = `${DURATION.name}_bucket`;
        let below = 0;
        return [
          ...BUCKETS.map((le, i) => ({ labels: { le, ...s.labels }, value: (below += s.buckets[i] ?? 0), metricName: bucket })),
          { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: bucket },
          { labels: s.labels, value: s.sum, metricName: `${DURATION.name}_sum` },
          { labels: s.labels, value: s.count, metricName: `${DURATION.name}_count` },
        ];
      })
    )
  ),
);
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
 * The series of one route group, method and status. Bounded as the series themselves: a few
 * route groups × the methods Node's parser accepts × the statuses sent.
 * @param {string} route
 * @param {string} method
 * @param {number} status
 * @returns {Series}
 */
function seriesOf(route, method, status) {
  const key = `${route} ${method} ${status}`;
  let found = series.get(key);
  if (!found) {
    found = { labels: { route, method, status: String(status) }, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
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
  const found = seriesOf(route, r.method, r.status);
  found.count += 1;
  found.sum += r.seconds;
  // The first bucket the time fits in (none past the last: only +Inf, which is the count).
  for (let i = 0; i < BUCKETS.length; i++)
    if (r.seconds <= /** @type {number} */ (BUCKETS[i])) {
      found.buckets[i] = /** @type {number} */ (found.buckets[i]) + 1;
      break;
    }
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
