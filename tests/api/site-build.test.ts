/**
 * Every save that changes the site rebuilds it, and the editor sees the build (docs/cms-admin.md,
 * "The site's build"), against a real Strapi whose SITE_REBUILD_URL points at a web instance played
 * by this file (it counts the rebuild requests and answers /__status as server/site-server.mjs
 * does): saving the site settings through the admin's content-manager API as the demo editor asks
 * for one build, several saves in the debounce window for one; saving a draft asks for none; the
 * admin's status route answers the web server's last build with the block's Portuguese name, to
 * signed-in admin users only; the retry asks for a build at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';

const SECRET = 'site-build-test-secret';
// Long enough for three saves on a busy two-core machine to fall in one window.
const DEBOUNCE_MS = 4_000;

let cms: RunningCms;
let web: http.Server;
const rebuilds: { at: number; secret: string | undefined; body: string }[] = [];
let status: unknown = { release: 'release-1', building: false, lastBuild: null };

beforeAll(async () => {
  web = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__rebuild') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        rebuilds.push({ at: Date.now(), secret: req.headers['x-rebuild-secret'] as string | undefined, body });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"scheduled":true}');
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/__status') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(status));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const port = (web.address() as AddressInfo).port;
  cms = await startCms({
    SITE_REBUILD_URL: `http://127.0.0.1:${port}/__rebuild`,
    REBUILD_SECRET: SECRET,
    SITE_REBUILD_DEBOUNCE_MS: String(DEBOUNCE_MS),
  });
});
afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => web?.close(resolve));
});

let editorToken: string | null = null;
async function editor(): Promise<string> {
  if (editorToken) return editorToken;
  const res = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  editorToken = body.data.token;
  return editorToken;
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${cms.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const saveEmergencyPhone = async (phone: string) => {
  const saved = await call(await editor(), 'PUT', SETTINGS, { Numero_Emergencia: phone });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.Numero_Emergencia).toBe(phone);
};

/**
 * The first rebuild request after `from` (polled, never a fixed wait). The request lists the events
 * it gathers: one request carrying every save of a window is what "one build" means here, and an
 * event that should ask for none would show up in it (or in a request before it).
 */
async function firstRebuildAfter(from: number) {
  await expect.poll(() => rebuilds.length - from, { timeout: DEBOUNCE_MS + 30_000, interval: 200 }).toBeGreaterThan(0);
  const request = rebuilds[from]!;
  return { ...request, events: JSON.parse(request.body).events as string[] };
}

describe('every save that changes the site rebuilds it', () => {
  it('asks for one build when the editor saves the site settings, with the rebuild secret', async () => {
    const from = rebuilds.length;
    await saveEmergencyPhone('0800 100 2000');
    const request = await firstRebuildAfter(from);
    expect(request.secret).toBe(SECRET);
    expect(request.events).toEqual(['entry.update api::site-setting.site-setting']);
    expect(rebuilds.length - from).toBe(1);
  });

  it('asks for one build for several saves within the debounce window', async () => {
    const from = rebuilds.length;
    await saveEmergencyPhone('0800 100 2001');
    await saveEmergencyPhone('0800 100 2002');
    await saveEmergencyPhone('0800 100 2003');
    // One request for the three saves (the window restarts at each save).
    expect((await firstRebuildAfter(from)).events).toEqual([
      'entry.update api::site-setting.site-setting',
      'entry.update api::site-setting.site-setting',
      'entry.update api::site-setting.site-setting',
    ]);
    expect(rebuilds.length - from).toBe(1);
  });

  it('asks for a build when a news category (no draft & publish) is created', async () => {
    const from = rebuilds.length;
    const stamp = Date.now();
    const made = await call(await editor(), 'POST', '/content-manager/collection-types/api::news-category.news-category', {
      Categoria: `Categoria ${stamp}`,
      slug: `categoria-${stamp}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await firstRebuildAfter(from)).events).toEqual(['entry.create api::news-category.news-category']);
    expect(rebuilds.length - from).toBe(1);
  });

  it('asks for none when the editor saves a draft page (the site shows it only once published)', async () => {
    const from = rebuilds.length;
    const made = await call(await editor(), 'POST', '/content-manager/collection-types/api::page.page', {
      title: 'Rascunho sem publicação',
      path: `/rascunho-${Date.now()}`,
      type: 'default',
      blocks: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // A save that does rebuild, right after: its request is the first one and carries it alone.
    await saveEmergencyPhone('0800 100 2004');
    expect((await firstRebuildAfter(from)).events).toEqual(['entry.update api::site-setting.site-setting']);
  });
});

describe('the editor sees the build', () => {
  it('answers the web server’s last failed build with the page, the block as the picker names it and the reason', async () => {
    status = {
      release: 'release-1',
      building: false,
      lastBuild: {
        at: '2026-11-28T12:00:00.000Z',
        ok: false,
        release: 'release-1',
        page: '/nossas-solucoes/para-sua-casa',
        blockNumber: 2,
        block: 'marketing-banner',
        reason: 'Titulo: Required',
      },
    };
    const answer = await call(await editor(), 'GET', '/site-build/status');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reachable: true,
      building: false,
      lastBuild: {
        at: '2026-11-28T12:00:00.000Z',
        ok: false,
        release: 'release-1',
        page: '/nossas-solucoes/para-sua-casa',
        blockNumber: 2,
        block: 'Banner de marketing (marketing-banner)',
        reason: 'Titulo: Required',
      },
    });
  });

  it('answers a build under way and an ok build', async () => {
    status = { release: 'release-2', building: true, lastBuild: { at: '2026-11-28T12:05:00.000Z', ok: true, release: 'release-2' } };
    const answer = await call(await editor(), 'GET', '/site-build/status');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reachable: true,
      building: true,
      lastBuild: { at: '2026-11-28T12:05:00.000Z', ok: true, release: 'release-2' },
    });
  });

  it('refuses the status and the retry without an admin sign-in', async () => {
    expect((await call(null, 'GET', '/site-build/status')).status).toBe(401);
    const from = rebuilds.length;
    expect((await call(null, 'POST', '/site-build/retry', {})).status).toBe(401);
    expect((await call('not-a-token', 'POST', '/site-build/retry', {})).status).toBe(401);
    expect(rebuilds.length).toBe(from);
  });

  it('asks for a build at once on "Tentar novamente"', async () => {
    const from = rebuilds.length;
    // The previous tests' debounced requests have all arrived (each test waited for its own).
    const answer = await call(await editor(), 'POST', '/site-build/retry', {});
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ asked: 1, accepted: 1 });
    // At once: the request arrived before the CMS's answer, not after the debounce window.
    expect(rebuilds.length - from).toBe(1);
    expect(JSON.parse(rebuilds[from]!.body).events).toEqual(['admin.retry']);
  });
});
