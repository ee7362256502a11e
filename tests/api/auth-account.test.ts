/**
 * Account flows against a real Strapi, links read from the outbox: sign-up and e-mail
 * confirmation, additional data, forgot / reset password, create password, the logged
 * password update — with expiry (on the server clock of the test stack) and reuse of every
 * link, and no partial writes on bad input. Every account a test changes is made by the
 * factories; the demo accounts of DESIGN §7 are only read.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../cms/src/seed/demo-portal-data';
import { FACTORY_PASSWORD, createContract, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, mails, sql, tokenFor } from './auth-support';

const LINK_EXPIRED = 'O link expirou ou já foi utilizado. Solicite um novo link.';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await cms?.stop();
});
afterEach(async () => {
  await resetClock(cms);
});

const suffix = () => crypto.randomBytes(2).toString('hex');
/** Moves the server clock to `minutes` after `start` (an ISO text with offset). */
const clockAt = (start: string, minutes: number) => setClock(cms, new Date(Date.parse(start) + minutes * 60_000));

const signUp = (fields: Record<string, unknown>) =>
  call(cms, 'POST', '/auth/user/register', {
    body: {
      name: 'Paulo Henrique Rocha',
      emailConfirmation: fields.email,
      password: 'Gas@Natural1',
      confirmPassword: 'Gas@Natural1',
      provider: 'manual',
      ...fields,
    },
  });

describe('sign-up and e-mail confirmation', () => {
  it('rejects bad input with the field messages and writes nothing', async () => {
    const { contract } = await createContract(cms);
    const email = `paulo.${suffix()}@test.local`;
    const res = await signUp({ name: ' ', email: 'sem-arroba', consumerCod: '', cpfcnpj: '111.111.111-11', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toMatchObject({
      name: 'Esse campo é obrigatório',
      email: 'Digite um formato de email válido',
      consumerCod: 'Esse campo é obrigatório',
      cpfcnpj: 'CPF inválido',
      password: 'Sua senha deve possuir pelo menos 8 caracteres',
    });
    const good = { email, consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj };
    const mismatch = await signUp({ ...good, emailConfirmation: 'outro@exemplo.com.br', confirmPassword: 'Gas@Natural2' });
    expect(mismatch.body.error.details.fields).toEqual({
      emailConfirmation: 'Digite seu e-mail exatamente igual ao campo anterior',
      confirmPassword: 'As senhas não coincidem',
    });
    const noContract = await signUp({ ...good, consumerCod: '100000099' });
    expect(noContract.status).toBe(400);
    expect(noContract.body.error.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    expect((await call(cms, 'POST', '/auth/user/register', { body: 'texto' })).status).toBe(400);
    expect(await sql(cms, 'SELECT id FROM up_users WHERE email = ?', 'SELECT id FROM up_users WHERE email = $1', [email])).toEqual([]);
    expect(mails(cms).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it('refuses an e-mail or a CPF that already has an account', async () => {
    const holder = await createCustomer(cms);
    const { contract } = await createContract(cms);
    const email = await signUp({ email: holder.user.email, consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj });
    expect(email.status).toBe(409);
    expect(email.body.error.message).toBe('E-mail já cadastrado');
    const cpf = await signUp({
      email: `outra.${suffix()}@test.local`,
      consumerCod: holder.contracts[0]!.consumerCode,
      cpfcnpj: holder.user.cpfCnpj,
    });
    expect(cpf.status).toBe(409);
    expect(cpf.body.error.message).toBe('CPF já existente');
  });

  it('creates the account, e-mails a confirmation link valid 3 hours and lets the user in once confirmed', async () => {
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    const { contract } = await createContract(cms);
    const email = `paulo.${suffix()}@test.local`;
    const res = await signUp({ email, consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Enviamos um link de confirmação para o seu e-mail.');
    const first = latestLink(cms, email, /emailValidation=/);
    expect(first.url.origin + first.url.pathname).toBe('http://localhost:4321/login');

    // Not confirmed yet: the login answers the e-mail (spec 04 §4.2) and sends a fresh link.
    await clockAt(start, 60);
    const early = await login(cms, email, 'Gas@Natural1');
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ email });
    const second = latestLink(cms, email, /emailValidation=/);
    expect(second.token).not.toBe(first.token);

    const voided = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: first.token } });
    expect(voided.status).toBe(400);
    expect(voided.body.error.message).toBe(LINK_EXPIRED);
    // The fresh link lives 3 hours from when it was sent: still good a minute before.
    await clockAt(start, 60 + 179);
    const confirmed = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: second.token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'VALIDATED', data: { message: 'E-mail confirmado com sucesso! Faça login para continuar.' } });
    expect((await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: second.token } })).status).toBe(400);

    const signedIn = await login(cms, email, 'Gas@Natural1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ active: true, emailVerified: true, role: 'client', cpfCnpj: contract.consumerCpfCnpj });
    expect(signedIn.body.user.selectedContract.consumerCode).toBe(contract.consumerCode);
  });

  it('refuses a confirmation link once its 3 hours have passed', async () => {
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    const { contract } = await createContract(cms, { document: 'cnpj' });
    const email = `contato.${suffix()}@test.local`;
    const res = await signUp({
      name: 'Padaria Pão Dourado Ltda',
      email,
      consumerCod: contract.consumerCode,
      cpfcnpj: contract.consumerCpfCnpj,
    });
    expect(res.status).toBe(201);
    const link = latestLink(cms, email, /emailValidation=/);
    await clockAt(start, 180);
    const expired = await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: link.token } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(LINK_EXPIRED);
    expect((await call(cms, 'PATCH', '/auth/user/emailValidation', { body: { token: 'inventado' } })).status).toBe(400);
  });
});

