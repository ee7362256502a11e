/**
 * Identity and authorization core against a real Strapi: sign-in of every demo account
 * (read-only: what a test changes, it makes with the factories first), sessions (401), roles
 * and permissions (403), contract ownership (404, never 403), the attendant service, the
 * simplified-invoice token and captcha. The login rate limit has its own stack
 * (auth-rate-limit.test.ts): here the limit is high, so no test meets it by accident.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingRoute } from '@domain/roles';
import { FACTORY_PASSWORD, createCustomer } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, jwtPayload, login, tokenFor } from './auth-support';

const CAPTCHA_OK = 'captcha-aprovado';
/**
 * The demo accounts that have a password, their role and where each lands after login (DESIGN
 * §7, written here as the design gives them), and the demo contracts and documents the README
 * prints — never read from the seed under test.
 */
const DEMO_SIGN_INS = [
  { email: 'cliente@demo.test', role: 'client', landing: '/area-cliente/home' },
  { email: 'multicontrato@demo.test', role: 'client', landing: '/contratos' },
  { email: 'inativo@demo.test', role: 'client', landing: 'additional-data' },
  { email: 'atendente@demo.test', role: 'attendant-only', landing: '/area-cliente/atendimento' },
  { email: 'atendente2@demo.test', role: 'attendant-2', landing: '/area-cliente/atendimento' },
  { email: 'admin@demo.test', role: 'admin', landing: '/area-cliente/home' },
  { email: 'master@demo.test', role: 'admin-master', landing: '/area-cliente/home' },
  { email: 'industria@demo.test', role: 'industry', landing: '/area-cliente/programacao-consumo' },
  { email: 'programador@demo.test', role: 'gas-programmer', landing: '/area-cliente/visao-geral-dashboard' },
  { email: 'gnv@demo.test', role: 'gnv', landing: '/area-cliente/home' },
] as const;
/** cliente@demo.test's contract: the simplified-invoice access of the README. */
const CLIENTE = { consumerCode: '100000001', consumerCpfCnpj: '34871296555' };
/** multicontrato@demo.test's document (3 contracts) and its second contract. */
const MULTI = { consumerCpfCnpj: '27194635828', secondConsumerCode: '100000003' };
/** gnv@demo.test's contract. */
const GNV_CODE = '300000001';
const CLIENTE_SIMPLIFIED = { consumerCod: CLIENTE.consumerCode, cpfcnpj: CLIENTE.consumerCpfCnpj };
const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';
const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
let cms: RunningCms;
let captchaServer: http.Server;
let captchaCalls = 0;

