/**
 * "Allowed" means the rightful caller gets 2xx on a REAL object: every portal route of the
 * table is called by a caller its declared access lets in, on an object that caller owns
 * (recipes.ts), with a valid input; every route that takes an id is called again with another
 * customer's real id → 404 with its message. A route the harness cannot call fails by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStaff, FACTORY_PASSWORD } from '../../support/factories';
import { tokenFor } from '../auth-support';
import {
  concrete,
  expectedForCaller,
  makeCallers,
  mutating,
  paramsOf,
  routeName,
  send,
  startStack,
  type Caller,
  type CallerName,
  type Me,
  type Stack,
} from './harness';
import { EXCEPTIONS, RECIPES, type Built, type Call, type RecipeContext } from './recipes';

let stack: Stack;
let callers: Caller[];

beforeAll(async () => {
  stack = await startStack();
  callers = await makeCallers(stack.cms);
}, 240_000);
afterAll(async () => {
  await stack?.cms.stop();
});

/** Customers first, staff without a service next, the serving attendant last (its service must last). */
const PREFERENCE: CallerName[] = [
  'client',
  'individual',
  'industry',
  'gnv',
  'secondary',
  'multi-contract',
  'not-registered',
  'attendant-2 idle',
  'attendant-only',
  'admin-master',
  'admin',
  'gas-programmer',
  'attendant-2 serving',
];

function context(route: RecipeContext['route']): RecipeContext {
  const { cms } = stack;
  const signIn = async (email: string, password: string, name: string) => ({ token: await tokenFor(cms, email, password), name });
  return {
    cms,
    route,
    callers,
    caller: (name) => callers.find((c) => c.name === name)!,
    async customer(options = {}) {
      const made = await createCustomer(cms, options);
      const token = await tokenFor(cms, made.user.email, made.user.password ?? FACTORY_PASSWORD);
      const me = (await send(cms, 'GET', '/api/portal/me', { token })).body.data as Me;
      return { name: 'client', user: made.user, token, me, contracts: made.contracts, serving: false };
    },
    async staff(role) {
      const made = await createStaff(cms, { role });
      const token = await tokenFor(cms, made.user.email, made.user.password ?? FACTORY_PASSWORD);
      const me = (await send(cms, 'GET', '/api/portal/me', { token })).body.data as Me;
      return { name: 'admin', user: made.user, token, me, contracts: [], serving: false };
    },
    signIn,
  };
}

/** No recipe: the first rightful caller of the table, the schema's example body (or `{}`). */
async function byDefault(route: RecipeContext['route']): Promise<Built | string> {
  if (paramsOf(route).length) return `takes ${paramsOf(route).join(', ')}: no recipe builds a real object for it (recipes.ts)`;
  const caller = PREFERENCE.map((name) => callers.find((c) => c.name === name)!).find((c) => expectedForCaller(route, c).allow);
  if (!caller) return 'no caller of the table is let in by its declared access';
  const example = route.schema ? (await import('@domain/request-schemas')).REQUEST_SCHEMAS[route.schema as never]?.['example'] : undefined;
  return { caller, ...(mutating(route.method) ? { body: example ?? {} } : {}) };
}

const call = (route: RecipeContext['route'], built: Call) =>
  send(stack.cms, route.method, concrete(route, built.params), { token: built.caller.token, query: built.query, body: built.body });

describe('every portal route, as its rightful caller', () => {
  it('answers 2xx on a real object with a valid input, and 404 with its message for another customer’s id', async () => {
    const wrong: string[] = [];
    let covered = 0;
    for (const route of stack.routes.filter((r) => r.kind === 'portal')) {
      const name = routeName(route);
      if (EXCEPTIONS[name]) continue;
      let built: Built | string;
      try {
        built = RECIPES[name] ? await RECIPES[name]!(context(route)) : await byDefault(route);
      } catch (error) {
        built = `its recipe failed: ${(error as Error).message}`;
      }
      if (typeof built === 'string') {
        wrong.push(`${name}: ${built}`);
        continue;
      }
      const res = await call(route, built);
      if (res.status < 200 || res.status >= 300) {
        wrong.push(`${name} as ${built.caller.name}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`);
        continue;
      }
      const problem = built.check?.(res);
      if (problem) wrong.push(`${name} as ${built.caller.name}: ${problem}`);
      if (paramsOf(route).length && !built.foreign && !built.noForeign)
        wrong.push(`${name}: takes an id but its recipe tries no other customer's id`);
      if (built.foreign) {
        const foreign = await call(route, { caller: built.caller, ...built.foreign.call });
        if (foreign.status !== 404 || foreign.body?.error?.message !== built.foreign.message)
          wrong.push(
            `${name} with another customer's id: expected 404 '${built.foreign.message}', got ${foreign.status} ${JSON.stringify(foreign.body)?.slice(0, 160)}`,
          );
      }
      covered += 1;
    }
    expect(wrong).toEqual([]);
    expect(covered).toBeGreaterThan(60);
  }, 600_000);

  it('lists only routes that exist as exceptions', () => {
    const names = new Set(stack.routes.map(routeName));
    expect(Object.keys(EXCEPTIONS).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(RECIPES).filter((n) => !names.has(n))).toEqual([]);
  });
});
