/**
 * The production topology of docs/operations.md, shipped and run: Debian's nginx with the
 * repository's configuration (deploy/nginx/portal.conf, rendered by tools/nginx-config.mjs into a
 * standalone nginx.conf under a temporary prefix, as this user) in front of two web instances,
 * which reach two CMS instances through nginx's CMS balancer; one PostgreSQL database, one Redis.
 *
 *   client ─▶ nginx ─┬─ the release's files, straight from disk (web A's release folder)
 *                    └─▶ web A, web B ─▶ nginx (CMS balancer) ─▶ CMS 1, CMS 2 ─▶ PostgreSQL, Redis
 *
 * Proven here: a page and an asset come from nginx itself (the web servers count no static
 * answer) with the web server's own headers, the brotli copy, the same 404 page and the same
 * no-redirect trailing-slash behaviour; a customer signs in, reads the invoice list and downloads
 * a bill's PDF through nginx, with the request id carried through and back; each visitor's own
 * address reaches the CMS's limits (nginx → web → nginx → CMS), a forged one does not; bodies past the web
 * server's limits get its 413 answers; and the mixed load (tools/load-mix.mjs) runs through nginx
 * while one web instance and one CMS instance are killed (SIGKILL): no error outside the seconds
 * of the kill, and every write answered 2xx is on the server once.
 *
 * Ports: RESILIENCE_NGINX_PORT (nginx's public port, default 8458); the other listeners take free
 * ports of the system's unless RESILIENCE_NGINX_BACKEND_PORTS lists seven (CMS balancer, CMS 1,
 * CMS 2, web A, web B, web A internal, web B internal).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Redis from 'ioredis';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWrites, prepareAccounts, type ServerWrites } from '../../tools/load-stack.mjs';
import { runLoadMix, type CustomerAccount, type LoadAccount, type LoadResult } from '../../tools/load-mix.mjs';
import { renderNginxConfig, standaloneNginxConfig, startNginx, type RunningNginx } from '../../tools/nginx-config.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { freePort } from '../api/helpers/cms';
import { startCmsCluster, type CmsCluster, type CmsInstance } from './helpers/cms';
import { buildSharedRelease, signInFrom, startWeb, webInstanceEnv, type WebInstance } from './helpers/web';

const root = path.resolve(import.meta.dirname, '../..');
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const NGINX_PORT = Number(process.env.RESILIENCE_NGINX_PORT ?? 8458);
const USERS = 24;
const SECONDS = 30;
/** The kill comes at this second of the load, once a write of each kind was answered (at the latest at LAST_KILL_AT). */
const KILL_FROM = 8;
const LAST_KILL_AT = 16;
/**
 * Seconds from the kill in which errors may happen: requests that were being answered by the
 * killed processes at that moment (nginx resends an idempotent one; a write it never resends).
 */
const KILLED_WINDOW = 3;
const TAG = `n${Date.now().toString(36)}`;
/** This run's own counters in the shared Redis. */
const RATE_PREFIX = `nginx-${crypto.randomBytes(4).toString('hex')}`;

let cluster: CmsCluster;
const cms: CmsInstance[] = [];
const webs: WebInstance[] = [];
let nginx: RunningNginx;
let db: Knex;
let work: string;
let client: string;
let siteUrl: string;
let accounts: LoadAccount[] = [];

