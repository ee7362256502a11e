/**
 * Two CMS instances and two web instances on one PostgreSQL database and one Redis (docs/scaling.md),
 * the topology of docs/scaling.md:
 *
 *   client ─▶ LB :8454 ─┬─▶ web A ─┐         ┌─▶ CMS 1 ─┐
 *                       └─▶ web B ─┴▶ LB ────┴─▶ CMS 2 ─┴─▶ PostgreSQL, Redis
 *   CMS publish webhook ─▶ web A's and web B's internal /__rebuild (SITE_REBUILD_URL list)
 *
 * Both balancers go round-robin (tests/resilience/helpers/load-balancer.ts), so consecutive
 * requests land on different instances. Proven here: a sign-in and the client-area calls work
 * whichever web and CMS answer, and a logout through one is refused at once through the other
 * (web sessions in Redis; the CMS's token check shared through the database — the guard for any
 * per-process auth cache); each visitor's own address reaches the CMS through balancer → web →
 * balancer → CMS (each hop appends X-Forwarded-For, each server believes only the hops it trusts),
 * so the address limits hold one visitor back and not the others, and a visitor cannot forge its
 * address; the login limit counts across both CMS (Redis); a batch is applied
 * row by row exactly once by the instances together, and the other instance finishes it when
 * the one holding the lease is killed; a publish makes BOTH web instances serve the new page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { invoiceCsv, freshNumDoc } from '../support/batch-files';
import { FACTORY_PASSWORD, createCustomer, createStaff } from '../support/factories';
import { freePort } from '../api/helpers/cms';
import { startCmsCluster, type CmsCluster, type CmsInstance } from './helpers/cms';
import { startLoadBalancer, type LoadBalancer } from './helpers/load-balancer';
import { buildSharedRelease, signInFrom, startWeb, webInstanceEnv, type WebInstance } from './helpers/web';

const root = path.resolve(import.meta.dirname, '../..');
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/**
 * The public balancer's port (RESILIENCE_LB_PORT, default 8454); every other listener takes a
 * free port of the system's, so this stack never meets another one on the machine.
 */
const PORTS = { siteLb: Number(process.env.RESILIENCE_LB_PORT ?? 8454), cmsLb: 0, cms: [0, 0], web: [0, 0], webInternal: [0, 0] };
const LOGIN_LIMIT = 6;
const REBUILD_SECRET = crypto.randomBytes(16).toString('hex');

let cluster: CmsCluster;
const cms: CmsInstance[] = [];
const webs: WebInstance[] = [];
let cmsLb: LoadBalancer;
let siteLb: LoadBalancer;
let db: Knex;
let work: string;
let adminToken: string;

