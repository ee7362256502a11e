/**
 * Service requests against a real Strapi (PORTAL-API.md §15, spec 02 §2.4–§2.6, §4, §5, §9):
 * the calendars on a fixed clock (before/after 17:00, Friday evening, a holiday, a first date
 * without vacancies), the reconnection type and fee (free cases), debits and payment proofs,
 * the 422 answers, the last vacancy raced by parallel requests, suspension motives, the
 * temporary-block start date, the attendant acting for a customer, and ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@domain/service/types';
import {
  createCustomer,
  createInterruption,
  createInvoice,
  createStaff,
  resetClock,
  setClock,
  setServiceSettings,
  setServiceSlot,
} from '../support/factories';
import { STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

/** The reconnection fees a fresh database starts with (content-managed, spec 02 §3 and §2.4), in cents. */
const STARTER_FEES = { fourHoursCents: 25_890, nextDayCents: 8_630 } as const;

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ ...STAFF_ADMIN_ENV });
  await setServiceSettings(cms, { reconnectionCapacity: 40, suspensionCapacity: 40 });
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

type Situation = 'ACTIVE' | 'DEACTIVATE' | 'PENDING';

async function customer(contractSituation: Situation = 'DEACTIVATE') {
  const made = await createCustomer(cms, { contractSituation });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

async function reconnect(token: string, slot: { date: string; period: string }, files: Buffer[] = [], query = '') {
  const form = new FormData();
  form.append('date', JSON.stringify(slot));
  form.append('phone', JSON.stringify('(14) 9 9123-4567'));
  for (const [i, bytes] of files.entries())
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `c${i}.pdf`);
  const res = await fetch(`${cms.url}/api/services/reconnection${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const calendar = async (token: string, kind = 'reconnection') => {
  const res = await call(cms, 'GET', `/services/${kind}/calendar`, { token });
  expect(res.status).toBe(200);
  return res.body.data as CalendarEntry[];
};

describe('calendars on the server clock (America/Sao_Paulo)', () => {
  it('starts on the next business day before 17:00 and drops it from 17:00', async () => {
    const c = await customer();
    await setClock(cms, '2026-03-03T16:59:00-03:00'); // Tuesday
    const before = await calendar(c.token);
    expect(before[0]!.date).toBe('2026-03-04');
    expect(before[0]).toEqual({ date: '2026-03-04', period: ['MORNING', 'AFTERNOON'], totalVacancies: 80 });
    expect(before.length).toBe(10);
    await setClock(cms, '2026-03-03T17:00:00-03:00');
    expect((await calendar(c.token))[0]!.date).toBe('2026-03-05');
    // Spec 02 §7: the suspension calendar answers the list of dates (detail beside it, in meta).
    const suspension = await call(cms, 'GET', '/services/supply-suspension/calendar', { token: c.token });
    expect(suspension.status).toBe(200);
    expect(suspension.body.data).toHaveLength(10);
    expect(suspension.body.data[0]).toBe('2026-03-05');
    expect(suspension.body.data.every((d: unknown) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(suspension.body.meta.calendar[0]).toEqual({ date: '2026-03-05', period: ['MORNING', 'AFTERNOON'], totalVacancies: 80 });
  });

  it('skips the weekend on a Friday evening and on a Saturday, and never offers weekends', async () => {
    await setClock(cms, '2026-03-06T18:30:00-03:00'); // Friday
    const c = await customer();
    const friday = await calendar(c.token);
    expect(friday).toHaveLength(10);
    expect(friday[0]!.date).toBe('2026-03-10');
    expect(friday.every((e) => ![0, 6].includes(new Date(`${e.date}T12:00:00Z`).getUTCDay()))).toBe(true);
    await setClock(cms, '2026-03-07T09:00:00-03:00'); // Saturday
    expect((await calendar((await customer()).token))[0]!.date).toBe('2026-03-10');
  });

  it('skips a holiday (Consciência Negra, 2026-11-20)', async () => {
    await setClock(cms, '2026-11-19T10:00:00-03:00');
    const c = await customer();
    const dates = (await calendar(c.token)).map((e) => e.date);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates).not.toContain('2026-11-20');
  });

  it('shows a first date with zero vacancies, and then the reconnection is refused with 422', async () => {
    await setClock(cms, '2026-04-14T10:00:00-03:00'); // Tuesday
    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-01-10' });
    await setServiceSlot(cms, { kind: 'RECONNECTION', date: '2026-04-15', period: 'MORNING', capacity: 0 });
    await setServiceSlot(cms, { kind: 'RECONNECTION', date: '2026-04-15', period: 'AFTERNOON', capacity: 3, used: 3 });
    const cal = await calendar(c.token);
    expect(cal[0]).toEqual({ date: '2026-04-15', period: [], totalVacancies: 0 });
    const res = await reconnect(c.token, { date: '2026-04-16', period: 'MORNING' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      'Não é possível agendar a religação pelo portal. Ligue para a central de atendimento: 0800 773 6099.',
    );
  });
});

describe('reconnection type, fee and free cases', () => {
  beforeAll(async () => {
    await setClock(cms, '2026-05-05T10:00:00-03:00'); // Tuesday
  });

  const typeOf = async (reason: Parameters<typeof createInterruption>[1]['reason'] | null, startedAt = '2026-01-10', endedAt?: string) => {
    const c = await customer();
    if (reason) await createInterruption(cms, { contractId: c.contract.documentId, reason, startedAt, ...(endedAt ? { endedAt } : {}) });
    const res = await call(cms, 'GET', '/services/reconnection/type', { token: c.token });
    expect(res.status).toBe(200);
    return { c, type: res.body.data };
  };

  it('charges NON_PAYMENT and CANCELLATION the next-day fee, in 3 instalments, with both fees from the CMS', async () => {
    for (const reason of ['NON_PAYMENT', 'CANCELLATION'] as const) {
      const { type } = await typeOf(reason);
      expect(type).toMatchObject({
        description: reason,
        free: false,
        feeCents: STARTER_FEES.nextDayCents,
        fourHoursFeeCents: STARTER_FEES.fourHoursCents,
        nextDayFeeCents: STARTER_FEES.nextDayCents,
        instalments: 3,
      });
    }
  });

  it('serves the 4-hour notice image staff set, through the portal API', async () => {
    const { c, type } = await typeOf('NON_PAYMENT');
    expect(type.noticeImage).toEqual({
      url: '/api/services/reconnection/notice-image',
      alternativeText: 'Religação em 4 horas: agende pelo 0800 773 6099 até as 14h',
    });
    const res = await fetch(new URL(type.noticeImage.url, cms.url), { headers: { authorization: `Bearer ${c.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('Religação em 4 horas');
    expect((await fetch(new URL(type.noticeImage.url, cms.url))).status).toBe(401);
  });

  it('follows the fees staff set', async () => {
    await setServiceSettings(cms, { nextDayFeeCents: 9_999, fourHoursFeeCents: 30_000 });
    try {
      const { type } = await typeOf('NON_PAYMENT');
      expect(type).toMatchObject({ feeCents: 9_999, fourHoursFeeCents: 30_000 });
    } finally {
      await setServiceSettings(cms, { nextDayFeeCents: STARTER_FEES.nextDayCents, fourHoursFeeCents: STARTER_FEES.fourHoursCents });
    }
  });

  it('is free for INSECURITY and for a temporary block up to 30 days; charged after 30 days', async () => {
    expect((await typeOf('INSECURITY')).type).toMatchObject({ free: true, feeCents: 0 });
    expect((await typeOf('TEMPORARY_BLOCK', '2026-04-05')).type).toMatchObject({ free: true, feeCents: 0 }); // 30 days
    expect((await typeOf('TEMPORARY_BLOCK', '2026-04-04')).type).toMatchObject({ free: false, feeCents: STARTER_FEES.nextDayCents }); // 31
  });

  it('counts how long the temporary block lasted, to its recorded end: 30 days free, 31 days charged', async () => {
    // Both ended long before today (the clock's 2026-05-05): only their own length counts.
    expect((await typeOf('TEMPORARY_BLOCK', '2026-02-01', '2026-03-03')).type).toMatchObject({ free: true, feeCents: 0 }); // 30
    expect((await typeOf('TEMPORARY_BLOCK', '2026-02-01', '2026-03-04')).type).toMatchObject({
      free: false,
      feeCents: STARTER_FEES.nextDayCents,
    }); // 31
  });

  it('uses the latest interruption, and OTHER without any: the request is refused with 422', async () => {
    const { c, type } = await typeOf(null);
    expect(type.description).toBe('OTHER');
    const res = await reconnect(c.token, { date: '2026-05-06', period: 'MORNING' });
    expect(res.status).toBe(422);
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-03-01' });
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'OTHER', startedAt: '2026-04-01' });
    expect((await call(cms, 'GET', '/services/reconnection/type', { token: c.token })).body.data.description).toBe('OTHER');
  });
});

