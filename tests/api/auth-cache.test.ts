/**
 * The login cache (cms/src/portal/core/auth-cache.ts) against a real Strapi: a portal call no
 * longer reloads the session, the user and the group from the database each time, so every
 * write that changes them must take effect on the very next call. Each test first makes the
 * call twice (the second one is answered from the cache), then writes through the portal's own
 * routes, then calls again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '../../cms/src/portal/test-support/documents';
import { FACTORY_PASSWORD, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';
const DEACTIVATED = 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.';
let cms: RunningCms;
let master: string;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
  master = await tokenFor(cms, 'master@demo.test');
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

/** The same call twice: the first loads the login, the second is answered from the cache. */
async function twice(method: string, route: string, token: string, query?: Record<string, string>) {
  const first = await call(cms, method, route, { token, query });
  const second = await call(cms, method, route, { token, query });
  expect(second.status).toBe(first.status);
  return second;
}

async function customer(options: Parameters<typeof createCustomer>[1] = {}) {
  const made = await createCustomer(cms, options);
  return { ...made, token: await tokenFor(cms, made.user.email, FACTORY_PASSWORD) };
}

async function staff(permissions: string[]) {
  const made = await createStaff(cms, { role: 'admin', permissions });
  return { ...made, token: await tokenFor(cms, made.user.email, FACTORY_PASSWORD) };
}

const groupBody = (nome: string, keys: string[]) => ({ nome, subGrupos: [{ nome: 'Atendimento', roles: keys.map((name) => ({ name })) }] });

describe('sessions', () => {
  it('logout: the next call with the token is 401', async () => {
    const { token } = await customer();
    expect((await twice('GET', '/user/sap', token)).status).toBe(200);
    expect((await call(cms, 'POST', '/portal/auth/logout', { token })).status).toBe(200);
    const after = await call(cms, 'GET', '/user/sap', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(SESSION_EXPIRED);
  });

  it('a password change ends the other sessions at once and keeps the one that changed it', async () => {
    const { user, token: current } = await customer();
    const other = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    expect((await twice('GET', '/portal/me', current)).status).toBe(200);
    expect((await twice('GET', '/portal/me', other)).status).toBe(200);
    const changed = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: current,
      body: { currentPassword: FACTORY_PASSWORD, password: 'Trocada@2026', confirmpassword: 'Trocada@2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token: other })).status).toBe(401);
    expect((await call(cms, 'GET', '/portal/me', { token: current })).status).toBe(200);
  });

  it('the session’s expiry is checked on every call, cached or not', async () => {
    const { token } = await customer();
    expect((await twice('GET', '/portal/me', token)).status).toBe(200);
    // A session without keepConnected lasts a day on the CMS (PORTAL-API.md §2).
    await setClock(cms, new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(401);
    } finally {
      await resetClock(cms);
    }
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(200);
  });
});

describe('users', () => {
  it('disabled: refused on the next call; enabled again: served', async () => {
    const made = await staff(['perfis.ver']);
    expect((await twice('GET', '/auth/group/list', made.token)).status).toBe(200);
    const row = (await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: made.user.email } })).body.data[0];
    const base = { email: row.email, name: row.name, cpfCnpj: generateCpf(), profile: row.profileId, type: 'INDIVIDUAL' };
    const off = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const refused = await call(cms, 'GET', '/auth/group/list', { token: made.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(DEACTIVATED);
    const on = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, enabled: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(200);
  });

  it('deleted: the next call is 401', async () => {
    const made = await staff(['perfis.ver']);
    expect((await twice('GET', '/portal/me', made.token)).status).toBe(200);
    expect((await call(cms, 'DELETE', `/auth/user/${made.user.id}`, { token: master })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token: made.token })).status).toBe(401);
  });

  it('an edit of the account’s own data shows on the next call', async () => {
    const { token } = await customer({ invoiceByEmail: false, phone: '14991234567' });
    expect((await twice('GET', '/user/sap', token)).body.data).toMatchObject({ faturaEmail: false, telefone: '14991234567' });
    const saved = await call(cms, 'PATCH', '/user/sap/data', { token, body: { faturaEmail: true, telefone: '(11) 9 8765-4321' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(cms, 'GET', '/user/sap', { token })).body.data).toMatchObject({ faturaEmail: true, telefone: '11987654321' });
  });
});

