/**
 * Curtailment and flow notices against a real Strapi (PORTAL-API.md §28; docs/curtailment.md), on a
 * fixed clock in America/Sao_Paulo: the gas programmer issues a restriction (a percentage of each
 * contract's QDC, or a volume) to chosen industrial contracts or an axis; the contracts' users are
 * told in the portal and the administrator by e-mail; a user of the contract acknowledges (who and
 * when, once); a notice nobody acknowledged in time is escalated by the job loop (the account's
 * other users and the programmers e-mailed, recorded once); programming above a restriction in
 * force that day is refused with the limit; staff end a notice early; ownership answers 404.
 * Every test makes its own axis, contracts and users with the factories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAxis, createCustomer, createStaff, joinAxis, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let programmer: { token: string; email: string };

beforeAll(async () => {
  cms = await startCms({ JOBS_POLL_MS: '200' });
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  programmer = { token: await tokenFor(cms, staff.user.email, staff.user.password!), email: staff.user.email };
}, 120_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const DAY = '2026-03-02';
const at = (time: string, date = DAY) => `${date}T${time}:00-03:00`;

async function industrialClient(options: { qdc?: string; axisId?: number; situation?: 'ACTIVE' | 'DEACTIVATE' } = {}) {
  const made = await createCustomer(cms, {
    role: 'industry',
    segment: 'INDUSTRIAL',
    contractSituation: options.situation ?? 'ACTIVE',
    notificationAccess: true,
  });
  const axisId = options.axisId ?? (await createAxis(cms)).axis.id;
  await joinAxis(cms, { contractId: made.contracts[0]!.documentId, axisId, qdc: options.qdc ?? '1000', baseHour: 360 });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { user: made.user, token, contract: made.contracts[0]!, axisId };
}

/** A secondary user of the account, on its contract. */
async function secondaryOf(owner: Awaited<ReturnType<typeof industrialClient>>) {
  const made = await createCustomer(cms, {
    role: 'industry',
    contracts: 0,
    accountOwnerId: owner.user.id,
    linkContracts: [owner.contract.documentId],
    notificationAccess: true,
  });
  return { user: made.user, token: await tokenFor(cms, made.user.email, made.user.password!) };
}

const issue = (body: Record<string, unknown>, token = programmer.token) => call(cms, 'POST', '/curtailment/notices', { token, body });
const program = (token: string, dates: { date: string; volume: unknown }[]) =>
  call(cms, 'POST', '/consumption-schedule', { token, body: { dates } });
const acknowledge = (token: string, id: number, contractId?: string) =>
  call(cms, 'POST', `/curtailment/notices/${id}/acknowledge`, { token, ...(contractId ? { query: { contractId } } : {}) });

const titlesOf = async (userId: number) =>
  (
    await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ? ORDER BY id',
      'SELECT title FROM portal_notifications WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).map((r) => r.title);

const mailsTo = (email: string, subject?: string) =>
  mails(cms).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && (!subject || m.subject === subject));

const noticeCount = async () =>
  Number(
    (
      await sql<{ n: number | string }>(
        cms,
        'SELECT COUNT(*) AS n FROM curtailment_notices',
        'SELECT COUNT(*) AS n FROM curtailment_notices',
      )
    )[0]!.n,
  );

const REASON = 'Manutenção no city gate';

