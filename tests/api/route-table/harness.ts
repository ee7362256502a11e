/**
 * The route-table harness (docs/testing.md): the route list Strapi serves, a caller of every
 * portal role made with the factories, the expected answer of a declared access, and a snapshot
 * of everything a call could write (rows, outbox, private files, Redis keys).
 *
 * Expected messages are written here literally (spec 04 §8 and the server catalogue as the
 * spec words it), never imported from the code under test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { ENDPOINTS } from '@domain/endpoints';
import { canOpenScreen, findScreen } from '@domain/menu';
import { hasAllPermissions } from '@domain/permissions';
import { PARSED_AT_EDGE } from '@domain/request-schemas';
import { isCustomerRole, isServiceRole, type PortalRole } from '@domain/roles';
import { generateCpf } from '../../../cms/src/portal/test-support/documents';
import { FACTORY_PASSWORD, createCustomer, createStaff, testSupportCall, type MadeContract, type MadeUser } from '../../support/factories';
import { startCms, type RunningCms } from '../helpers/cms';
import { sql, tokenFor } from '../auth-support';
import { checkAnswer } from '../contract-check';

export const MESSAGES = {
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  deactivated: 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.',
  registrationOnly: 'Os dados adicionais só podem ser enviados por clientes que ainda não concluíram o cadastro.',
  contractNotFound: 'Contrato não encontrado',
  serviceNotStarted: 'Inicie um atendimento para acessar os dados do cliente.',
  notificationsDisabled: 'As notificações não estão habilitadas para o seu acesso.',
} as const;

/**
 * The body schemas parsed by the middleware global::portal-input before the controller
 * (docs/architecture.md, "Where input is parsed"), as the endpoint table declares them: every
 * body schema of a route in the table that the registry marks as parsed at the edge. The others
 * are still checked by their use case (`STILL_IN_USE_CASE` of declarations.test.ts).
 */
export const AT_EDGE: readonly string[] = [...new Set(ENDPOINTS.flatMap((e) => (e.body && PARSED_AT_EDGE.has(e.body) ? [e.body] : [])))];

/** `a=1&a=2&b[]=3&c[$ne]=x` as Strapi's query parser reads it, for the checks that matter here: repeated and bracketed keys are not text. */
export function queryObjectOf(search: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    const base = key.replace(/\[.*$/, '');
    if (base !== key) out[base] = key.endsWith('[]') ? [...((out[base] as unknown[]) ?? []), value] : { [key.slice(base.length)]: value };
    else out[base] = base in out ? [out[base], value].flat() : value;
  }
  return out;
}
export interface Route {
  method: string;
  path: string;
  handler: string;
  origin: string;
  kind: 'portal' | 'public' | 'test-support' | 'content' | 'plugin' | 'undeclared';
  policies: { name: string; config?: AccessConfig }[];
  schema: string | null;
  querySchema: string | null;
}

export interface AccessConfig {
  roles?: PortalRole[];
  permissions?: string[];
  screen?: string;
  ownership?: 'contract' | 'attendant-contract' | 'simplified-invoice';
  allowInactive?: boolean;
  registrationOnly?: boolean;
  notificationAccess?: boolean;
  /** The personal access token scope the route accepts (docs/access-tokens.md); none: tokens are refused. */
  tokenScope?: 'consumption:read' | 'programming:write';
}

export interface Me {
  role: PortalRole;
  active: boolean;
  permissions: string[];
  isAccountOwner: boolean;
  notificationAccess?: boolean;
  contracts: { id: string }[];
  selectedContract: { id: string } | null;
}

/** Who a caller is in the table (the names tests and reports use). */
export type CallerName =
  | 'client'
  | 'individual'
  | 'gnv'
  | 'industry'
  | 'secondary'
  | 'multi-contract'
  | 'not-registered'
  | 'deactivated'
  | 'attendant-only'
  | 'attendant-2 serving'
  | 'attendant-2 idle'
  | 'admin'
  | 'admin-master'
  | 'gas-programmer';

export interface Caller {
  name: CallerName;
  user: MadeUser;
  token: string;
  me: Me;
  /** Contracts the caller owns or is linked to (customers); the served one (attendant serving). */
  contracts: MadeContract[];
  /** A service is started (attendants only). */
  serving: boolean;
}

