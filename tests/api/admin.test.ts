/**
 * Administration against a real Strapi (spec 02 §2.1, §2.2, §5, §7; PORTAL-API.md
 * "Administration"): the permission catalogue, profiles (permission groups) and their rules, a
 * group edit taking effect on the user's next call, platform users (paging, term, create with a
 * create-password link, edit, enable/disable, delete, reset link) and the profile list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAlphanumericCnpj, generateCpf } from '../../cms/src/portal/test-support/documents';
import { FACTORY_PASSWORD, createCustomer, createStaff } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let master: string;

beforeAll(async () => {
  cms = await startCms();
  master = await tokenFor(cms, 'master@demo.test');
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

/** Spec 02 §2.2, §7: the permission matrix's category tabs. */
const CATEGORIES = ['Master', 'Administrativo', 'Atendimento', 'Operação'];

/** The catalogue's required keys, as the server lists them (spec 02 §2.2: forced on). */
async function requiredKeys(): Promise<string[]> {
  const entries = (await call(cms, 'GET', '/auth/roles/list', { token: master })).body.data as { key: string; required: boolean }[];
  const keys = entries.filter((e) => e.required).map((e) => e.key);
  expect(keys.length).toBeGreaterThan(0);
  return keys;
}

const unique = () => Math.random().toString(36).slice(2, 8);
const groupBody = (nome: string, keys: string[], situation?: string) => ({
  nome,
  subGrupos: [{ nome: 'Atendimento', roles: keys.map((name) => ({ name })) }],
  ...(situation ? { situation } : {}),
});

async function staff(permissions: string[], role: 'admin' | 'attendant-only' = 'admin', name?: string) {
  const made = await createStaff(cms, { role, permissions, ...(name ? { name } : {}) });
  return { ...made, token: await tokenFor(cms, made.user.email, FACTORY_PASSWORD) };
}

describe('GET /api/auth/roles/list — the permission catalogue', () => {
  it('lists every entry with id, key label.action, label, category and required', async () => {
    const res = await call(cms, 'GET', '/auth/roles/list', { token: master });
    expect(res.status).toBe(200);
    const entries = res.body.data as { id: number; key: string; label: string; category: string; required: boolean }[];
    expect(entries.length).toBeGreaterThan(30);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.key).toMatch(/^[a-z-]+\.(ver|criar|editar|deletar|salvar|enviar|download|upload)$/);
      expect(CATEGORIES).toContain(e.category);
      expect(typeof e.label).toBe('string');
    }
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(CATEGORIES));
    // The home page is forced on in every profile.
    expect(entries.filter((e) => e.required).map((e) => e.key)).toContain('inicio.ver');
  });

  it('is refused to customers and attendants (403)', async () => {
    for (const email of ['cliente@demo.test', 'atendente@demo.test']) {
      const res = await call(cms, 'GET', '/auth/roles/list', { token: await tokenFor(cms, email) });
      expect(res.status, email).toBe(403);
    }
  });
});

