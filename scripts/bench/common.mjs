// Pieces shared by the bench's sections (scripts/bench/*.mjs): the browser's flags, the demo
// accounts' password, sign-ins through the web server and straight at the CMS, sizes.
import os from 'node:os';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';

export {
  CHROMIUM_PATH as CHROMIUM,
  HEADLESS_CHROMIUM_PATH as HEADLESS_CHROMIUM,
  CHROMIUM_ARGS as CHROME_FLAGS,
} from '../../tools/chromium.mjs';
export const DEMO_PASSWORD = 'Demo@1234';

export function kb(bytes) {
  return bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The load of the machine at the end of a section: the figures vary with it. */
export function loadLine(note = '') {
  return `Machine load average over the last minute at the end: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores${note}).`;
}

/** A measure() result as a row: `| label | requests/s | p50 | p99 | errors |`. */
export function row(label, r) {
  return `| ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`;
}

/** Paths of the seeded CMS pages (the 404 page aside). */
export async function seededPaths(env) {
  const res = await fetch(`${env.CMS_URL}/api/pages?pagination[pageSize]=200&fields[0]=path`, {
    headers: { Authorization: `Bearer ${env.CMS_READ_TOKEN}` },
  });
  const { data } = await res.json();
  return data
    .map((p) => p.path)
    .filter((p) => p !== '/404')
    .sort();
}

/** The newest published news item (for a news page). */
export async function newestNews(env) {
  const res = await fetch(`${env.CMS_URL}/api/news-items?pagination[pageSize]=1&sort=publishedAt:desc`, {
    headers: { Authorization: `Bearer ${env.CMS_READ_TOKEN}` },
  });
  const news = (await res.json()).data?.[0];
  if (!news) throw new Error(`bench: no published news item (${res.status})`);
  return news;
}

/** Signs a demo account in through the web server (POST /session/login) and answers its cookie header. */
export async function siteSessionCookie(env, email) {
  const res = await fetch(`${env.SITE_URL}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.SITE_URL, ...SITE_REQUEST_HEADERS },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench login as ${email}: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; '), user: (await res.json()).user };
}

/** Signs a demo account in straight at the CMS (POST /api/portal/auth/login) and answers its bearer token. */
export async function cmsBearer(env, email) {
  const login = await fetch(`${env.CMS_URL}/api/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, keepConnected: false }),
  });
  const { jwt } = await login.json();
  if (!jwt) throw new Error(`bench: CMS login as ${email}: ${login.status}`);
  return jwt;
}

/** Counts the scripts a page fetches from now on: bytes over the wire and decoded. */
export function countScripts(page) {
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body())])
        .then(([s, body]) => ({ wire: s.responseBodySize, decoded: body?.length ?? 0 }))
        // A script still arriving when the page closes is not counted (and must not crash the bench).
        .catch(() => ({ wire: 0, decoded: 0 })),
    );
  });
  return {
    async total() {
      const all = await Promise.all(sizes);
      return { wire: all.reduce((n, s) => n + s.wire, 0), decoded: all.reduce((n, s) => n + s.decoded, 0) };
    },
  };
}