describe('reconnection request', () => {
  beforeAll(async () => {
    await setClock(cms, '2026-06-09T09:00:00-03:00'); // Tuesday → first date 2026-06-10
  });

  it('books a free reconnection without debits, e-mails and notifies the protocol; verify then shows it', async () => {
    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-06-01' });
    const debits = await call(cms, 'GET', '/services/debits', { token: c.token });
    expect(debits.body.data).toEqual({ hasDebits: false, quantityOpenInvoices: 0 });
    const verifyBefore = await call(cms, 'GET', '/services/reconnection/verify', { token: c.token });
    expect(verifyBefore.body).toEqual({ data: null, meta: { contractActive: false } });

    const res = await reconnect(c.token, { date: '2026-06-10', period: 'AFTERNOON' });
    expect(res.status).toBe(200);
    expect(res.body.data.protocol).toMatch(/^REL-2026-\d{6}$/);
    const protocol = res.body.data.protocol as string;

    const verify = await call(cms, 'GET', '/services/reconnection/verify', { token: c.token });
    // Spec 01 §3 "Recent ticket": openDate, scheduledDate, createdAt, date{date, period}, period, reason or motive, tax or servicePrice.
    expect(verify.body.data).toMatchObject({
      protocol,
      scheduledDate: '2026-06-10',
      date: { date: '2026-06-10', period: 'AFTERNOON' },
      period: 'AFTERNOON',
      tax: 0,
      servicePrice: 0,
      taxCents: 0,
      sentDocument: false,
    });
    expect(verify.body.data.openDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(verify.body.data.createdAt).toISOString()).toBe(verify.body.data.createdAt);
    expect(mails(cms).some((m) => m.to.includes(c.user.email) && m.subject.includes(protocol))).toBe(true);
    const notes = await call(cms, 'GET', '/notification', { token: c.token });
    expect(JSON.stringify(notes.body)).toContain(protocol);

    // An open request: a second one is refused (the screen shows the open card).
    const again = await reconnect(c.token, { date: '2026-06-11', period: 'MORNING' });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Você já possui uma solicitação em aberto');
  });

  it('requires payment proofs with pending debits, checks their content, and charges the fee', async () => {
    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-05-01' });
    await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-05',
      dueDate: '2026-04-20',
    });
    const debits = await call(cms, 'GET', '/services/debits', { token: c.token });
    expect(debits.body.data).toEqual({ hasDebits: true, quantityOpenInvoices: 1 });

    const none = await reconnect(c.token, { date: '2026-06-10', period: 'MORNING' });
    expect(none.status).toBe(400);
    expect(none.body.error.details.fields.files).toBe('Campo obrigatório');
    const exe = await reconnect(c.token, { date: '2026-06-10', period: 'MORNING' }, [EXE]);
    expect(exe.status).toBe(400);
    expect(exe.body.error.details.fields.files).toBe('Formato de arquivo não suportado. Apenas arquivos PDF, JPG e PNG são aceitos.');

    const mediaBefore = Number((await sql<{ n: number }>(cms, 'SELECT count(*) AS n FROM files', 'SELECT count(*) AS n FROM files'))[0]!.n);
    const ok = await reconnect(c.token, { date: '2026-06-10', period: 'MORNING' }, [PDF, PDF]);
    expect(ok.status).toBe(200);
    const verify = await call(cms, 'GET', '/services/reconnection/verify', { token: c.token });
    expect(verify.body.data).toMatchObject({
      sentDocument: true,
      taxCents: STARTER_FEES.nextDayCents,
      tax: STARTER_FEES.nextDayCents / 100,
    });

    // The proofs are in private storage, not in the Media Library; administrators download them.
    expect(Number((await sql<{ n: number }>(cms, 'SELECT count(*) AS n FROM files', 'SELECT count(*) AS n FROM files'))[0]!.n)).toBe(
      mediaBefore,
    );
    const proof = (token: string) =>
      fetch(new URL(`/api/services/requests/${ok.body.data.protocol}/files/2`, cms.url), { headers: { authorization: `Bearer ${token}` } });
    const staff = await createStaff(cms, { role: 'admin' });
    const got = await proof(await tokenFor(cms, staff.user.email, staff.user.password!));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="religacao-comprovante-2\.pdf"/);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await proof(c.token)).status).toBe(403);
  });

  it('refuses an active contract (422), a date outside the calendar and a bad phone (400)', async () => {
    const active = await customer('ACTIVE');
    const verify = await call(cms, 'GET', '/services/reconnection/verify', { token: active.token });
    expect(verify.body.meta.contractActive).toBe(true);
    const res = await reconnect(active.token, { date: '2026-06-10', period: 'MORNING' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Sua instalação está ativa: não há religação a agendar.');

    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-06-01' });
    const sunday = await reconnect(c.token, { date: '2026-06-14', period: 'MORNING' });
    expect(sunday.status).toBe(400);
    expect(sunday.body.error.details.fields.date).toBe('Escolha uma data do calendário.');
    const today = await reconnect(c.token, { date: '2026-06-09', period: 'MORNING' });
    expect(today.status).toBe(400);
    const form = new FormData();
    form.append('date', JSON.stringify({ date: '2026-06-10', period: 'MORNING' }));
    form.append('phone', '(14) 3232-1234');
    const phone = await fetch(`${cms.url}/api/services/reconnection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(phone.status).toBe(400);
    expect(((await phone.json()) as any).error.details.fields.phone).toBe('Telefone inválido.');
  });

  it('gives the last vacancy to exactly one of the customers racing for it', async () => {
    await setServiceSlot(cms, { kind: 'RECONNECTION', date: '2026-06-12', period: 'MORNING', capacity: 2, used: 0 });
    const racers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const c = await customer();
        await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-06-01' });
        return c;
      }),
    );
    const results = await Promise.all(racers.map((c) => reconnect(c.token, { date: '2026-06-12', period: 'MORNING' })));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won.length).toBe(2);
    expect(lost.map((r) => `${r.status} ${r.body.error?.message}`)).toEqual(
      lost.map(() => `409 ${'As vagas desta data e período acabaram de ser preenchidas. Escolha outra data ou período.'}`),
    );
    expect(
      lost.every(
        (r) =>
          r.status === 409 &&
          r.body.error.message === 'As vagas desta data e período acabaram de ser preenchidas. Escolha outra data ou período.',
      ),
    ).toBe(true);
    expect(new Set(won.map((r) => r.body.data.protocol)).size).toBe(2);
    const entry = (await calendar(racers[0]!.token)).find((e) => e.date === '2026-06-12')!;
    expect(entry.period).toEqual(['AFTERNOON']);
    const rows = await sql<{ used: number }>(
      cms,
      "SELECT used FROM service_slots WHERE slot_key = 'RECONNECTION:2026-06-12:MORNING'",
      "SELECT used FROM service_slots WHERE slot_key = 'RECONNECTION:2026-06-12:MORNING'",
    );
    expect(Number(rows[0]!.used)).toBe(2);
  });

  it('gives one protocol when the same customer sends the request twice at once', async () => {
    await setServiceSlot(cms, { kind: 'RECONNECTION', date: '2026-06-12', period: 'AFTERNOON', capacity: 10, used: 0 });
    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-06-01' });
    const results = await Promise.all(Array.from({ length: 4 }, () => reconnect(c.token, { date: '2026-06-12', period: 'AFTERNOON' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.error?.message}`)).toEqual(
      Array.from({ length: 3 }, () => `422 ${'Você já possui uma solicitação em aberto'}`),
    );
    const won = results.find((r) => r.status === 200)!;
    const open = await call(cms, 'GET', '/services/reconnection/verify', { token: c.token });
    expect(open.body.data.protocol).toBe(won.body.data.protocol);
  });
});