beforeAll(async () => {
  const listed = (process.env.RESILIENCE_NGINX_BACKEND_PORTS ?? '').split(',').filter(Boolean).map(Number);
  const [cmsLbPort, cms1, cms2, webA, webB, internalA, internalB] =
    listed.length === 7 ? listed : await Promise.all(Array.from({ length: 7 }, () => freePort()));
  const ports = { cms: [cms1!, cms2!], web: [webA!, webB!], internal: [internalA!, internalB!] };
  fs.mkdirSync(path.join(root, 'var'), { recursive: true });
  // Inside the repository: a release's server code resolves its packages from node_modules above it.
  work = fs.mkdtempSync(path.join(root, 'var/resilience-nginx-'));
  const releases = ports.web.map((port) => path.join(work, `site-${port}`));
  siteUrl = `http://127.0.0.1:${NGINX_PORT}`;
  const cmsUrl = `http://127.0.0.1:${cmsLbPort}`;
  const rebuildSecret = crypto.randomBytes(16).toString('hex');

  cluster = await startCmsCluster({
    db: 'postgres',
    env: {
      CMS_PORT: String(ports.cms[0]),
      REDIS_URL,
      AUTH_RATE_LIMIT_PREFIX: RATE_PREFIX,
      // Every simulated user comes from 127.0.0.1: the login limit (a documented setting) out of reach.
      AUTH_RATE_LIMIT_MAX: '100000',
      // nginx's CMS balancer and the web servers, all on 127.0.0.1.
      CMS_TRUSTED_PROXIES: '127.0.0.1/32',
      SITE_URL: siteUrl,
      CMS_PUBLIC_URL: cmsUrl,
      SITE_REBUILD_URL: ports.internal.map((port) => `http://127.0.0.1:${port}/__rebuild`).join(','),
      REBUILD_SECRET: rebuildSecret,
      // A short lease: the batch a killed instance held is taken again within the run.
      JOBS_POLL_MS: '300',
      JOBS_LEASE_MS: '3000',
    },
  });
  const second = cluster.join({ CMS_PORT: String(ports.cms[1]) });
  second.catch(() => undefined); // awaited below; a failure fails the setup there
  db = knexFactory({ client: 'pg', connection: cluster.databaseUrl, pool: { min: 0, max: 1 } });

  // nginx in front (127.0.0.1): its X-Forwarded-For names the visitor.
  const webEnv = (port: number, internalPort: number, releasesDir: string) =>
    webInstanceEnv({
      port,
      internalPort,
      releasesDir,
      work,
      siteUrl,
      cmsUrl,
      readToken: cluster.first.env.CMS_READ_TOKEN!,
      redisUrl: REDIS_URL,
      rebuildSecret,
    });
  const envA = webEnv(ports.web[0]!, ports.internal[0]!, releases[0]!);

  // nginx first: the site's build reads the CMS through its balancer. It serves web A's release.
  client = path.join(releases[0]!, 'current', 'client');
  const dir = path.join(work, 'nginx');
  const portal = renderNginxConfig(
    {
      listen: `127.0.0.1:${NGINX_PORT}`,
      serverName: '_',
      siteRoot: client,
      webServers: ports.web.map((port) => `127.0.0.1:${port}`),
      cmsListen: `127.0.0.1:${cmsLbPort}`,
      cmsServers: ports.cms.map((port) => `127.0.0.1:${port}`),
      accessLog: path.join(dir, 'access.log'),
    },
    envA,
  );
  nginx = await startNginx({ dir, config: standaloneNginxConfig(dir, portal), probeUrl: `${cmsUrl}/_health` });

  await buildSharedRelease(envA, releases);
  webs.push(...(await Promise.all(ports.web.map((port, i) => startWeb(webEnv(port, ports.internal[i]!, releases[i]!))))));
  cms.push(cluster.first, await second);
  accounts = await prepareAccounts(
    { url: cms[0]!.url, testSupportSecret: cms[0]!.testSupportSecret },
    { customers: USERS - 2, uploaders: 2, invoices: 2 },
  );
}, 900_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(webs.map((w) => w.stop()));
  await db?.destroy();
  await cluster?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET as sent on the wire: headers and the body's bytes, not decoded. */
function get(base: string, route: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${route}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Static answers the web servers counted (their internal /metrics): none while nginx serves the files. */
async function staticAnswersOfWebs(): Promise<number> {
  let total = 0;
  for (const web of webs) {
    const text = await (await fetch(`${web.internalUrl}/metrics`)).text();
    for (const line of text.split('\n'))
      if (/^portal_web_requests_total\{.*route="(static|asset)"/.test(line)) total += Number(line.split(' ').pop());
  }
  return total;
}

const directives = (policy: string | string[] | undefined) =>
  new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]): [string, string] => [name!, values.join(' ')]),
  );

/** The same-site headers both servers must send alike on a file. */
const SAME = [
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'strict-transport-security',
];