describe('groups (profiles)', () => {
  it('a permission removed from the group: 403 on the next call; restored: 200', async () => {
    const made = await staff(['perfis.ver', 'usuarios.ver']);
    expect((await twice('GET', '/auth/group/list', made.token)).status).toBe(200);
    const removed = await call(cms, 'PATCH', `/auth/group/${made.profile!.id}`, {
      token: master,
      body: groupBody(made.profile!.name, ['usuarios.ver']),
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(403);
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(403);
    const restored = await call(cms, 'PATCH', `/auth/group/${made.profile!.id}`, {
      token: master,
      body: groupBody(made.profile!.name, ['usuarios.ver', 'perfis.ver']),
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(200);
  });
});

describe('contracts', () => {
  it('a contract unlinked from the account: 404 on the next call', async () => {
    const owner = await customer({ role: 'industry', contracts: 2 });
    const [a, b] = owner.contracts as [(typeof owner.contracts)[0], (typeof owner.contracts)[0]];
    const secondary = await customer({
      role: 'industry',
      contracts: 0,
      accountOwnerId: owner.user.id,
      linkContracts: [a.documentId, b.documentId],
    });
    expect((await twice('GET', '/user/sap', secondary.token, { contractId: b.documentId })).status).toBe(200);
    const unlinked = await call(cms, 'PATCH', `/admin/industry-admin/${secondary.user.id}/update`, {
      token: owner.token,
      body: { name: secondary.user.name, cpfCnpj: secondary.user.cpfCnpj, email: secondary.user.email, contracts: [a.documentId] },
    });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    const gone = await call(cms, 'GET', '/user/sap', { token: secondary.token, query: { contractId: b.documentId } });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Contrato não encontrado');
    expect((await call(cms, 'GET', '/user/sap', { token: secondary.token, query: { contractId: a.documentId } })).status).toBe(200);
  });

  it('the selected contract changed: the next call answers for the new one', async () => {
    const { token, contracts } = await customer({ contracts: 2 });
    const [a, b] = contracts as [(typeof contracts)[0], (typeof contracts)[0]];
    expect((await call(cms, 'PATCH', '/portal/me/selected-contract', { token, body: { contractId: a.documentId } })).status).toBe(200);
    expect((await twice('GET', '/portal/me', token)).body.data.selectedContract.id).toBe(a.documentId);
    expect((await call(cms, 'PATCH', '/portal/me/selected-contract', { token, body: { contractId: b.documentId } })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token })).body.data.selectedContract.id).toBe(b.documentId);
  });

  it('the contract’s registration e-mail changed: the next call reads the new one', async () => {
    const { token } = await customer();
    const before = (await twice('GET', '/user/sap', token)).body.data.email as string;
    const email = `novo.${Math.random().toString(36).slice(2, 8)}@exemplo.test`;
    expect(email).not.toBe(before);
    const saved = await call(cms, 'PATCH', '/user/sap/data', { token, body: { faturaEmail: true, email, emailConfirmation: email } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(cms, 'GET', '/user/sap', { token })).body.data.email).toBe(email);
  });
});

describe('the attendant’s service', () => {
  it('started: the next call answers for its contract; ended: 403', async () => {
    const { contracts } = await customer();
    const contract = contracts[0]!;
    const made = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, made.user.email, FACTORY_PASSWORD);
    const before = await twice('GET', '/user/sap', token);
    expect(before.status).toBe(403);
    expect(before.body.error.message).toBe('Inicie um atendimento para acessar os dados do cliente.');
    const started = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: contract.documentId } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await twice('GET', '/user/sap', token)).status).toBe(200);
    expect((await call(cms, 'DELETE', '/attendant/session', { token })).status).toBe(200);
    expect((await call(cms, 'GET', '/user/sap', { token })).status).toBe(403);
  });
});
