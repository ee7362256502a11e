/**
 * Portal routes by caller: anonymous → 401; a caller of every role — customers of each role, a
 * secondary user, a customer with two contracts and none chosen, one who has not finished
 * registration, a DEACTIVATED account, staff of each role and an attendant with a STARTED
 * service — gets allowed, 403 or 404 exactly as the route's declared access says, each refusal
 * with its message; another customer's contract → 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  accessOf,
  concrete,
  expectedFor,
  expectedForCaller,
  makeCallers,
  mutating,
  routeName,
  send,
  startStack,
  type Caller,
  type Me,
  type Stack,
} from './harness';

let stack: Stack;
let callers: Caller[];

beforeAll(async () => {
  stack = await startStack();
  callers = await makeCallers(stack.cms);
}, 240_000);
afterAll(async () => {
  await stack?.cms.stop();
});

const portalRoutes = () => stack.routes.filter((r) => r.kind === 'portal');

describe('portal routes by caller', () => {
  it('has a caller of every role in the table, a deactivated one and an attendant with a started service', () => {
    expect(callers.map((c) => c.name).sort()).toEqual(
      [
        'admin',
        'admin-master',
        'attendant-2 idle',
        'attendant-2 serving',
        'attendant-only',
        'client',
        'deactivated',
        'gas-programmer',
        'gnv',
        'individual',
        'industry',
        'multi-contract',
        'not-registered',
        'secondary',
      ].sort(),
    );
    expect(callers.find((c) => c.name === 'secondary')!.me.isAccountOwner).toBe(false);
    expect(callers.find((c) => c.name === 'individual')!.me.role).toBe('individual');
  });

  it('answer 401 with its message to anonymous callers', async () => {
    const wrong: string[] = [];
    for (const route of portalRoutes()) {
      const res = await send(stack.cms, route.method, concrete(route), mutating(route.method) ? { body: {} } : {});
      if (res.status !== 401 || res.body?.error?.message !== 'Sessão expirada. Faça login novamente.')
        wrong.push(`${routeName(route)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('allow, refuse (403) or hide (404) each caller exactly as the route declares, each refusal with its message', async () => {
    const wrong: string[] = [];
    // A call a caller is let through may end its own state (DELETE /api/attendant/session ends the
    // service): each caller's DELETE routes run after its other routes, and the end of the service
    // last of all (a DELETE on the served contract, e.g. the débito automático's, needs it).
    const endsService = (r: { method: string; path: string }) => r.method === 'DELETE' && r.path === '/api/attendant/session';
    const ordered = [
      ...portalRoutes().filter((r) => r.method !== 'DELETE'),
      ...portalRoutes().filter((r) => r.method === 'DELETE' && !endsService(r)),
      ...portalRoutes().filter(endsService),
    ];
    for (const caller of callers) {
      for (const route of ordered) {
        const expected = expectedForCaller(route, caller);
        const res = await send(stack.cms, route.method, concrete(route), {
          token: caller.token,
          ...(mutating(route.method) ? { body: {} } : {}),
        });
        const label = `${routeName(route)} as ${caller.name}`;
        // Allowed: past the access check (its 2xx on a real object is allowed.test.ts's); here the input is empty.
        if (expected.allow) {
          if ([401, 403].includes(res.status) || res.status >= 500)
            wrong.push(`${label}: expected past the access check, got ${res.status}`);
        } else if (res.status !== expected.status || res.body?.error?.message !== expected.message)
          wrong.push(`${label}: expected ${expected.status} '${expected.message}', got ${res.status} '${res.body?.error?.message}'`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('answer 404 with its message for a contract of another customer, to customers and to the serving attendant', async () => {
    const other = callers.find((c) => c.name === 'multi-contract')!;
    const foreign = other.contracts[0]!.documentId;
    const wrong: string[] = [];
    let tried = 0;
    for (const caller of callers.filter((c) => ['client', 'industry', 'attendant-2 serving'].includes(c.name))) {
      for (const route of portalRoutes().filter((r) => accessOf(r).ownership === 'contract' && expectedForCaller(r, caller).allow)) {
        tried += 1;
        const res = await send(stack.cms, route.method, `${concrete(route)}?contractId=${encodeURIComponent(foreign)}`, {
          token: caller.token,
          ...(mutating(route.method) ? { body: { contractId: foreign } } : {}),
        });
        if (res.status !== 404 || res.body?.error?.message !== 'Contrato não encontrado')
          wrong.push(`${routeName(route)} as ${caller.name}: ${res.status} '${res.body?.error?.message}'`);
      }
    }
    expect(tried).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});

describe('the harness itself', () => {
  const customer: Me = {
    role: 'client',
    active: true,
    permissions: [],
    isAccountOwner: true,
    contracts: [{ id: 'c1' }],
    selectedContract: null,
  };
  const staff: Me = { ...customer, role: 'attendant-2', contracts: [] };

  it('computes expectations from the declared access', () => {
    expect(expectedFor({ roles: ['client'], ownership: 'contract' }, customer)).toEqual({ allow: true });
    expect(expectedFor({ roles: ['client'] }, staff)).toEqual({ allow: false, status: 403, message: MESSAGES.forbidden });
    expect(expectedFor({ ownership: 'contract' }, { ...customer, contracts: [{ id: 'a' }, { id: 'b' }] })).toEqual({
      allow: false,
      status: 404,
      message: 'Contrato não encontrado',
    });
    expect(expectedFor({}, { ...customer, active: false })).toEqual({ allow: false, status: 403, message: MESSAGES.forbidden });
    expect(expectedFor({}, customer, { deactivated: true })).toEqual({
      allow: false,
      status: 403,
      message: 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.',
    });
  });

  it('lets an attendant reach a contract route only with a started service', () => {
    expect(expectedFor({ ownership: 'contract' }, staff)).toEqual({
      allow: false,
      status: 403,
      message: 'Inicie um atendimento para acessar os dados do cliente.',
    });
    expect(expectedFor({ ownership: 'contract' }, staff, { serving: true })).toEqual({ allow: true });
  });
});