export type Expected = { allow: true } | { allow: false; status: 401 | 403 | 404; message: string };

/** What the declared access says a signed-in caller gets. */
export function expectedFor(config: AccessConfig, me: Me, options: { serving?: boolean; deactivated?: boolean } = {}): Expected {
  const refuse = (status: 403 | 404, message: string): Expected => ({ allow: false, status, message });
  if (config.ownership === 'simplified-invoice') return refuse(403, MESSAGES.forbidden);
  if (options.deactivated) return refuse(403, MESSAGES.deactivated);
  if (!me.active && !config.allowInactive) return refuse(403, MESSAGES.forbidden);
  if (config.registrationOnly && (me.active || !isCustomerRole(me.role))) return refuse(403, MESSAGES.registrationOnly);
  if (config.roles && !config.roles.includes(me.role)) return refuse(403, MESSAGES.forbidden);
  if (!hasAllPermissions(me.permissions, config.permissions)) return refuse(403, MESSAGES.forbidden);
  if (config.notificationAccess && !me.notificationAccess) return refuse(403, MESSAGES.notificationsDisabled);
  if (config.screen) {
    const screen = findScreen(config.screen);
    if (!screen || !canOpenScreen({ role: me.role, permissions: me.permissions, isAccountOwner: me.isAccountOwner }, screen))
      return refuse(403, MESSAGES.forbidden);
  }
  if (config.ownership === 'attendant-contract' && !isServiceRole(me.role)) return refuse(403, MESSAGES.forbidden);
  if (config.ownership === 'attendant-contract' || (config.ownership === 'contract' && isServiceRole(me.role)))
    return options.serving ? { allow: true } : refuse(403, MESSAGES.serviceNotStarted);
  if (config.ownership === 'contract') {
    const current = me.selectedContract ?? (me.contracts.length === 1 ? me.contracts[0] : null);
    if (!current) return refuse(404, MESSAGES.contractNotFound);
  }
  return { allow: true };
}

export const accessOf = (route: Route): AccessConfig => route.policies.find((p) => p.name === 'global::portal-access')?.config ?? {};
export const routeName = (route: Route) => `${route.method} ${route.path}`;
export const mutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
export const paramsOf = (route: Route) => [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** The route's path with its parameters filled in (any missing one: 'nao-existe'). */
export function concrete(route: Route | string, params: Record<string, string | number> = {}): string {
  const template = typeof route === 'string' ? route : route.path;
  return template
    .replace(/:([A-Za-z_]+)(\([^)]*\))?/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'nao-existe')))
    .replace(/\(\.\*\)/g, '');
}

export interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