describe('the programmer issues a notice', () => {
  it('a percentage of each QDC to chosen contracts: limits fixed per contract, the users told in the portal, the administrator by e-mail', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient({ qdc: '18000' });
    const b = await industrialClient({ qdc: '9500', axisId: a.axisId });
    const helper = await secondaryOf(a);
    const res = await issue({
      contractIds: [a.contract.documentId, b.contract.documentId],
      kind: 'PERCENT',
      percent: '37,5',
      startsAt: `${DAY}T14:00`,
      endsAt: '2026-03-04T06:00',
      reason: REASON,
      ackHours: 4,
    });
    expect(res.status).toBe(201);
    const notice = res.body.data;
    expect(notice).toMatchObject({
      kind: 'PERCENT',
      percent: '37.5',
      volume: null,
      startsAt: '2026-03-02T17:00:00.000Z', // 14:00 in São Paulo
      endsAt: '2026-03-04T09:00:00.000Z',
      reason: REASON,
      ackHours: 4,
      ackDeadline: '2026-03-02T15:00:00.000Z', // issued 08:00 + 4 h = 12:00 in São Paulo
      axis: null,
      issuedAt: '2026-03-02T11:00:00.000Z',
      issuedBy: programmer.email,
      withdrawnAt: null,
      phase: 'SCHEDULED',
    });
    // 18 000 m³ × 37,5 % = 6 750 m³; 9 500 m³ × 37,5 % = 3 562,5 m³
    const limits = Object.fromEntries(notice.targets.map((t: { contractId: string; limit: string }) => [t.contractId, t.limit]));
    expect(limits).toEqual({ [a.contract.documentId]: '6750', [b.contract.documentId]: '3562.5' });

    expect(await titlesOf(a.user.id)).toContain('Aviso de restrição de fornecimento');
    expect(await titlesOf(helper.user.id)).toContain('Aviso de restrição de fornecimento');
    const told = mailsTo(a.user.email, 'Aviso de restrição de fornecimento - Necta Gás Natural');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`Contrato ${a.contract.consumerCode}: retirada limitada a 37,5% da QDC (até 6.750 m³ por dia).`);
    expect(told[0]!.text).toContain('Vigência: de 02/03/2026 14:00 até 04/03/2026 06:00 (horário de Brasília).');
    expect(told[0]!.text).toContain(`Motivo: ${REASON}`);
    expect(told[0]!.text).toContain('Confirme a ciência na Programação de consumo até 02/03/2026 12:00.');
    // The secondary user is told in the portal; e-mail goes to them only on escalation.
    expect(mailsTo(helper.user.email).filter((m) => m.subject.startsWith('Aviso de restrição'))).toHaveLength(0);

    const mine = await call(cms, 'GET', '/curtailment/contract', { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.notices).toEqual([
      {
        id: notice.id,
        kind: 'PERCENT',
        percent: '37.5',
        limit: '6750',
        startsAt: '2026-03-02T17:00:00.000Z',
        endsAt: '2026-03-04T09:00:00.000Z',
        reason: REASON,
        ackDeadline: '2026-03-02T15:00:00.000Z',
        phase: 'SCHEDULED',
        acknowledgedAt: null,
        acknowledgedBy: null,
      },
    ]);
    const list = await call(cms, 'GET', '/curtailment/notices', { token: programmer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.notices.find((n: { id: number }) => n.id === notice.id).targets).toHaveLength(2);
    expect(list.body.data.defaultAckHours).toBe(4);
  });

  it('a whole axis reaches its active industrial contracts only', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient({ qdc: '1000' });
    const off = await industrialClient({ qdc: '2000', axisId: a.axisId, situation: 'DEACTIVATE' });
    const res = await issue({ axisId: a.axisId, kind: 'VOLUME', volume: '750,5', startsAt: `${DAY}T08:00`, reason: REASON });
    expect(res.status).toBe(201);
    expect(res.body.data.axis.id).toBe(a.axisId);
    expect(res.body.data.phase).toBe('IN_FORCE');
    expect(res.body.data.ackHours).toBe(4); // CURTAILMENT_ACK_HOURS' default
    expect(res.body.data.targets.map((t: { contractId: string; limit: string }) => [t.contractId, t.limit])).toEqual([
      [a.contract.documentId, '750.5'],
    ]);
    expect(res.body.data.targets.map((t: { contractId: string }) => t.contractId)).not.toContain(off.contract.documentId);
  });

  it('refuses a start in the past, unknown or non-industrial contracts, an axis without contracts and bad fields, writing nothing', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient();
    const plain = await createCustomer(cms, {});
    const emptyAxis = (await createAxis(cms)).axis.id;
    const before = await noticeCount();
    const base = { contractIds: [a.contract.documentId], kind: 'PERCENT', percent: '50', startsAt: `${DAY}T09:00`, reason: REASON };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, startsAt: `${DAY}T07:59` }, 400, 'O início da restrição não pode estar no passado.'],
      [{ ...base, contractIds: ['naoexiste1'] }, 404, 'Contrato industrial não encontrado.'],
      [{ ...base, contractIds: [plain.contracts[0]!.documentId] }, 404, 'Contrato industrial não encontrado.'],
      [{ ...base, contractIds: undefined, axisId: emptyAxis }, 422, 'Este eixo não tem contratos industriais ativos.'],
      [{ ...base, contractIds: undefined, axisId: 999_999 }, 404, 'Eixo não encontrado'],
      [{ ...base, reason: '' }, 400, 'Informe o motivo da restrição.'],
      [{ ...base, percent: '120' }, 400, 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).'],
      [{ ...base, endsAt: `${DAY}T09:00` }, 400, 'O término deve ser depois do início.'],
      [{ ...base, ackHours: 500 }, 400, 'Informe o prazo de ciência em horas, de 1 a 168.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await issue(body);
      expect([res.status, res.body.error?.message]).toEqual([status, message]);
    }
    const client = await issue(base, a.token);
    expect([client.status, client.body.error.message]).toEqual([403, 'Você não tem permissão para acessar este recurso.']);
    expect(await noticeCount()).toBe(before);
  });
});