/** A browser of the site through nginx: keeps the session cookie, sends the site's Origin and request header. */
function browser() {
  let cookie = '';
  return async (method: string, route: string, options: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${siteUrl}${route}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: siteUrl,
        accept: 'application/json',
        ...SITE_REQUEST_HEADERS,
        ...(cookie ? { cookie } : {}),
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.json === undefined ? options.body : JSON.stringify(options.json),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      if (pair.startsWith('necta_session=')) cookie = pair;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    let json: any = null;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      /* a file */
    }
    return { status: res.status, headers: res.headers, json, bytes };
  };
}

/** A sign-in through nginx from the loopback address `local`, optionally with an X-Forwarded-For the visitor wrote itself. */
const loginFrom = (local: string, body: { email: string; password: string }, forgedForwardedFor?: string) =>
  signInFrom(siteUrl, local, body, forgedForwardedFor);

describe('nginx with the shipped configuration in front of two web and two CMS instances', () => {
  it("serves a page and an asset itself, with the web server's headers, the brotli copy, its 404 page and no trailing-slash redirect", async () => {
    const web = webs[0]!.url;
    const br = { 'accept-encoding': 'br' };
    const home = fs.readFileSync(path.join(client, 'index.html'));
    // A script of the build with its brotli copy.
    const script0 = fs
      .readdirSync(path.join(client, '_astro'))
      .find((f) => f.endsWith('.js') && fs.existsSync(path.join(client, '_astro', `${f}.br`)));
    expect(script0, 'a script of /_astro/ with a .br copy').toBeDefined();
    const asset = `/_astro/${script0}`;
    const pageDir = fs
      .readdirSync(client, { withFileTypes: true })
      .find((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(client, e.name, 'index.html')))!.name;

    const before = await staticAnswersOfWebs();
    const page = await get(siteUrl, '/', br);
    const script = await get(siteUrl, asset, br);
    const plain = await get(siteUrl, `/${pageDir}`);
    const slash = await get(siteUrl, `/${pageDir}/`);
    const named = await get(siteUrl, '/', { ...br, 'x-request-id': 'topology-check-0001' });
    // None of these reached a web server.
    expect(await staticAnswersOfWebs()).toBe(before);

    // The page: the build's brotli copy, the same bytes once decoded.
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).equals(home)).toBe(true);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(named.headers['x-request-id']).toBe('topology-check-0001');
    // Every header as the web server sends it on the same page…
    const fromWeb = await get(web, '/', br);
    for (const name of SAME) expect([name, page.headers[name]]).toEqual([name, fromWeb.headers[name]]);
    // …and its policy: the web server's directives but default-src and script-src, which the
    // page's own <meta> holds — the same script sources as the web server's header.
    const nginxPolicy = directives(page.headers['content-security-policy']);
    const webPolicy = directives(fromWeb.headers['content-security-policy']);
    expect(nginxPolicy.has('default-src')).toBe(false);
    expect(nginxPolicy.has('script-src')).toBe(false);
    for (const [name, value] of webPolicy)
      if (name !== 'default-src' && name !== 'script-src') expect([name, nginxPolicy.get(name)]).toEqual([name, value]);
    expect(nginxPolicy.get('frame-ancestors')).toBe("'none'");
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(home.toString('utf8'))?.[1];
    expect(directives(meta).get('script-src')).toBe(webPolicy.get('script-src'));
    expect(webPolicy.get('script-src')).toMatch(/'sha256-/);

    // The asset: every header the web server sends, its whole policy included, kept for a year.
    expect(script.status).toBe(200);
    const scriptFromWeb = await get(web, asset, br);
    for (const name of [...SAME, 'content-security-policy'])
      expect([name, script.headers[name]]).toEqual([name, scriptFromWeb.headers[name]]);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body.equals(scriptFromWeb.body)).toBe(true);

    // /page and /page/ are the same page, no redirect, as on the web server.
    expect([plain.status, slash.status]).toEqual([200, 200]);
    expect(plain.body.equals(fs.readFileSync(path.join(client, pageDir, 'index.html')))).toBe(true);
    expect(slash.body.equals(plain.body)).toBe(true);
    expect((await get(web, `/${pageDir}/`)).body.equals(plain.body)).toBe(true);

    // A path of nothing: the web server's 404 page, through nginx.
    const missing = `/nao-existe-${crypto.randomBytes(4).toString('hex')}`;
    const notFound = await get(siteUrl, missing);
    expect(notFound.status).toBe(404);
    expect(notFound.body.equals((await get(web, missing)).body)).toBe(true);
    expect(notFound.body.toString('utf8')).toContain('<html');
    expect(notFound.headers['x-frame-options']).toBe('DENY');
  });

  it('signs a customer in, lists the invoices and downloads a PDF through nginx, the request id carried through and back', async () => {
    const person = accounts.find((a): a is CustomerAccount => a.kind === 'customer')!;
    const visit = browser();
    const signedIn = await visit('POST', '/session/login', { json: { email: person.email, password: person.password } });
    expect(signedIn.status, signedIn.bytes.toString()).toBe(200);

    const list = await visit('GET', '/api/invoices?period=ALL', { headers: { 'x-request-id': 'topology-list-0001' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-request-id')).toBe('topology-list-0001');
    const numDocs = (list.json.data.invoices as { numDoc: string }[]).map((i) => i.numDoc);
    expect(numDocs.sort()).toEqual(person.invoices.map((i) => i.numDoc).sort());

    const bill = person.invoices[0]!;
    const pdf = await visit('GET', `/api/invoices/${bill.numDoc}/download?docDate=${encodeURIComponent(bill.docDate)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The client area's page, rendered by a web server on demand, through nginx.
    const area = await visit('GET', '/area-cliente/home', { headers: { accept: 'text/html' } });
    expect(area.status).toBe(200);
    expect(area.headers.get('content-type')).toContain('text/html');
  });

  it("counts each visitor's own address at the CMS through nginx → web → nginx → CMS, never one the visitor wrote", async () => {
    const wrong = { email: `ninguem-${crypto.randomBytes(3).toString('hex')}@exemplo.test`, password: 'Errada@123' };
    // Visitors on their own loopback addresses (Linux answers the whole 127.0.0.0/8 on lo).
    expect((await loginFrom('127.0.0.31', wrong)).status).toBe(400);
    expect((await loginFrom('127.0.0.32', wrong, '198.51.100.7')).status).toBe(400);
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    try {
      await redis.connect();
      const keys = await redis.keys(`${RATE_PREFIX}:addr:*`);
      const counted = keys.map((k) => k.slice(`${RATE_PREFIX}:addr:`.length).split('|')[0]);
      expect(counted).toContain('127.0.0.31');
      expect(counted).toContain('127.0.0.32');
      expect(counted).not.toContain('198.51.100.7');
    } finally {
      redis.disconnect();
    }
  });

  it("answers bodies past the web server's limits with its 413 and message", async () => {
    const visit = browser();
    // 2 MB of JSON: past the web server's 1 MB, within nginx's bound for /api (the web server answers).
    const json = await visit('PATCH', '/api/user/sap/data', { json: { telefone: 'x'.repeat(2 * 1024 * 1024) } });
    expect(json.status).toBe(413);
    expect(json.json.error.message).toBe('Os dados enviados passam do tamanho permitido (1 MB).');
    // 11 MB of upload: past the 10 MB, refused by nginx with the same answer.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024).fill(65)], { type: 'text/csv' }), 'lote.csv');
    const upload = await visit('POST', '/api/batch', { body: form });
    expect(upload.status).toBe(413);
    expect(upload.json.error).toEqual({
      status: 413,
      name: 'PayloadTooLargeError',
      message: 'O arquivo enviado passa do tamanho permitido (10 MB).',
    });
  });

  it('keeps answering the mixed load while one web and one CMS instance are killed, with no error outside the kill', async () => {
    let killedAt = -1;
    let killing: Promise<void> | null = null;
    let webBAnswered = 0;
    const mix: LoadResult = await runLoadMix({
      tag: TAG,
      users: USERS,
      seconds: SECONDS,
      maxRequests: 20_000,
      siteUrl,
      accounts: [...accounts.filter((a) => a.kind === 'uploader'), ...accounts.filter((a) => a.kind !== 'uploader')],
      staticPaths: ['/', '/busca', '/login'],
      thinkMs: 300,
      uploadsPerUploader: 2,
      rowsPerUpload: 10,
      onTick: async ({ elapsed, writes }) => {
        if (killing || elapsed < KILL_FROM) return;
        const answered = ['service', 'upload'].every((call) => writes.some((w) => w.call === call && w.ok));
        if (!answered && elapsed < LAST_KILL_AT) return;
        killedAt = Math.floor(elapsed);
        killing = (async () => {
          // Web B took its share of the load until now (nginx alternates between the two).
          const metrics = await (await fetch(`${webs[1]!.internalUrl}/metrics`)).text();
          for (const line of metrics.split('\n'))
            if (/^portal_web_requests_total\{.*route="\/api\//.test(line)) webBAnswered += Number(line.split(' ').pop());
          await Promise.all([webs[1]!.kill(), cms[1]!.kill()]);
        })();
      },
    });
    await killing;
    console.log(
      `nginx topology: ${mix.requests} requests, ${mix.errors} errors, killed at ${killedAt} s; errors ${JSON.stringify(mix.errorSamples)}; per second ${JSON.stringify(mix.timeline.map((s) => s?.errors ?? {}))}`,
    );
    expect(killedAt).toBeGreaterThanOrEqual(KILL_FROM);
    expect(webBAnswered).toBeGreaterThan(0);
    const outside = mix.timeline.flatMap((second, s) =>
      s >= killedAt && s < killedAt + KILLED_WINDOW ? [] : Object.entries(second?.errors ?? {}).map(([call, n]) => `${s} s: ${call} ×${n}`),
    );
    expect(outside).toEqual([]);
    // Answers kept flowing after the kill, every kind of call among them.
    const after = mix.timeline.slice(killedAt + KILLED_WINDOW);
    for (const call of ['static', 'invoices', 'pdf', 'notifications', 'batches'] as const)
      expect([call, after.reduce((n, s) => n + (s?.ok[call] ?? 0), 0)]).not.toEqual([call, 0]);

    // Every write answered 2xx is on the server once (the batch the killed CMS held was finished by the other).
    const verdict = compareWrites(mix.writes, await settledWrites());
    expect(verdict.problems).toEqual([]);
    expect(verdict.services.ok).toBeGreaterThan(0);
    expect(verdict.uploads.ok).toBeGreaterThan(0);
  }, 240_000);

  it('with no web server left, answers pages with its Portuguese "Serviço indisponível" page and API calls with JSON, with the site\'s headers; static pages still come from disk', async () => {
    await Promise.all(webs.map((w) => w.kill()));
    const page = await get(siteUrl, '/area-cliente/home', { accept: 'text/html' });
    expect(page.status).toBe(502);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString('utf8')).toContain('<h1>Serviço indisponível</h1>');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['retry-after']).toBe('30');
    const api = await get(siteUrl, '/api/invoices?period=ALL', { accept: 'application/json' });
    expect(api.status).toBe(502);
    expect(JSON.parse(api.body.toString('utf8'))).toEqual({
      data: null,
      error: { status: 502, name: 'BadGatewayError', message: 'Serviço indisponível' },
    });
    // The release on disk needs no web server.
    expect((await get(siteUrl, '/')).status).toBe(200);
  }, 60_000);
});

/** What PostgreSQL holds of the run's writes (as tools/load-stack.mjs serverWrites reads SQLite), once every batch has ended. */
async function settledWrites(): Promise<ServerWrites> {
  for (let i = 0; ; i++) {
    const services = ((await db('service_requests').where('motive', 'like', `%${TAG}%`).select('motive')) as { motive: string }[]).map(
      (r) => r.motive,
    );
    const rows = (await db('batches as b')
      .where('b.file_name', 'like', `${TAG}-%`)
      .select(
        'b.id',
        'b.file_name as fileName',
        'b.status',
        'b.total_items as totalItems',
        'b.attempts',
        db.raw(`(SELECT count(*) FROM batch_items i WHERE i.batch_id = b.id AND i.status = 'PROCESSED')::int AS processed`),
        db.raw(`(SELECT count(*) FROM batch_items i WHERE i.batch_id = b.id AND i.status = 'ERROR')::int AS errors`),
      )) as ServerWrites['batches'];
    const batches = rows.map((b) => ({ ...b, id: Number(b.id), totalItems: Number(b.totalItems), attempts: Number(b.attempts) }));
    if (batches.every((b) => b.status === 'PROCESSED' || b.status === 'ERROR') || i >= 240) return { services, batches };
    await new Promise((r) => setTimeout(r, 500));
  }
}