export interface SendOptions {
  token?: string;
  /** A JSON value (sent as JSON), a raw string (sent as is) or a FormData. */
  body?: unknown;
  contentType?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function send(cms: RunningCms, method: string, pathAndQuery: string, options: SendOptions = {}): Promise<Sent> {
  const url = new URL(pathAndQuery, cms.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === 'string') {
    body = options.body;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const buffer = Buffer.from(await res.arrayBuffer());
  const text = buffer.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON (a file, a CSV) */
  }
  checkAnswer(method, url, res.status, res.headers.get('content-type'), parsed);
  return { status: res.status, body: parsed, headers: res.headers };
}

export const messageOf = (sent: Sent): unknown => sent.body?.error?.message;

export interface Stack {
  cms: RunningCms;
  routes: Route[];
  redisPrefix: string | null;
}

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One CMS for the file; `redis: true` keeps the rate-limit counters in Redis under a prefix of its own. */
export async function startStack(options: { redis?: boolean } = {}): Promise<Stack> {
  const redisPrefix = options.redis ? `route-table-${crypto.randomBytes(6).toString('hex')}` : null;
  const cms = await startCms(redisPrefix ? { REDIS_URL, AUTH_RATE_LIMIT_PREFIX: redisPrefix } : {});
  const routes = (await testSupportCall<{ routes: Route[] }>(cms, 'GET', '/routes')).routes;
  return { cms, routes, redisPrefix };
}

/**
 * How many bodies the middleware `global::portal-input` let through to each route's controller
 * (key `METHOD /api/path`): a body it refuses never reaches the use case, so the count stays.
 */
export async function inputPasses(cms: RunningCms): Promise<Record<string, number>> {
  return (await testSupportCall<{ inputPasses: Record<string, number> }>(cms, 'GET', '/routes')).inputPasses;
}

async function signIn(cms: RunningCms, name: CallerName, user: MadeUser, contracts: MadeContract[], serving = false): Promise<Caller> {
  const token = await tokenFor(cms, user.email, user.password ?? FACTORY_PASSWORD);
  const me = (await send(cms, 'GET', '/api/portal/me', { token })).body?.data as Me;
  if (!me?.role) throw new Error(`no /api/portal/me for ${name}`);
  return { name, user, token, me, contracts, serving };
}

/**
 * A caller of every portal role, all made with the factories (the demo accounts stay untouched):
 * customers of each role, a secondary user, a customer with two contracts and none chosen, one who
 * has not finished registration, a DEACTIVATED secondary user, and staff of each role — one
 * attendant with a STARTED service on a customer's contract, one without.
 */
export async function makeCallers(cms: RunningCms): Promise<Caller[]> {
  const callers: Caller[] = [];
  const customer = async (name: CallerName, options: Parameters<typeof createCustomer>[1]) => {
    const made = await createCustomer(cms, options);
    const caller = await signIn(cms, name, made.user, made.contracts);
    callers.push(caller);
    return caller;
  };
  await customer('client', { role: 'client' });
  await customer('individual', { role: 'individual' });
  await customer('gnv', { role: 'gnv', segment: 'GNV' });
  const owner = await customer('industry', { role: 'industry', segment: 'INDUSTRIAL' });
  const linked = owner.contracts.map((c) => c.documentId);
  await customer('secondary', { role: 'industry', accountOwnerId: owner.user.id, linkContracts: linked, contracts: 0 });
  await customer('multi-contract', { role: 'client', contracts: 2 });
  await customer('not-registered', { role: 'client', active: false, contracts: 0 });

  const staff = async (name: CallerName, role: Parameters<typeof createStaff>[1]['role']) => {
    const made = await createStaff(cms, { role });
    const caller = await signIn(cms, name, made.user, []);
    callers.push(caller);
    return caller;
  };
  await staff('attendant-only', 'attendant-only');
  const serving = await staff('attendant-2 serving', 'attendant-2');
  const served = await createCustomer(cms, { role: 'client' });
  const started = await send(cms, 'PATCH', '/api/attendant/session', {
    token: serving.token,
    body: { contractId: served.contracts[0]!.documentId },
  });
  if (started.status !== 200) throw new Error(`could not start the attendant's service: ${started.status} ${JSON.stringify(started.body)}`);
  serving.serving = true;
  serving.contracts = served.contracts;
  await staff('attendant-2 idle', 'attendant-2');
  await staff('admin', 'admin');
  await staff('admin-master', 'admin-master');
  await staff('gas-programmer', 'gas-programmer');

  // A DEACTIVATED account: signed in, then disabled by the admin master through the portal's own
  // route (PUT /api/auth/user/:id, enabled false) — its next calls meet the deactivated refusal.
  const master = callers.find((c) => c.name === 'admin-master')!;
  const made = await createStaff(cms, { role: 'admin' });
  const deactivated = await signIn(cms, 'deactivated', made.user, []);
  const row = (await send(cms, 'GET', '/api/auth/user/list', { token: master.token, query: { term: made.user.email } })).body?.data?.[0];
  const base = { email: row?.email, name: row?.name, cpfCnpj: generateCpf(), profile: row?.profileId, type: 'INDIVIDUAL' };
  const off = await send(cms, 'PUT', `/api/auth/user/${row?.id}`, { token: master.token, body: { ...base, enabled: false } });
  if (off.status !== 200) throw new Error(`could not deactivate an account: ${off.status} ${JSON.stringify(off.body)}`);
  callers.push(deactivated);
  return callers;
}

export const expectedForCaller = (route: Route, caller: Caller) =>
  expectedFor(accessOf(route), caller.me, { serving: caller.serving, deactivated: caller.name === 'deactivated' });

// --- what a call may have written --------------------------------------------------------------

export interface Snapshot {
  rows: Record<string, string>;
  outbox: string[];
  files: Record<string, string>;
  redis: string[];
}

const digest = (value: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v)))
    .digest('hex');

function listFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Every table's rows (every column), the outbox, the private files and the stack's Redis keys. */
/**
 * Tables of sums derived from others, which a read may fill (docs/scaling.md): the top clients'
 * precisions per contract and month are computed on a month's first read and kept. Like the search
 * index (`portal_search…`), they hold no fact of their own, so a read that fills them wrote nothing.
 */
const DERIVED_TABLES = new Set(['consumption_precision_months', 'insights_consumption_groups']);

export async function snapshot(stack: Stack): Promise<Snapshot> {
  const { cms } = stack;
  const tables = (
    await sql<{ name: string }>(
      cms,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'portal_search%'",
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
  )
    .map((t) => t.name)
    .filter((name) => !DERIVED_TABLES.has(name));
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const all = await sql<Record<string, unknown>>(cms, `SELECT * FROM "${table}"`, `SELECT * FROM "${table}"`);
    // Strapi's settings one by one, so a change names its key (the rest: one digest per table).
    // (Less the upload plugin's telemetry bookkeeping, which Strapi's own timer rewrites.)
    if (table === 'strapi_core_store_settings') {
      for (const row of all) if (row.key !== 'plugin_upload_metrics') rows[`${table} key=${String(row.key)}`] = digest(row);
    } else rows[table] = digest(all.map((row) => digest(row)).sort());
  }
  let redis: string[] = [];
  if (stack.redisPrefix) {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    try {
      await client.connect();
      redis = (await client.keys(`${stack.redisPrefix}*`)).sort();
    } finally {
      client.disconnect();
    }
  }
  return {
    rows,
    outbox: fs.existsSync(cms.outboxDir) ? fs.readdirSync(cms.outboxDir).sort() : [],
    files: listFiles(cms.privateDir),
    redis,
  };
}

/**
 * A snapshot once the stack's background work from the set-up is done: the bills' PDFs drawn
 * ahead (they wait for a quiet moment, docs/scaling.md "Documents") and the e-mails queued are
 * out, and two snapshots 1.5 s apart are equal. The calls under test then start from rest, and a
 * row they did not write cannot be taken for theirs.
 */
export async function settledSnapshot(stack: Stack, timeoutMs = 120_000): Promise<Snapshot> {
  const deadline = Date.now() + timeoutMs;
  let last = await snapshot(stack);
  for (;;) {
    await new Promise((r) => setTimeout(r, 1_500));
    const [pending] = await sql<{ n: number | string }>(
      stack.cms,
      "SELECT COUNT(*) AS n FROM invoice_pdf_renders WHERE status IN ('WAITING', 'PROCESSING')",
      "SELECT COUNT(*) AS n FROM invoice_pdf_renders WHERE status IN ('WAITING', 'PROCESSING')",
    );
    const now = await snapshot(stack);
    if (Number(pending?.n ?? 0) === 0 && changes(last, now, stack.redisPrefix).length === 0) return now;
    if (Date.now() > deadline) throw new Error(`the stack did not settle: ${changes(last, now, stack.redisPrefix).join(', ')}`);
    last = now;
  }
}

/**
 * What changed between two snapshots, named. Redis keys of the rate limiter's own counters (an
 * attempt counted per address or account and route) are the only writes a refused call may make.
 */
export function changes(before: Snapshot, after: Snapshot, redisPrefix: string | null): string[] {
  const out: string[] = [];
  for (const table of new Set([...Object.keys(before.rows), ...Object.keys(after.rows)]))
    if (before.rows[table] !== after.rows[table]) out.push(`table ${table}`);
  for (const file of after.outbox.filter((f) => !before.outbox.includes(f))) out.push(`e-mail ${file}`);
  for (const file of new Set([...Object.keys(before.files), ...Object.keys(after.files)]))
    if (before.files[file] !== after.files[file]) out.push(`private file ${file}`);
  const counter = redisPrefix ? new RegExp(`^${redisPrefix}(-failures)?:(addr|user|email|doc|code):[^|]*\\|[A-Z]+ /`) : null;
  for (const key of after.redis.filter((k) => !before.redis.includes(k))) if (!counter?.test(key)) out.push(`redis ${key}`);
  return out;
}

export { isCustomerRole, isServiceRole, sql };