describe('profiles (/api/auth/group/*)', () => {
  it('creates a profile with the required permissions forced on, previews, edits and deletes it', async () => {
    const nome = `Perfil ${unique()}`;
    const created = await call(cms, 'POST', '/auth/group/create', {
      token: master,
      body: groupBody(nome, ['faturas.ver', 'contrato.ver']),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('O novo perfil foi incluído à lista.');
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: nome, situation: 'ACTIVE', totalUsers: 0 });
    const required = await requiredKeys();
    expect(created.body.data.permissions).toEqual(expect.arrayContaining([...required, 'faturas.ver', 'contrato.ver']));

    const list = await call(cms, 'GET', '/auth/group/list', { token: master });
    expect(list.body.data[0]).toMatchObject({ id, name: nome, situation: 'ACTIVE', totalUsers: 0 });
    const demo = (list.body.data as { name: string; totalUsers: number }[]).find((g) => g.name === 'Atendimento');
    expect(demo).toBeDefined();
    expect(demo!.totalUsers).toBeGreaterThanOrEqual(1);

    const preview = await call(cms, 'GET', `/auth/group/${id}`, { token: master });
    expect(preview.status).toBe(200);
    expect(preview.body.data.subGrupos).toEqual([
      {
        nome: 'Atendimento',
        roles: expect.arrayContaining([expect.objectContaining({ name: 'inicio.ver' }), expect.objectContaining({ name: 'faturas.ver' })]),
      },
    ]);

    // By catalogue id as well as by key; the required entry stays even when the body drops it.
    const catalogue = (await call(cms, 'GET', '/auth/roles/list', { token: master })).body.data as { id: number; key: string }[];
    const servicesId = catalogue.find((e) => e.key === 'servicos.ver')!.id;
    const edited = await call(cms, 'PATCH', `/auth/group/${id}`, {
      token: master,
      body: { nome: `${nome} editado`, subGrupos: [{ nome: 'Atendimento', roles: [{ id: servicesId }] }], situation: 'DEACTIVATE' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.message).toBe('O perfil foi editado com sucesso.');
    expect(edited.body.data).toMatchObject({ name: `${nome} editado`, situation: 'DEACTIVATE' });
    expect(edited.body.data.permissions.sort()).toEqual([...required, 'servicos.ver'].sort());

    expect((await call(cms, 'DELETE', `/auth/group/${id}`, { token: master })).status).toBe(200);
    const gone = await call(cms, 'GET', `/auth/group/${id}`, { token: master });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Perfil não encontrado');
  });

  it('refuses a name already used (any case or accents), no permission, only required ones and an empty name', async () => {
    const nome = `Único Perfil ${unique()}`;
    expect((await call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody(nome, ['faturas.ver']) })).status).toBe(201);
    const again = await call(cms, 'POST', '/auth/group/create', {
      token: master,
      body: groupBody(`  ${nome.toUpperCase().replace('Ú', 'U')} `, ['faturas.ver']),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Nome de perfil já utilizado. Escolha outro nome para continuar');
    expect(again.body.error.details.fields.nome).toBe('Nome de perfil já utilizado. Escolha outro nome para continuar');

    for (const keys of [[], ['inicio.ver']]) {
      const res = await call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody(`Outro ${unique()}`, keys) });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields.subGrupos).toBe('É necessário selecionar ao menos uma permissão');
    }
    const unknownKey = await call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody(`Outro ${unique()}`, ['nada.ver']) });
    expect(unknownKey.status).toBe(400);
    const empty = await call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody('   ', ['faturas.ver']) });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields.nome).toBe('Campo obrigatório');

    // Editing another profile to the taken name is refused too; keeping its own name is fine.
    const other = await call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody(`Mais um ${unique()}`, ['faturas.ver']) });
    const rename = await call(cms, 'PATCH', `/auth/group/${other.body.data.id}`, { token: master, body: groupBody(nome, ['faturas.ver']) });
    expect(rename.status).toBe(409);
    const keep = await call(cms, 'PATCH', `/auth/group/${other.body.data.id}`, {
      token: master,
      body: groupBody(other.body.data.name, ['faturas.ver', 'contrato.ver']),
    });
    expect(keep.status).toBe(200);
  });

  it('keeps names unique under concurrent creates: exactly one of several same-name creates succeeds', async () => {
    const nome = `Concorrente ${unique()}`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(cms, 'POST', '/auth/group/create', { token: master, body: groupBody(nome, ['faturas.ver']) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('does not delete a profile that still has users (409)', async () => {
    const made = await staff(['perfis.ver']);
    const res = await call(cms, 'DELETE', `/auth/group/${made.profile!.id}`, { token: master });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Não é possível excluir um perfil com usuários vinculados.');
  });

  it('a group edit changes what its users may do from their next call', async () => {
    const made = await staff(['perfis.ver', 'usuarios.ver']);
    const groupId = made.profile!.id;
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(200);

    const remove = await call(cms, 'PATCH', `/auth/group/${groupId}`, {
      token: master,
      body: groupBody(made.profile!.name, ['usuarios.ver']),
    });
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    const refused = await call(cms, 'GET', '/auth/group/list', { token: made.token });
    expect(refused.status).toBe(403);
    const me = await call(cms, 'GET', '/portal/me', { token: made.token });
    expect(me.body.data.permissions).not.toContain('perfis.ver');
    expect((await call(cms, 'GET', '/portal/menu', { token: made.token })).body.data.map((e: { slug: string }) => e.slug)).not.toContain(
      'perfis-necta',
    );

    await call(cms, 'PATCH', `/auth/group/${groupId}`, {
      token: master,
      body: groupBody(made.profile!.name, ['usuarios.ver', 'perfis.ver']),
    });
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(200);

    // A deactivated group keeps only the required permissions.
    await call(cms, 'PATCH', `/auth/group/${groupId}`, {
      token: master,
      body: groupBody(made.profile!.name, ['usuarios.ver', 'perfis.ver'], 'DEACTIVATE'),
    });
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(403);
  });

  it('needs the action’s own permission: a viewer cannot create, edit or delete', async () => {
    const viewer = await staff(['perfis.ver']);
    const res = await call(cms, 'POST', '/auth/group/create', { token: viewer.token, body: groupBody(`X ${unique()}`, ['faturas.ver']) });
    expect(res.status).toBe(403);
    expect((await call(cms, 'DELETE', `/auth/group/${viewer.profile!.id}`, { token: viewer.token })).status).toBe(403);
  });
});

describe('platform users (/api/auth/user/*)', () => {
  let profileId: number;
  beforeAll(async () => {
    const group = await call(cms, 'POST', '/auth/group/create', {
      token: master,
      body: groupBody(`Equipe ${unique()}`, ['atendimento.ver']),
    });
    profileId = group.body.data.id;
  });

  const newUser = (extra: Record<string, unknown> = {}) => ({
    email: `staff.${unique()}@exemplo.test`,
    name: `Pessoa ${unique()}`,
    cpfCnpj: generateCpf(),
    profile: profileId,
    type: 'INDIVIDUAL',
    role: 'attendant-only',
    ...extra,
  });

  it('creates a pending user and e-mails a create-password link; the user then signs in', async () => {
    const body = newUser({ email: `Nova.Pessoa.${unique()}@Exemplo.TEST` });
    const res = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('O novo usuário foi incluído à lista.');
    const email = (body.email as string).toLowerCase();
    expect(res.body.data).toMatchObject({
      email,
      situation: 'PENDING',
      profileId,
      role: 'attendant-only',
      type: 'INDIVIDUAL',
      enabled: true,
    });

    const { url, token } = latestLink(cms, email, /\/passwordcreate\?t=/);
    expect(url.pathname).toBe('/passwordcreate');
    const confirm = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: token,
      body: { password: 'Segura@2024', passwordConfirmation: 'Segura@2024' },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const signed = await login(cms, email, 'Segura@2024');
    expect(signed.status).toBe(200);
    expect(signed.body.user.permissions).toContain('atendimento.ver');
  });

  it('accepts an alphanumeric CNPJ and refuses short or invalid documents, names and e-mails with the form texts', async () => {
    const cnpj = generateAlphanumericCnpj();
    const ok = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ cpfCnpj: cnpj.toLowerCase() }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.cpfCnpj).toBe(cnpj);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ cpfCnpj: '123.456' }, 'cpfCnpj', 'CPF/CNPJ muito curto'],
      [{ cpfCnpj: '111.111.111-12' }, 'cpfCnpj', 'CPF ou CNPJ inválido'],
      [{ name: ' ' }, 'name', 'Campo obrigatório'],
      [{ email: 'sem-arroba' }, 'email', 'Por favor, verifique se o e-mail inserido está correto'],
      [{ profile: '' }, 'profile', 'Campo obrigatório'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser(change) });
      expect(res.status, field).toBe(400);
      expect(res.body.error.details.fields[field]).toBe(message);
    }
    const noGroup = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ profile: 999999 }) });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.error.details.fields.profile).toBe('Perfil não encontrado');
  });

  it('flags duplicates: "E-mail já cadastrado" and "CPF já existente"', async () => {
    const first = newUser();
    expect((await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: first })).status).toBe(201);
    const sameEmail = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ email: first.email }) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.details.fields.email).toBe('E-mail já cadastrado');
    const sameCpf = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ cpfCnpj: first.cpfCnpj }) });
    expect(sameCpf.status).toBe(409);
    expect(sameCpf.body.error.details.fields.cpfCnpj).toBe('CPF já existente');
    const demoEmail = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ email: 'cliente@demo.test' }) });
    expect(demoEmail.body.error.details.fields.email).toBe('E-mail já cadastrado');
  });

  it('keeps e-mails unique under concurrent creates', async () => {
    const email = `corrida.${unique()}@exemplo.test`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser({ email }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('pages 20 at a time with the total, and searches name, e-mail, document digits and situation label', async () => {
    const tag = unique();
    for (let i = 0; i < 23; i++)
      await call(cms, 'POST', '/auth/user/create-auth', {
        token: master,
        body: newUser({ name: `Paginada ${tag} ${String(i).padStart(2, '0')}`, email: `pag.${tag}.${i}@exemplo.test` }),
      });
    const first = await call(cms, 'GET', '/auth/user/list', {
      token: master,
      query: { type: 'ALL', start: '0', pageSize: '20', term: tag },
    });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(23);
    expect(first.body.data).toHaveLength(20);
    // Newest first by default.
    expect(first.body.data[0].name).toBe(`Paginada ${tag} 22`);
    const second = await call(cms, 'GET', '/auth/user/list', {
      token: master,
      query: { type: 'ALL', start: '20', pageSize: '20', term: tag },
    });
    expect(second.body.data).toHaveLength(3);
    expect(second.body.data.at(-1).name).toBe(`Paginada ${tag} 00`);

    const one = first.body.data[5];
    const byEmail = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: one.email.toUpperCase() } });
    expect(byEmail.body.data.map((u: { id: number }) => u.id)).toEqual([one.id]);
    const masked = `${one.cpfCnpj.slice(0, 3)}.${one.cpfCnpj.slice(3, 6)}.${one.cpfCnpj.slice(6, 9)}-${one.cpfCnpj.slice(9)}`;
    const byDocument = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: masked } });
    expect(byDocument.body.data.map((u: { id: number }) => u.id)).toEqual([one.id]);
    const pending = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: 'pendente', pageSize: '100' } });
    expect(pending.body.data.length).toBeGreaterThan(0);
    expect(pending.body.data.every((u: { situation: string }) => u.situation === 'PENDING')).toBe(true);
    // Customers are not platform users.
    const customers = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: 'cliente@demo.test' } });
    expect(customers.body).toEqual({ data: [], total: 0 });
  });

  it('edits, disables (the user is refused at once), enables and reports an edit without changes', async () => {
    const made = await staff(['perfis.ver'], 'admin');
    const row = (await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: made.user.email } })).body.data[0];
    expect(row).toMatchObject({ id: made.user.id, enabled: true, situation: 'ACTIVE' });
    const base = { email: row.email, name: row.name, cpfCnpj: generateCpf(), profile: row.profileId, type: 'INDIVIDUAL' };

    const saved = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, name: 'Nome Editado' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('As alterações foram salvas.');
    expect(saved.body.data.name).toBe('Nome Editado');
    const again = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, name: 'Nome Editado' } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Nenhuma alteração foi realizada.');

    const off = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, name: 'Nome Editado', enabled: false } });
    expect(off.body.data).toMatchObject({ enabled: false, situation: 'DEACTIVATE' });
    const refused = await call(cms, 'GET', '/auth/group/list', { token: made.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Seu acesso está desativado. Entre em contato com o administrador da sua conta.');
    const on = await call(cms, 'PUT', `/auth/user/${row.id}`, { token: master, body: { ...base, name: 'Nome Editado', enabled: true } });
    expect(on.body.data).toMatchObject({ enabled: true, situation: 'ACTIVE' });
    expect((await call(cms, 'GET', '/auth/group/list', { token: made.token })).status).toBe(200);
  });

  it('a pending user cannot be enabled/disabled; an administrator cannot touch a master nor itself', async () => {
    const created = await call(cms, 'POST', '/auth/user/create-auth', { token: master, body: newUser() });
    const u = created.body.data;
    const body = { email: u.email, name: u.name, cpfCnpj: u.cpfCnpj, profile: profileId, type: 'INDIVIDUAL', enabled: false };
    const res = await call(cms, 'PUT', `/auth/user/${u.id}`, { token: master, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A situação deste usuário não pode ser alterada.');

    const admin = await staff(['usuarios.ver', 'usuarios.editar', 'usuarios.deletar']);
    const masterRow = (await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: 'master@demo.test' } })).body.data[0];
    expect((await call(cms, 'DELETE', `/auth/user/${masterRow.id}`, { token: admin.token })).status).toBe(403);
    expect((await call(cms, 'DELETE', `/auth/user/${admin.user.id}`, { token: admin.token })).status).toBe(403);
    const asMaster = await call(cms, 'POST', '/auth/user/create-auth', { token: admin.token, body: newUser({ role: 'admin-master' }) });
    expect(asMaster.status).toBe(403);
  });

  it('e-mails a password reset link, deletes a user (sessions end, 404 after) and keeps the logged password update working', async () => {
    const made = await staff(['perfis.ver']);
    const before = mails(cms).length;
    const reset = await call(cms, 'POST', `/auth/user/${made.user.id}/reset-password`, { token: master });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(mails(cms).length).toBe(before + 1);
    const { token } = latestLink(cms, made.user.email, /\/login\?t=/);
    const changed = await call(cms, 'PATCH', '/auth/user/resetPassword', {
      authorization: token,
      body: { password: 'Nova@12345', confirmpassword: 'Nova@12345' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // PUT /auth/user/resetPassword still reaches the password update, not PUT /auth/user/:id.
    const other = await staff(['perfis.ver']);
    const own = await call(cms, 'PUT', '/auth/user/resetPassword', {
      token: other.token,
      body: { currentPassword: FACTORY_PASSWORD, password: 'Outra@12345', confirmpassword: 'Outra@12345' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.message).toBe('Senha alterada com sucesso');

    const removed = await call(cms, 'DELETE', `/auth/user/${other.user.id}`, { token: master });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('As alterações foram salvas.');
    expect((await call(cms, 'GET', '/portal/me', { token: other.token })).status).toBe(401);
    expect((await call(cms, 'DELETE', `/auth/user/${other.user.id}`, { token: master })).status).toBe(404);
    // Customers are not platform users: 404.
    const client = (await call(cms, 'GET', '/portal/me', { token: await tokenFor(cms, 'cliente@demo.test') })).body.data;
    expect((await call(cms, 'DELETE', `/auth/user/${client.id}`, { token: master })).status).toBe(404);
  });
});

describe('the grant ceiling and ranks (security review, item 5)', () => {
  const GRANT_BEYOND = 'Você só pode conceder permissões que você mesmo possui.';
  const OWN_GROUP = 'Você não pode alterar as permissões do seu próprio perfil.';
  const PEER = 'Você não pode alterar o e-mail, a senha, o perfil ou o acesso de um usuário do mesmo nível ou de nível superior ao seu.';
  const PEER_GROUP = 'Este perfil tem usuários do mesmo nível ou de nível superior ao seu. Somente um nível acima pode alterá-lo.';
  const ADMIN_KEYS = [
    'perfis.ver',
    'perfis.criar',
    'perfis.editar',
    'usuarios.ver',
    'usuarios.criar',
    'usuarios.editar',
    'usuarios.deletar',
  ];
  const groupCount = async () =>
    Number(
      (await sql<{ n: number }>(cms, 'SELECT COUNT(*) AS n FROM portal_profiles', 'SELECT COUNT(*)::int AS n FROM portal_profiles'))[0]!.n,
    );

  it('an administrator creates or edits profiles only with permissions it holds itself', async () => {
    const admin = await staff([...ADMIN_KEYS, 'faturas.ver']);
    const within = await call(cms, 'POST', '/auth/group/create', {
      token: admin.token,
      body: groupBody(`Teto ${unique()}`, ['faturas.ver']),
    });
    expect(within.status, JSON.stringify(within.body)).toBe(201);

    const before = await groupCount();
    const beyond = await call(cms, 'POST', '/auth/group/create', {
      token: admin.token,
      body: groupBody(`Além ${unique()}`, ['faturas.ver', 'faturas.download']),
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.message).toBe(GRANT_BEYOND);
    expect(await groupCount()).toBe(before);

    const widened = await call(cms, 'PATCH', `/auth/group/${within.body.data.id}`, {
      token: admin.token,
      body: { nome: within.body.data.name, subGrupos: [{ nome: 'Master', roles: [{ name: 'administradores.editar' }] }] },
    });
    expect(widened.status).toBe(403);
    expect(widened.body.error.message).toBe(GRANT_BEYOND);
    const kept = await call(cms, 'GET', `/auth/group/${within.body.data.id}`, { token: master });
    expect(kept.body.data.permissions).not.toContain('administradores.editar');
  });

  it('an administrator gives a user only a profile within its own permissions', async () => {
    const admin = await staff(ADMIN_KEYS);
    const wide = await call(cms, 'POST', '/auth/group/create', {
      token: master,
      body: groupBody(`Largo ${unique()}`, ['faturas.download', 'contrato.download']),
    });
    const res = await call(cms, 'POST', '/auth/user/create-auth', {
      token: admin.token,
      body: {
        email: `teto.${unique()}@exemplo.test`,
        name: 'Pessoa Teto',
        cpfCnpj: generateCpf(),
        profile: wide.body.data.id,
        type: 'INDIVIDUAL',
        role: 'attendant-only',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(GRANT_BEYOND);

    const attendant = await staff(['atendimento.ver'], 'attendant-only', `Atendente Teto ${unique()}`);
    const moved = await call(cms, 'PUT', `/auth/user/${attendant.user.id}`, {
      token: admin.token,
      body: { email: attendant.user.email, name: 'Pessoa', cpfCnpj: generateCpf(), profile: wide.body.data.id, type: 'INDIVIDUAL' },
    });
    expect(moved.status).toBe(403);
    expect(moved.body.error.message).toBe(GRANT_BEYOND);
    const me = await call(cms, 'GET', '/portal/me', { token: attendant.token });
    expect(me.body.data.permissions).not.toContain('faturas.download');
  });

  it('nobody edits its own group, not even with every permission', async () => {
    const admin = await staff(ADMIN_KEYS);
    const res = await call(cms, 'PATCH', `/auth/group/${admin.profile!.id}`, {
      token: admin.token,
      body: groupBody(admin.profile!.name, ['perfis.ver']),
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(OWN_GROUP);
    const kept = await call(cms, 'GET', `/auth/group/${admin.profile!.id}`, { token: master });
    expect(kept.body.data.permissions).toEqual(expect.arrayContaining(ADMIN_KEYS));
  });

  it('an administrator cannot edit the group of another administrator; the master can', async () => {
    const admin = await staff(ADMIN_KEYS);
    const peer = await staff(['perfis.ver']);
    const res = await call(cms, 'PATCH', `/auth/group/${peer.profile!.id}`, {
      token: admin.token,
      body: groupBody(peer.profile!.name, ['perfis.ver', 'perfis.criar']),
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(PEER_GROUP);
    const byMaster = await call(cms, 'PATCH', `/auth/group/${peer.profile!.id}`, {
      token: master,
      body: groupBody(peer.profile!.name, ['perfis.ver', 'perfis.criar']),
    });
    expect(byMaster.status, JSON.stringify(byMaster.body)).toBe(200);
  });

  it('an administrator cannot change the e-mail, profile, access or password of another administrator, and sends no mail', async () => {
    const admin = await staff(ADMIN_KEYS);
    const peer = await staff(['perfis.ver']);
    const before = mails(cms).length;
    const base = { email: peer.user.email, name: peer.user.name, cpfCnpj: generateCpf(), profile: peer.profile!.id, type: 'INDIVIDUAL' };
    for (const change of [{ email: `tomada.${unique()}@exemplo.test` }, { profile: admin.profile!.id }, { enabled: false }]) {
      const res = await call(cms, 'PUT', `/auth/user/${peer.user.id}`, { token: admin.token, body: { ...base, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.error.message).toBe(PEER);
    }
    const reset = await call(cms, 'POST', `/auth/user/${peer.user.id}/reset-password`, { token: admin.token });
    expect(reset.status).toBe(403);
    expect(reset.body.error.message).toBe(PEER);
    const removed = await call(cms, 'DELETE', `/auth/user/${peer.user.id}`, { token: admin.token });
    expect(removed.status).toBe(403);
    expect(mails(cms).length).toBe(before);
    expect((await call(cms, 'GET', '/portal/me', { token: peer.token })).body.data.email).toBe(peer.user.email);

    // Its name it may still correct; an attendant's password reset it may send.
    const renamed = await call(cms, 'PUT', `/auth/user/${peer.user.id}`, { token: admin.token, body: { ...base, name: 'Nome Corrigido' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const attendant = await staff(['atendimento.ver'], 'attendant-only', `Atendente Teto ${unique()}`);
    expect((await call(cms, 'POST', `/auth/user/${attendant.user.id}/reset-password`, { token: admin.token })).status).toBe(200);
  });

  it('a staff e-mail change waits for the new address to confirm, and the old address is told', async () => {
    const attendant = await staff(['atendimento.ver'], 'attendant-only', `Atendente Teto ${unique()}`);
    const oldEmail = attendant.user.email;
    const newEmail = `novo.${unique()}@exemplo.test`;
    const base = { name: attendant.user.name, cpfCnpj: generateCpf(), profile: attendant.profile!.id, type: 'INDIVIDUAL' };
    const res = await call(cms, 'PUT', `/auth/user/${attendant.user.id}`, { token: master, body: { ...base, email: newEmail } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'As alterações foram salvas. Enviamos um link de confirmação para o novo e-mail; a troca vale somente depois da confirmação.',
    );
    expect(res.body.data.email).toBe(oldEmail);
    const refusedN = await login(cms, newEmail, FACTORY_PASSWORD);
    expect(refusedN.status).toBe(400);
    expect(refusedN.body.error.message).toBe('Dados não encontrados.');
    expect((await login(cms, oldEmail, FACTORY_PASSWORD)).status).toBe(200);

    const told = mails(cms)
      .filter((m) => m.to.includes(oldEmail))
      .pop()!;
    expect(told.subject).toBe('Pedido de troca do seu e-mail de login - Necta Gás Natural');
    expect(told.text).toContain(newEmail);
    expect(told.text).not.toMatch(/https?:\/\/\S+\?t=/);

    const { url, token } = latestLink(cms, newEmail, /\/session\/login-email\?t=/);
    expect(url.searchParams.get('email')).toBe(newEmail);
    // The link works only for the address it was sent to.
    const wrong = await call(cms, 'PATCH', '/user/login/confirm', { body: { token, email: `outro.${unique()}@exemplo.test` } });
    expect(wrong.status).toBe(400);
    const confirmed = await call(cms, 'PATCH', '/user/login/confirm', { body: { token, email: newEmail } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await login(cms, newEmail, FACTORY_PASSWORD)).status).toBe(200);
    const refusedO = await login(cms, oldEmail, FACTORY_PASSWORD);
    expect(refusedO.status).toBe(400);
    expect(refusedO.body.error.message).toBe('Dados não encontrados.');
  });
});

describe('profile list (GET /api/admin/roles, /api/admin/users/list)', () => {
  type Item = { id: number; name: string; roleId: string; email: string; situation: string; createdAt: string };
  const list = (query: Record<string, string>) => call(cms, 'GET', '/admin/users/list', { token: master, query });
  const names = (res: { body: { data: { data: Item[] } } }) => res.body.data.data.map((i) => i.name);

  /** Three attendants and an administrator named by one tag, created in the order C, A, B, D (D is the administrator). */
  async function tagged() {
    const tag = unique();
    const made: { id: number; name: string }[] = [];
    for (const [letter, role, situation] of [
      ['C', 'attendant-only', 'ACTIVE'],
      ['A', 'attendant-2', 'DEACTIVATE'],
      ['B', 'attendant-only', 'PENDING'],
      ['D', 'admin', 'ACTIVE'],
    ] as const) {
      const { user } = await createStaff(cms, {
        role,
        situation,
        name: `Lista ${tag} ${letter}`,
        email: `lista.${tag}.${letter}@exemplo.test`.toLowerCase(),
      });
      made.push({ id: user.id, name: `Lista ${tag} ${letter}` });
    }
    return { tag, made };
  }

  it('GET /api/admin/roles lists the roles by id and name', async () => {
    const roles = await call(cms, 'GET', '/admin/roles', { token: master });
    expect(roles.status).toBe(200);
    expect(roles.body.data).toEqual(
      expect.arrayContaining([
        { id: 'admin', name: 'Administrador' },
        { id: 'admin-master', name: 'Administrador master' },
        { id: 'attendant-only', name: 'Atendente' },
        { id: 'industry', name: 'Indústria' },
      ]),
    );
  });

  it('lists only the accounts of the given role ids; industry accounts by their administrator, not their secondary users', async () => {
    const attendants = await list({ rolesIds: 'attendant-only,attendant-2' });
    expect(attendants.status).toBe(200);
    const items = attendants.body.data.data as Item[];
    expect(items.map((i) => i.email)).toEqual(expect.arrayContaining(['atendente@demo.test', 'atendente2@demo.test']));
    expect(new Set(items.map((i) => i.roleId))).toEqual(new Set(['attendant-only', 'attendant-2']));
    expect(attendants.body.data.total).toBe(items.length);

    const companies = (await list({ rolesIds: 'industry' })).body.data.data as Item[];
    expect(companies.map((c) => c.email)).toContain('industria@demo.test');
    expect(companies.map((c) => c.email)).not.toContain('operador.lins@demo.test');
    expect(new Set(companies.map((c) => c.roleId))).toEqual(new Set(['industry']));
  });

  it('orders on the server: alphabetical when order is omitted, newest first with desc, oldest first with asc', async () => {
    const { tag } = await tagged();
    const rolesIds = 'attendant-only,attendant-2,admin';
    expect(names(await list({ rolesIds, term: tag }))).toEqual([`Lista ${tag} A`, `Lista ${tag} B`, `Lista ${tag} C`, `Lista ${tag} D`]);
    expect(names(await list({ rolesIds, term: tag, order: 'desc' }))).toEqual([
      `Lista ${tag} D`,
      `Lista ${tag} B`,
      `Lista ${tag} A`,
      `Lista ${tag} C`,
    ]);
    expect(names(await list({ rolesIds, term: tag, order: 'asc' }))).toEqual([
      `Lista ${tag} C`,
      `Lista ${tag} A`,
      `Lista ${tag} B`,
      `Lista ${tag} D`,
    ]);
  });

  it('filters on the server by role, situation and search term (name, e-mail, document digits, situation label)', async () => {
    const { tag, made } = await tagged();
    const attendantsOnly = await list({ rolesIds: 'attendant-only,attendant-2', term: tag });
    expect(names(attendantsOnly)).toEqual([`Lista ${tag} A`, `Lista ${tag} B`, `Lista ${tag} C`]);
    expect(names(await list({ rolesIds: 'admin', term: tag }))).toEqual([`Lista ${tag} D`]);

    const rolesIds = 'attendant-only,attendant-2,admin';
    expect(names(await list({ rolesIds, term: tag, situations: 'PENDING' }))).toEqual([`Lista ${tag} B`]);
    expect(names(await list({ rolesIds, term: tag, situations: 'ACTIVE,DEACTIVATE' }))).toEqual([
      `Lista ${tag} A`,
      `Lista ${tag} C`,
      `Lista ${tag} D`,
    ]);
    // Repeated parameters are the same as a comma-separated one.
    const repeated = await call(cms, 'GET', '/admin/users/list?situations=ACTIVE&situations=DEACTIVATE', {
      token: master,
      query: { rolesIds, term: tag },
    });
    expect(names(repeated)).toEqual([`Lista ${tag} A`, `Lista ${tag} C`, `Lista ${tag} D`]);
    const byEmail = await list({ rolesIds, term: `LISTA.${tag}.A@` });
    expect(byEmail.body.data.data.map((i: Item) => i.id)).toEqual([made[1]!.id]);
    // The situation label: 'Inativa' finds the deactivated accounts (checked among this tag's ones).
    const inactive = (await list({ rolesIds, term: 'inativa' })).body.data.data as Item[];
    expect(inactive.length).toBeGreaterThan(0);
    expect(new Set(inactive.map((i) => i.situation))).toEqual(new Set(['DEACTIVATE']));
    expect(inactive.map((i) => i.id)).toContain(made[1]!.id);
  });

  it('pages with start and pageSize and gives the total', async () => {
    const { tag } = await tagged();
    const rolesIds = 'attendant-only,attendant-2,admin';
    const first = await list({ rolesIds, term: tag, pageSize: '3' });
    expect(first.status).toBe(200);
    expect(names(first)).toEqual([`Lista ${tag} A`, `Lista ${tag} B`, `Lista ${tag} C`]);
    expect(first.body.data.total).toBe(4);
    const second = await list({ rolesIds, term: tag, start: '3', pageSize: '3' });
    expect(names(second)).toEqual([`Lista ${tag} D`]);
    expect(second.body.data.total).toBe(4);
    const past = await list({ rolesIds, term: tag, start: '4', pageSize: '3' });
    expect(past.body.data).toEqual({ data: [], total: 4 });
  });

  it('answers 400 naming the parameter for an unknown role id, situation, order or paging value', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ rolesIds: 'attendant-only,gerente' }, 'Perfil de acesso desconhecido em rolesIds: gerente. Use os ids de /api/admin/roles.'],
      [{ situations: 'ALL' }, 'Situação desconhecida em situations: ALL. Use ACTIVE, DEACTIVATE ou PENDING.'],
      [{ situations: 'ACTIVE,ATIVA' }, 'Situação desconhecida em situations: ATIVA. Use ACTIVE, DEACTIVATE ou PENDING.'],
      [{ order: 'alpha' }, 'Ordenação inválida: order deve ser asc ou desc (omitida, ordem alfabética).'],
      [{ order: 'DESC' }, 'Ordenação inválida: order deve ser asc ou desc (omitida, ordem alfabética).'],
      [{ pageSize: '0' }, 'Parâmetro pageSize inválido: informe um número de 1 a 100.'],
      [{ pageSize: '101' }, 'Parâmetro pageSize inválido: informe um número de 1 a 100.'],
      [{ start: '-1' }, 'Parâmetro start inválido: informe um número de 0 a 1000000.'],
      [{ start: 'dez' }, 'Parâmetro start inválido: informe um número de 0 a 1000000.'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message, JSON.stringify(query)).toBe(message);
    }
    const twice = await call(cms, 'GET', '/admin/users/list?order=asc&order=desc', { token: master });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Parâmetro order inválido: informe um único valor.');
  });

  it('is refused to an administrator without usuarios.ver and to attendants (403)', async () => {
    const noUsers = await staff(['perfis.ver'], 'admin');
    expect((await call(cms, 'GET', '/admin/users/list', { token: noUsers.token })).status).toBe(403);
    const attendant = await tokenFor(cms, 'atendente@demo.test');
    expect((await call(cms, 'GET', '/admin/roles', { token: attendant })).status).toBe(403);
  });
});

describe('attendant audit (recordAttendantChange, GET /api/user/attendant-changes)', () => {
  it('records service start and end, e-mail and profile changes with who, which contract, what and when; the customer lists them', async () => {
    const customer = await createCustomer(cms, { phone: '14991234567' });
    const customerToken = await tokenFor(cms, customer.user.email, FACTORY_PASSWORD);
    const contract = customer.contracts[0]!;
    const attendant = await createStaff(cms, { role: 'attendant-only' });
    const attendantToken = await tokenFor(cms, attendant.user.email, FACTORY_PASSWORD);

    expect((await call(cms, 'GET', '/user/attendant-changes', { token: customerToken })).body).toEqual({ data: [] });
    expect(
      (await call(cms, 'PATCH', '/attendant/session', { token: attendantToken, body: { contractId: contract.documentId } })).status,
    ).toBe(200);
    const email = `novo.${unique()}@exemplo.test`;
    const changed = await call(cms, 'PATCH', '/user/sap/data', {
      token: attendantToken,
      body: { faturaEmail: true, telefone: '(16) 9 8877-6655', email, emailConfirmation: email },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(cms, 'DELETE', '/attendant/session', { token: attendantToken })).status).toBe(200);
    // Ending again records nothing more.
    await call(cms, 'DELETE', '/attendant/session', { token: attendantToken });

    const list = await call(cms, 'GET', '/user/attendant-changes', { token: customerToken });
    expect(list.status).toBe(200);
    const rows = list.body.data as {
      action: string;
      actionLabel: string;
      description: string;
      attendantName: string;
      consumerCode: string;
      occurredAt: string;
    }[];
    expect(rows.map((r) => r.action).sort()).toEqual(['EMAIL', 'PROFILE', 'SERVICE_END', 'SERVICE_START']);
    expect(rows[rows.length - 1]!.action).toBe('SERVICE_START');
    expect(rows[0]!.action).toBe('SERVICE_END');
    for (const r of rows) {
      expect(r.attendantName).toBe(attendant.user.name);
      expect(r.consumerCode).toBe(contract.consumerCode);
      expect(Number.isNaN(Date.parse(r.occurredAt))).toBe(false);
    }
    expect(rows.find((r) => r.action === 'PROFILE')!.description).toBe('Alterado: Fatura por e-mail, Telefone');
    expect(rows.find((r) => r.action === 'EMAIL')!.actionLabel).toBe('Alteração do e-mail cadastral');

    const stored = await sql<{ attendant_id: number; attendant_email: string }>(
      cms,
      "SELECT attendant_id, attendant_email FROM portal_attendant_changes WHERE consumer_code = ? AND action = 'EMAIL'",
      "SELECT attendant_id, attendant_email FROM portal_attendant_changes WHERE consumer_code = $1 AND action = 'EMAIL'",
      [contract.consumerCode],
    );
    expect(stored).toEqual([{ attendant_id: attendant.user.id, attendant_email: attendant.user.email }]);

    // The customer's own change is not an attendant change; another customer sees none of these.
    await call(cms, 'PATCH', '/user/sap/data', { token: customerToken, body: { faturaEmail: false, telefone: '(14) 9 9123-4567' } });
    expect((await call(cms, 'GET', '/user/attendant-changes', { token: customerToken })).body.data).toHaveLength(4);
    const other = await createCustomer(cms);
    const otherToken = await tokenFor(cms, other.user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/user/attendant-changes', { token: otherToken })).body.data).toEqual([]);
    // Staff do not read it through this route.
    expect((await call(cms, 'GET', '/user/attendant-changes', { token: attendantToken })).status).toBe(403);
  });
});
