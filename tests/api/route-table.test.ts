/**
 * The route table, by construction: Strapi is asked for every route it serves under /api
 * (GET /api/test-support/routes) and each one is checked — today's and every route added
 * later, without editing this file.
 *
 * - every route declares the portal policy or an explicit marker (public, test support), or is
 *   a content-API / plugin route that refuses anonymous callers;
 * - portal routes: anonymous → 401; each demo role → allowed, 403 or 404 as its declared roles,
 *   permissions, screen and ownership say (computed with the domain's own tables from the
 *   user's `me`); another customer's contract → 404;
 * - malformed input (broken JSON, arrays, huge strings, operator objects, unknown fields) →
 *   4xx with a message, never 500, and no table changes its row count;
 * - a route with a body schema (cms/src/domain/request-schemas.ts): one field changed at a
 *   time gets exactly that field's catalogue message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOpenScreen, findScreen } from '@domain/menu';
import { hasAllPermissions } from '@domain/permissions';
import { REQUEST_SCHEMAS, fieldMessages, type RequestSchemaId } from '@domain/request-schemas';
import { isCustomerRole, isServiceRole, type PortalRole } from '@domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../cms/src/seed/demo-portal-data';
import { testSupportCall } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { sql, tokenFor } from './auth-support';

interface Route {
  method: string;
  path: string;
  handler: string;
  origin: string;
  kind: 'portal' | 'public' | 'test-support' | 'content' | 'plugin' | 'undeclared';
  policies: { name: string; config?: AccessConfig }[];
  schema: RequestSchemaId | null;
}

interface AccessConfig {
  roles?: PortalRole[];
  permissions?: string[];
  screen?: string;
  ownership?: 'contract' | 'attendant-contract' | 'simplified-invoice';
  allowInactive?: boolean;
  registrationOnly?: boolean;
}

interface Me {
  role: PortalRole;
  active: boolean;
  permissions: string[];
  isAccountOwner: boolean;
  contracts: { id: string }[];
  selectedContract: { id: string } | null;
}

interface Caller {
  email: string;
  token: string;
  me: Me;
}

let cms: RunningCms;
let routes: Route[];
const callers: Caller[] = [];

beforeAll(async () => {
  cms = await startCms();
  routes = (await testSupportCall<{ routes: Route[] }>(cms, 'GET', '/routes')).routes;
  for (const account of DEMO_ACCOUNTS) {
    let token: string;
    try {
      token = await tokenFor(cms, account.email, DEMO_PASSWORD);
    } catch {
      continue; // accounts that cannot sign in with a password (pending ones) have no session to test with
    }
    const me = ((await send('GET', '/api/portal/me', { token })).body as { data: Me }).data;
    callers.push({ email: account.email, token, me });
  }
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

interface Sent {
  status: number;
  body: any;
}

async function send(
  method: string,
  path: string,
  options: { token?: string; body?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const res = await fetch(`${cms.url}${path}`, { method, headers, body: options.body, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\([^)]*\))?/g, 'nao-existe').replace(/\(\.\*\)/g, '');
const mutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const accessOf = (route: Route): AccessConfig => route.policies.find((p) => p.name === 'global::portal-access')?.config ?? {};
const portalRoutes = () => routes.filter((r) => r.kind === 'portal');

/** What the declared access says a signed-in user gets: allowed, 403 or 404. */
function expectedFor(config: AccessConfig, me: Me): 'allow' | 403 | 404 {
  if (!me.active && !config.allowInactive) return 403;
  if (config.registrationOnly && (me.active || !isCustomerRole(me.role))) return 403;
  if (config.ownership === 'simplified-invoice') return 403;
  if (config.roles && !config.roles.includes(me.role)) return 403;
  if (!hasAllPermissions(me.permissions, config.permissions)) return 403;
  if (config.screen) {
    const screen = findScreen(config.screen);
    if (!screen || !canOpenScreen({ role: me.role, permissions: me.permissions, isAccountOwner: me.isAccountOwner }, screen)) return 403;
  }
  if (config.ownership === 'attendant-contract' && !isServiceRole(me.role)) return 403;
  if (config.ownership === 'attendant-contract' || (config.ownership === 'contract' && isServiceRole(me.role))) return 403; // no service started
  if (config.ownership === 'contract') {
    const current = me.selectedContract ?? (me.contracts.length === 1 ? me.contracts[0] : null);
    if (!current) return 404;
  }
  return 'allow';
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (
    await sql<{ name: string }>(
      cms,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'portal_search%'",
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
  ).map((t) => t.name);
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await sql<{ n: number | string }>(cms, `SELECT count(*) AS n FROM "${table}"`, `SELECT count(*) AS n FROM "${table}"`);
    out[table] = Number(row!.n);
  }
  return out;
}