describe('the client acknowledges', () => {
  it('records who and when once per contract; a second acknowledgement answers the first; others get 404', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient();
    const helper = await secondaryOf(a);
    const stranger = await industrialClient();
    const id = (
      await issue({ contractIds: [a.contract.documentId], kind: 'VOLUME', volume: '800', startsAt: `${DAY}T10:00`, reason: REASON })
    ).body.data.id as number;

    await setClock(cms, at('09:00'));
    const first = await acknowledge(helper.token, id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ acknowledgedAt: '2026-03-02T12:00:00.000Z', acknowledgedBy: helper.user.email, limit: '800' });
    await setClock(cms, at('09:30'));
    const again = await acknowledge(a.token, id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ acknowledgedAt: '2026-03-02T12:00:00.000Z', acknowledgedBy: helper.user.email });

    const notTheirs = await acknowledge(stranger.token, id);
    expect([notTheirs.status, notTheirs.body.error.message]).toEqual([404, 'Aviso não encontrado']);
    const otherContract = await acknowledge(stranger.token, id, a.contract.documentId);
    expect([otherContract.status, otherContract.body.error.message]).toEqual([404, 'Contrato não encontrado']);
    const missing = await acknowledge(a.token, 999_999_999);
    expect([missing.status, missing.body.error.message]).toEqual([404, 'Aviso não encontrado']);
    const staff = await acknowledge(programmer.token, id);
    expect([staff.status, staff.body.error.message]).toEqual([403, 'Você não tem permissão para acessar este recurso.']);
    expect((await call(cms, 'GET', '/curtailment/contract', { token: stranger.token })).body.data.notices).toEqual([]);

    const list = (await call(cms, 'GET', '/curtailment/notices', { token: programmer.token })).body.data;
    expect(list.notices.find((n: { id: number }) => n.id === id).targets).toEqual([
      {
        contractId: a.contract.documentId,
        consumerCode: a.contract.consumerCode,
        name: expect.any(String),
        limit: '800',
        acknowledgedAt: '2026-03-02T12:00:00.000Z',
        acknowledgedBy: helper.user.email,
        escalatedAt: null,
      },
    ]);
  });
});

