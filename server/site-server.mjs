// @ts-check
// The web server: serves the current static release, hands on-demand routes (/area-cliente,
// /api, /preview) to that release's Astro handler, and rebuilds on the CMS's publish webhook.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { captchaSettingsProblem, loadEnv } from './env.mjs';
import { buildRelease, currentLink, releasesDir } from './site-build.mjs';
import { readLastBuild } from './build-state.mjs';
import { pickEncoding } from './content-encoding.mjs';
import { COMPRESSIBLE } from './precompress.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, IMMUTABLE_PREFIX, TYPES } from './static-answers.mjs';
import { pathnameOf } from './request-path.mjs';
import { internalPort, publicHost, sameSecret } from './internal-listener.mjs';
import { contentSecurityPolicy, isPreview, metaPolicy, pageScriptSources, securityHeaders, withSitePolicy } from './security-headers.mjs';
import { sweepSessions } from './session-sweep.mjs';
import { createApiProxy } from './api-proxy.mjs';
import { releaseSessionConfig, sessionDriver } from './web-session.mjs';
import { accessLogMode, log, observe, observeBuild, readinessProblems, registry, requestIdOf } from './observability.mjs';

loadEnv();
// A captcha configured by half (widget without check, or check without widget) is refused here
// as in `npm start` and the CMS's production guard.
const captchaProblem = captchaSettingsProblem(process.env);
if (captchaProblem) {
  console.error(captchaProblem);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
// Loopback unless an operator opens it (HOST): the demo of `npm start` stays on this machine.
const host = publicHost();
const REBUILD_DEBOUNCE_MS = Number(process.env.REBUILD_DEBOUNCE_MS ?? 2000);
// An idle keep-alive connection is kept longer than a balancer in front keeps its own (nginx's
// upstream keepalive_timeout, deploy/nginx/portal.conf): with Node's 5 s the balancer could send
// a request on a socket this server was closing at that moment (docs/operations.md).
const KEEP_ALIVE_MS = Number(process.env.SITE_KEEP_ALIVE_MS || 65_000);

/**
 * @typedef {{ headers: Record<string, string | number>; withId: (string | number)[]; body: string; bytes: Buffer | null }} Variant
 *   One form of a file's answer: its headers (also as the flat list `writeHead` takes, with a last
 *   pair for the request id), its file and, if small, its bytes.
 * @typedef {{
 *   headers: Record<string, string>;
 *   identity: Variant | null;
 *   copies: Map<string, { variant: Variant | null } | null>;
 *   compressible: boolean;
 *   hasCopy: (suffix: string) => boolean;
 * }} Answer
 * @typedef {{ file: string | null; answers: [Answer | null, Answer | null] }} Route
 *   Where a path leads in a release, and its answers (as it is, and under the immutable prefix).
 * @typedef {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} AstroHandler
 * @typedef {{
 *   dir: string;
 *   client: string;
 *   handler: AstroHandler;
 *   sessions: import('./web-session.mjs').SessionDriver | null;
 *   pageScripts: Map<string, string[] | null>;
 *   paths: Map<string, Route>;
 *   answers: Map<string, Answer>;
 *   bodies: Map<string, Buffer | null>;
 *   cachedBytes: number;
 * }} Release
 */

/**
 * The site's security headers of an answer that is not a file (the Astro handler's pages, `/api`),
 * made once: they depend on the path only through whether it is the draft preview, and on
 * settings read at start.
 */
const SITE_HEADERS = {
  page: Object.entries(securityHeaders('/')),
  preview: Object.entries(securityHeaders('/preview')),
};
/** @param {string} pathname */
const siteHeaders = (pathname) => (isPreview(pathname) ? SITE_HEADERS.preview : SITE_HEADERS.page);

/** The portal's reads through `/api` (GET, HEAD), answered here without Astro (api-proxy.mjs). */
const apiProxy = createApiProxy();

/** The live release: its folder and its Astro handler, swapped together by one assignment. */
let live = await loadRelease(fs.realpathSync(currentLink()));

/**
 * @param {string} dir
 * @returns {Promise<Release>}
 */
async function loadRelease(dir) {
  const entry = path.join(dir, 'server/entry.mjs');
  const { handler } = await import(pathToFileURL(entry).href);
  // The session store this release's Astro server uses (chosen at its build), for the /api reads.
  const sessions = await sessionDriver(releaseSessionConfig(fs.readFileSync(entry, 'utf8')));
  // Script sources of each served page, read once from its CSP <meta> (bounded by the release's files).
  // A release's files never change once built (a rebuild makes a new folder): where a path leads
  // and each answer's headers and small bodies are kept per release, in bounded maps.
  return {
    dir,
    client: path.join(dir, 'client'),
    handler,
    sessions,
    pageScripts: new Map(),
    paths: new Map(),
    answers: new Map(),
    bodies: new Map(),
    cachedBytes: 0,
  };
}

/** Entries per map of a release, and bytes of file bodies held in memory per release. */
const CACHE_ENTRIES = 5000;
const CACHE_BYTES = 64 * 1024 * 1024;
const SMALL_FILE = 1024 * 1024;

/**
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {V} value
 * @returns {V}
 */
function remember(map, key, value) {
  if (map.size >= CACHE_ENTRIES) map.clear();
  map.set(key, value);
  return value;
}

/**
 * The script-src that Astro wrote into a built page's CSP <meta> (null for other files).
 * @param {Release} release
 * @param {string} file
 * @returns {string[] | null}
 */
function pageScriptsOf(release, file) {
  if (path.extname(file) !== '.html') return null;
  if (!release.pageScripts.has(file)) {
    let sources = null;
    try {
      sources = pageScriptSources(metaPolicy(fs.readFileSync(file, 'utf8')));
    } catch {
      /* unreadable: scripts of the site only */
    }
    release.pageScripts.set(file, sources);
  }
  return release.pageScripts.get(file) ?? null;
}

/**
 * Where a path leads in a release (`file` null: no file), looked up once per path; its answers
 * are kept on it.
 * @param {Release} release
 * @param {string} urlPath
 * @returns {Route}
 */
function staticRoute(release, urlPath) {
  const known = release.paths.get(urlPath);
  if (known !== undefined) return known;
  return remember(release.paths, urlPath, { file: findStaticFile(release.client, urlPath), answers: [null, null] });
}

/**
 * @param {string} client
 * @param {string} urlPath
 * @returns {string | null}
 */
function findStaticFile(client, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = path.resolve(client, `.${decoded}`);
  if (!base.startsWith(client)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/**
 * One form of a file's answer (as it is, or a precompressed copy): its headers and, if small, its bytes.
 * @param {Release} release
 * @param {Record<string, string>} headers
 * @param {string} body
 * @returns {Variant}
 */
function variantOf(release, headers, body) {
  let bytes = release.bodies.get(body);
  if (bytes === undefined) {
    // Bodies are kept per file of the release (so bounded by its files), up to CACHE_BYTES in all.
    const size = fs.statSync(body).size;
    bytes = size <= SMALL_FILE && release.cachedBytes + size <= CACHE_BYTES ? fs.readFileSync(body) : null;
    if (bytes) release.cachedBytes += size;
    release.bodies.set(body, bytes);
  }
  const size = bytes ? bytes.length : fs.statSync(body).size;
  const all = { ...headers, 'Content-Length': size };
  return { headers: all, withId: [...Object.entries(all).flat(), 'X-Request-Id', ''], body, bytes };
}

/**
 * Everything of a file's answer that does not depend on the request's Accept-Encoding: the
 * headers (the site's security headers, the page's policy, type, caching) and each copy's form.
 * A 200 is kept on its path's route; another status (the 404 page) in the release's map.
 * @param {Release} release
 * @param {string} file
 * @param {string} pathname
 * @param {number} status
 * @param {boolean} immutable
 * @param {Route | null} route
 * @returns {Answer}
 */
function answerOf(release, file, pathname, status, immutable, route) {
  const slot = immutable ? 1 : 0;
  if (route) return (route.answers[slot] ??= makeAnswer(release, file, pathname, immutable));
  const key = `${status} ${slot} ${file} ${pathname}`;
  return release.answers.get(key) ?? remember(release.answers, key, makeAnswer(release, file, pathname, immutable));
}

/**
 * @param {Release} release
 * @param {string} file
 * @param {string} pathname
 * @param {boolean} immutable
 * @returns {Answer}
 */
function makeAnswer(release, file, pathname, immutable) {
  const ext = path.extname(file);
  /** @type {Record<string, string>} */
  const headers = { ...securityHeaders(pathname), 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
  // A built page's own script hashes join the policy (the rest is the same for every answer).
  const scripts = pageScriptsOf(release, file);
  if (scripts) headers['Content-Security-Policy'] = contentSecurityPolicy(pathname, process.env, scripts);
  headers['Cache-Control'] = immutable ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
  const compressible = COMPRESSIBLE.has(ext);
  if (compressible) headers.Vary = 'Accept-Encoding';
  /** @type {Map<string, { variant: Variant | null } | null>} */
  const copies = new Map();
  /** @type {Answer} */
  const answer = {
    headers,
    identity: null,
    copies,
    compressible,
    // Whether a precompressed copy exists is looked up once per file and suffix.
    hasCopy: (suffix) => {
      let known = copies.get(suffix);
      if (known === undefined) copies.set(suffix, (known = fs.existsSync(file + suffix) ? { variant: null } : null));
      return known !== null;
    },
  };
  return answer;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Release} release
 * @param {string} file
 * @param {string} pathname
 * @param {number} status
 * @param {string} requestId the request's id, when no header is set on `res` yet
 * @param {Route | null} route the path's route (a 200), whose answers are kept on it
 */
function sendFile(req, res, release, file, pathname, status, requestId, route) {
  const answer = answerOf(release, file, pathname, status, (req.url ?? '').startsWith(IMMUTABLE_PREFIX), route);
  let variant;
  const copy = answer.compressible ? pickEncoding(req.headers['accept-encoding'], answer.hasCopy) : null;
  if (copy) {
    const known = /** @type {{ variant: Variant | null }} */ (answer.copies.get(copy.suffix));
    variant = known.variant ??= variantOf(release, { ...answer.headers, 'Content-Encoding': copy.encoding }, file + copy.suffix);
  } else variant = answer.identity ??= variantOf(release, answer.headers, file);
  // All the headers in one list, none set before: Node then writes them as they are, where headers
  // already set on the answer make it check and store each one of the list again (docs/scaling.md).
  // The list is the variant's, made once, with this request's id in its last pair.
  if (requestId) {
    const headers = variant.withId.slice();
    headers[headers.length - 1] = requestId;
    res.writeHead(status, headers);
  } else res.writeHead(status, variant.headers);
  if (req.method === 'HEAD') return void res.end();
  if (variant.bytes) return void res.end(variant.bytes);
  fs.createReadStream(variant.body).pipe(res);
}

/** @type {NodeJS.Timeout | undefined} */
let timer;
let building = false;
let again = false;
/** A rebuild is asked for and waits for its debounce (the admin shows it as under way). */
let scheduled = false;
function scheduleRebuild() {
  clearTimeout(timer);
  scheduled = true;
  timer = setTimeout(rebuild, REBUILD_DEBOUNCE_MS);
}
async function rebuild() {
  scheduled = false;
  if (building) return void (again = true);
  building = true;
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const release = await buildRelease(process.env, { quiet: true });
    live = await loadRelease(release);
    observeBuild(true, seconds());
    log('info', 'site rebuilt', { release: path.basename(release), seconds: Math.round(seconds()) });
  } catch (error) {
    // A failed build changes nothing that is served: the last good release stays live (buildRelease
    // keeps what failed for the admin, build-state.mjs).
    observeBuild(false, seconds());
    log('error', 'site rebuild failed', {
      serving: path.basename(live.dir),
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    building = false;
    if (again) {
      again = false;
      scheduleRebuild();
    }
  }
}

// Operations that only the CMS and the machine's own tools call: on a separate listener bound
// to loopback (SITE_INTERNAL_PORT), never on the public one.
const internal = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__rebuild') {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    if (!sameSecret(req.headers['x-rebuild-secret'], process.env.REBUILD_SECRET)) return void res.writeHead(403).end();
    req.resume();
    scheduleRebuild();
    res.writeHead(202, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ scheduled: true }));
  }
  if (url.pathname === '/metrics') {
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (/** @type {Error} */ error) => res.writeHead(500).end(`metrics failed: ${error.message}`),
    );
    return;
  }
  if (url.pathname === '/livez') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  if (url.pathname === '/readyz') {
    readinessProblems({
      releaseLoaded: Boolean(live),
      cmsUrl: process.env.CMS_URL ?? 'http://127.0.0.1:1337',
      redisUrl: process.env.REDIS_URL,
    }).then((problems) =>
      res
        .writeHead(problems.length ? 503 : 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(problems.length ? `not ready\n${problems.join('\n')}` : 'ready'),
    );
    return;
  }
  if (url.pathname === '/__status') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return void res.end(
      JSON.stringify({ release: path.basename(live.dir), building: building || scheduled, lastBuild: readLastBuild(releasesDir()) }),
    );
  }
  res.writeHead(404).end();
});