describe('supply suspension', () => {
  beforeAll(async () => {
    await setClock(cms, '2026-07-07T11:00:00-03:00'); // Tuesday → first date 2026-07-08
  });

  const suspend = (token: string, body: Record<string, unknown>, query?: Record<string, string>) =>
    call(cms, 'POST', '/services/supply-suspension', { token, body, query });
  const body = (motive: string, date = '2026-07-08') => ({ motive, date: { date, period: 'MORNING' }, phone: '(14) 9 9876-5432' });

  it('schedules an active contract with the motive "reason - text", then shows the open request', async () => {
    const c = await customer('ACTIVE');
    expect((await call(cms, 'GET', '/services/supply-suspension/verify', { token: c.token })).body).toEqual({
      data: null,
      meta: { contractActive: true },
    });
    const res = await suspend(c.token, body('Mudei de Endereço - Vou morar em Bauru, no centro.'));
    expect(res.status).toBe(200);
    expect(res.body.data.protocol).toMatch(/^SUS-2026-\d{6}$/);
    const verify = await call(cms, 'GET', '/services/supply-suspension/verify', { token: c.token });
    expect(verify.body.data).toMatchObject({
      motive: 'Mudei de Endereço - Vou morar em Bauru, no centro.',
      reason: 'Mudei de Endereço - Vou morar em Bauru, no centro.',
      scheduledDate: '2026-07-08',
      date: { date: '2026-07-08', period: 'MORNING' },
      period: 'MORNING',
    });
    const again = await suspend(c.token, body('Tarifa do Gás Natural'));
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Você já possui uma solicitação em aberto');
  });

  it('refuses a contract that is not active (422) and motives outside the rules (400)', async () => {
    const inactive = await customer('DEACTIVATE');
    const res = await suspend(inactive.token, body('Tarifa do Gás Natural'));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Você não possui uma instalação ativa');

    const c = await customer('ACTIVE');
    for (const [motive, message] of [
      ['', 'Campo obrigatório'],
      ['Outro motivo qualquer', 'Selecione um dos motivos da lista.'],
      ['Tarifa do Gás Natural - 123 começa com número', 'O texto deve começar com uma letra e usar apenas letras, números e pontuação.'],
      ['Tarifa do Gás Natural - texto <script>', 'O texto deve começar com uma letra e usar apenas letras, números e pontuação.'],
    ] as const) {
      const bad = await suspend(c.token, body(motive));
      expect(bad.status, motive).toBe(400);
      expect(bad.body.error.details.fields.motive, motive).toBe(message);
    }
    const phone = await suspend(c.token, { ...body('Tarifa do Gás Natural'), phone: '14998765432' });
    expect(phone.status).toBe(200);
  });
});

