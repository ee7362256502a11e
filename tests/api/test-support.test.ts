/**
 * The test-support API (cms/src/api/test-support) against a real Strapi: factories make
 * accounts that sign in as what they claim to be, the clock drives the server's time rules,
 * and outside a test stack — no secret, a wrong one, NODE_ENV other than test — every route
 * answers Strapi's own 404 of a path that does not exist, and does nothing.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@domain/cpf-cnpj';
import { startCms, type RunningCms } from './helpers/cms';
import { call, login, tokenFor } from './auth-support';
import {
  FACTORY_PASSWORD,
  TEST_SUPPORT_HEADER,
  createContract,
  createCustomer,
  createStaff,
  readClock,
  resetClock,
  setClock,
} from '../support/factories';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await cms?.stop();
});

/** A raw call to a test-support route with the given secret header (or none). */
async function raw(target: RunningCms, method: string, route: string, secret?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (secret !== undefined) headers[TEST_SUPPORT_HEADER] = secret;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/api/test-support${route}`, target.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const ROUTES: Array<[string, string, unknown?]> = [
  ['POST', '/factories/customer', {}],
  ['POST', '/factories/staff', { role: 'admin' }],
  ['POST', '/factories/contract', {}],
  ['GET', '/clock'],
  ['PUT', '/clock', { now: '2026-03-02T10:59:00-03:00' }],
  ['DELETE', '/clock'],
];

/** What the CMS answers to a GET of a path that does not exist. */
async function unknownPath(target: RunningCms) {
  const res = await fetch(new URL('/api/rota-que-nao-existe', target.url));
  return { status: res.status, body: (await res.json()) as any };
}

async function expectAllHidden(target: RunningCms, secret: string | undefined) {
  const missing = await unknownPath(target);
  expect(missing.status).toBe(404);
  for (const [method, route, body] of ROUTES) {
    const answer = await raw(target, method, route, secret, body);
    expect(answer, `${method} ${route}`).toEqual(missing);
  }
}

describe('factories', () => {
  it('makes a customer with a valid CPF and its own contract, who signs in with the factory password', async () => {
    const { user, contracts } = await createCustomer(cms);
    expect(user.email).toMatch(/^t-[0-9a-f]{12}@test\.local$/);
    expect(user.password).toBe(FACTORY_PASSWORD);
    expect(isValidCpf(user.cpfCnpj!)).toBe(true);
    expect(contracts).toHaveLength(1);
    expect(contracts[0]!.consumerCpfCnpj).toBe(user.cpfCnpj);
    const res = await login(cms, user.email, FACTORY_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: user.email, role: 'client', active: true, cpfCnpj: user.cpfCnpj });
    expect(res.body.user.selectedContract.consumerCode).toBe(contracts[0]!.consumerCode);
  });

  it('never makes the same e-mail, document or consumer code twice', async () => {
    const made = await Promise.all([1, 2, 3].map(() => createCustomer(cms, { contracts: 2 })));
    const emails = made.map((m) => m.user.email);
    const documents = made.map((m) => m.user.cpfCnpj);
    const codes = made.flatMap((m) => m.contracts.map((c) => c.consumerCode));
    expect(new Set(emails).size).toBe(3);
    expect(new Set(documents).size).toBe(3);
    expect(new Set(codes).size).toBe(6);
  });

  it('makes industry customers with a CNPJ, several contracts, and a secondary user of the owner', async () => {
    const owner = await createCustomer(cms, { role: 'industry', contracts: 2 });
    expect(isValidCnpj(owner.user.cpfCnpj!)).toBe(true);
    expect(owner.contracts.map((c) => c.segment)).toEqual(['INDUSTRIAL', 'INDUSTRIAL']);
    const operator = await createCustomer(cms, {
      role: 'industry',
      contracts: 0,
      linkContracts: [owner.contracts[0]!.documentId],
      accountOwnerId: owner.user.id,
    });
    const signedIn = await login(cms, operator.user.email, FACTORY_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'industry', isAccountOwner: false });
    expect(signedIn.body.user.selectedContract.consumerCode).toBe(owner.contracts[0]!.consumerCode);
    expect((await login(cms, owner.user.email, FACTORY_PASSWORD)).body.user.contracts).toHaveLength(2);
  });

  it('makes a company customer with an alphanumeric CNPJ, stored upper-case without mask, who signs in', async () => {
    const { user, contracts } = await createCustomer(cms, { document: 'cnpj-alnum' });
    expect(user.cpfCnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
    expect(user.cpfCnpj!.slice(0, 12)).toMatch(/[A-Z]/);
    expect(isValidCnpj(user.cpfCnpj!)).toBe(true);
    expect(contracts[0]!.consumerCpfCnpj).toBe(user.cpfCnpj);
    expect(contracts[0]!.segment).toBe('COMERCIAL');
    const res = await login(cms, user.email, FACTORY_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.cpfCnpj).toBe(user.cpfCnpj);
  });

  it('makes an account that has not finished registration, and a free contract for it at the address asked for', async () => {
    const { user, contracts } = await createCustomer(cms, { active: false, contracts: 0 });
    expect(contracts).toEqual([]);
    expect(user.cpfCnpj).toBeNull();
    const address = 'Avenida Presidente Vargas, 2121 - Apto 84, Jardim América, Ribeirão Preto - SP, 14020-260';
    const { contract } = await createContract(cms, { address });
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/portal/menu', { token })).status).toBe(403);
    const done = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj, active: true, emailVerified: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.selectedContract.consumerCode).toBe(contract.consumerCode);
    expect(done.body.data.selectedContract.consumerAddress).toBe(address);
  });

  it('makes staff of each role with their own permission group', async () => {
    for (const [role, slug] of [
      ['attendant-only', 'atendimento'],
      ['attendant-2', 'atendimento'],
      ['admin', 'perfis-necta'],
      ['admin-master', 'perfis-necta'],
      ['gas-programmer', 'visao-geral-dashboard'],
    ] as const) {
      const { user, profile } = await createStaff(cms, { role });
      expect(profile === null, role).toBe(role === 'admin-master');
      const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
      const menu = await call(cms, 'GET', '/portal/menu', { token });
      expect(menu.status, role).toBe(200);
      expect(
        menu.body.data.map((e: { slug: string }) => e.slug),
        role,
      ).toContain(slug);
    }
  });

  it('gives staff exactly the permissions a test names', async () => {
    const { user, profile } = await createStaff(cms, { role: 'attendant-only', permissions: ['inicio.ver', 'atendimento.ver'] });
    expect(profile!.permissions).toEqual(['inicio.ver', 'atendimento.ver']);
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const other = (await createCustomer(cms)).contracts[0]!;
    const search = await call(cms, 'GET', '/attendant/contracts', { token, query: { consumerCode: other.consumerCode } });
    expect(search.status).toBe(200);
    const start = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: search.body.data[0].id } });
    expect(start.status).toBe(403);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const secret = cms.testSupportSecret;
    const unknown = await raw(cms, 'POST', '/factories/customer', secret, { contratos: 2 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^Campo desconhecido: contratos\./);
    const role = await raw(cms, 'POST', '/factories/staff', secret, { role: 'client' });
    expect(role.status).toBe(400);
    expect(role.body.error.details.fields.role).toBe(
      'role deve ser um destes valores: attendant-only, attendant-2, admin, admin-master, gas-programmer',
    );
    const count = await raw(cms, 'POST', '/factories/customer', secret, { contracts: 11 });
    expect(count.body.error.message).toBe('contracts deve ser um número inteiro de 0 a 10');
    const permissions = await raw(cms, 'POST', '/factories/staff', secret, { role: 'admin', permissions: ['faturas.voar'] });
    expect(permissions.status).toBe(400);
    expect(permissions.body.error.message).toContain('desconhecidas: faturas.voar');
    const taken = await raw(cms, 'POST', '/factories/customer', secret, { email: 'cliente@demo.test' });
    expect(taken.status).toBe(409);
  });
});

describe('clock', () => {
  it('is fixed at the instant a test sets, runs on with advance, and returns to real time', async () => {
    expect((await readClock(cms)).fixed).toBe(false);
    expect(await setClock(cms, '2026-03-02T10:59:00-03:00')).toEqual({ now: '2026-03-02T13:59:00.000Z', fixed: true, advance: false });
    expect((await readClock(cms)).now).toBe('2026-03-02T13:59:00.000Z');
    const running = await setClock(cms, '2026-03-02T10:59:00-03:00', { advance: true });
    expect(running.advance).toBe(true);
    await expect.poll(async () => Date.parse((await readClock(cms)).now)).toBeGreaterThan(Date.parse('2026-03-02T13:59:00.000Z'));
    const real = await resetClock(cms);
    expect(real.fixed).toBe(false);
    expect(Math.abs(Date.parse(real.now) - Date.now())).toBeLessThan(5000);
  });

  it('ends a browser session after 1 day and keeps a keepConnected one for 30 days, on the server clock', async () => {
    const { user } = await createCustomer(cms);
    await setClock(cms, '2026-03-02T08:00:00-03:00');
    try {
      const browser = await tokenFor(cms, user.email, FACTORY_PASSWORD);
      const kept = await tokenFor(cms, user.email, FACTORY_PASSWORD, { keepConnected: true });
      await setClock(cms, '2026-03-03T07:59:00-03:00');
      expect((await call(cms, 'GET', '/portal/me', { token: browser })).status).toBe(200);
      await setClock(cms, '2026-03-03T08:00:00-03:00');
      expect((await call(cms, 'GET', '/portal/me', { token: browser })).status).toBe(401);
      expect((await call(cms, 'GET', '/portal/me', { token: kept })).status).toBe(200);
      await setClock(cms, '2026-04-01T07:59:00-03:00');
      expect((await call(cms, 'GET', '/portal/me', { token: kept })).status).toBe(200);
      await setClock(cms, '2026-04-01T08:00:00-03:00');
      expect((await call(cms, 'GET', '/portal/me', { token: kept })).status).toBe(401);
    } finally {
      await resetClock(cms);
    }
  });

  it('refuses a time without its offset or that is not a date, with the format in the message', async () => {
    for (const now of ['2026-03-02T10:59:00', 'amanhã', 42, '2026-13-45T99:00:00Z']) {
      const res = await raw(cms, 'PUT', '/clock', cms.testSupportSecret, { now });
      expect(res.status, String(now)).toBe(400);
      expect(res.body.error.message).toBe('Informe "now" como data e hora ISO 8601 com fuso, por exemplo 2026-03-02T10:59:00-03:00');
    }
    expect((await readClock(cms)).fixed).toBe(false);
  });
});

describe('outside a test stack', () => {
  it('answers every route with the 404 of a path that does not exist, without the secret or with a wrong one', async () => {
    await expectAllHidden(cms, undefined);
    await expectAllHidden(cms, '');
    await expectAllHidden(cms, `${cms.testSupportSecret}x`);
    await expectAllHidden(cms, cms.testSupportSecret.slice(0, -1));
    expect((await readClock(cms)).fixed).toBe(false);
  });

  it('is hidden on a CMS started without the secret, and on one not running as a test, even with the right secret', async () => {
    const noSecret = await startCms({ PORTAL_TEST_SUPPORT_SECRET: '' });
    try {
      await expectAllHidden(noSecret, '');
      await expectAllHidden(noSecret, cms.testSupportSecret);
    } finally {
      await noSecret.stop();
    }
    // A production start needs secrets of its own (the production guard refuses the test stacks' known ones).
    const secret = () => crypto.randomBytes(18).toString('hex');
    const production = await startCms({
      NODE_ENV: 'production',
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      REBUILD_SECRET: secret(),
      PREVIEW_SECRET: secret(),
      CONNECTION_VERIFY_KEY: crypto.randomBytes(32).toString('hex'),
    });
    try {
      await expectAllHidden(production, production.testSupportSecret);
      const users = await call(production, 'POST', '/portal/auth/login', { body: { email: 'x@test.local', password: 'y' } });
      expect(users.status).toBe(400);
    } finally {
      await production.stop();
    }
  }, 240_000);
});

describe('clean environment of a test CMS', () => {
  it("ignores a developer's Google, captcha and limit settings in the shell", async () => {
    const dev = {
      GOOGLE_CLIENT_ID: 'dev.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'dev',
      RECAPTCHA_SECRET: 'dev',
      AUTH_RATE_LIMIT_MAX: '1',
    };
    const saved = Object.fromEntries(Object.keys(dev).map((k) => [k, process.env[k]]));
    Object.assign(process.env, dev);
    let other: RunningCms | undefined;
    try {
      other = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    try {
      expect((await call(other, 'GET', '/portal/auth/providers')).body).toMatchObject({ google: false, captcha: false });
      // No captcha is asked, and two failures in a row meet no limit of 1.
      expect((await login(other, 'cliente@demo.test', 'errada-1')).status).toBe(400);
      expect((await login(other, 'cliente@demo.test', 'errada-2')).status).toBe(400);
      expect((await login(other, 'cliente@demo.test', 'Demo@1234')).status).toBe(200);
    } finally {
      await other.stop();
    }
  }, 240_000);
});