beforeAll(async () => {
  PORTS.cmsLb = await freePort();
  for (const list of [PORTS.cms, PORTS.web, PORTS.webInternal]) for (let i = 0; i < list.length; i++) list[i] = await freePort();
  // Inside the repository: a release's server code resolves its packages from node_modules above it.
  fs.mkdirSync(path.join(root, 'var'), { recursive: true });
  work = fs.mkdtempSync(path.join(root, 'var/resilience-multi-'));
  const releases = PORTS.web.map((port) => path.join(work, `site-${port}`));
  const siteUrl = `http://127.0.0.1:${PORTS.siteLb}`;
  const cmsUrl = `http://127.0.0.1:${PORTS.cmsLb}`;
  const shared = {
    REDIS_URL,
    // This run's own counters in the shared Redis.
    AUTH_RATE_LIMIT_PREFIX: `resilience-${crypto.randomBytes(4).toString('hex')}`,
    AUTH_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    // An account's failures slow it down by a few milliseconds here (production: up to 10 s).
    AUTH_DELAY_BASE_MS: '5',
    AUTH_DELAY_MAX_MS: '20',
    // The CMS believes X-Forwarded-For from its balancer and the web servers (all on 127.0.0.1),
    // not from the visitors, who come from other loopback addresses (127.0.0.2x) below.
    CMS_TRUSTED_PROXIES: '127.0.0.1/32',
    SITE_URL: siteUrl,
    CMS_PUBLIC_URL: cmsUrl,
    SITE_REBUILD_URL: PORTS.webInternal.map((port) => `http://127.0.0.1:${port}/__rebuild`).join(','),
    REBUILD_SECRET,
    JOBS_POLL_MS: '300',
    JOBS_LEASE_MS: '3000',
    // Chunks of 5 rows and a pause per row: the long batch below is killed mid-way.
    JOBS_CHUNK_ROWS: '5',
    JOBS_ITEM_PAUSE_MS: '40',
  };
  cluster = await startCmsCluster({ db: 'postgres', env: { ...shared, CMS_PORT: String(PORTS.cms[0]) } });
  // The second CMS starts while the site builds (the balancer skips it until it listens).
  const second = cluster.join({ CMS_PORT: String(PORTS.cms[1]) });
  second.catch(() => undefined); // awaited below; a failure fails the setup there
  cmsLb = await startLoadBalancer(
    PORTS.cmsLb,
    PORTS.cms.map((port) => `http://127.0.0.1:${port}`),
    { forwardedFor: true },
  );
  db = knexFactory({ client: 'pg', connection: cluster.databaseUrl, pool: { min: 0, max: 1 } });

  // The public balancer in front (127.0.0.1): its X-Forwarded-For names the visitor.
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
      rebuildSecret: REBUILD_SECRET,
      extra: { REBUILD_DEBOUNCE_MS: '500' },
    });
  // One build (the session driver is Redis: REDIS_URL at build time), copied to both instances.
  await buildSharedRelease(webEnv(PORTS.web[0]!, PORTS.webInternal[0]!, releases[0]!), releases);
  webs.push(...(await Promise.all(PORTS.web.map((port, i) => startWeb(webEnv(port, PORTS.webInternal[i]!, releases[i]!))))));
  cms.push(cluster.first, await second);
  siteLb = await startLoadBalancer(
    PORTS.siteLb,
    webs.map((w) => w.url),
    { forwardedFor: true },
  );

  const staff = await createStaff(cms[0]!, { role: 'admin' });
  adminToken = await cmsLogin(cms[0]!.url, staff.user.email, FACTORY_PASSWORD).then((r) => r.body.jwt as string);
});

afterAll(async () => {
  await siteLb?.close();
  await cmsLb?.close();
  await Promise.all(webs.map((w) => w.stop()));
  await db?.destroy();
  await cluster?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function cmsLogin(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, keepConnected: false }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A browser of the site behind the balancer: keeps the session cookie, sends the site's Origin and request header. */
function browser() {
  let cookie = '';
  return async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${siteLb.url}${route}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: siteLb.url,
        accept: 'application/json',
        ...SITE_REQUEST_HEADERS,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      if (pair.startsWith('necta_session=')) cookie = pair;
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* a page */
    }
    return { status: res.status, json, text, backend: res.headers.get('x-backend') };
  };
}

/** A sign-in through the public balancer from `local`; `backend` names the web instance that answered. */
const loginFrom = async (local: string, body: { email: string; password: string }, forgedForwardedFor?: string) => {
  const res = await signInFrom(siteLb.url, local, body, forgedForwardedFor);
  return { ...res, backend: (res.headers['x-backend'] as string | undefined) ?? null };
};