describe('every route under /api declares its access', () => {
  it('lists the routes Strapi serves, portal ones among them', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(portalRoutes().length).toBeGreaterThan(5);
  });

  it('has no route without the portal policy, an explicit public or test-support marker, or a content/plugin origin', () => {
    expect(routes.filter((r) => r.kind === 'undeclared').map((r) => `${r.method} ${r.path} (${r.handler})`)).toEqual([]);
  });

  it('gives anonymous callers nothing of the content API, drafts included', async () => {
    for (const route of routes.filter((r) => r.kind === 'content')) {
      const res = await send(route.method, `${concrete(route.path)}?status=draft`, mutating(route.method) ? { body: '{"data":{}}' } : {});
      expect([401, 403, 405], `${route.method} ${route.path}`).toContain(res.status);
    }
  });

  it('gives anonymous callers no plugin route (users-permissions’ connect included: Google sign-in is the portal’s own)', async () => {
    expect(routes.filter((r) => /^\/api\/connect\//.test(r.path)).map((r) => r.path)).toEqual([]);
    for (const route of routes.filter((r) => r.kind === 'plugin')) {
      const res = await send(route.method, concrete(route.path), mutating(route.method) ? { body: '{}' } : {});
      expect(res.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('hides the test-support routes without the secret (404)', async () => {
    for (const route of routes.filter((r) => r.kind === 'test-support')) {
      const res = await send(route.method, concrete(route.path), mutating(route.method) ? { body: '{}' } : {});
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
    }
  });
});

describe('portal routes by role', () => {
  it('answer 401 to anonymous callers', async () => {
    for (const route of portalRoutes()) {
      const res = await send(route.method, concrete(route.path), mutating(route.method) ? { body: '{}' } : {});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(typeof res.body?.error?.message).toBe('string');
    }
  });

  it('allow, refuse (403) or hide (404) each demo role exactly as the route declares', async () => {
    expect(callers.length).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    for (const route of portalRoutes()) {
      const config = accessOf(route);
      for (const caller of callers) {
        const expected = expectedFor(config, caller.me);
        const res = await send(route.method, concrete(route.path), {
          token: caller.token,
          ...(mutating(route.method) ? { body: '{}' } : {}),
        });
        const ok = expected === 'allow' ? ![401, 403].includes(res.status) && res.status < 500 : res.status === expected;
        if (!ok)
          wrong.push(
            `${route.method} ${route.path} as ${caller.email}: expected ${expected}, got ${res.status} ${res.body?.error?.message ?? ''}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answer 404 for a contract of another customer', async () => {
    const owner = callers.find((c) => c.email === 'cliente@demo.test')!;
    const other = callers.find((c) => c.email === 'multicontrato@demo.test')!;
    const foreign = other.me.contracts[0]!.id;
    const owned = portalRoutes().filter((r) => accessOf(r).ownership === 'contract' && expectedFor(accessOf(r), owner.me) === 'allow');
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      const path = `${concrete(route.path)}?contractId=${encodeURIComponent(foreign)}`;
      const res = await send(route.method, path, {
        token: owner.token,
        ...(mutating(route.method) ? { body: JSON.stringify({ contractId: foreign }) } : {}),
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
      expect(res.body.error.message).toBe('Contrato não encontrado');
    }
  });
});

describe('malformed input on every portal and public route', () => {
  const HUGE = 'a'.repeat(200_000);
  const bodies: [string, string][] = [
    ['broken JSON', '{"email": "x@y.z", '],
    ['an array', '[1, 2, 3]'],
    ['a bare string', '"texto"'],
    ['wrong types', JSON.stringify({ email: 12, password: false, cpfcnpj: [1], consumerCod: { a: 1 }, contractId: 7, token: null })],
    ['operator objects', JSON.stringify({ email: { $ne: null }, password: { $ne: '' }, cpfcnpj: { $gt: '' }, contractId: { $ne: 'x' } })],
    ['huge strings', JSON.stringify({ email: `${HUGE}@x.test`, password: HUGE, cpfcnpj: HUGE, name: HUGE, token: HUGE })],
    ['unknown fields only', JSON.stringify({ campoDesconhecido: 1, role: 'admin-master', portalRole: 'admin-master' })],
  ];
  const QUERY = '?contractId[$ne]=x&search[$ne]=1&cpfcnpj[]=1&cpfcnpj[]=2&consumerCode[$gt]=0';

  it('answers 4xx with a message, never 500, and writes nothing', async () => {
    const before = await rowCounts();
    const wrong: string[] = [];
    const targets = routes.filter((r) => r.kind === 'portal' || r.kind === 'public');
    for (const route of targets) {
      const allowed = route.kind === 'public' ? undefined : callers.find((c) => expectedFor(accessOf(route), c.me) === 'allow');
      const token = allowed?.token;
      const path = concrete(route.path);
      const query = await send(route.method, `${path}${QUERY}`, { token, ...(mutating(route.method) ? { body: '{}' } : {}) });
      if (query.status >= 500) wrong.push(`${route.method} ${route.path} with operator query: ${query.status}`);
      // Bodies mean something to POST, PUT and PATCH only (Strapi does not read one on DELETE).
      if (!['POST', 'PUT', 'PATCH'].includes(route.method)) continue;
      for (const [label, body] of bodies) {
        const res = await send(route.method, path, {
          token,
          body,
          headers: { authorization: token ? `Bearer ${token}` : 'token-invalido' },
        });
        const message = res.body?.error?.message;
        if (res.status < 400 || res.status >= 500 || typeof message !== 'string' || !message)
          wrong.push(`${route.method} ${route.path} with ${label}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);
});

describe('body schemas: one field changed at a time', () => {
  const mutations = (example: Record<string, unknown>) =>
    Object.keys(example).flatMap((field) => {
      const { [field]: _dropped, ...without } = example;
      return [
        { field, label: 'missing', body: without },
        { field, label: 'empty', body: { ...example, [field]: '' } },
        { field, label: 'an object', body: { ...example, [field]: { $ne: null } } },
      ];
    });

  it('gets exactly the changed field’s catalogue message', async () => {
    const declared = routes.filter((r) => r.schema);
    expect(declared.length).toBeGreaterThanOrEqual(7);
    const before = await rowCounts();
    const wrong: string[] = [];
    for (const route of declared) {
      const id = route.schema!;
      expect(Object.keys(REQUEST_SCHEMAS), id).toContain(id);
      const allowed = route.kind === 'public' ? undefined : callers.find((c) => expectedFor(accessOf(route), c.me) === 'allow');
      for (const { field, label, body } of mutations(REQUEST_SCHEMAS[id].example)) {
        const expected = fieldMessages(id, body)[field];
        if (!expected) continue; // the schema accepts this change (an optional field)
        const res = await send(route.method, concrete(route.path), {
          body: JSON.stringify(body),
          headers: { authorization: allowed ? `Bearer ${allowed.token}` : 'token-invalido' },
        });
        const got = res.body?.error?.details?.fields?.[field] ?? res.body?.error?.message;
        if (res.status !== 400 || got !== expected)
          wrong.push(`${route.method} ${route.path} with ${field} ${label}: expected 400 '${expected}', got ${res.status} '${got}'`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);
});

describe('the harness itself', () => {
  it('computes expectations from the declared access (a customer route refuses staff, a screen route follows the menu)', () => {
    const customer: Me = {
      role: 'client',
      active: true,
      permissions: [],
      isAccountOwner: true,
      contracts: [{ id: 'c1' }],
      selectedContract: null,
    };
    const staff: Me = { ...customer, role: 'attendant-only', contracts: [] };
    expect(expectedFor({ roles: ['client'], ownership: 'contract' }, customer)).toBe('allow');
    expect(expectedFor({ roles: ['client'] }, staff)).toBe(403);
    expect(expectedFor({ ownership: 'contract' }, { ...customer, contracts: [{ id: 'a' }, { id: 'b' }] })).toBe(404);
    expect(expectedFor({}, { ...customer, active: false })).toBe(403);
    expect(isCustomerRole(customer.role)).toBe(true);
  });
});