const logMode = accessLogMode();
const server = http.createServer((req, res) => {
  const pathname = pathnameOf(req.url);
  // One id per request, carried to the CMS (the /api proxy and the session endpoints send it on)
  // and back in the answer; the log line and the metrics are written when the answer is sent.
  const requestId = requestIdOf(req.headers['x-request-id']);
  req.headers['x-request-id'] = requestId;
  const started = process.hrtime.bigint();
  let servedStatic = false;
  res.on('finish', () =>
    observe(
      {
        requestId,
        method: req.method ?? 'GET',
        pathname,
        staticFile: servedStatic,
        status: res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      },
      logMode,
    ),
  );
  const release = live;
  const { client, handler } = release;
  // A static file's answer carries the security headers with the rest of its (kept) headers.
  // The `/api` proxy has no files: no static lookup per call.
  if ((req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api/')) {
    const route = staticRoute(release, pathname);
    if (route.file) {
      servedStatic = true;
      return void sendFile(req, res, release, route.file, pathname, 200, requestId, route);
    }
  }
  res.setHeader('X-Request-Id', requestId);
  for (const [name, value] of siteHeaders(pathname)) res.setHeader(name, value);
  // A page rendered on demand comes with Astro's policy (its script hashes): the site's takes its place.
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @this {http.ServerResponse}
     * @param {number} status
     * @param {unknown[]} rest
     */
    function (status, ...rest) {
      const at = rest.findIndex((arg) => arg && typeof arg === 'object');
      if (at >= 0) rest[at] = withSitePolicy(rest[at], pathname);
      return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ ([status, ...rest]));
    }
  );
  // Reads through `/api` are answered without Astro's pipeline; calls with a body go to its endpoint.
  if (pathname.startsWith('/api/') && apiProxy.handle(req, res, release.sessions)) return;
  handler(req, res, () => {
    const notFound = path.join(client, '404.html');
    if (fs.existsSync(notFound)) return void sendFile(req, res, release, notFound, pathname, 404, '', null);
    res.writeHead(404).end('Not found');
  });
});

server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1000;
server.listen(port, host, () =>
  log('info', 'web server listening', {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    internal: `http://127.0.0.1:${internalPort()}`,
    release: path.basename(live.dir),
  }),
);
internal.listen(internalPort(), '127.0.0.1');

// Expired session files go every 10 minutes (file store only; Redis expires keys itself).
if (!process.env.REDIS_URL) {
  const sessionDir = path.resolve(process.env.SESSION_DIR ?? 'var/sessions');
  setInterval(() => sweepSessions(sessionDir), 10 * 60 * 1000).unref();
  sweepSessions(sessionDir);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (internal.close(), server.close(() => process.exit(0))));
