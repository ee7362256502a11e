/**
 * The browser tests' `test` and `expect`: import them from here, not from @playwright/test.
 *
 * - `test.use({ signedInAs: 'client' })`: the test's browser starts signed in as that role, from
 *   a storage state saved once per worker (`<E2E_DIR>/state/w<worker>/<role>.json`) after one
 *   `POST /session/login` of an account the factories made for this worker. Such a session is
 *   shared by the worker's tests: a test that logs out, changes the password, starts an
 *   attendant service or picks a contract makes its own account (`accounts.create`) and signs
 *   in with `signIn` instead.
 * - `account`: the signed-in role's account (e-mail, password, name, document, contracts).
 * - `accounts.create(role, options)`: a new account of that role (tests/support/factories.ts).
 * - `popupClosed` (default true): the content popup counts as just closed, so its modal does
 *   not cover the page; the popup's own tests set it to false.
 * - `jwtGuard` (automatic): fails the test when any answer the browser got, or what the page
 *   holds at the end, contains a JWT-shaped string.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  createCustomer,
  createStaff,
  type CustomerOptions,
  type MadeContract,
  type StaffOptions,
  type StaffRole,
} from '../support/factories';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { JWT_PATTERN, JwtGuard } from './helpers/jwt-guard';
import { keepPopupClosed } from './helpers/popup';

export { expect };
/** The header only the site's own scripts send; every request context call to /api or /session needs it. */
export { SITE_REQUEST_HEADERS };

/** The roles the browser tests sign in as, and how the factories make each one. */
export const ROLES = {
  client: { customer: { contracts: 1 } },
  multi: { customer: { contracts: 3 } },
  industry: { customer: { role: 'industry' } },
  gnv: { customer: { role: 'gnv' } },
  attendant: { staff: 'attendant-only' },
  attendant2: { staff: 'attendant-2' },
  admin: { staff: 'admin' },
  master: { staff: 'admin-master' },
  programmer: { staff: 'gas-programmer' },
} as const satisfies Record<string, { customer: CustomerOptions } | { staff: StaffRole }>;
export type Role = keyof typeof ROLES;

export interface Account {
  role: Role;
  userId: number;
  email: string;
  password: string;
  name: string;
  cpfCnpj: string | null;
  contracts: MadeContract[];
}

export const cmsUrl = () => process.env.CMS_URL!;
export const siteUrl = () => process.env.E2E_SITE_URL!;

/** A new account of the role; `options` go to the factory (customer or staff options). */
export async function createAccount(role: Role, options: Partial<CustomerOptions> | Partial<StaffOptions> = {}): Promise<Account> {
  const spec = ROLES[role];
  if ('staff' in spec) {
    const made = await createStaff(cmsUrl(), { role: spec.staff, ...(options as Partial<StaffOptions>) });
    return {
      role,
      userId: made.user.id,
      email: made.user.email,
      password: made.user.password!,
      name: made.user.name,
      cpfCnpj: null,
      contracts: [],
    };
  }
  const made = await createCustomer(cmsUrl(), { ...spec.customer, ...(options as CustomerOptions) });
  return {
    role,
    userId: made.user.id,
    email: made.user.email,
    password: made.user.password!,
    name: made.user.name,
    cpfCnpj: made.user.cpfCnpj,
    contracts: made.contracts,
  };
}

/**
 * Signs in through the site's own endpoint (POST /session/login), as the login form does; the
 * session cookie lands in the request context (a page's `page.request` shares its browser
 * context's cookies). Not for the tests of the form itself.
 */
export async function signIn(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>, keepConnected = false) {
  const res = await request.post('/session/login', {
    headers: SITE_REQUEST_HEADERS,
    data: { email: account.email, password: account.password, keepConnected },
  });
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  expect(text, 'the login answer carries no token').not.toMatch(JWT_PATTERN);
  const body = JSON.parse(text) as { ok?: boolean; user?: { email: string } };
  expect(body.ok, text).toBe(true);
  return body.user!;
}

/** Signs the page's browser context in as the account. */
export const signInPage = (page: Page, account: Pick<Account, 'email' | 'password'>) => signIn(page.request, account);

interface RoleSession {
  account: Account;
  statePath: string;
}

interface WorkerFixtures {
  sessions: { get(role: Role): Promise<RoleSession> };
}

interface TestFixtures {
  signedInAs: Role | undefined;
  popupClosed: boolean;
  account: Account;
  accounts: { create: typeof createAccount };
  jwtGuard: JwtGuard;
  /**
   * Whether the JWT guard also watches the CMS's origin (default). Off only where the browser
   * opens Strapi's own admin, which keeps the editor's admin token there by design.
   */
  jwtGuardWatchesCms: boolean;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dir = path.join(process.env.E2E_STATE_DIR!, `w${workerInfo.parallelIndex}`);
      fs.mkdirSync(dir, { recursive: true });
      const made = new Map<Role, Promise<RoleSession>>();
      const make = async (role: Role): Promise<RoleSession> => {
        const account = await createAccount(role);
        const context = await playwrightRequest.newContext({ baseURL: siteUrl() });
        try {
          await signIn(context, account);
          const statePath = path.join(dir, `${role}.json`);
          await context.storageState({ path: statePath });
          return { account, statePath };
        } finally {
          await context.dispose();
        }
      };
      await use({
        get(role) {
          if (!made.has(role)) made.set(role, make(role));
          return made.get(role)!;
        },
      });
    },
    { scope: 'worker' },
  ],

  signedInAs: [undefined, { option: true }],
  popupClosed: [true, { option: true }],

  storageState: async ({ signedInAs, sessions, storageState }, use) => {
    await use(signedInAs ? (await sessions.get(signedInAs)).statePath : storageState);
  },

  account: async ({ signedInAs, sessions }, use) => {
    if (!signedInAs) throw new Error('`account` needs test.use({ signedInAs: <role> })');
    await use((await sessions.get(signedInAs)).account);
  },

  // eslint-disable-next-line no-empty-pattern
  accounts: async ({}, use) => {
    await use({ create: createAccount });
  },

  context: async ({ context, popupClosed }, use) => {
    if (popupClosed) await keepPopupClosed(context);
    await use(context);
  },

  jwtGuardWatchesCms: [true, { option: true }],

  jwtGuard: [
    async ({ context, page, baseURL, jwtGuardWatchesCms }, use) => {
      const origins = [new URL(baseURL!).origin, ...(jwtGuardWatchesCms ? [new URL(cmsUrl()).origin] : [])];
      const guard = new JwtGuard(origins);
      guard.watch(context);
      await use(guard);
      await guard.settle(context);
      expect(guard.findings, `a JWT reached the browser (page ${page.isClosed() ? '(closed)' : page.url()})`).toEqual([]);
    },
    { auto: true },
  ],
});
