// The web server: serves the current static release, hands on-demand routes (/area-cliente,
// /api, /preview) to that release's Astro handler, and rebuilds on the CMS's publish webhook.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from './lib/env.mjs';
import { buildRelease, currentLink } from './lib/site-build.mjs';
import { pickEncoding } from './lib/content-encoding.mjs';
import { COMPRESSIBLE } from './lib/precompress.mjs';

loadEnv();
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
  return { dir, client: path.join(dir, 'client'), handler };
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

function sendFile(req, res, file, status = 200) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
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

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__rebuild') {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    if (!process.env.REBUILD_SECRET || req.headers['x-rebuild-secret'] !== process.env.REBUILD_SECRET) return void res.writeHead(403).end();
    req.resume();
    scheduleRebuild();
    res.writeHead(202, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ scheduled: true }));
  }
  if (url.pathname === '/__status') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ release: path.basename(live.dir), building }));
  }
  const { client, handler } = live;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(client, url.pathname);
    if (file) return sendFile(req, res, file);
  }
  handler(req, res, () => {
    const notFound = path.join(client, '404.html');
    if (fs.existsSync(notFound)) return sendFile(req, res, notFound, 404);
    res.writeHead(404).end('Not found');
  });
});

server.listen(port, host, () => console.log(`[site] http://localhost:${port} (release ${path.basename(live.dir)})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