describe('additional data (finish registration)', () => {
  it('links the contract and activates the account; refuses wrong data', async () => {
    const { user } = await createCustomer(cms, { active: false, contracts: 0 });
    const { contract } = await createContract(cms);
    const other = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const wrong = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: '100000099', cpfcnpj: contract.consumerCpfCnpj, active: true, emailVerified: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    const invalid = await call(cms, 'PATCH', '/auth/user/data', { token, body: { consumerCod: contract.consumerCode, cpfcnpj: '123' } });
    expect(invalid.body.error.message).toBe('CPF inválido');
    const taken = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: other.contracts[0]!.consumerCode, cpfcnpj: other.user.cpfCnpj },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('CPF já existente');
    expect((await call(cms, 'GET', '/portal/me', { token })).body.data.active).toBe(false);

    const done = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj, active: true, emailVerified: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ active: true, emailVerified: true, consumerCode: contract.consumerCode });
    expect(done.body.data.selectedContract.consumerCode).toBe(contract.consumerCode);
    expect((await call(cms, 'GET', '/portal/menu', { token })).status).toBe(200);
  });

  it('is refused (403) to finished customer accounts and to staff, and links nothing', async () => {
    const message = 'Os dados adicionais só podem ser enviados por clientes que ainda não concluíram o cadastro.';
    const { contract } = await createContract(cms);
    const body = { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj };
    const finished = await createCustomer(cms);
    const attendant = await createStaff(cms, { role: 'attendant-only' });
    for (const email of [finished.user.email, attendant.user.email]) {
      const res = await call(cms, 'PATCH', '/auth/user/data', { token: await tokenFor(cms, email, FACTORY_PASSWORD), body });
      expect(res.status, email).toBe(403);
      expect(res.body.error.message).toBe(message);
    }
    const me = await call(cms, 'GET', '/portal/me', { token: await tokenFor(cms, finished.user.email, FACTORY_PASSWORD) });
    expect(JSON.stringify(me.body.data)).not.toContain(contract.consumerCode);
  });

  it('needs a session', async () => {
    const { contract } = await createContract(cms);
    const res = await call(cms, 'PATCH', '/auth/user/data', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj },
    });
    expect(res.status).toBe(401);
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

  it('e-mails a link that resets the password once within 1 hour and ends the sessions', async () => {
    const local = `rosa${suffix()}`;
    const { user } = await createCustomer(cms, { role: 'gnv', email: `${local}@test.local` });
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    const oldSession = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const res = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Enviamos um link para redefinir sua senha para o e-mail cadastrado.',
      data: { email: 'ro******@test.local' },
    });
    const link = latestLink(cms, user.email, /\/login\?t=/);

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

    // Bad input did not use the link up; it still works a minute before its hour ends.
    await clockAt(start, 59);
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
    expect(reused.body.error.message).toBe(LINK_EXPIRED);

    expect((await call(cms, 'GET', '/portal/me', { token: oldSession })).status).toBe(401);
    expect((await login(cms, user.email, FACTORY_PASSWORD)).status).toBe(400);
    expect((await login(cms, user.email, 'NovaSenha@1')).status).toBe(200);
  });

  it('voids an older link when a new one is requested, and refuses a link once its hour has passed', async () => {
    const { user } = await createCustomer(cms, { contracts: 3 });
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj } });
    const older = latestLink(cms, user.email, /\/login\?t=/);
    await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj } });
    const newer = latestLink(cms, user.email, /\/login\?t=/);
    const body = { password: 'NovaSenha@1', confirmpassword: 'NovaSenha@1' };
    const voided = await call(cms, 'PATCH', '/auth/user/resetPassword', { authorization: older.token, body });
    expect(voided.status).toBe(400);
    expect(voided.body.error.message).toBe(LINK_EXPIRED);
    await clockAt(start, 60);
    const expired = await call(cms, 'PATCH', '/auth/user/resetPassword', { authorization: newer.token, body });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(LINK_EXPIRED);
    expect((await login(cms, user.email, FACTORY_PASSWORD)).status).toBe(200);
  });
});

