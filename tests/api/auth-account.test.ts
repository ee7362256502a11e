/**
 * Account flows against a real Strapi, links read from the outbox: sign-up and e-mail
 * confirmation, additional data, forgot / reset password, create password, the logged
 * password update — with expiry and reuse of every link, and no partial writes on bad input.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ADDITIONAL_DATA, DEMO_CONTRACTS, DEMO_FREE_CONTRACTS } from '../../cms/src/seed/demo-portal-data';
import { startCms, type RunningCms } from './helpers/cms';
import { call, expireAllLinks, latestLink, login, mails, newestLinkValidityMinutes, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '100' });
});
afterAll(async () => {
  await cms?.stop();
});

const signUp = (overrides: Record<string, unknown> = {}) =>
  call(cms, 'POST', '/auth/user/register', {
    body: {
      name: 'Paulo Henrique Rocha',
      email: 'paulo.rocha@exemplo.com.br',
      emailConfirmation: 'paulo.rocha@exemplo.com.br',
      consumerCod: DEMO_FREE_CONTRACTS.signUpApi.consumerCode,
      cpfcnpj: DEMO_FREE_CONTRACTS.signUpApi.consumerCpfCnpj,
      password: 'Gas@Natural1',
      confirmPassword: 'Gas@Natural1',
      provider: 'manual',
      ...overrides,
    },
  });

describe('sign-up and e-mail confirmation', () => {
  it('rejects bad input with the field messages and writes nothing', async () => {
    const res = await signUp({ name: ' ', email: 'sem-arroba', consumerCod: '', cpfcnpj: '111.111.111-11', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toMatchObject({
      name: 'Esse campo é obrigatório',
      email: 'Digite um formato de email válido',
      consumerCod: 'Esse campo é obrigatório',
      cpfcnpj: 'CPF inválido',
      password: 'Sua senha deve possuir pelo menos 8 caracteres',
    });
    const mismatch = await signUp({ emailConfirmation: 'outro@exemplo.com.br', confirmPassword: 'Gas@Natural2' });
    expect(mismatch.body.error.details.fields).toEqual({
      emailConfirmation: 'Digite seu e-mail exatamente igual ao campo anterior',
      confirmPassword: 'As senhas não coincidem',
    });
    const noContract = await signUp({ consumerCod: '100000099' });
    expect(noContract.status).toBe(400);
    expect(noContract.body.error.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    expect((await call(cms, 'POST', '/auth/user/register', { body: 'texto' })).status).toBe(400);
    expect(
      await sql(cms, 'SELECT id FROM up_users WHERE email = ?', 'SELECT id FROM up_users WHERE email = $1', ['paulo.rocha@exemplo.com.br']),
    ).toEqual([]);
    expect(mails(cms).filter((m) => m.to.includes('paulo.rocha'))).toEqual([]);
  });

  it('refuses an e-mail or a CPF that already has an account', async () => {
    const email = await signUp({ email: 'cliente@demo.test', emailConfirmation: 'cliente@demo.test' });
    expect(email.status).toBe(409);
    expect(email.body.error.message).toBe('E-mail já cadastrado');
    const cpf = await signUp({ consumerCod: DEMO_CONTRACTS.cliente.consumerCode, cpfcnpj: DEMO_CONTRACTS.cliente.consumerCpfCnpj });
    expect(cpf.status).toBe(409);
    expect(cpf.body.error.message).toBe('CPF já existente');
  });

  it('creates the account, e-mails a 3-hour confirmation link and lets the user in once confirmed', async () => {
    const res = await signUp();
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Enviamos um link de confirmação para o seu e-mail.');
    const first = latestLink(cms, 'paulo.rocha@exemplo.com.br', /emailValidation=/);
    expect(first.url.origin + first.url.pathname).toBe('http://localhost:4321/login');
    expect(await newestLinkValidityMinutes(cms, 'email-validation')).toBe(180);

    // Not confirmed yet: the login answers the e-mail (spec 04 §4.2) and sends a fresh link.
    const early = await login(cms, 'paulo.rocha@exemplo.com.br', 'Gas@Natural1');
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ email: 'paulo.rocha@exemplo.com.br' });
    const second = latestLink(cms, 'paulo.rocha@exemplo.com.br', /emailValidation=/);
    expect(second.token).not.toBe(first.token);

    const voided = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: first.token } });
    expect(voided.status).toBe(400);
    expect(voided.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
    const confirmed = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: second.token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'VALIDATED', data: { message: 'E-mail confirmado com sucesso! Faça login para continuar.' } });
    expect((await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: second.token } })).status).toBe(400);

    const signedIn = await login(cms, 'paulo.rocha@exemplo.com.br', 'Gas@Natural1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      active: true,
      emailVerified: true,
      role: 'client',
      cpfCnpj: DEMO_FREE_CONTRACTS.signUpApi.consumerCpfCnpj,
    });
    expect(signedIn.body.user.selectedContract.consumerCode).toBe(DEMO_FREE_CONTRACTS.signUpApi.consumerCode);
  });

  it('refuses an expired confirmation link', async () => {
    const res = await signUp({
      name: 'Padaria Pão Dourado Ltda',
      email: 'contato@paodourado.com.br',
      emailConfirmation: 'contato@paodourado.com.br',
      consumerCod: DEMO_FREE_CONTRACTS.spare.consumerCode,
      cpfcnpj: DEMO_FREE_CONTRACTS.spare.consumerCpfCnpj,
    });
    expect(res.status).toBe(201);
    const link = latestLink(cms, 'contato@paodourado.com.br', /emailValidation=/);
    await expireAllLinks(cms);
    const expired = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: link.token } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
    expect((await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: 'inventado' } })).status).toBe(400);
  });
});

describe('additional data (finish registration)', () => {
  it('links the contract and activates the account; refuses wrong data', async () => {
    const token = await tokenFor(cms, 'inativo@demo.test');
    const wrong = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: '100000099', cpfcnpj: DEMO_ADDITIONAL_DATA.cpfcnpj, active: true, emailVerified: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    const invalid = await call(cms, 'PATCH', '/auth/user/data', { token, body: { consumerCod: '100000005', cpfcnpj: '123' } });
    expect(invalid.body.error.message).toBe('CPF inválido');
    const taken = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: DEMO_CONTRACTS.cliente.consumerCode, cpfcnpj: DEMO_CONTRACTS.cliente.consumerCpfCnpj },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('CPF já existente');
    expect((await call(cms, 'GET', '/portal/me', { token })).body.data.active).toBe(false);

    const done = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { ...DEMO_ADDITIONAL_DATA, active: true, emailVerified: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ active: true, emailVerified: true, consumerCode: DEMO_ADDITIONAL_DATA.consumerCod });
    expect(done.body.data.selectedContract.consumerCode).toBe(DEMO_ADDITIONAL_DATA.consumerCod);
    expect((await call(cms, 'GET', '/portal/menu', { token })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(cms, 'PATCH', '/auth/user/data', { body: DEMO_ADDITIONAL_DATA })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers 404 for an unknown CPF/CNPJ and 400 for an invalid one', async () => {
    const unknown = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: '529.982.247-25' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Dados não encontrados');
    const invalid = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: '11.222.333/0001-82' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('CNPJ inválido');
  });

  it('e-mails a 1-hour link that resets the password once and ends the sessions', async () => {
    const oldSession = await tokenFor(cms, 'gnv@demo.test');
    const res = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: DEMO_CONTRACTS.gnv.consumerCpfCnpj } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Enviamos um link para redefinir sua senha para o e-mail cadastrado.',
      data: { email: 'gn***@demo.test' },
    });
    const link = latestLink(cms, 'gnv@demo.test', /\/login\?t=/);
    expect(await newestLinkValidityMinutes(cms, 'reset-password')).toBe(60);

    const short = await call(cms, 'PATCH', '/auth/user/resetPassword', {
      authorization: link.token,
      body: { password: '123', confirmpassword: '123' },
    });
    expect(short.body.error.message).toBe('Sua senha deve possuir pelo menos 8 caracteres');
    const mismatch = await call(cms, 'PATCH', '/auth/user/resetPassword', {
      authorization: link.token,
      body: { password: 'NovaSenha@1', confirmpassword: 'NovaSenha@2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('As senhas precisam ser iguais');

    // Bad input did not use the link up.
    const done = await call(cms, 'PATCH', '/auth/user/resetPassword', {
      authorization: `Bearer ${link.token}`,
      body: { password: 'NovaSenha@1', confirmpassword: 'NovaSenha@1' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha alterada com sucesso!');
    const reused = await call(cms, 'PATCH', '/auth/user/resetPassword', {
      authorization: link.token,
      body: { password: 'Outra@Senha1', confirmpassword: 'Outra@Senha1' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');

    expect((await call(cms, 'GET', '/portal/me', { token: oldSession })).status).toBe(401);
    expect((await login(cms, 'gnv@demo.test', 'Demo@1234')).status).toBe(400);
    expect((await login(cms, 'gnv@demo.test', 'NovaSenha@1')).status).toBe(200);
  });

  it('voids an older link when a new one is requested, and refuses an expired link', async () => {
    const cpf = DEMO_CONTRACTS.multi1.consumerCpfCnpj;
    await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: cpf } });
    const older = latestLink(cms, 'multicontrato@demo.test', /\/login\?t=/);
    await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: cpf } });
    const newer = latestLink(cms, 'multicontrato@demo.test', /\/login\?t=/);
    const body = { password: 'NovaSenha@1', confirmpassword: 'NovaSenha@1' };
    expect((await call(cms, 'PATCH', '/auth/user/resetPassword', { authorization: older.token, body })).status).toBe(400);
    await expireAllLinks(cms);
    const expired = await call(cms, 'PATCH', '/auth/user/resetPassword', { authorization: newer.token, body });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
    expect((await login(cms, 'multicontrato@demo.test', 'Demo@1234')).status).toBe(200);
  });
});

describe('create password (pending account)', () => {
  it('e-mails a 3-hour /passwordcreate link that sets the first password once', async () => {
    const pending = DEMO_ACCOUNTS.find((a) => a.email === 'operadora.pederneiras@demo.test')!;
    expect((await login(cms, pending.email, 'Demo@1234')).status).toBe(400);
    const ok = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: pending.cpfCnpj } });
    expect(ok.status).toBe(200);
    const link = latestLink(cms, 'operadora.pederneiras@demo.test', /\/passwordcreate\?t=/);
    expect(link.url.href.startsWith('http://localhost:4321/passwordcreate?t=')).toBe(true);
    expect(await newestLinkValidityMinutes(cms, 'create-password')).toBe(180);

    // A create-password link does not reset, and the mismatch text is the create form's.
    expect(
      (
        await call(cms, 'PATCH', '/auth/user/resetPassword', {
          authorization: link.token,
          body: { password: 'Primeira@1', confirmpassword: 'Primeira@1' },
        })
      ).status,
    ).toBe(400);
    const mismatch = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: link.token,
      body: { password: 'Primeira@1', passwordConfirmation: 'Primeira@2' },
    });
    expect(mismatch.body.error.message).toBe('As senhas não correspondem');
    const created = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: link.token,
      body: { password: 'Primeira@1', passwordConfirmation: 'Primeira@1' },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Sua senha foi definida!');
    expect(
      (
        await call(cms, 'PATCH', '/auth/user/confirm', {
          authorization: link.token,
          body: { password: 'Primeira@1', passwordConfirmation: 'Primeira@1' },
        })
      ).status,
    ).toBe(400);

    const signedIn = await login(cms, 'operadora.pederneiras@demo.test', 'Primeira@1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ situation: 'ACTIVE', active: true, role: 'industry', isAccountOwner: false });
  });
});

describe('logged password update (PUT /api/auth/user/resetPassword)', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const current = await tokenFor(cms, 'atendente@demo.test');
    const other = await tokenFor(cms, 'atendente@demo.test');
    expect((await call(cms, 'PUT', '/auth/user/resetPassword', { body: { password: 'x', confirmpassword: 'x' } })).status).toBe(401);
    const empty = await call(cms, 'PUT', '/auth/user/resetPassword', { token: current, body: {} });
    expect(empty.body.error.message).toBe('Esse campo é obrigatório');
    const mismatch = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { password: 'Atende@2024', confirmpassword: 'Atende@2025' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('As senhas precisam ser iguais');
    expect(mismatch.body.error.details.fields.confirmpassword).toBe('Digite sua senha exatamente igual ao campo anterior');
    const done = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { password: 'Atende@2024', confirmpassword: 'Atende@2024' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha alterada com sucesso');
    expect((await call(cms, 'GET', '/portal/me', { token: current })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token: other })).status).toBe(401);
    expect((await login(cms, 'atendente@demo.test', 'Atende@2024')).status).toBe(200);
  });
});

describe('demo portal seed', () => {
  it('is idempotent: a second run creates nothing and resets no password', async () => {
    const count = async () =>
      (await sql<{ n: number | string }>(cms, 'SELECT count(*) AS n FROM up_users', 'SELECT count(*) AS n FROM up_users'))[0]!.n;
    const contracts = async () =>
      (await sql<{ n: number | string }>(cms, 'SELECT count(*) AS n FROM contracts', 'SELECT count(*) AS n FROM contracts'))[0]!.n;
    const before = [await count(), await contracts()];
    await promisify(execFile)(process.execPath, [path.resolve('cms/scripts/seed.cjs')], { env: cms.env, cwd: path.resolve('cms') });
    expect([await count(), await contracts()]).toEqual(before);
    expect((await login(cms, 'atendente@demo.test', 'Atende@2024')).status).toBe(200);
  });
});

/**
 * Every portal route, fed what a careless or hostile client sends: a body that is not JSON,
 * a JSON array, fields of the wrong type, operator objects in the query. Each answers a 4xx
 * in Strapi's error shape with a Portuguese message — never a 500, never a write.
 */
