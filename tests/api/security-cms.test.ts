/**
 * Probes of the running CMS that used to get an unsafe answer (issue "Before the domains"):
 * forged X-Forwarded-For, parallel and per-account guessing, limits shared through Redis,
 * drafts read anonymously, CORS echoing any origin, and the CMS listening on every interface.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';
import { sql } from './auth-support';

const LIMIT = 5;
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const stacks: RunningCms[] = [];
const start = async (env: Record<string, string>) => {
  const cms = await startCms({ AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_MS: '60000', ...env });
  stacks.push(cms);
  return cms;
};
afterAll(async () => {
  await Promise.all(stacks.map((s) => s.stop()));
});

async function badLogin(cms: RunningCms, email: string, forwardedFor?: string) {
  const res = await fetch(`${cms.url}/api/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email, password: 'errada-123', keepConnected: false }),
  });
  const body = (await res.json()) as { error?: { message?: string } };
  return { status: res.status, message: body.error?.message };
}

describe('rate limits that forged headers, bursts and several instances cannot get around', () => {
  let untrusting: RunningCms;
  let behindProxy: RunningCms;
  beforeAll(async () => {
    // A CMS whose only trusted proxy is an address nobody here has: this test is any visitor.
    untrusting = await start({ CMS_TRUSTED_PROXIES: '192.0.2.250' });
    // The default: the web server on loopback is the trusted proxy.
    behindProxy = await start({});
  });

  it('counts a visitor who forges a different X-Forwarded-For on each attempt as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      statuses.push((await badLogin(untrusting, `forjado-${i}@exemplo.test`, `198.51.100.${i + 1}`)).status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    const last = await badLogin(untrusting, 'outro@exemplo.test', '198.51.100.200');
    expect(last.status).toBe(429);
    expect(last.message).toBe(TOO_MANY);
  });

  it('behind the trusted proxy, counts each forwarded client apart', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await badLogin(behindProxy, `a${i}@exemplo.test`, '203.0.113.10')).status).toBe(400);
    expect((await badLogin(behindProxy, 'a-final@exemplo.test', '203.0.113.10')).status).toBe(429);
    expect((await badLogin(behindProxy, 'b@exemplo.test', '203.0.113.11')).status).toBe(400);
  });

  it('never refuses an account named from many addresses (its failures slow it down instead): no lockout of its owner', async () => {
    const email = `alvo-${crypto.randomBytes(4).toString('hex')}@exemplo.test`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await badLogin(behindProxy, email, `203.0.113.${50 + i}`)).status);
    expect(statuses).toEqual(Array(LIMIT + 2).fill(400));
  });

  it('lets at most the limit through out of 60 parallel attempts', async () => {
    const email = `rajada-${crypto.randomBytes(4).toString('hex')}@exemplo.test`;
    const answers = await Promise.all(Array.from({ length: 60 }, () => badLogin(behindProxy, email, '203.0.113.99')));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - LIMIT);
  });

  it('shares the count between two CMS instances through Redis', async () => {
    const shared = { REDIS_URL: 'redis://127.0.0.1:6379', AUTH_RATE_LIMIT_PREFIX: `test-${crypto.randomBytes(6).toString('hex')}` };
    const [one, two] = await Promise.all([start(shared), start(shared)]);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await badLogin(i % 2 ? two! : one!, `r${i}@exemplo.test`, '203.0.113.77')).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });
});

describe('what anonymous callers and other origins get', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await start({});
  });

  it('answers no content-API list or entry to an anonymous caller, drafts or not', async () => {
    for (const path of [
      '/api/news-items',
      '/api/news-items?status=draft',
      '/api/pages',
      '/api/pages?status=draft',
      '/api/faqs',
      '/api/menu',
    ]) {
      const res = await fetch(`${cms.url}${path}`);
      expect({ status: res.status, body: await res.json() }, path).toEqual({
        status: 403,
        body: { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } },
      });
    }
  });

  it('still serves published content to the build token, and the site search stays public', async () => {
    const res = await fetch(`${cms.url}/api/news-items?pagination[pageSize]=1`, { headers: { authorization: `Bearer ${cms.readToken}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await fetch(`${cms.url}/api/search?search=gas`)).status).toBe(200);
  });

  it('serves its favicon to the admin’s browser tab, not an error', async () => {
    const res = await fetch(`${cms.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it('does not echo a foreign origin in CORS, and allows the site', async () => {
    const evil = await fetch(`${cms.url}/api/portal/auth/providers`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${cms.url}/api/portal/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const site = await fetch(`${cms.url}/api/portal/auth/providers`, { headers: { origin: 'http://localhost:4321' } });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('listens on loopback only', async () => {
    const port = Number(new URL(cms.url).port);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    expect(external, 'this machine has a non-loopback IPv4 address to probe').toBeTruthy();
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: external!, port, timeout: 2000 });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
    expect(reached).toBe(false);
  });

  it('keeps an idle connection 65 s, longer than its clients keep theirs', async () => {
    // Node's default (5 s) let a client reuse a socket the CMS was closing: 'other side closed'.
    const res = await fetch(`${cms.url}/api/portal/auth/providers`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });
});

describe('published passwords and production starts', () => {
  it('creates the demo editor with Strapi’s Editor role, and no Super Admin at all without settings', async () => {
    const cms = await start({});
    const roles = await sql<{ email: string; code: string }>(
      cms,
      'SELECT u.email AS email, r.code AS code FROM admin_users u JOIN admin_users_roles_lnk l ON l.user_id = u.id JOIN admin_roles r ON r.id = l.role_id',
      'SELECT u.email AS email, r.code AS code FROM admin_users u JOIN admin_users_roles_lnk l ON l.user_id = u.id JOIN admin_roles r ON r.id = l.role_id',
    );
    expect(roles).toEqual([{ email: 'editor@demo.test', code: 'strapi-editor' }]);
  });

  it('lets the Editor role open the site content, never customers’ data nor the notices to customers', async () => {
    const cms = await start({});
    const q =
      "SELECT DISTINCT p.subject AS subject FROM admin_permissions p JOIN admin_permissions_role_lnk l ON l.permission_id = p.id JOIN admin_roles r ON r.id = l.role_id WHERE r.code = 'strapi-editor' AND p.subject IS NOT NULL";
    const subjects = (await sql<{ subject: string }>(cms, q, q)).map((row) => row.subject);
    expect(subjects).toEqual(expect.arrayContaining(['api::page.page', 'api::news.news']));
    // Notices reach every customer's bell: a role of their own ("Avisos aos clientes"), not the editors'.
    expect(subjects).not.toContain('api::notification.notice');
    const notices = (
      await sql<{ subject: string }>(cms, q.replace("'strapi-editor'", "'necta-notices'"), q.replace("'strapi-editor'", "'necta-notices'"))
    ).map((row) => row.subject);
    expect(notices).toEqual(['api::notification.notice']);
    for (const portalData of [
      'api::contract.contract',
      'api::invoices.invoice',
      'api::notification.notification',
      'api::connection.connection-request',
      'api::auth.portal-session',
      'api::auth.auth-token',
      'api::profile.profile',
      'plugin::users-permissions.user',
      'api::audit.attendant-change',
    ])
      expect(subjects, portalData).not.toContain(portalData);
  });

  it('refuses a production start with demo data and known secrets, naming the settings', async () => {
    const refused = await start({ NODE_ENV: 'production', SITE_URL: 'https://www.necta.example' }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toContain('Início em produção recusado');
    expect(refused).toContain('CMS_DEMO_DATA=false');
    expect(refused).toContain('JWT_SECRET usa um valor conhecido');
    expect(refused).toContain('Contas com a senha de demonstração (cliente@demo.test');
  });
});