describe('temporary block', () => {
  const block = (token: string, date: string, extra: Record<string, unknown> = {}) =>
    call(cms, 'POST', '/services/temporary-block', { token, body: { reason: 'Viagem', date, ...extra } });

  it('starts tomorrow or later, never on a weekend, checked on the server clock', async () => {
    await setClock(cms, '2026-08-07T22:00:00-03:00'); // Friday
    const c = await customer('ACTIVE');
    const today = await block(c.token, '2026-08-07');
    expect(today.status).toBe(400);
    expect(today.body.error.details.fields.date).toBe('A data de início deve ser a partir de amanhã.');
    const saturday = await block(c.token, '2026-08-08');
    expect(saturday.body.error.details.fields.date).toBe('Escolha um dia de segunda a sexta-feira.');
    const sunday = await block(c.token, '2026-08-09');
    expect(sunday.body.error.details.fields.date).toBe('Escolha um dia de segunda a sexta-feira.');
    const reason = await call(cms, 'POST', '/services/temporary-block', { token: c.token, body: { reason: 'Férias', date: '2026-08-10' } });
    expect(reason.body.error.details.fields.reason).toBe('Selecione uma das opções');
    const missing = await call(cms, 'POST', '/services/temporary-block', { token: c.token, body: { reason: 'Reforma' } });
    expect(missing.body.error.details.fields.date).toBe('Esse campo é obrigatório');

    const ok = await block(c.token, '2026-08-10', { newAddress: '  Rua Treze de Maio, 100 - Bauru  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.protocol).toMatch(/^BLQ-2026-\d{6}$/);
    const rows = await sql<{ new_address: string; block_reason: string }>(
      cms,
      'SELECT new_address, block_reason FROM service_requests WHERE protocol = ?',
      'SELECT new_address, block_reason FROM service_requests WHERE protocol = $1',
      [ok.body.data.protocol],
    );
    expect(rows[0]).toEqual({ new_address: 'Rua Treze de Maio, 100 - Bauru', block_reason: 'Viagem' });
  });

  it('answers 401 without a session', async () => {
    const res = await call(cms, 'POST', '/services/temporary-block', { body: { reason: 'Viagem', date: '2026-08-10' } });
    expect(res.status).toBe(401);
  });
});

describe('ownership and the attendant', () => {
  beforeAll(async () => {
    await setClock(cms, '2026-09-08T10:00:00-03:00'); // Tuesday
  });

  it("answers 404 for another customer's contract on every call", async () => {
    const a = await customer('ACTIVE');
    const b = await customer('ACTIVE');
    const query = { contractId: b.contract.documentId };
    for (const path of [
      '/services/reconnection/verify',
      '/services/reconnection/type',
      '/services/debits',
      '/services/supply-suspension/verify',
    ]) {
      const res = await call(cms, 'GET', path, { token: a.token, query });
      expect(res.status, path).toBe(404);
    }
    const res = await call(cms, 'POST', '/services/supply-suspension', {
      token: a.token,
      query,
      body: { motive: 'Tarifa do Gás Natural', date: { date: '2026-09-09', period: 'MORNING' }, phone: '(14) 9 9876-5432' },
    });
    expect(res.status).toBe(404);
    expect((await call(cms, 'GET', '/services/supply-suspension/verify', { token: b.token })).body.data).toBeNull();
  });

  it('lets an attendant schedule for the contract of the started service, recording who asked', async () => {
    const c = await customer('ACTIVE');
    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    const noService = await call(cms, 'GET', '/services/supply-suspension/verify', { token });
    expect(noService.status).toBe(403);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: c.contract.documentId } })).status).toBe(200);
    const res = await call(cms, 'POST', '/services/supply-suspension', {
      token,
      body: { motive: 'Estou Insatisfeito com Os Serviços', date: { date: '2026-09-09', period: 'AFTERNOON' }, phone: '(14) 9 9876-5432' },
    });
    expect(res.status).toBe(200);
    const rows = await sql<{ requested_by: string }>(
      cms,
      'SELECT requested_by FROM service_requests WHERE protocol = ?',
      'SELECT requested_by FROM service_requests WHERE protocol = $1',
      [res.body.data.protocol],
    );
    expect(rows[0]!.requested_by).toBe('ATTENDANT');
    // The customer sees it as their open request and got the protocol by e-mail.
    const verify = await call(cms, 'GET', '/services/supply-suspension/verify', { token: c.token });
    expect(verify.body.data.protocol).toBe(res.body.data.protocol);
    expect(mails(cms).some((m) => m.to.includes(c.user.email) && m.subject.includes(res.body.data.protocol))).toBe(true);
    // …and reads in 'Atualização cadastral' that the attendant made it on their behalf.
    const audit = await call(cms, 'GET', '/user/attendant-changes', { token: c.token });
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({
        action: 'SERVICE_REQUEST',
        description: `Suspensão de fornecimento solicitada - protocolo ${res.body.data.protocol}`,
        attendantName: staff.user.name,
      }),
    );
  });
});

