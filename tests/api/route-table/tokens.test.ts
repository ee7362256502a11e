/**
 * Personal access tokens against every portal route Strapi serves (docs/access-tokens.md): a
 * token reaches only the routes that declare its scope (`tokenScope` in the endpoint table, read
 * from the served route's policy); every other route refuses it with 403 before its controller;
 * a read token never reaches a route that writes; a write-only token never reads. The list of
 * routes open to tokens is written out here, so a route that starts accepting tokens is a
 * decision this test makes visible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../support/factories';
import { tokenFor } from '../auth-support';
import { accessOf, concrete, inputPasses, mutating, routeName, send, startStack, type Route, type Stack } from './harness';

let stack: Stack;
let readToken: string;
let writeToken: string;
let bothToken: string;

const NOT_ACCEPTED = 'Este recurso não aceita tokens de acesso.';

beforeAll(async () => {
  stack = await startStack();
  const owner = await createCustomer(stack.cms, { role: 'industry', segment: 'INDUSTRIAL' });
  const session = await tokenFor(stack.cms, owner.user.email, owner.user.password!);
  const make = async (scopes: string[]) => {
    const res = await send(stack.cms, 'POST', '/api/access-tokens', { token: session, body: { name: 'ERP', scopes, expiresInDays: 30 } });
    if (res.status !== 201) throw new Error(`token not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  readToken = await make(['consumption:read']);
  writeToken = await make(['programming:write']);
  bothToken = await make(['consumption:read', 'programming:write']);
}, 240_000);
afterAll(async () => {
  await stack?.cms.stop();
});

const portalRoutes = () => stack.routes.filter((r) => r.kind === 'portal');
const callWith = (route: Route, token: string) =>
  send(stack.cms, route.method, concrete(route), { token, ...(mutating(route.method) ? { body: {} } : {}) });

describe('personal access tokens on the route table', () => {
  it('are accepted only by the routes written here, each with its scope', () => {
    const open = portalRoutes()
      .filter((r) => accessOf(r).tokenScope)
      .map((r) => `${routeName(r)} ${accessOf(r).tokenScope}`)
      .sort();
    expect(open).toEqual(
      [
        'GET /api/consumption-schedule/list consumption:read',
        'GET /api/consumption-schedule/export consumption:read',
        'POST /api/consumption-schedule programming:write',
        'GET /api/user/sap consumption:read',
        'GET /api/contract consumption:read',
        'GET /api/consumption-schedule/hourly consumption:read',
        'GET /api/contract-accounting/contracts consumption:read',
        'GET /api/contract-accounting/:contractId/cockpit consumption:read',
        'GET /api/contract-accounting/:contractId/export consumption:read',
        'GET /api/curtailment/contract consumption:read',
      ].sort(),
    );
    expect(portalRoutes().length).toBeGreaterThan(100);
  });

  it('never reach a route that declares no scope: 403 with its message, before the controller', async () => {
    const undeclared = portalRoutes().filter((r) => !accessOf(r).tokenScope);
    expect(undeclared.length).toBeGreaterThan(100);
    const passesBefore = await inputPasses(stack.cms);
    const wrong: string[] = [];
    for (const route of undeclared) {
      const res = await callWith(route, bothToken);
      if (res.status !== 403 || res.body?.error?.message !== NOT_ACCEPTED)
        wrong.push(`${routeName(route)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await inputPasses(stack.cms)).toEqual(passesBefore);
  });

  it('a read token never writes and a write-only token never reads: 403 naming the missing scope', async () => {
    const declared = portalRoutes().filter((r) => accessOf(r).tokenScope);
    const writes = declared.filter((r) => mutating(r.method));
    const reads = declared.filter((r) => !mutating(r.method));
    expect(writes.map(routeName)).toEqual(['POST /api/consumption-schedule']);
    expect(reads).toHaveLength(9);
    const wrong: string[] = [];
    for (const route of writes) {
      const res = await callWith(route, readToken);
      if (res.status !== 403 || res.body?.error?.message !== 'O token não tem o escopo programming:write, exigido por este recurso.')
        wrong.push(`read token on ${routeName(route)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
    }
    for (const route of reads) {
      const res = await callWith(route, writeToken);
      if (res.status !== 403 || res.body?.error?.message !== 'O token não tem o escopo consumption:read, exigido por este recurso.')
        wrong.push(`write token on ${routeName(route)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every route that writes declares programming:write or refuses tokens: no read scope on a write', () => {
    const readScopedWrites = portalRoutes().filter((r) => mutating(r.method) && accessOf(r).tokenScope === 'consumption:read');
    expect(readScopedWrites.map(routeName)).toEqual([]);
  });
});
