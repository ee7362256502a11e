/**
 * Planned interruptions against a real Strapi (docs/insights-interruptions.md): staff register
 * them in the CMS admin (the notice period on a fixed clock), the customers they reach — by street,
 * CEP range or contract list — are told once per interruption and change, in the portal and by
 * e-mail, and once that supply is back; the public list and the contract's list follow.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createCustomer, resetClock, setClock } from '../support/factories';
import { STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let adminToken: string;

beforeAll(async () => {
  cms = await startCms({ ...STAFF_ADMIN_ENV, JOBS_POLL_MS: '200' });
  adminToken = await staffAdminToken(cms);
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const ADMIN = '/content-manager/collection-types/api::insights.planned-interruption';

async function admin(method: string, path: string, body?: unknown) {
  const res = await fetch(`${cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A customer whose one contract is at `address`. */
async function customerAt(address: string) {
  const made = await createCustomer(cms, { contracts: 0 });
  const { contract } = await createContract(cms, { userId: made.user.id, address });
  return { user: made.user, contract };
}

const signedIn = (c: { user: { email: string; password: string | null } }) => tokenFor(cms, c.user.email, c.user.password!);

const titlesOf = async (userId: number) =>
  (
    await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ? ORDER BY id',
      'SELECT title FROM portal_notifications WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).map((r) => r.title);

const waitingNotices = async () =>
  Number(
    (
      await sql<{ n: number | string }>(
        cms,
        "SELECT COUNT(*) AS n FROM insights_interruption_notices WHERE status IN ('WAITING', 'PROCESSING')",
        "SELECT COUNT(*) AS n FROM insights_interruption_notices WHERE status IN ('WAITING', 'PROCESSING')",
      )
    )[0]!.n,
  );

/** Until the user has `count` notifications titled `title` (and the queue is empty). */
async function told(userId: number, title: string, count = 1) {
  await expect.poll(async () => (await titlesOf(userId)).filter((t) => t === title).length, { timeout: 30_000 }).toBe(count);
  await expect.poll(waitingNotices, { timeout: 30_000 }).toBe(0);
}

/** Lets the job loop turn a few times (planning and sending), so a second notice would have come. */
async function settle() {
  const marker = await sql<{ n: number | string }>(
    cms,
    'SELECT COUNT(*) AS n FROM insights_interruption_notices',
    'SELECT COUNT(*) AS n FROM insights_interruption_notices',
  );
  await new Promise((r) => setTimeout(r, 1500)); // the loop polls every 200 ms: several turns
  await expect.poll(waitingNotices, { timeout: 30_000 }).toBe(0);
  return Number(marker[0]!.n);
}

describe('planned interruptions', () => {
  const street = `Rua Interrupção ${randomUUID().slice(0, 8)}`;
  let reached: Awaited<ReturnType<typeof customerAt>>;
  let byCep: Awaited<ReturnType<typeof customerAt>>;
  let outside: Awaited<ReturnType<typeof customerAt>>;
  let documentId: string;

  it('refuses an interruption registered less than 72 hours before its start, and one without a reason', async () => {
    await setClock(cms, '2026-12-07T08:00:00-03:00');
    const late = await admin('POST', ADMIN, {
      reason: 'Manutenção da rede',
      city: 'Bauru',
      streets: street,
      startsAt: '2026-12-10T07:59:00-03:00',
      expectedEndAt: '2026-12-10T14:00:00-03:00',
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(
      'A interrupção programada precisa ser registrada com pelo menos 72 horas de antecedência do início.',
    );
    const noReason = await admin('POST', ADMIN, {
      reason: ' ',
      city: 'Bauru',
      startsAt: '2026-12-11T08:00:00-03:00',
      expectedEndAt: '2026-12-11T07:00:00-03:00',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo da interrupção. A previsão de término deve ser posterior ao início.');
    const rows = await sql(cms, 'SELECT id FROM insights_planned_interruptions', 'SELECT id FROM insights_planned_interruptions');
    expect(rows).toHaveLength(0);
  });

  it('tells the customers of the listed street and CEP range once, in the portal and by e-mail, and no one else', async () => {
    reached = await customerAt(`${street}, 10, Centro, Bauru - SP, 17015-000`);
    byCep = await customerAt('Rua Outra, 5, Vila Nova, Bauru - SP, 17099-123');
    outside = await customerAt('Rua Outra, 7, Vila Nova, Bauru - SP, 17098-000');
    const made = await admin('POST', ADMIN, {
      reason: 'Manutenção da rede',
      city: 'Bauru',
      streets: street,
      cepRanges: '17099-000 a 17099-999',
      startsAt: '2026-12-10T08:00:00-03:00',
      expectedEndAt: '2026-12-10T14:00:00-03:00',
    });
    expect(made.status).toBe(201);
    documentId = made.body.data.documentId;

    await told(reached.user.id, 'Interrupção programada do fornecimento de gás');
    await told(byCep.user.id, 'Interrupção programada do fornecimento de gás');
    const mail = mails(cms).filter((m) => m.to.includes(reached.user.email));
    expect(mail.map((m) => m.subject)).toEqual(['Interrupção programada do fornecimento de gás - Necta Gás Natural']);
    expect(mail[0]!.text).toContain(
      `O fornecimento de gás do contrato ${reached.contract.consumerCode} será interrompido de 10/12/2026 às 08:00 até a previsão de 10/12/2026 às 14:00. Motivo: Manutenção da rede.`,
    );
    expect(await titlesOf(outside.user.id)).toEqual([]);
    expect(mails(cms).filter((m) => m.to.includes(outside.user.email))).toHaveLength(0);

    // More turns of the loop, and a save that changes nothing customers were told: no second notice.
    await settle();
    expect((await admin('PUT', `${ADMIN}/${documentId}`, { reason: 'Manutenção da rede' })).status).toBe(200);
    await settle();
    expect(await titlesOf(reached.user.id)).toEqual(['Interrupção programada do fornecimento de gás']);
    expect(mails(cms).filter((m) => m.to.includes(reached.user.email))).toHaveLength(1);
  });

  it('shows the interruption on the public list by city and on the reached contract only', async () => {
    const open = await call(cms, 'GET', '/insights/interruptions/public');
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=60');
    expect(open.body.data.cities).toEqual([
      {
        city: 'Bauru',
        interruptions: [
          {
            reason: 'Manutenção da rede',
            startsAt: '2026-12-10T11:00:00.000Z',
            expectedEndAt: '2026-12-10T17:00:00.000Z',
            phase: 'SCHEDULED',
            streets: [street],
            cepRanges: ['17099-000 a 17099-999'],
            byContract: false,
          },
        ],
      },
    ]);
    const mine = await call(cms, 'GET', '/insights/interruptions', {
      token: await signedIn(reached),
      query: { contractId: reached.contract.documentId },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.interruptions).toHaveLength(1);
    expect(mine.body.data.interruptions[0].phase).toBe('SCHEDULED');
    const theirs = await call(cms, 'GET', '/insights/interruptions', {
      token: await signedIn(outside),
      query: { contractId: outside.contract.documentId },
    });
    expect(theirs.body.data.interruptions).toEqual([]);
    const other = await call(cms, 'GET', '/insights/interruptions', {
      token: await signedIn(outside),
      query: { contractId: reached.contract.documentId },
    });
    expect(other.status).toBe(404);
  });

  it('tells the reached customers again, once, when staff move the expected end', async () => {
    await setClock(cms, '2026-12-10T09:00:00-03:00');
    const moved = await admin('PUT', `${ADMIN}/${documentId}`, { expectedEndAt: '2026-12-10T18:00:00-03:00' });
    expect(moved.status).toBe(200);
    await told(reached.user.id, 'Interrupção programada alterada');
    await settle();
    expect(await titlesOf(reached.user.id)).toEqual(['Interrupção programada do fornecimento de gás', 'Interrupção programada alterada']);
    expect(await titlesOf(outside.user.id)).toEqual([]);
    const open = await call(cms, 'GET', '/insights/interruptions/public');
    expect(open.body.data.cities[0].interruptions[0].phase).toBe('IN_PROGRESS');
  });

  it('tells them once that supply is back when the expected end passes, and drops it from the lists', async () => {
    await setClock(cms, '2026-12-10T17:59:00-03:00');
    await settle();
    expect(await titlesOf(reached.user.id)).not.toContain('Fornecimento de gás restabelecido');
    await setClock(cms, '2026-12-10T18:00:00-03:00');
    await told(reached.user.id, 'Fornecimento de gás restabelecido');
    await told(byCep.user.id, 'Fornecimento de gás restabelecido');
    await settle();
    expect((await titlesOf(reached.user.id)).filter((t) => t === 'Fornecimento de gás restabelecido')).toHaveLength(1);
    expect(
      mails(cms)
        .filter((m) => m.to.includes(reached.user.email))
        .map((m) => m.subject),
    ).toEqual([
      'Interrupção programada do fornecimento de gás - Necta Gás Natural',
      'Interrupção programada alterada - Necta Gás Natural',
      'Fornecimento de gás restabelecido - Necta Gás Natural',
    ]);
    expect((await call(cms, 'GET', '/insights/interruptions/public')).body.data.cities).toEqual([]);
  });

  it('by contract list tells only the listed contracts, and staff marking the end tells them supply is back', async () => {
    await setClock(cms, '2026-12-14T08:00:00-03:00');
    const made = await admin('POST', ADMIN, {
      reason: 'Troca do medidor do condomínio',
      city: 'Bauru',
      consumerCodes: `${outside.contract.consumerCode}`,
      startsAt: '2026-12-17T09:00:00-03:00',
      expectedEndAt: '2026-12-17T12:00:00-03:00',
    });
    expect(made.status).toBe(201);
    await told(outside.user.id, 'Interrupção programada do fornecimento de gás');
    await settle();
    expect((await titlesOf(reached.user.id)).filter((t) => t === 'Interrupção programada do fornecimento de gás')).toHaveLength(1);
    const open = await call(cms, 'GET', '/insights/interruptions/public');
    expect(open.body.data.cities[0].interruptions[0]).toMatchObject({ byContract: true, streets: [], cepRanges: [] });

    await setClock(cms, '2026-12-17T10:30:00-03:00');
    expect((await admin('PUT', `${ADMIN}/${made.body.data.documentId}`, { endedAt: '2026-12-17T10:30:00-03:00' })).status).toBe(200);
    await told(outside.user.id, 'Fornecimento de gás restabelecido');
    await settle();
    expect(await titlesOf(outside.user.id)).toEqual(['Interrupção programada do fornecimento de gás', 'Fornecimento de gás restabelecido']);
  });

  it('is registered by the role "Interrupções programadas" (no delete, never the bookkeeping) and never by editors', async () => {
    const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    const permissionsOf = async (code: string) => {
      const role = roles.find((r) => r.code === code);
      expect(role, code).toBeDefined();
      const list = (await admin('GET', `/admin/roles/${role!.id}/permissions`)).body.data as {
        action: string;
        subject: string | null;
        properties: { fields?: string[] };
      }[];
      return list.filter((p) => p.subject === 'api::insights.planned-interruption');
    };
    const granted = await permissionsOf('necta-interruptions');
    expect(granted.map((p) => p.action).sort()).toEqual([
      'plugin::content-manager.explorer.create',
      'plugin::content-manager.explorer.read',
      'plugin::content-manager.explorer.update',
    ]);
    expect(granted.find((p) => p.action.endsWith('.update'))!.properties.fields?.sort()).toEqual([
      'cepRanges',
      'city',
      'consumerCodes',
      'endedAt',
      'expectedEndAt',
      'reason',
      'startsAt',
      'streets',
    ]);
    expect(await permissionsOf('strapi-editor')).toEqual([]);
  });
});