describe('staff in the admin', () => {
  it('cancel a scheduled reconnection (cancellation by phone): the vacancy returns and the customer may ask again', async () => {
    await setClock(cms, '2026-10-06T09:00:00-03:00'); // Tuesday → first date 2026-10-07
    await setServiceSlot(cms, { kind: 'RECONNECTION', date: '2026-10-07', period: 'MORNING', capacity: 1, used: 0 });
    const c = await customer();
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'INSECURITY', startedAt: '2026-10-01' });
    const booked = await reconnect(c.token, { date: '2026-10-07', period: 'MORNING' });
    expect(booked.status).toBe(200);
    expect((await calendar(c.token))[0]!.period).toEqual(['AFTERNOON']);

    const [row] = await sql<{ document_id: string }>(
      cms,
      'SELECT document_id FROM service_requests WHERE protocol = ?',
      'SELECT document_id FROM service_requests WHERE protocol = $1',
      [booked.body.data.protocol],
    );
    const token = await staffAdminToken(cms);
    const res = await fetch(new URL(`/content-manager/collection-types/api::service.service-request/${row!.document_id}`, cms.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestStatus: 'CANCELLED' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await calendar(c.token))[0]!.period).toEqual(['MORNING', 'AFTERNOON']);
    expect((await call(cms, 'GET', '/services/reconnection/verify', { token: c.token })).body.data).toBeNull();
    expect((await reconnect(c.token, { date: '2026-10-07', period: 'MORNING' })).status).toBe(200);
  });
});

describe('technical assistance', () => {
  it('lists the published partners to customers', async () => {
    const c = await customer('ACTIVE');
    const res = await call(cms, 'GET', '/services/technical-assistance', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data[0]).toMatchObject({ name: expect.any(String), phone: expect.any(String), cities: expect.any(String) });
  });
});
