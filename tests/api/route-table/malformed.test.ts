/**
 * Malformed input on every portal and public route (GET and DELETE included): operator and
 * array queries, broken JSON, arrays, bare strings, wrong types, operator objects, huge strings
 * and unknown fields → 4xx with a clear message, never 500; and nothing is written — no row of
 * any table changes (contents, not only counts), no e-mail reaches the outbox, no private file
 * appears or changes, no Redis key but the rate limiter's own counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages, type QuerySchemaId } from '@domain/query-schemas';
import { fieldMessages, type RequestSchemaId } from '@domain/request-schemas';
import {
  changes,
  concrete,
  AT_EDGE,
  expectedForCaller,
  inputPasses,
  makeCallers,
  mutating,
  queryObjectOf,
  routeName,
  send,
  settledSnapshot,
  snapshot,
  startStack,
  type Caller,
  type Route,
  type Sent,
  type Snapshot,
  type Stack,
} from './harness';

let stack: Stack;
let callers: Caller[];
let before: Snapshot;

beforeAll(async () => {
  stack = await startStack({ redis: true });
  callers = await makeCallers(stack.cms);
  before = await settledSnapshot(stack);
}, 360_000);
afterAll(async () => {
  await stack?.cms.stop();
});

const HUGE = 'a'.repeat(200_000);
/** The body as the route reads it: a JSON object, else nothing (`bodyOf`). */
const objectOf = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const refusedAtEdge = new Set<string>();
const BODIES: [string, string][] = [
  ['broken JSON', '{"email": "x@y.z", '],
  ['an array', '[1, 2, 3]'],
  ['a bare string', '"texto"'],
  ['wrong types', JSON.stringify({ email: 12, password: false, cpfcnpj: [1], consumerCod: { a: 1 }, contractId: 7, token: null })],
  ['operator objects', JSON.stringify({ email: { $ne: null }, password: { $ne: '' }, cpfcnpj: { $gt: '' }, contractId: { $ne: 'x' } })],
  ['huge strings', JSON.stringify({ email: `${HUGE}@x.test`, password: HUGE, cpfcnpj: HUGE, name: HUGE, token: HUGE })],
  ['unknown fields only', JSON.stringify({ campoDesconhecido: 1, role: 'admin-master', portalRole: 'admin-master' })],
];
const QUERIES: [string, string][] = [
  ['operator query', '?contractId[$ne]=x&search[$ne]=1&consumerCode[$gt]=0&numDoc[$ne]=0&id[$gt]=0'],
  ['array query', '?cpfcnpj[]=1&cpfcnpj[]=2&contractId[]=a&contractId[]=b&numDoc[]=1&page[]=1'],
  ['huge query', `?search=${'a'.repeat(6000)}&numDoc=${'9'.repeat(500)}&email=${'b'.repeat(500)}@x.test`],
];
/** Path values no route can mean: an operator-looking text, a huge one, a negative and a fractional number. */
const BAD_IDS = ['%24ne', 'a'.repeat(600), '-1', '1.5'];

/** Strapi's default texts, in English: not the clear message the portal owes its callers. */
const DEFAULT_TEXTS = ['Bad Request', 'Not Found', 'Forbidden', 'Unauthorized', 'Internal Server Error', 'Method Not Allowed'];

function refusedClearly(res: Sent): string | null {
  const message = res.body?.error?.message;
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
  if (typeof message !== 'string' || !message.trim()) return `no message (${JSON.stringify(res.body)?.slice(0, 120)})`;
  if (DEFAULT_TEXTS.includes(message)) return `framework default message '${message}'`;
  return null;
}

const tokenFor = (route: Route) =>
  route.kind === 'public' ? undefined : callers.find((c) => c.name !== 'attendant-2 serving' && expectedForCaller(route, c).allow)?.token;

