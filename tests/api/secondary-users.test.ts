/**
 * Secondary users of an industry administrator (spec 02 §2.3, §5, §7, §9; PORTAL-API.md
 * "Administration") against a real Strapi: the limit of 3 under concurrent creates, PENDING
 * users with a 3-hour validation link, duplicates, the situation rules, contracts the owner
 * gives (and only those), and who may call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAlphanumericCnpj, generateCpf } from '../../cms/src/portal/test-support/documents';
import { FACTORY_PASSWORD, createCustomer } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, newestLinkValidityMinutes, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const person = (extra: Record<string, unknown> = {}) => ({
  name: `Operador ${unique()}`,
  cpfCnpj: generateCpf(),
  email: `operador.${unique()}@exemplo.test`,
  ...extra,
});

async function owner(contracts = 2) {
  const made = await createCustomer(cms, { role: 'industry', contracts });
  return { ...made, token: await tokenFor(cms, made.user.email, FACTORY_PASSWORD) };
}

describe('GET/POST /api/admin/industry-admin', () => {
  it('creates a PENDING secondary user with the contracts given and e-mails a validation link valid 3 hours', async () => {
    const o = await owner();
    const empty = await call(cms, 'GET', '/admin/industry-admin/list', { token: o.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ data: [], max: 3 });
    expect(empty.body.ownerContracts.map((c: { id: string }) => c.id).sort()).toEqual(o.contracts.map((c) => c.documentId).sort());

    const body = person();
    const res = await call(cms, 'POST', '/admin/industry-admin/create', {
      token: o.token,
      body: { ...body, contracts: [o.contracts[0]!.documentId] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ name: body.name, email: body.email, cpfCnpj: body.cpfCnpj, situation: 'PENDING' });
    expect(res.body.data.contracts.map((c: { id: string }) => c.id)).toEqual([o.contracts[0]!.documentId]);
    expect(await newestLinkValidityMinutes(cms, 'create-password')).toBe(180);

    const { token } = latestLink(cms, body.email as string, /\/passwordcreate\?t=/);
    const confirm = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: token,
      body: { password: 'Segura@2024', passwordConfirmation: 'Segura@2024' },
    });
    expect(confirm.status).toBe(200);
    const list = await call(cms, 'GET', '/admin/industry-admin/list', { token: o.token });
    expect(list.body.data).toEqual([expect.objectContaining({ email: body.email, situation: 'ACTIVE' })]);

    // The secondary user reaches only the contract it was given; the owner's other one is 404.
    const secondary = await tokenFor(cms, body.email as string, 'Segura@2024');
    const me = (await call(cms, 'GET', '/portal/me', { token: secondary })).body.data;
    expect(me).toMatchObject({ isAccountOwner: false, role: 'industry' });
    expect(me.contracts.map((c: { id: string }) => c.id)).toEqual([o.contracts[0]!.documentId]);
    const other = await call(cms, 'PATCH', '/portal/me/selected-contract', {
      token: secondary,
      body: { contractId: o.contracts[1]!.documentId },
    });
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Contrato não encontrado');
    const own = await call(cms, 'PATCH', '/portal/me/selected-contract', {
      token: secondary,
      body: { contractId: o.contracts[0]!.documentId },
    });
    expect(own.status).toBe(200);
    // A secondary user does not manage users.
    expect((await call(cms, 'GET', '/admin/industry-admin/list', { token: secondary })).status).toBe(403);
  });

  it('allows at most 3 secondary users even under concurrent creates', async () => {
    const o = await owner(1);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: person() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error.message).toBe('Você atingiu o limite de 3 usuários secundários.');
    expect((await call(cms, 'GET', '/admin/industry-admin/list', { token: o.token })).body.data).toHaveLength(3);

    // Two accounts adding the same person at once: one succeeds, the other gets the duplicate.
    const [a, b] = [await owner(1), await owner(1)];
    const same = person();
    const pair = await Promise.all([a, b].map((o) => call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: same })));
    expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);

    // With one already there, exactly two more fit.
    const o2 = await owner(1);
    expect((await call(cms, 'POST', '/admin/industry-admin/create', { token: o2.token, body: person() })).status).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => call(cms, 'POST', '/admin/industry-admin/create', { token: o2.token, body: person() })),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(2);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(3);

    // Deleting one makes room again.
    const list = (await call(cms, 'GET', '/admin/industry-admin/list', { token: o.token })).body.data as { id: number }[];
    const removed = await call(cms, 'DELETE', `/admin/industry-admin/${list[0]!.id}/delete`, { token: o.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('As alterações foram salvas.');
    expect((await call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: person() })).status).toBe(201);
  });

  it('flags duplicates and invalid fields with the form texts, accepting an alphanumeric CNPJ', async () => {
    const o = await owner(1);
    const first = person();
    expect((await call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: first })).status).toBe(201);
    const sameCpf = await call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: person({ cpfCnpj: first.cpfCnpj }) });
    expect(sameCpf.status).toBe(409);
    expect(sameCpf.body.error.message).toBe('CPF já existente');
    const sameEmail = await call(cms, 'POST', '/admin/industry-admin/create', {
      token: o.token,
      body: person({ email: (first.email as string).toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.message).toBe('E-mail já cadastrado');

    const bad: [Record<string, unknown>, string, string][] = [
      [{ cpfCnpj: '1234' }, 'cpfCnpj', 'CPF/CNPJ muito curto'],
      [{ cpfCnpj: '12.345.678/0001-00' }, 'cpfCnpj', 'CPF ou CNPJ inválido'],
      [{ name: '' }, 'name', 'Campo obrigatório'],
      [{ email: 'x@y' }, 'email', 'Por favor, verifique se o e-mail inserido está correto'],
    ];
    for (const [change, field, message] of bad) {
      const res = await call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: person(change) });
      expect(res.status, field).toBe(400);
      expect(res.body.error.details.fields[field]).toBe(message);
    }
    const cnpj = generateAlphanumericCnpj();
    const alnum = await call(cms, 'POST', '/admin/industry-admin/create', {
      token: o.token,
      body: person({ cpfCnpj: cnpj.toLowerCase() }),
    });
    expect(alnum.status, JSON.stringify(alnum.body)).toBe(201);
    expect(alnum.body.data.cpfCnpj).toBe(cnpj);
    // A contract of another customer cannot be given (404).
    const stranger = await createCustomer(cms, { role: 'industry' });
    const foreign = await call(cms, 'POST', '/admin/industry-admin/create', {
      token: o.token,
      body: person({ contracts: [stranger.contracts[0]!.documentId] }),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('PATCH/DELETE /api/admin/industry-admin/:id', () => {
  it('changes the situation only of ACTIVE/DEACTIVATE users with contracts; a deactivated user is refused at once', async () => {
    const o = await owner(2);
    const pending = (
      await call(cms, 'POST', '/admin/industry-admin/create', { token: o.token, body: person({ contracts: [o.contracts[0]!.documentId] }) })
    ).body.data;
    const locked = await call(cms, 'PATCH', `/admin/industry-admin/${pending.id}/update`, {
      token: o.token,
      body: { name: pending.name, cpfCnpj: pending.cpfCnpj, email: pending.email, situation: 'ACTIVE' },
    });
    expect(locked.status).toBe(400);
    expect(locked.body.error.message).toBe('A situação deste usuário não pode ser alterada.');

    const active = await createCustomer(cms, {
      role: 'industry',
      contracts: 0,
      accountOwnerId: o.user.id,
      linkContracts: [o.contracts[1]!.documentId],
    });
    const activeToken = await tokenFor(cms, active.user.email, FACTORY_PASSWORD);
    const base = { name: active.user.name, cpfCnpj: active.user.cpfCnpj, email: active.user.email };
    const same = await call(cms, 'PATCH', `/admin/industry-admin/${active.user.id}/update`, { token: o.token, body: base });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe('Nenhuma alteração foi realizada.');
    const off = await call(cms, 'PATCH', `/admin/industry-admin/${active.user.id}/update`, {
      token: o.token,
      body: { ...base, situation: 'DEACTIVATE' },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.situation).toBe('DEACTIVATE');
    expect((await call(cms, 'GET', '/portal/me', { token: activeToken })).status).toBe(401);
    const refused = await login(cms, active.user.email, FACTORY_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Seu acesso está desativado. Entre em contato com o administrador da sua conta.');
    const on = await call(cms, 'PATCH', `/admin/industry-admin/${active.user.id}/update`, {
      token: o.token,
      body: { ...base, situation: 'ACTIVE' },
    });
    expect(on.body.data.situation).toBe('ACTIVE');

    // Without contracts the situation cannot change either.
    const bare = await createCustomer(cms, { role: 'industry', contracts: 0, accountOwnerId: o.user.id });
    const bareBody = { name: bare.user.name, cpfCnpj: bare.user.cpfCnpj, email: bare.user.email, situation: 'DEACTIVATE' };
    const bareRefused = await call(cms, 'PATCH', `/admin/industry-admin/${bare.user.id}/update`, { token: o.token, body: bareBody });
    expect(bareRefused.status).toBe(400);
    expect(bareRefused.body.error.message).toBe('A situação deste usuário não pode ser alterada.');
    // Giving it a contract edits the links.
    const linked = await call(cms, 'PATCH', `/admin/industry-admin/${bare.user.id}/update`, {
      token: o.token,
      body: { ...bareBody, situation: undefined, contracts: [o.contracts[0]!.documentId] },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.contracts.map((c: { id: string }) => c.id)).toEqual([o.contracts[0]!.documentId]);
  });

  it('another owner’s secondary users do not exist for a caller (404)', async () => {
    const a = await owner(1);
    const b = await owner(1);
    const mine = (await call(cms, 'POST', '/admin/industry-admin/create', { token: a.token, body: person() })).body.data;
    const body = { name: 'Outro nome', cpfCnpj: mine.cpfCnpj, email: mine.email };
    expect((await call(cms, 'PATCH', `/admin/industry-admin/${mine.id}/update`, { token: b.token, body })).status).toBe(404);
    expect((await call(cms, 'DELETE', `/admin/industry-admin/${mine.id}/delete`, { token: b.token })).status).toBe(404);
    expect((await call(cms, 'GET', '/admin/industry-admin/list', { token: b.token })).body.data).toEqual([]);
    // Only industry account owners call these routes.
    const client = await tokenFor(cms, 'cliente@demo.test');
    expect((await call(cms, 'GET', '/admin/industry-admin/list', { token: client })).status).toBe(403);
  });
});
