/**
 * Notifications (spec 01 §2.5, §7; PORTAL-API.md §11b) against a real Strapi: each user reads,
 * marks and deletes only its own (another user's id → 404), descriptions arrive sanitized,
 * broadcasts reach a contract's users or everyone, and the staff's "Aviso" written in the
 * admin by the Editor role fans out in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListView } from '@domain/notifications/types';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';
import { FACTORY_PASSWORD, createContract, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { sendNotification } from '../support/notifications';

let cms: RunningCms;

const SUPER_ADMIN = 'superadmin@exemplo.test';
const SUPER_PASSWORD = 'Super@Admin2026x';

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000', CMS_ADMIN_EMAIL: SUPER_ADMIN, CMS_ADMIN_PASSWORD: SUPER_PASSWORD });
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

async function customer(options: Parameters<typeof createCustomer>[1] = {}) {
  const made = await createCustomer(cms, options);
  const token = await tokenFor(cms, made.user.email, FACTORY_PASSWORD);
  return { ...made, token };
}

const list = async (token: string) => {
  const res = await call(cms, 'GET', '/notification', { token });
  expect(res.status).toBe(200);
  return res.body as NotificationListView;
};

describe('a user’s own notifications', () => {
  it('lists newest first with unread and total counts, marks one and all read, deletes one', async () => {
    const { user, token } = await customer();
    try {
      await setClock(cms, '2026-05-01T09:00:00-03:00');
      await sendNotification(cms, { userIds: [user.id] }, { title: 'Primeira', description: '<p>um</p>' });
      await setClock(cms, '2026-05-02T09:00:00-03:00');
      await sendNotification(cms, { userIds: [user.id] }, { title: 'Segunda', description: '<p>dois</p>' });
      await setClock(cms, '2026-05-03T09:00:00-03:00');
      await sendNotification(cms, { userIds: [user.id] }, { title: 'Terceira', description: '<p>três</p>' });

      let view = await list(token);
      expect(view.notifications.map((n) => n.title)).toEqual(['Terceira', 'Segunda', 'Primeira']);
      expect(view).toMatchObject({ unread: 3, total: 3 });
      expect(view.notifications[0]).toEqual({
        id: expect.any(String),
        title: 'Terceira',
        description: '<p>três</p>',
        createdAt: '2026-05-03T12:00:00.000Z',
        readedAt: null,
      });

      await setClock(cms, '2026-05-04T10:00:00-03:00');
      const second = view.notifications[1]!;
      const read = await call(cms, 'PATCH', `/notification/${second.id}/read`, { token });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ success: true, data: { ...second, readedAt: '2026-05-04T13:00:00.000Z' } });
      // Marking again keeps the first read time.
      await setClock(cms, '2026-05-05T10:00:00-03:00');
      expect((await call(cms, 'PATCH', `/notification/${second.id}/read`, { token })).body.data.readedAt).toBe('2026-05-04T13:00:00.000Z');
      view = await list(token);
      expect(view).toMatchObject({ unread: 2, total: 3 });

      const all = await call(cms, 'PATCH', '/notification/read-all', { token });
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ success: true, updated: 2 });
      view = await list(token);
      expect(view.unread).toBe(0);
      expect(view.notifications.map((n) => n.readedAt)).toEqual([
        '2026-05-05T13:00:00.000Z',
        '2026-05-04T13:00:00.000Z',
        '2026-05-05T13:00:00.000Z',
      ]);

      const gone = await call(cms, 'DELETE', `/notification/${view.notifications[2]!.id}/delete`, { token });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ success: true });
      view = await list(token);
      expect(view.notifications.map((n) => n.title)).toEqual(['Terceira', 'Segunda']);
      expect(view.total).toBe(2);
      expect((await call(cms, 'DELETE', `/notification/${second.id}/delete`, { token })).status).toBe(200);
      expect((await call(cms, 'PATCH', `/notification/${second.id}/read`, { token })).status).toBe(404);
    } finally {
      await resetClock(cms);
    }
  });

  it('answers 404 for another user’s notification on read and delete, and changes nothing', async () => {
    const owner = await customer();
    const other = await customer();
    await sendNotification(cms, { userIds: [owner.user.id] }, { title: 'Só do dono', description: '<p>privado</p>' });
    const [mine] = (await list(owner.token)).notifications;
    for (const [method, path] of [
      ['PATCH', `/notification/${mine!.id}/read`],
      ['DELETE', `/notification/${mine!.id}/delete`],
    ] as const) {
      const res = await call(cms, method, path, { token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Notificação não encontrada');
    }
    expect((await list(other.token)).total).toBe(0);
    // read-all of the other user does not touch the owner's
    await call(cms, 'PATCH', '/notification/read-all', { token: other.token });
    expect(await list(owner.token)).toMatchObject({ unread: 1, total: 1 });
    for (const bad of ['nao-existe', '1', "x' OR 1=1 --", 'a'.repeat(300)]) {
      const res = await call(cms, 'PATCH', `/notification/${encodeURIComponent(bad)}/read`, { token: owner.token });
      expect(res.status, bad).toBe(404);
    }
  });

  it('keeps the newest 100 in the list and counts all of them', async () => {
    const { user, token } = await customer();
    for (let i = 0; i < 102; i++) await sendNotification(cms, { userIds: [user.id] }, { title: `Aviso ${i}`, description: `<p>${i}</p>` });
    const view = await list(token);
    expect(view.notifications).toHaveLength(100);
    expect(view).toMatchObject({ unread: 102, total: 102 });
    expect(view.notifications[0]!.title).toBe('Aviso 101');
  });
});

describe('access', () => {
  it('refuses anonymous callers, staff without the notifications permission and accounts with the flag off', async () => {
    expect((await call(cms, 'GET', '/notification')).status).toBe(401);
    const attendant = await createStaff(cms, { role: 'attendant-only' });
    const attendantToken = await tokenFor(cms, attendant.user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/notification', { token: attendantToken })).status).toBe(403);
    const flagOff = await customer({ notificationAccess: false });
    await sendNotification(cms, { userIds: [flagOff.user.id] }, { title: 'Oculta', description: '<p>x</p>' });
    const refused = await call(cms, 'GET', '/notification', { token: flagOff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('As notificações não estão habilitadas para o seu acesso.');
    expect((await call(cms, 'PATCH', '/notification/read-all', { token: flagOff.token })).status).toBe(403);
    // Staff made by the factory have the flag off, like atendente@; admin@ of the demo has it on.
    const admin = await createStaff(cms, { role: 'admin' });
    const adminToken = await tokenFor(cms, admin.user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/notification', { token: adminToken })).status).toBe(403);
    expect((await call(cms, 'GET', '/notification', { token: await tokenFor(cms, 'admin@demo.test') })).status).toBe(200);
  });
});

describe('HTML sanitized on the way in', () => {
  it('strips scripts, handlers, styles and unsafe links, keeps the allowed tags', async () => {
    const { user, token } = await customer();
    const dirty = [
      '<p onclick="alert(1)" style="color:red" class="x">Olá <strong>cliente</strong> <em>querido</em></p>',
      '<script>alert("xss")</script>',
      '<img src=x onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li>um</li><li><a href="javascript:alert(3)">mau</a></li></ul>',
      '<a href="https://necta.com.br/tarifas" onmouseover="x()">tarifas</a>',
      '<h2>Título</h2><h3>Sub</h3><style>body{display:none}</style><form><input></form>',
    ].join('');
    expect((await sendNotification(cms, { userIds: [user.id] }, { title: 'HTML', description: dirty })).created).toBe(1);
    const [n] = (await list(token)).notifications;
    expect(n!.description).toBe(
      '<p>Olá <strong>cliente</strong> <em>querido</em></p>' +
        '<ul><li>um</li><li><a target="_blank" rel="noopener noreferrer">mau</a></li></ul>' +
        '<a href="https://necta.com.br/tarifas" target="_blank" rel="noopener noreferrer">tarifas</a>' +
        'Título<h3>Sub</h3>',
    );
    expect(n!.description).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|<img|<form|<input/i);
  });

  it('refuses an empty title or a description with nothing left after sanitizing', async () => {
    const { user } = await customer();
    await expect(sendNotification(cms, { userIds: [user.id] }, { title: '  ', description: '<p>x</p>' })).rejects.toThrow(/400/);
    await expect(sendNotification(cms, { userIds: [user.id] }, { title: 'T', description: '<script>x</script>' })).rejects.toThrow(/400/);
  });
});

describe('broadcasts', () => {
  it('reach every user linked to a contract, once each, and nobody else', async () => {
    const owner = await customer();
    const contract = owner.contracts[0]!;
    const secondary = await customer({ linkContracts: [contract.documentId], accountOwnerId: owner.user.id });
    const outsider = await customer();
    const sent = await sendNotification(
      cms,
      { contractId: contract.documentId, userIds: [owner.user.id] },
      { title: 'Manutenção no seu endereço', description: '<p>Amanhã</p>' },
    );
    expect(sent.created).toBe(2);
    expect((await list(owner.token)).notifications.map((n) => n.title)).toEqual(['Manutenção no seu endereço']);
    expect((await list(secondary.token)).notifications.map((n) => n.title)).toEqual(['Manutenção no seu endereço']);
    expect((await list(outsider.token)).total).toBe(0);
  });

  it('reach everyone (every account not blocked)', async () => {
    const a = await customer();
    const before = Number(
      (
        await sql<{ n: number }>(
          cms,
          'SELECT COUNT(*) AS n FROM up_users WHERE blocked = 0 OR blocked IS NULL',
          'SELECT COUNT(*)::int AS n FROM up_users WHERE blocked IS NOT TRUE',
        )
      )[0]!.n,
    );
    const sent = await sendNotification(cms, { everyone: true }, { title: 'Para todos', description: '<p>Comunicado geral</p>' });
    expect(sent.created).toBe(before);
    expect((await list(a.token)).notifications[0]!.title).toBe('Para todos');
    const demo = await tokenFor(cms, 'cliente@demo.test');
    expect((await list(demo)).notifications[0]!.title).toBe('Para todos');
  });

  it('a contract with no accounts reaches nobody', async () => {
    const { contract } = await createContract(cms, {});
    expect((await sendNotification(cms, { contractId: contract.documentId }, { title: 'Ninguém', description: '<p>x</p>' })).created).toBe(
      0,
    );
  });
});

describe('demo data', () => {
  it('cliente@ and other demo customers have unread and read notifications', async () => {
    // multicontrato@ has no selected contract: notifications do not depend on one.
    for (const [email, unread] of [
      ['cliente@demo.test', 3],
      ['multicontrato@demo.test', 2],
      ['industria@demo.test', 1],
    ] as const) {
      const res = await call(cms, 'GET', '/notification', { token: await tokenFor(cms, email) });
      expect(res.status, email).toBe(200);
      const view = res.body as NotificationListView;
      expect(view.unread, email).toBeGreaterThanOrEqual(unread);
      expect(view.total, email).toBeGreaterThan(view.unread);
    }
  });
});

describe('the staff’s Aviso in the Strapi admin', () => {
  const NOTICES = '/content-manager/collection-types/api::notification.notice';

  async function admin(method: string, path: string, token: string, body?: unknown) {
    const res = await fetch(new URL(path, cms.url), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  }

  async function adminLogin(email: string, password: string): Promise<string> {
    const res = await fetch(new URL('/admin/login', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.data.token as string;
  }

  const editorToken = () => adminLogin('editor@demo.test', 'Demo@1234');

  /** A CMS user the Super Admin puts in the "Avisos aos clientes" role, through the admin's own API. */
  let notices: string | null = null;
  const superAdminToken = () => adminLogin(SUPER_ADMIN, SUPER_PASSWORD);
  async function noticesToken(): Promise<string> {
    if (notices) return notices;
    const superToken = await superAdminToken();
    const roles = await admin('GET', '/admin/roles', superToken);
    const role = (roles.body.data as { id: number; code: string; name: string }[]).find((r) => r.code === 'necta-notices');
    expect(role?.name).toBe('Avisos aos clientes');
    const email = `avisos.${Math.random().toString(36).slice(2, 8)}@exemplo.test`;
    const made = await admin('POST', '/admin/users', superToken, { firstname: 'Equipe', lastname: 'Avisos', email, roles: [role!.id] });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    const registered = await admin('POST', '/admin/register', '', {
      registrationToken: made.body.data.registrationToken,
      userInfo: { firstname: 'Equipe', lastname: 'Avisos', password: 'Avisos@Equipe2026' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
    notices = await adminLogin(email, 'Avisos@Equipe2026');
    return notices;
  }

  const text = (value: string) => [{ type: 'paragraph', children: [{ type: 'text', text: value }] }];
  const noticeCount = async () =>
    Number(
      (await sql<{ n: number }>(cms, 'SELECT COUNT(*) AS n FROM portal_notices', 'SELECT COUNT(*)::int AS n FROM portal_notices'))[0]!.n,
    );

  it('the notices role sends one to a user, a contract’s users or everyone; the count is written back', async () => {
    const token = await noticesToken();
    const one = await customer();
    const created = await admin('POST', NOTICES, token, {
      title: 'Seu cadastro foi atualizado',
      description: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Confira em ' },
            { type: 'link', url: '/area-cliente/faturas', children: [{ type: 'text', text: 'suas faturas' }] },
          ],
        },
      ],
      audience: 'usuario',
      user: { connect: [{ documentId: one.user.documentId }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const [n] = (await list(one.token)).notifications;
    expect(n).toMatchObject({
      title: 'Seu cadastro foi atualizado',
      description: '<p>Confira em <a href="/area-cliente/faturas" target="_blank" rel="noopener noreferrer">suas faturas</a></p>',
      readedAt: null,
    });
    const saved = await admin('GET', `${NOTICES}/${created.body.data.documentId}`, token);
    expect(saved.body.data).toMatchObject({ recipients: 1, sentAt: expect.any(String) });

    const owner = await customer();
    const secondary = await customer({ linkContracts: [owner.contracts[0]!.documentId], accountOwnerId: owner.user.id });
    const toContract = await admin('POST', NOTICES, token, {
      title: 'Obra na sua rua',
      description: text('Na próxima semana.'),
      audience: 'contrato',
      contract: { connect: [{ documentId: owner.contracts[0]!.documentId }] },
    });
    expect(toContract.status, JSON.stringify(toContract.body)).toBeLessThan(300);
    expect((await list(owner.token)).notifications[0]!.title).toBe('Obra na sua rua');
    expect((await list(secondary.token)).notifications[0]!.title).toBe('Obra na sua rua');
    expect((await list(one.token)).notifications[0]!.title).toBe('Seu cadastro foi atualizado');

    const everyone = await admin('POST', NOTICES, token, {
      title: 'Novo canal de atendimento',
      description: text('WhatsApp.'),
      audience: 'todos',
    });
    expect(everyone.status, JSON.stringify(everyone.body)).toBeLessThan(300);
    expect((await list(one.token)).notifications[0]!.title).toBe('Novo canal de atendimento');
  });

  it('refuses a missing user or contract, an empty text or a contract without accounts — and saves nothing', async () => {
    const token = await noticesToken();
    const before = await noticeCount();
    const { contract } = await createContract(cms, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Sem usuário', description: text('x'), audience: 'usuario' }, 'Escolha o usuário que receberá o aviso.'],
      [{ title: 'Sem contrato', description: text('x'), audience: 'contrato' }, 'Escolha o contrato cujos usuários receberão o aviso.'],
      [{ title: 'Vazio', description: text('   '), audience: 'todos' }, 'Escreva a descrição do aviso.'],
      [
        {
          title: 'Contrato vazio',
          description: text('x'),
          audience: 'contrato',
          contract: { connect: [{ documentId: contract.documentId }] },
        },
        'Nenhum usuário receberá este aviso: o contrato não tem usuários no portal.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', NOTICES, token, body);
      expect(res.status, String(body.title)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await noticeCount()).toBe(before);
  });

  it('a sent Aviso cannot be changed', async () => {
    const token = await noticesToken();
    const one = await customer();
    const created = await admin('POST', NOTICES, token, {
      title: 'Original',
      description: text('x'),
      audience: 'usuario',
      user: { connect: [{ documentId: one.user.documentId }] },
    });
    // The notices role has no update permission at all (403); the Super Admin, who has, meets the guard (400).
    expect((await admin('PUT', `${NOTICES}/${created.body.data.documentId}`, token, { title: 'Alterado' })).status).toBe(403);
    const edit = await admin('PUT', `${NOTICES}/${created.body.data.documentId}`, await superAdminToken(), { title: 'Alterado' });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe('Um aviso enviado não pode ser alterado. Para corrigir, crie um novo aviso.');
    expect((await list(one.token)).notifications.map((n) => n.title)).toEqual(['Original']);

    // A copy of a sent Aviso (the admin's duplicate) is a new Aviso: it is sent again.
    const copy = await admin('POST', `${NOTICES}/clone/${created.body.data.documentId}`, token, { title: 'Cópia' });
    expect(copy.status, JSON.stringify(copy.body)).toBeLessThan(300);
    expect((await list(one.token)).notifications.map((n) => n.title)).toEqual(['Cópia', 'Original']);
  });

  it('the Editor role of the site content cannot send an Aviso, and no customer receives anything', async () => {
    const token = await editorToken();
    const one = await customer();
    const before = await noticeCount();
    const res = await admin('POST', NOTICES, token, {
      title: 'Aviso de editor',
      description: text('Clique aqui.'),
      audience: 'usuario',
      user: { connect: [{ documentId: one.user.documentId }] },
    });
    expect(res.status).toBe(403);
    expect(await noticeCount()).toBe(before);
    expect((await list(one.token)).notifications).toEqual([]);
  });

  it('refuses links that leave the site and saves nothing; paths and the site’s own address pass', async () => {
    const token = await noticesToken();
    const one = await customer();
    const before = await noticeCount();
    const linking = (url: string) => ({
      title: `Link ${url}`,
      description: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'Acesse' }] }] }],
      audience: 'usuario',
      user: { connect: [{ documentId: one.user.documentId }] },
    });
    // (`javascript:` and other schemes Strapi's own blocks validator already refuses, in English.)
    for (const url of ['https://necta-pagamentos.example/boleto', '//evil.example/x', 'http://localhost.evil.example:4321/']) {
      const res = await admin('POST', NOTICES, token, linking(url));
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toBe(
        'Os links do aviso só podem apontar para o próprio site: use um caminho como /area-cliente/faturas ou um endereço do site.',
      );
    }
    expect(await noticeCount()).toBe(before);
    expect((await list(one.token)).notifications).toEqual([]);
    // The test CMS runs with SITE_URL=http://localhost:4321 (tests/api/helpers/cms.ts).
    for (const url of ['/area-cliente/faturas?x=1#topo', 'http://localhost:4321/institucional']) {
      const res = await admin('POST', NOTICES, token, linking(url));
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    expect((await list(one.token)).notifications).toHaveLength(2);
  });

  it('has no content-API route: anonymous callers and customers get nothing', async () => {
    const { token } = await customer();
    const paths = ['/notices', '/notifications', '/notices/1', '/notification/1'];
    const answers = async (token?: string) =>
      Object.fromEntries(
        await Promise.all(paths.map(async (path) => [path, (await call(cms, 'GET', path, token ? { token } : {})).status] as const)),
      );
    const none = Object.fromEntries(paths.map((path) => [path, 404]));
    expect(await answers()).toEqual(none);
    expect(await answers(token)).toEqual(none);
  });
});

describe('the marking calls take no body', () => {
  it('refuses a body with anything in it, and marks nothing', async () => {
    const { user, token } = await customer();
    await sendNotification(cms, { userIds: [user.id] }, { title: 'Intacta', description: '<p>x</p>' });
    const [n] = (await list(token)).notifications;
    for (const body of [[1], { readedAt: null }, { userId: 1 }]) {
      for (const path of ['/notification/read-all', `/notification/${n!.id}/read`]) {
        const res = await call(cms, 'PATCH', path, { token, body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.error.message).toBe('Esta chamada não recebe dados.');
      }
    }
    expect((await list(token)).unread).toBe(1);
    expect((await call(cms, 'PATCH', '/notification/read-all', { token, body: {} })).body).toEqual({ success: true, updated: 1 });
  });
});
