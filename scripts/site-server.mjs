// The web server: serves the current static release, hands on-demand routes (/area-cliente,
// /api, /preview) to that release's Astro handler, and rebuilds on the CMS's publish webhook.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { captchaSettingsProblem, loadEnv } from './lib/env.mjs';
import { buildRelease, currentLink } from './lib/site-build.mjs';
import { pickEncoding } from './lib/content-encoding.mjs';
import { COMPRESSIBLE } from './lib/precompress.mjs';
import { internalPort, sameSecret } from './lib/internal-listener.mjs';
import { contentSecurityPolicy, metaPolicy, pageScriptSources, securityHeaders, withSitePolicy } from './lib/security-headers.mjs';
import { sweepSessions } from './lib/session-sweep.mjs';

loadEnv();
// A captcha configured by half (widget without check, or check without widget) is refused here
// as in `npm start` and the CMS's production guard.
const captchaProblem = captchaSettingsProblem(process.env);
if (captchaProblem) {
  console.error(captchaProblem);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const REBUILD_DEBOUNCE_MS = Number(process.env.REBUILD_DEBOUNCE_MS ?? 2000);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** The live release: its folder and its Astro handler, swapped together by one assignment. */
let live = await loadRelease(fs.realpathSync(currentLink()));

async function loadRelease(dir) {
  const { handler } = await import(pathToFileURL(path.join(dir, 'server/entry.mjs')).href);
  // Script sources of each served page, read once from its CSP <meta> (bounded by the release's files).
  return { dir, client: path.join(dir, 'client'), handler, pageScripts: new Map() };
}

/** The script-src that Astro wrote into a built page's CSP <meta> (null for other files). */
function pageScriptsOf(file) {
  if (path.extname(file) !== '.html') return null;
  if (!live.pageScripts.has(file)) {
    let sources = null;
    try {
      sources = pageScriptSources(metaPolicy(fs.readFileSync(file, 'utf8')));
    } catch {
      /* unreadable: scripts of the site only */
    }
    live.pageScripts.set(file, sources);
  }
  return live.pageScripts.get(file);
}

function staticFile(client, urlPath) {
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

function sendFile(req, res, file, pathname, status = 200) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
  // A built page's own script hashes join the policy (the rest was set for every answer).
  const scripts = pageScriptsOf(file);
  if (scripts) headers['Content-Security-Policy'] = contentSecurityPolicy(pathname, process.env, scripts);
  headers['Cache-Control'] = req.url.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  let body = file;
  if (COMPRESSIBLE.has(ext)) {
    headers.Vary = 'Accept-Encoding';
    const copy = pickEncoding(req.headers['accept-encoding'], (suffix) => fs.existsSync(file + suffix));
    if (copy) {
      headers['Content-Encoding'] = copy.encoding;
      body = file + copy.suffix;
    }
  }
  headers['Content-Length'] = fs.statSync(body).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body).pipe(res);
}

let timer = null;
let building = false;
let again = false;
function scheduleRebuild() {
  clearTimeout(timer);
  timer = setTimeout(rebuild, REBUILD_DEBOUNCE_MS);
}
async function rebuild() {
  if (building) return void (again = true);
  building = true;
  try {
    const release = await buildRelease(process.env, { quiet: true });
    live = await loadRelease(release);
    console.log(`[site] rebuilt and swapped to ${path.basename(release)}`);
  } catch (error) {
    console.error(`[site] rebuild failed; still serving ${path.basename(live.dir)}\n${error.message}`);
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
  if (url.pathname === '/__status') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return void res.end(JSON.stringify({ release: path.basename(live.dir), building }));
  }
  res.writeHead(404).end();
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const [name, value] of Object.entries(securityHeaders(url.pathname))) res.setHeader(name, value);
  const { client, handler } = live;
  // The `/api` proxy has no files: no file-system lookups (three synchronous stats) per call.
  if ((req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/api/')) {
    const file = staticFile(client, url.pathname);
    if (file) return sendFile(req, res, file, url.pathname);
  }
  // A page rendered on demand comes with Astro's policy (its script hashes): the site's takes its place.
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const at = rest.findIndex((arg) => arg && typeof arg === 'object');
    if (at >= 0) rest[at] = withSitePolicy(rest[at], url.pathname);
    return writeHead.call(this, status, ...rest);
  };
  handler(req, res, () => {
    const notFound = path.join(client, '404.html');
    if (fs.existsSync(notFound)) return sendFile(req, res, notFound, url.pathname, 404);
    res.writeHead(404).end('Not found');
  });
});

server.listen(port, host, () => console.log(`[site] http://localhost:${port} (release ${path.basename(live.dir)})`));
internal.listen(internalPort(), '127.0.0.1');

// Expired session files go every 10 minutes (file store only; Redis expires keys itself).
if (!process.env.REDIS_URL) {
  const sessionDir = path.resolve(process.env.SESSION_DIR ?? 'var/sessions');
  setInterval(() => sweepSessions(sessionDir), 10 * 60 * 1000).unref();
  sweepSessions(sessionDir);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (internal.close(), server.close(() => process.exit(0))));