describe('two web and two CMS instances behind one address', () => {
  it('a session works whichever instances answer, and a logout through one is refused at once through the other', async () => {
    const made = await createCustomer(cms[0]!, { phone: '14991234567' });
    const visit = browser();
    const signedIn = await visit('POST', '/session/login', { email: made.user.email, password: FACTORY_PASSWORD });
    expect(signedIn.status, signedIn.text).toBe(200);

    const calls = [];
    for (let i = 0; i < 6; i++) calls.push(await visit('GET', '/api/user/sap'));
    for (const call of calls) {
      expect(call.status, call.text).toBe(200);
      expect(call.json.data.telefone).toBe('14991234567');
    }
    // Both web instances answered (and, behind them, the CMS balancer alternated too).
    expect(new Set(calls.map((c) => c.backend))).toEqual(new Set(webs.map((w) => w.url)));
    const written = await visit('PATCH', '/api/user/sap/data', { faturaEmail: false, telefone: '(16) 9 8877-6655' });
    expect(written.status, written.text).toBe(200);
    expect((await visit('GET', '/api/user/sap')).json.data.telefone).toBe('16988776655');

    const out = await visit('POST', '/session/logout');
    expect(out.status).toBe(200);
    const after = [await visit('GET', '/api/user/sap'), await visit('GET', '/api/user/sap')];
    expect(after.map((a) => a.status)).toEqual([401, 401]);
    expect(new Set(after.map((a) => a.backend)).size).toBe(2);
  });

  it('a token revoked through one CMS is refused at once by the other, even right after it was accepted there', async () => {
    const made = await createCustomer(cms[0]!);
    const { body } = await cmsLogin(cms[0]!.url, made.user.email, FACTORY_PASSWORD);
    const me = (base: string) => fetch(`${base}/api/user/sap`, { headers: { authorization: `Bearer ${body.jwt}` } });
    // Both instances accept (and may remember) the token…
    expect((await me(cms[0]!.url)).status).toBe(200);
    expect((await me(cms[1]!.url)).status).toBe(200);
    // …logout on the first…
    const out = await fetch(`${cms[0]!.url}/api/portal/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${body.jwt}` } });
    expect(out.status).toBe(200);
    // …and the second refuses it on the very next call.
    expect((await me(cms[1]!.url)).status).toBe(401);
    expect((await me(cms[0]!.url)).status).toBe(401);
  });

  it("the CMS sees each visitor's own address through balancer → web → CMS, and a visitor cannot forge it", async () => {
    const made = await createCustomer(cms[0]!);
    // Visitors on distinct loopback addresses; the public balancer appends each one's address.
    const flooder = '127.0.0.21';
    const neighbour = '127.0.0.22';
    const forger = '127.0.0.23';
    const wrong = (i: number) => ({ email: `ninguem-${i}-${crypto.randomBytes(3).toString('hex')}@exemplo.test`, password: 'Errada@123' });
    const flood = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) flood.push(await loginFrom(flooder, wrong(i)));
    expect(flood.map((a) => a.status)).toEqual(Array(LOGIN_LIMIT).fill(400));
    // Both web instances carried the flood, yet only the flooder's address is held back…
    expect(new Set(flood.map((a) => a.backend)).size).toBe(2);
    expect((await loginFrom(flooder, wrong(99))).status).toBe(429);
    // …not the next visitor behind the same balancer and web servers.
    const neighbourIn = await loginFrom(neighbour, { email: made.user.email, password: FACTORY_PASSWORD });
    expect(neighbourIn.status, neighbourIn.text).toBe(200);

    // A visitor who writes its own X-Forwarded-For (a new address each time) is still counted as itself.
    const forged = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) forged.push((await loginFrom(forger, wrong(100 + i), `198.51.100.${i + 1}`)).status);
    expect(forged).toEqual([...Array(LOGIN_LIMIT).fill(400), 429]);
    // Naming the neighbour's address does not spend the neighbour's allowance either.
    for (let i = 0; i < 3; i++) expect((await loginFrom(forger, wrong(200 + i), neighbour)).status).toBe(429);
    expect((await loginFrom(neighbour, { email: made.user.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });

  it('the login limit counts the attempts of both CMS instances together', async () => {
    const made = await createCustomer(cms[0]!);
    const visit = browser();
    const wrong = [];
    for (let i = 0; i < LOGIN_LIMIT; i++)
      wrong.push(await visit('POST', '/session/login', { email: made.user.email, password: 'Errada@123' }));
    for (const answer of wrong) expect(answer.status, answer.text).toBe(400);
    // The CMS balancer alternated: each instance saw only half of them, yet the next is refused…
    const limited = await visit('POST', '/session/login', { email: made.user.email, password: FACTORY_PASSWORD });
    expect(limited.status, limited.text).toBe(429);
    // …by either instance, asked directly.
    for (const instance of cms) expect((await cmsLogin(instance.url, made.user.email, FACTORY_PASSWORD)).status).toBe(429);
  });

  it('a publish makes both web instances serve the new page', async () => {
    const pagePath = `/teste/escala-${crypto.randomBytes(4).toString('hex')}`;
    const admin = await fetch(`${cmsLb.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
    });
    expect(admin.status).toBe(200);
    const token = ((await admin.json()) as { data: { token: string } }).data.token;
    const content = async (method: string, route: string, body: unknown) => {
      const res = await fetch(`${cmsLb.url}/content-manager${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(res.ok, await res.clone().text()).toBe(true);
      return (await res.json()) as { data: { documentId: string } };
    };
    const created = await content('POST', '/collection-types/api::page.page', {
      title: 'Página de escala',
      path: pagePath,
      type: 'default',
      show_header: true,
      show_footer: true,
      blocks: [
        {
          __component: 'texto.paragraph',
          Titulo: 'Escala',
          Paragrafo: [{ type: 'paragraph', children: [{ type: 'text', text: 'Servida pelas duas instâncias' }] }],
        },
      ],
    });
    const before = await Promise.all(webs.map((w) => w.release()));
    for (const web of webs) expect((await fetch(`${web.url}${pagePath}`)).status).toBe(404);

    await content('POST', `/collection-types/api::page.page/${created.data.documentId}/actions/publish`, {});

    // Each instance rebuilds its own release (two builds at once on a shared machine: minutes).
    const deadline = Date.now() + 230_000;
    const serving = async () => Promise.all(webs.map(async (web) => (await fetch(`${web.url}${pagePath}`)).status));
    let statuses = await serving();
    while (statuses.some((s) => s !== 200) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      statuses = await serving();
    }
    expect(statuses, webs.map((w) => w.log()).join('\n---\n')).toEqual([200, 200]);
    for (const [i, web] of webs.entries()) {
      expect(await web.release()).not.toBe(before[i]);
      expect(await (await fetch(`${web.url}${pagePath}`)).text()).toContain('Servida pelas duas instâncias');
    }
  }, 280_000);

  it('a batch is applied once row by row by both instances, and the other finishes it when the lease holder is killed', async () => {
    const holder = (await createCustomer(cms[0]!)).contracts[0]!;
    const rows = (n: number) =>
      Array.from({ length: n }, () => ({
        consumerCode: holder.consumerCode,
        consumerCpfCnpj: holder.consumerCpfCnpj,
        numDoc: freshNumDoc(),
        scheduledDate: '31/12/2099',
      }));
    const upload = async (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'lote.csv');
      const res = await fetch(`${cmsLb.url}/api/batch`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const view = async (id: number) => {
      const res = await fetch(`${cmsLb.url}/api/batches`, { headers: { authorization: `Bearer ${adminToken}` } });
      return ((await res.json()) as { data: { id: number; status: string; processedItems: number; errorItems: number }[] }).data.find(
        (b) => b.id === id,
      )!;
    };
    const settled = async (id: number) => {
      for (let i = 0; i < 600; i++) {
        const batch = await view(id);
        if (batch.status === 'PROCESSED' || batch.status === 'ERROR') return batch;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`batch ${id} did not finish`);
    };

    // Four batches at once: both instances take part, every row applied exactly once.
    const ids = await Promise.all([0, 1, 2, 3].map(() => upload(invoiceCsv(rows(20)))));
    for (const id of ids) expect(await settled(id)).toMatchObject({ status: 'PROCESSED', processedItems: 20, errorItems: 0 });
    const applied = (await db('batch_items').whereIn('batch_id', ids).select('status', 'applied_by')) as {
      status: string;
      applied_by: string;
    }[];
    expect(applied).toHaveLength(80);
    expect(applied.every((item) => item.status === 'PROCESSED')).toBe(true);
    const pidOf = (owner: string) => Number(owner.split(':')[1]);
    expect(new Set(applied.map((item) => pidOf(item.applied_by)))).toEqual(new Set(cms.map((c) => c.pid)));

    // One long batch; the instance holding its lease dies mid-way.
    const id = await upload(invoiceCsv(rows(120)));
    let owner: string | null = null;
    for (let i = 0; i < 400 && !owner; i++) {
      const row = (await db('batches').where({ id }).first('owner', 'status')) as { owner: string | null; status: string };
      const done = Number((await db('batch_items').where({ batch_id: id, status: 'PROCESSED' }).count('* as n'))[0]!.n);
      if (row.status === 'PROCESSING' && row.owner && done >= 10) owner = row.owner;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(owner).not.toBeNull();
    const victim = cms.find((c) => c.pid === pidOf(owner!))!;
    const survivor = cms.find((c) => c !== victim)!;
    await victim.kill();

    const done = await settled(id);
    expect(done).toMatchObject({ status: 'PROCESSED', processedItems: 120, errorItems: 0 });
    const items = (await db('batch_items').where({ batch_id: id }).select('status', 'applied_by')) as {
      status: string;
      applied_by: string;
    }[];
    expect(items).toHaveLength(120);
    // A second application would have met the unique bill number and become an ERROR item.
    expect(items.every((item) => item.status === 'PROCESSED')).toBe(true);
    expect(items.some((item) => pidOf(item.applied_by) === survivor.pid)).toBe(true);
    expect(Number((await db('batches').where({ id }).first('attempts'))!.attempts)).toBe(2);
  });
});