describe('create password (pending account)', () => {
  it('e-mails a /passwordcreate link valid 3 hours that sets the first password once', async () => {
    const owner = await createCustomer(cms, { role: 'industry' });
    const { user: pending } = await createCustomer(cms, {
      role: 'industry',
      document: 'cpf',
      situation: 'PENDING',
      password: null,
      contracts: 0,
      linkContracts: [owner.contracts[0]!.documentId],
      accountOwnerId: owner.user.id,
    });
    expect((await login(cms, pending.email, FACTORY_PASSWORD)).status).toBe(400);
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    const ok = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: pending.cpfCnpj } });
    expect(ok.status).toBe(200);
    const link = latestLink(cms, pending.email, /\/passwordcreate\?t=/);
    expect(link.url.href.startsWith('http://localhost:4321/passwordcreate?t=')).toBe(true);

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
    await clockAt(start, 179);
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

    const signedIn = await login(cms, pending.email, 'Primeira@1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ situation: 'ACTIVE', active: true, role: 'industry', isAccountOwner: false });
  });

  it('refuses a create-password link once its 3 hours have passed', async () => {
    const { user: pending } = await createCustomer(cms, { situation: 'PENDING', password: null });
    const start = '2026-03-02T09:00:00-03:00';
    await setClock(cms, start);
    await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: pending.cpfCnpj } });
    const link = latestLink(cms, pending.email, /\/passwordcreate\?t=/);
    await clockAt(start, 180);
    const expired = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: link.token,
      body: { password: 'Primeira@1', passwordConfirmation: 'Primeira@1' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(LINK_EXPIRED);
  });
});

describe('logged password update (PUT /api/auth/user/resetPassword)', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { user } = await createStaff(cms, { role: 'attendant-only' });
    const current = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const other = await tokenFor(cms, user.email, FACTORY_PASSWORD);
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
    const noCurrent = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { password: 'Atende@2024', confirmpassword: 'Atende@2024' },
    });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.error.details.fields.currentPassword).toBe('Informe sua senha atual');
    const wrongCurrent = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { currentPassword: 'Outra@2024', password: 'Atende@2024', confirmpassword: 'Atende@2024' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error.message).toBe('A senha atual está incorreta');
    expect((await login(cms, user.email, 'Atende@2024')).status).toBe(400);
    const done = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { currentPassword: FACTORY_PASSWORD, password: 'Atende@2024', confirmpassword: 'Atende@2024' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha alterada com sucesso');
    expect((await call(cms, 'GET', '/portal/me', { token: current })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token: other })).status).toBe(401);
    expect((await login(cms, user.email, 'Atende@2024')).status).toBe(200);
  });

  it('opened from an e-mailed reset link, takes that link instead of the current password — once, and only for its own user', async () => {
    const { user } = await createCustomer(cms);
    const { user: someoneElse } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const since = mails(cms).length;
    expect((await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: someoneElse.cpfCnpj } })).status).toBe(200);
    expect((await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj } })).status).toBe(200);
    expect(mails(cms).length).toBe(since + 2);
    const othersLink = latestLink(cms, someoneElse.email, /[?&]t=/).token;
    const ownLink = latestLink(cms, user.email, /[?&]t=/).token;
    const withOthers = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token,
      body: { t: othersLink, password: 'Nova@20250', confirmpassword: 'Nova@20250' },
    });
    expect(withOthers.status).toBe(400);
    expect(withOthers.body.error.message).toBe(LINK_EXPIRED);
    const withOwn = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token,
      body: { t: ownLink, password: 'Nova@20250', confirmpassword: 'Nova@20250' },
    });
    expect(withOwn.status).toBe(200);
    const again = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token,
      body: { t: ownLink, password: 'Outra@20250', confirmpassword: 'Outra@20250' },
    });
    expect(again.body.error.message).toBe(LINK_EXPIRED);
    expect((await login(cms, user.email, 'Nova@20250')).status).toBe(200);
  });
});

describe('demo portal seed', () => {
  it('is idempotent: a second run creates nothing and changes no demo account', async () => {
    const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
    const accounts = () =>
      sql(
        cms,
        `SELECT email, password, updated_at FROM up_users WHERE email IN (${demoEmails.map(() => '?').join(', ')}) ORDER BY email`,
        `SELECT email, password, updated_at FROM up_users WHERE email IN (${demoEmails.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY email`,
        demoEmails,
      );
    const count = async (table: string) =>
      Number((await sql<{ n: number | string }>(cms, `SELECT count(*) AS n FROM ${table}`, `SELECT count(*) AS n FROM ${table}`))[0]!.n);
    const before = { users: await count('up_users'), contracts: await count('contracts'), accounts: await accounts() };
    expect(before.accounts).toHaveLength(demoEmails.length);
    await promisify(execFile)(process.execPath, [path.resolve('cms/scripts/seed.cjs')], { env: cms.env, cwd: path.resolve('cms') });
    expect({ users: await count('up_users'), contracts: await count('contracts'), accounts: await accounts() }).toEqual(before);
    expect((await login(cms, 'atendente@demo.test', 'Demo@1234')).status).toBe(200);
  });
});

/**
 * Every portal route, fed what a careless or hostile client sends: a body that is not JSON,
 * a JSON array, fields of the wrong type, operator objects in the query. Each answers a 4xx
 * in Strapi's error shape with a Portuguese message — never a 500, never a write.
 */