describe('malformed requests to the portal routes', () => {
  const routes: Array<{ method: string; path: string; as?: string }> = [
    { method: 'POST', path: '/portal/auth/login' },
    { method: 'POST', path: '/portal/auth/google' },
    { method: 'POST', path: '/portal/auth/simplified-invoice' },
    { method: 'POST', path: '/auth/user/register' },
    { method: 'PATCH', path: '/auth/user/emailValidation' },
    { method: 'POST', path: '/auth/user/forgotPassword' },
    { method: 'PATCH', path: '/auth/user/resetPassword' },
    { method: 'PATCH', path: '/auth/user/confirm' },
    { method: 'PATCH', path: '/auth/user/data', as: 'inativo@demo.test' },
    { method: 'PUT', path: '/auth/user/resetPassword', as: 'cliente@demo.test' },
    { method: 'PATCH', path: '/portal/me/selected-contract', as: 'multicontrato@demo.test' },
    { method: 'PATCH', path: '/attendant/session', as: 'atendente2@demo.test' },
  ];
  const wrongTypes = {
    email: { $ne: null },
    password: ['Demo@1234'],
    keepConnected: 'sim',
    captchaToken: 42,
    code: { a: 1 },
    name: 12345,
    emailConfirmation: true,
    consumerCod: { $gt: '' },
    consumerCode: [1, 2],
    cpfcnpj: 52998224725,
    cpfCnpj: null,
    confirmPassword: {},
    currentPassword: [],
    newPassword: 0,
    phone: { ddd: 11 },
    contractId: { $in: ['x'] },
    token: ['t'],
  };

  const raw = async (method: string, route: string, body: string, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(new URL(`/api${route}`, cms.url), { method, headers, body });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

  it.each(routes)(
    '$method $path answers 4xx with a message to broken JSON, arrays and wrong types',
    async ({ method, path: route, as }) => {
      const token = as ? await tokenFor(cms, as) : undefined;
      const usersBefore = await sql(
        cms,
        'SELECT id, email, updated_at FROM up_users ORDER BY id',
        'SELECT id, email, updated_at FROM up_users ORDER BY id',
      );
      const answers = [
        await raw(method, route, '{"email": "cliente@demo.test", ', token),
        await raw(method, route, '["cliente@demo.test"]', token),
        await raw(method, route, JSON.stringify(wrongTypes), token),
        await raw(method, route, 'null', token),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect(answer.body?.error?.message).toEqual(expect.any(String));
        expect(answer.body.error.message.length).toBeGreaterThan(0);
      }
      expect(
        await sql(cms, 'SELECT id, email, updated_at FROM up_users ORDER BY id', 'SELECT id, email, updated_at FROM up_users ORDER BY id'),
      ).toEqual(usersBefore);
    },
  );

  it('answers 4xx to operator objects and repeated keys in the attendant search query', async () => {
    const token = await tokenFor(cms, 'atendente2@demo.test');
    for (const query of ['cpfCnpj[$ne]=x', 'consumerCode[]=1&consumerCode[]=2', 'consumerCode[$gt]=', 'cpfCnpj=%00%00']) {
      const res = await fetch(new URL(`/api/attendant/contracts?${query}`, cms.url), { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as any;
      expect(res.status, `${query} → ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(body.error.message).toEqual(expect.any(String));
    }
  });

  it('answers 4xx to a search term that is not a string', async () => {
    for (const query of ['search[]=gas&search[]=natural', 'search[$ne]=x']) {
      const res = await fetch(new URL(`/api/search?${query}`, cms.url));
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as any).error.message).toEqual(expect.any(String));
    }
  });
});