describe('malformed input on every portal and public route', () => {
  it('answers 4xx with a clear message, never 500, to every malformed query, body and path value', async () => {
    const wrong: string[] = [];
    const targets = stack.routes.filter((r) => r.kind === 'portal' || r.kind === 'public');
    for (const route of targets) {
      const token = tokenFor(route);
      const path = concrete(route);
      // A DELETE without a path value or a declared input (ending the attendant's service) acts
      // on the caller's own session only: it has nothing to malform, and sending it would act.
      const noInput = route.method === 'DELETE' && !/:[A-Za-z_]+/.test(route.path) && !route.schema;
      // Every method, GET and DELETE included: queries, then malformed path values.
      for (const [label, query] of noInput ? [] : QUERIES) {
        const passesBefore = route.querySchema ? ((await inputPasses(stack.cms))[routeName(route)] ?? 0) : 0;
        const res = await send(stack.cms, route.method, `${path}${query}`, { token });
        // A query a route does not read may be ignored (2xx); it must never break it.
        if (res.status >= 500) wrong.push(`${routeName(route)} with ${label}: ${res.status}`);
        else if (res.status >= 400 && refusedClearly(res)) wrong.push(`${routeName(route)} with ${label}: ${refusedClearly(res)}`);
        // A query its schema refuses never reaches the controller.
        const refusedBySchema =
          route.querySchema !== null && Object.keys(queryMessages(route.querySchema as QuerySchemaId, queryObjectOf(query))).length > 0;
        if (refusedBySchema) {
          if (res.status !== 400) wrong.push(`${routeName(route)} with ${label}: refused by its query schema, but answered ${res.status}`);
          if (((await inputPasses(stack.cms))[routeName(route)] ?? 0) !== passesBefore)
            wrong.push(`${routeName(route)} with ${label}: refused by its query schema, but the query reached the controller`);
        }
      }
      if (/:[A-Za-z_]+/.test(route.path))
        for (const bad of BAD_IDS) {
          const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, decodeURIComponent(bad)]));
          const res = await send(stack.cms, route.method, concrete(route, params), {
            token,
            ...(mutating(route.method) ? { body: {} } : {}),
          });
          const problem = refusedClearly(res);
          if (problem) wrong.push(`${routeName(route)} with the path value '${bad.slice(0, 12)}': ${problem}`);
        }
      // Bodies go where a body is read: koa-body parses POST, PUT and PATCH only (a DELETE's
      // body never reaches the route).
      if (!['POST', 'PUT', 'PATCH'].includes(route.method)) continue;
      const atEdge = route.schema !== null && AT_EDGE.includes(route.schema);
      for (const [label, body] of BODIES) {
        const passesBefore = atEdge ? ((await inputPasses(stack.cms))[routeName(route)] ?? 0) : 0;
        const res = await send(stack.cms, route.method, path, {
          body,
          headers: { authorization: token ? `Bearer ${token}` : 'token-invalido' },
        });
        const problem = refusedClearly(res);
        if (problem) wrong.push(`${routeName(route)} with ${label}: ${problem}`);
        // On a route parsed at the edge, a body its schema refuses gets the schema's field errors
        // and never reaches the controller (a body the schema accepts may still be refused by the use case).
        const refusedBySchema = atEdge && Object.keys(fieldMessages(route.schema as RequestSchemaId, objectOf(body))).length > 0;
        if (refusedBySchema && (res.status === 400 || res.status === 429)) {
          const passed = ((await inputPasses(stack.cms))[routeName(route)] ?? 0) !== passesBefore;
          if (passed) wrong.push(`${routeName(route)} with ${label}: refused by its schema, but the body reached the controller`);
          else if (res.status === 400 && Object.keys(res.body?.error?.details?.fields ?? {}).length) refusedAtEdge.add(routeName(route));
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route parsed at the edge refused at least one of these bodies before its controller.
    const edgeRoutes = stack.routes.filter((r) => r.schema !== null && AT_EDGE.includes(r.schema)).map(routeName);
    expect(edgeRoutes.length).toBeGreaterThanOrEqual(AT_EDGE.length);
    expect([...refusedAtEdge].sort()).toEqual(edgeRoutes.sort());
  }, 400_000);

  it('wrote nothing: no row changed, no e-mail, no private file, no Redis key but the rate limiter’s counters', async () => {
    expect(changes(before, await snapshot(stack), stack.redisPrefix)).toEqual([]);
    expect(stack.redisPrefix).toBeTruthy();
  });
});

describe('the write check itself', () => {
  it('sees a changed row, a new e-mail, a new private file and a foreign Redis key', () => {
    const base: Snapshot = { rows: { a: '1' }, outbox: [], files: {}, redis: [] };
    const after: Snapshot = {
      rows: { a: '2' },
      outbox: ['1.eml'],
      files: { 'x.pdf': 'h' },
      redis: ['p:addr:1|POST /api/x', 'p:session:1'],
    };
    expect(changes(base, after, 'p')).toEqual(['table a', 'e-mail 1.eml', 'private file x.pdf', 'redis p:session:1']);
  });
});