/** A stand-in for reCAPTCHA's siteverify: approves one token for the configured secret. */
async function startCaptchaServer(): Promise<string> {
  captchaServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      captchaCalls += 1;
      const form = new URLSearchParams(raw);
      const success = form.get('secret') === 'segredo-de-teste' && form.get('response') === CAPTCHA_OK;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => captchaServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(captchaServer.address() as AddressInfo).port}/siteverify`;
}

const ok = { captchaToken: CAPTCHA_OK };
const signIn = (email: string, password = 'Demo@1234') => tokenFor(cms, email, password, ok);
const contractId = async (code: string) => {
  const token = await signIn('atendente@demo.test');
  const res = await call(cms, 'GET', '/attendant/contracts', { token, query: { consumerCode: code } });
  return res.body.data[0].id as string;
};

beforeAll(async () => {
  const verifyUrl = await startCaptchaServer();
  cms = await startCms({
    AUTH_RATE_LIMIT_MAX: '10000',
    RECAPTCHA_SECRET: 'segredo-de-teste',
    RECAPTCHA_VERIFY_URL: verifyUrl,
    GOOGLE_CLIENT_ID: 'cliente-teste.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'segredo-google-teste',
  });
});
afterAll(async () => {
  await cms?.stop();
  captchaServer?.close();
});

describe('sign-in of the demo accounts (DESIGN §7)', () => {
  it('signs in every account with a password and answers its role and landing route', async () => {
    expect(DEMO_SIGN_INS).toHaveLength(10);
    for (const account of DEMO_SIGN_INS) {
      const res = await login(cms, account.email, 'Demo@1234', ok);
      expect(res.status, account.email).toBe(200);
      expect(res.body.ok).toBe(true);
      expect(typeof res.body.jwt).toBe('string');
      const user = res.body.user;
      expect(user.email).toBe(account.email);
      expect(user.role).toBe(account.role);
      expect(user.password).toBeUndefined();
      const landing = user.active ? landingRoute({ role: user.role, contractsCount: user.contracts.length }) : 'additional-data';
      expect(landing, account.email).toBe(account.landing);
    }
  });

  it('gives a customer its contracts and selected contract with every field of spec 01 §3', async () => {
    const res = await login(cms, 'cliente@demo.test', 'Demo@1234', ok);
    const selected = res.body.user.selectedContract;
    for (const field of [
      'id',
      'sapName',
      'sapEmail',
      'portalPJ',
      'vigencia',
      'situation',
      'consumerName',
      'consumerAddress',
      'consumerCode',
      'consumerCpfCnpj',
      'contractOwnerEmail',
      'qdc',
    ]) {
      expect(selected, field).toHaveProperty(field);
    }
    expect(selected.consumerCode).toBe(CLIENTE.consumerCode);
    expect(res.body.user.notificationAccess).toBe(true);
    const multi = await login(cms, 'multicontrato@demo.test', 'Demo@1234', ok);
    expect(multi.body.user.contracts).toHaveLength(3);
  });

  it('refuses wrong credentials with the catalogue messages', async () => {
    const res = await login(cms, 'cliente@demo.test', 'senha-errada', ok);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Dados não encontrados.');
    expect(res.body.error.details.fields).toEqual({
      email: 'Por favor, verifique se o e-mail inserido está correto',
      password: 'Por favor, verifique se a sua senha está correta',
    });
    const unknown = await login(cms, 'ninguem@demo.test', 'Demo@1234', ok);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Dados não encontrados.');
  });

  it('asks for both fields', async () => {
    const res = await call(cms, 'POST', '/portal/auth/login', { body: { email: '', password: '', ...ok } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ email: 'Este campo é obrigatório', password: 'Este campo é obrigatório' });
  });

  it('verifies the captcha when a secret is configured', async () => {
    const before = captchaCalls;
    const missing = await login(cms, 'cliente@demo.test');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.');
    const forged = await login(cms, 'cliente@demo.test', 'Demo@1234', { captchaToken: 'inventado' });
    expect(forged.status).toBe(400);
    expect(captchaCalls).toBeGreaterThan(before);
    expect((await call(cms, 'GET', '/portal/auth/providers')).body.captcha).toBe(true);
  });

  it('keeps a keepConnected session 30 days and a browser session 1 day', async () => {
    const long = await login(cms, 'cliente@demo.test', 'Demo@1234', { ...ok, keepConnected: true });
    const short = await login(cms, 'cliente@demo.test', 'Demo@1234', ok);
    const days = (jwt: string) => (jwtPayload(jwt).exp - jwtPayload(jwt).iat) / 86400;
    expect(days(long.body.jwt)).toBe(30);
    expect(days(short.body.jwt)).toBe(1);
  });

  it('does not let an account without a password in', async () => {
    const res = await login(cms, 'operadora.pederneiras@demo.test', 'Demo@1234', ok);
    expect(res.status).toBe(400);
  });

  it("switches off users-permissions' own token routes: they answer like a path that does not exist", async () => {
    const missing = await call(cms, 'POST', '/rota-que-nao-existe', { body: {} });
    expect(missing.status).toBe(405);
    const local = await call(cms, 'POST', '/auth/local', { body: { identifier: 'cliente@demo.test', password: 'Demo@1234' } });
    expect({ status: local.status, body: local.body }).toEqual({ status: missing.status, body: missing.body });
    const register = await call(cms, 'POST', '/auth/local/register', {
      body: { username: 'intruso', email: 'intruso@test.local', password: 'Intruso@123' },
    });
    expect({ status: register.status, body: register.body }).toEqual({ status: missing.status, body: missing.body });
    const token = await signIn('cliente@demo.test');
    expect((await call(cms, 'GET', '/users/me', { token })).status).toBe(404);
  });
});

describe('sessions (401)', () => {
  it('answers 401 without a session, with a forged token and after logout', async () => {
    for (const route of ['/portal/me', '/portal/menu', '/user/sap', '/attendant/contracts']) {
      const res = await call(cms, 'GET', route);
      expect(res.status, route).toBe(401);
      expect(res.body.error.message).toBe(SESSION_EXPIRED);
    }
    expect((await call(cms, 'GET', '/portal/me', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forjado' })).status).toBe(401);
    const token = await signIn('cliente@demo.test');
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(200);
    expect((await call(cms, 'POST', '/portal/auth/logout', { token })).body).toEqual({ ok: true });
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(401);
    expect((await call(cms, 'POST', '/portal/auth/logout', { token })).status).toBe(401);
  });

  it('ends only the session that logs out', async () => {
    const first = await signIn('cliente@demo.test');
    const second = await signIn('cliente@demo.test');
    await call(cms, 'POST', '/portal/auth/logout', { token: first });
    expect((await call(cms, 'GET', '/portal/me', { token: second })).status).toBe(200);
  });
});

describe('roles, permissions and the menu (403)', () => {
  it('serves each role the menu of its screens', async () => {
    const slugs = async (email: string) =>
      ((await call(cms, 'GET', '/portal/menu', { token: await signIn(email) })).body.data as { slug: string }[]).map((e) => e.slug);
    const client = await slugs('cliente@demo.test');
    expect(client).toEqual(expect.arrayContaining(['home', 'conta-digital', 'religacao-gas']));
    expect(client).not.toContain('atendimento');
    expect(await slugs('atendente@demo.test')).toContain('atendimento');
    expect(await slugs('admin@demo.test')).toContain('perfis-necta');
    expect(await slugs('industria@demo.test')).toContain('meus-usuarios');
    expect(await slugs('operador.lins@demo.test')).not.toContain('meus-usuarios');
    expect(await slugs('programador@demo.test')).toContain('visao-geral-dashboard');
    expect(await slugs('gnv@demo.test')).not.toContain('religacao-gas');
  });

  it('answers 403 for a role outside the route', async () => {
    const client = await signIn('cliente@demo.test');
    const res = await call(cms, 'GET', '/attendant/contracts', { token: client, query: { consumerCode: '100000001' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(FORBIDDEN);
    const programmer = await signIn('programador@demo.test');
    expect((await call(cms, 'GET', '/user/sap', { token: programmer })).status).toBe(403);
    expect((await call(cms, 'PATCH', '/attendant/session', { token: client, body: { contractId: 'x' } })).status).toBe(403);
  });

  it('lets an account that has not finished registration read itself but nothing else', async () => {
    const res = await login(cms, 'inativo@demo.test', 'Demo@1234', ok);
    expect(res.status).toBe(200);
    expect(res.body.user.active).toBe(false);
    const token = res.body.jwt as string;
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/menu', { token })).status).toBe(403);
    expect((await call(cms, 'GET', '/user/sap', { token })).status).toBe(403);
  });
});

describe('contract ownership (404, never 403)', () => {
  it("answers 404 when a customer names another customer's contract", async () => {
    const foreign = await contractId(MULTI.secondConsumerCode);
    const client = await signIn('cliente@demo.test');
    const res = await call(cms, 'PATCH', '/portal/me/selected-contract', { token: client, body: { contractId: foreign } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Contrato não encontrado');
    expect((await call(cms, 'GET', '/user/sap', { token: client, query: { contractId: foreign } })).status).toBe(404);
    expect((await call(cms, 'GET', '/user/sap', { token: client })).body.data.email).toBe('cliente@demo.test');
  });

  it('lets a customer with several contracts choose one of its own', async () => {
    const { user, contracts } = await createCustomer(cms, { contracts: 3, name: 'Helena Duarte Lacerda' });
    const second = contracts[1]!;
    const token = await signIn(user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/portal/me', { token })).body.data.selectedContract).toBeNull();
    const res = await call(cms, 'PATCH', '/portal/me/selected-contract', { token, body: { contractId: second.documentId } });
    expect(res.status).toBe(200);
    expect(res.body.data.selectedContract.consumerCode).toBe(second.consumerCode);
    const sap = await call(cms, 'GET', '/user/sap', { token });
    expect(sap.body.data).toMatchObject({ email: user.email, name: 'Helena Duarte Lacerda', vigencia: '2020-01-01' });
  });
});

describe('attendant service (spec 02 §2.7)', () => {
  it('searches contracts by CPF/CNPJ or consumer code with the spec messages', async () => {
    const token = await signIn('atendente@demo.test');
    const byDocument = await call(cms, 'GET', '/attendant/contracts', { token, query: { cpfcnpj: MULTI.consumerCpfCnpj } });
    expect(byDocument.status).toBe(200);
    expect(byDocument.body.data).toHaveLength(3);
    for (const field of ['id', 'address', 'consumerCode', 'situation', 'contractOwnerEmail', 'consumerId', 'validity'])
      expect(byDocument.body.data[0]).toHaveProperty(field);
    const byCode = await call(cms, 'GET', '/attendant/contracts', { token, query: { consumerCode: GNV_CODE } });
    expect(byCode.body.data.map((c: { consumerCode: string }) => c.consumerCode)).toEqual([GNV_CODE]);
    const notCustomer = await call(cms, 'GET', '/attendant/contracts', { token, query: { cpfcnpj: '52998224725' } });
    expect(notCustomer.status).toBe(404);
    expect(notCustomer.body.error.message).toBe('O CPF ou CNPJ ainda não é cliente Necta');
    const unknownCode = await call(cms, 'GET', '/attendant/contracts', { token, query: { consumerCode: '999999999' } });
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.body.error.message).toBe('Código de cliente não encontrado');
    expect((await call(cms, 'GET', '/attendant/contracts', { token })).status).toBe(400);
    expect((await call(cms, 'GET', '/attendant/contracts', { token, query: { cpfcnpj: '123.456.789-00' } })).body.error.message).toBe(
      'CPF inválido',
    );
  });

  it('reaches only the contract of the service it started, and only in that session', async () => {
    const served = await contractId(CLIENTE.consumerCode);
    const other = await contractId(GNV_CODE);
    const token = await signIn('atendente2@demo.test');
    const before = await call(cms, 'GET', '/user/sap', { token });
    expect(before.status).toBe(403);
    expect(before.body.error.message).toBe('Inicie um atendimento para acessar os dados do cliente.');

    const started = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: served } });
    expect(started.status).toBe(200);
    expect(started.body.success).toBe(true);
    expect(started.body.data.contract.consumerCode).toBe(CLIENTE.consumerCode);
    const sap = await call(cms, 'GET', '/user/sap', { token });
    expect(sap.body.data).toMatchObject({ email: 'cliente@demo.test', faturaEmail: true, telefone: '14991234567' });
    expect((await call(cms, 'GET', '/user/sap', { token, query: { contractId: other } })).status).toBe(404);
    const me = await call(cms, 'GET', '/portal/me', { token });
    expect(me.body.data.attendantSession.contract.id).toBe(served);

    const otherLogin = await signIn('atendente2@demo.test');
    expect((await call(cms, 'GET', '/user/sap', { token: otherLogin })).status).toBe(403);

    expect((await call(cms, 'DELETE', '/attendant/session', { token })).body).toEqual({ success: true });
    expect((await call(cms, 'GET', '/user/sap', { token })).status).toBe(403);
    expect((await call(cms, 'DELETE', '/attendant/session', { token })).status).toBe(200);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: 'nao-existe' } })).status).toBe(404);
  });
});

describe('simplified-invoice access', () => {
  it('signs in with consumer code and CPF and gives a token for those calls only', async () => {
    const res = await call(cms, 'POST', '/portal/auth/simplified-invoice', { body: CLIENTE_SIMPLIFIED });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const token = res.body.jwt as string;
    const session = await call(cms, 'GET', '/portal/simplified-invoice/session', { token });
    expect(session.body.data).toEqual({
      consumerName: 'Maria Aparecida Souza',
      consumerCode: CLIENTE.consumerCode,
      consumerCpfCnpj: CLIENTE.consumerCpfCnpj,
    });
    for (const route of ['/portal/me', '/portal/menu', '/user/sap'])
      expect((await call(cms, 'GET', route, { token })).status, route).toBe(403);
    const full = await signIn('cliente@demo.test');
    expect((await call(cms, 'GET', '/portal/simplified-invoice/session', { token: full })).status).toBe(403);
  });

  it("refuses a code and document that do not match with 'Código do Cliente e/ou CPF/CNPJ inválidos'", async () => {
    const wrong = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: GNV_CODE, cpfcnpj: CLIENTE.consumerCpfCnpj },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    expect((await call(cms, 'POST', '/portal/auth/simplified-invoice', { body: [] })).status).toBe(400);
  });
});

describe('Google sign-in (the portal’s OAuth client; end to end in google-sign-in.test.ts)', () => {
  it('is switched on by the Google credentials and starts at Google’s own endpoint with the CMS callback', async () => {
    expect((await call(cms, 'GET', '/portal/auth/providers')).body.google).toBe(true);
    const binding = 'a'.repeat(64);
    const res = await fetch(`${cms.url}/api/portal/auth/google/start?binding=${binding}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe('cliente-teste.apps.googleusercontent.com');
    expect(location.searchParams.get('redirect_uri')).toMatch(/\/api\/portal\/auth\/google\/callback$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    // users-permissions' own connect flow (profile read with the token in a URL) is off.
    const connect = await fetch(`${cms.url}/api/connect/google`, { redirect: 'manual' });
    expect({ status: connect.status, location: connect.headers.get('location'), body: await connect.json() }).toEqual({
      status: 404,
      location: null,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
    });
  });

  it('sends a browser without a finished Google flow back to the login, and refuses unknown codes', async () => {
    const res = await fetch(`${cms.url}/api/portal/auth/google/callback`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:4321/login?err=google');
    const exchange = await call(cms, 'POST', '/portal/auth/google', { body: { code: 'inventado', keepConnected: false } });
    expect(exchange.status).toBe(400);
    expect(exchange.body.error.message).toBe('Não foi possível entrar com o Google. Tente novamente.');
  });
});
