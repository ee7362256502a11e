/**
 * Credential hygiene against a real Strapi (security review, second round): every outstanding
 * e-mailed link dies when the account's password or login e-mail changes, whichever path made
 * the change; a password from the list of common/breached passwords is refused on sign-up,
 * reset, create and update. Accounts are made by the factories; demo accounts are only read.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createContract, createCustomer, createStaff } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, sql, tokenFor } from './auth-support';

const LINK_EXPIRED = 'O link expirou ou já foi utilizado. Solicite um novo link.';
const COMMON = 'Esta senha é muito comum ou já apareceu em vazamentos de dados. Escolha outra.';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await cms?.stop();
});

const suffix = () => crypto.randomBytes(3).toString('hex');
const forgot = (cpfCnpj: string) => call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: cpfCnpj } });
const resetWith = (token: string, password: string) =>
  call(cms, 'PATCH', '/auth/user/resetPassword', { authorization: token, body: { password, confirmpassword: password } });
const updatePassword = (session: string, currentPassword: string, password: string) =>
  call(cms, 'PUT', '/auth/user/resetPassword', { token: session, body: { currentPassword, password, confirmpassword: password } });

describe('outstanding links die when the credentials change', () => {
  it('a reset link e-mailed before a logged password update is refused afterwards', async () => {
    const { user } = await createCustomer(cms);
    expect((await forgot(user.cpfCnpj!)).status).toBe(200);
    const link = latestLink(cms, user.email, /\/login\?t=/);
    const session = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    expect((await updatePassword(session, FACTORY_PASSWORD, 'Trocada@2026')).status).toBe(200);

    const late = await resetWith(link.token, 'Intrusa@2026');
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(LINK_EXPIRED);
    expect((await login(cms, user.email, 'Intrusa@2026')).status).toBe(400);
    expect((await login(cms, user.email, 'Trocada@2026')).status).toBe(200);
  });

  it('a reset link e-mailed before the login e-mail changed (portal flow) is refused afterwards', async () => {
    const { user } = await createCustomer(cms);
    expect((await forgot(user.cpfCnpj!)).status).toBe(200);
    const resetLink = latestLink(cms, user.email, /\/login\?t=/);
    const session = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const newEmail = `trocado.${suffix()}@exemplo.test`;
    expect((await call(cms, 'GET', '/user/login', { token: session, query: { newEmail } })).status).toBe(200);
    const change = latestLink(cms, newEmail, /\/session\/login-email\?/);
    const confirmed = await call(cms, 'PATCH', '/user/login/confirm', { body: { token: change.token, email: newEmail } });
    expect(confirmed.body).toEqual({ success: true });

    const late = await resetWith(resetLink.token, 'Intrusa@2026');
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(LINK_EXPIRED);
    expect((await login(cms, newEmail, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('a login e-mail link dies when the password changes before it is followed', async () => {
    const { user } = await createCustomer(cms);
    const session = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const newEmail = `pendente.${suffix()}@exemplo.test`;
    expect((await call(cms, 'GET', '/user/login', { token: session, query: { newEmail } })).status).toBe(200);
    const change = latestLink(cms, newEmail, /\/session\/login-email\?/);
    expect((await updatePassword(session, FACTORY_PASSWORD, 'Trocada@2026')).status).toBe(200);

    const late = await call(cms, 'PATCH', '/user/login/confirm', { body: { token: change.token, email: newEmail } });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(LINK_EXPIRED);
    expect((await login(cms, user.email, 'Trocada@2026')).status).toBe(200);
  });
});

describe('common and breached passwords are refused', () => {
  it('on sign-up, with the field message, and nothing is created', async () => {
    const { contract } = await createContract(cms);
    const email = `comum.${suffix()}@exemplo.test`;
    const res = await call(cms, 'POST', '/auth/user/register', {
      body: {
        name: 'Marta Souza',
        email,
        emailConfirmation: email,
        password: 'Sunshine',
        confirmPassword: 'Sunshine',
        provider: 'manual',
        consumerCod: contract.consumerCode,
        cpfcnpj: contract.consumerCpfCnpj,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.password).toBe(COMMON);
    expect((await login(cms, email, 'Sunshine')).status).toBe(400);
  });

  it('on reset through the e-mailed link, case-insensitively, without using the link up', async () => {
    const { user } = await createCustomer(cms);
    await forgot(user.cpfCnpj!);
    const link = latestLink(cms, user.email, /\/login\?t=/);
    for (const common of ['password', 'PassWord', 'QWERTYUIOP']) {
      const res = await resetWith(link.token, common);
      expect(res.status, common).toBe(400);
      expect(res.body.error.message).toBe(COMMON);
      expect(res.body.error.details.fields).toEqual({ password: COMMON });
    }
    expect((await resetWith(link.token, 'Gasoduto@Leste7')).status).toBe(200);
  });

  it('on the logged update and on the first password of a staff-created account', async () => {
    const { user } = await createStaff(cms, { role: 'admin' });
    const session = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const update = await updatePassword(session, FACTORY_PASSWORD, 'iloveyou');
    expect(update.status).toBe(400);
    expect(update.body.error.message).toBe(COMMON);
    expect((await login(cms, user.email, FACTORY_PASSWORD)).status).toBe(200);

    const owner = await createCustomer(cms, { role: 'industry' });
    const { user: pending } = await createCustomer(cms, {
      role: 'industry',
      situation: 'PENDING',
      password: null,
      contracts: 0,
      linkContracts: [owner.contracts[0]!.documentId],
      accountOwnerId: owner.user.id,
    });
    await forgot(pending.cpfCnpj!);
    const link = latestLink(cms, pending.email, /\/passwordcreate\?t=/);
    const created = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: link.token,
      body: { password: 'baseball', passwordConfirmation: 'baseball' },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.details.fields.password).toBe(COMMON);
  });

  it('still accepts the demo and factory passwords', async () => {
    expect((await login(cms, 'cliente@demo.test', 'Demo@1234')).status).toBe(200);
    const { user } = await createCustomer(cms);
    expect((await login(cms, user.email, 'Test@12345')).status).toBe(200);
  });
});

describe('passwords are hashed on the thread pool, in the format Strapi reads', () => {
  /** The stored hash of an account, read straight from this stack's database. */
  const storedHash = async (email: string) =>
    (
      await sql<{ password: string }>(
        cms,
        'SELECT password FROM up_users WHERE email = ?',
        'SELECT password FROM up_users WHERE email = $1',
        [email],
      )
    )[0]!.password;

  it('a new account and a changed password are stored as bcrypt hashes of cost 10 and sign in', async () => {
    // A password other than the factories' default goes through the portal's own hashing of a new
    // user (the default's one hash is shared by the factory accounts: test-support/factories/password.ts).
    const { user: customer } = await createCustomer(cms, { password: 'Primeira#Senha26' });
    // Written by the portal's hasher ($2b$); Strapi's own bcryptjs writes $2a$.
    expect(await storedHash(customer.email)).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(await storedHash(customer.email)).not.toContain('Primeira#Senha26');
    const session = await tokenFor(cms, customer.email, 'Primeira#Senha26');

    const changed = await updatePassword(session, 'Primeira#Senha26', 'Outra#Senha2026');
    expect(changed.status).toBe(200);
    const hash = await storedHash(customer.email);
    expect(hash).toMatch(/^\$2b\$10\$/);
    expect(hash).not.toContain('Outra#Senha2026');
    expect((await login(cms, customer.email, 'Primeira#Senha26')).status).toBe(400);
    expect((await login(cms, customer.email, 'Outra#Senha2026')).status).toBe(200);
  });

  it("the factories' accounts share one cost-10 hash of their default password, and each signs in with it", async () => {
    const [{ user: one }, { user: two }] = await Promise.all([createCustomer(cms), createCustomer(cms)]);
    expect(await storedHash(one.email)).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(await storedHash(two.email)).toBe(await storedHash(one.email));
    expect((await login(cms, one.email, FACTORY_PASSWORD)).status).toBe(200);
    expect((await login(cms, two.email, FACTORY_PASSWORD)).status).toBe(200);
    expect((await login(cms, two.email, 'Errada#Senha26')).status).toBe(400);
  });
});