describe('escalation of a notice not acknowledged in time (the job loop)', () => {
  it('e-mails the account’s other users and the programmers once, records when; an acknowledged contract is left alone', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient();
    const aHelper = await secondaryOf(a);
    const b = await industrialClient({ axisId: a.axisId });
    const bHelper = await secondaryOf(b);
    const res = await issue({
      contractIds: [a.contract.documentId, b.contract.documentId],
      kind: 'PERCENT',
      percent: '60',
      startsAt: `${DAY}T12:00`,
      reason: REASON,
      ackHours: 2,
    });
    const id = res.body.data.id as number;
    expect((await acknowledge(a.token, id)).status).toBe(200);

    await setClock(cms, at('09:59'));
    await new Promise((r) => setTimeout(r, 1000)); // several turns of the 200 ms loop before the deadline (10:00)
    const subject = `Aviso de restrição sem ciência no prazo - ${b.contract.consumerCode} - Necta Gás Natural`;
    expect(mailsTo(bHelper.user.email, subject)).toHaveLength(0);

    await setClock(cms, at('10:01'));
    await expect.poll(() => mailsTo(programmer.email, subject).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (await call(cms, 'GET', '/curtailment/notices', { token: programmer.token })).body.data.notices
            .find((n: { id: number }) => n.id === id)
            .targets.map((t: { contractId: string; escalatedAt: string | null }) => [t.contractId, t.escalatedAt])
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(
        [
          [a.contract.documentId, null],
          [b.contract.documentId, '2026-03-02T13:01:00.000Z'],
        ].sort(),
      );
    expect(mailsTo(bHelper.user.email, subject)).toHaveLength(1);
    expect(mailsTo(bHelper.user.email, subject)[0]!.text).toContain('Confirme a ciência na Programação de consumo');
    expect(mailsTo(b.user.email, subject)).toHaveLength(0); // the administrator was told at issue
    expect(mailsTo(aHelper.user.email).filter((m) => m.subject.startsWith('Aviso de restrição sem ciência'))).toHaveLength(0);

    await new Promise((r) => setTimeout(r, 1500)); // more turns: nothing goes twice
    expect(mailsTo(programmer.email, subject)).toHaveLength(1);
    expect(mailsTo(bHelper.user.email, subject)).toHaveLength(1);
    const rows = await sql<{ status: string; recipients: number | string }>(
      cms,
      'SELECT status, recipients FROM curtailment_targets WHERE notice_id = ? AND contract_ref = ?',
      'SELECT status, recipients FROM curtailment_targets WHERE notice_id = $1 AND contract_ref = $2',
      [id, b.contract.id],
    );
    // Recipients: b's secondary user and the programmers (the factory's and programador@demo.test).
    expect(rows.map((r) => [r.status, Number(r.recipients)])).toEqual([['SENT', 3]]);
  });
});

describe('programming under a restriction', () => {
  it('refuses a day above the limit in force with the limit named; below it and other days pass; ending the notice lifts it', async () => {
    await setClock(cms, at('08:00'));
    const a = await industrialClient({ qdc: '1000' });
    const res = await issue({
      contractIds: [a.contract.documentId],
      kind: 'VOLUME',
      volume: '600',
      startsAt: '2026-03-03T00:00',
      endsAt: '2026-03-04T00:00',
      reason: REASON,
    });
    const id = res.body.data.id as number;
    const above = await program(a.token, [{ date: '2026-03-03', volume: '600,001' }]);
    expect([above.status, above.body.error.message]).toEqual([
      422,
      'A programação de 03/03/2026 passa o limite da restrição de fornecimento em vigor: no máximo 600 m³ por dia.',
    ]);
    expect((await program(a.token, [{ date: '2026-03-03', volume: '600' }])).status).toBe(201);
    expect((await program(a.token, [{ date: '2026-03-04', volume: '900' }])).status).toBe(201);

    // A percentage on top: 50 % of 1 000 m³ = 500 m³, the lower limit wins on the 3rd.
    await issue({
      contractIds: [a.contract.documentId],
      kind: 'PERCENT',
      percent: '50',
      startsAt: '2026-03-03T12:00',
      endsAt: '2026-03-03T18:00',
      reason: REASON,
    });
    const lower = await program(a.token, [{ date: '2026-03-03', volume: '550' }]);
    expect(lower.body.error.message).toBe(
      'A programação de 03/03/2026 passa o limite da restrição de fornecimento em vigor: no máximo 500 m³ por dia.',
    );

    await setClock(cms, at('08:30'));
    const ended = await call(cms, 'PATCH', `/curtailment/notices/${id}/withdraw`, { token: programmer.token });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ withdrawnAt: '2026-03-02T11:30:00.000Z', withdrawnBy: programmer.email, phase: 'ENDED' });
    expect(await titlesOf(a.user.id)).toContain('Restrição de fornecimento encerrada');
    const twice = await call(cms, 'PATCH', `/curtailment/notices/${id}/withdraw`, { token: programmer.token });
    expect([twice.status, twice.body.error.message]).toEqual([409, 'Este aviso já terminou.']);
    expect((await program(a.token, [{ date: '2026-03-03', volume: '500' }])).status).toBe(201);
    const still = await program(a.token, [{ date: '2026-03-03', volume: '900' }]);
    expect(still.status).toBe(422); // the 50 % notice still covers the 3rd
    // The ended notice leaves the client's list; the record stays in the staff list.
    const mine = (await call(cms, 'GET', '/curtailment/contract', { token: a.token })).body.data.notices;
    expect(mine.map((n: { id: number }) => n.id)).not.toContain(id);
    expect(mine).toHaveLength(1);
  });
});
