/**
 * Industrial consumption programming against a real Strapi (PORTAL-API.md §17), on a fixed
 * clock in America/Sao_Paulo: the 11:00 intraday cut-off, DEACTIVATE and PENDING contracts,
 * approve / partial approve / reject, the projection, the final-volume stage machine, the
 * dashboard figures from known numbers, e-mails with their notifications, the CSV export and
 * ownership. Every test makes its own axis, contracts and days with the factories (the demo
 * history of the seed is left alone: the dashboard calls are read for the test's axis only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleListAnswer } from '@domain/consumption/types';
import { addDays } from '@domain/time/sao-paulo';
import {
  createAxis,
  createConsumptionDay,
  createCustomer,
  createStaff,
  joinAxis,
  resetClock,
  setClock,
  type ConsumptionDayOptions,
} from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, tokenFor } from './auth-support';

let cms: RunningCms;
let programmer: string;

beforeAll(async () => {
  cms = await startCms();
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  programmer = await tokenFor(cms, staff.user.email, staff.user.password!);
}, 120_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const DAY = '2026-03-02';
const at = (time: string, date = DAY) => `${date}T${time}:00-03:00`;

async function industrialClient(options: { situation?: 'ACTIVE' | 'DEACTIVATE' | 'PENDING'; qdc?: string; axisId?: number } = {}) {
  const made = await createCustomer(cms, {
    role: 'industry',
    segment: 'INDUSTRIAL',
    contractSituation: options.situation ?? 'ACTIVE',
    notificationAccess: true,
  });
  const axisId = options.axisId ?? (await createAxis(cms)).axis.id;
  await joinAxis(cms, { contractId: made.contracts[0]!.documentId, axisId, qdc: options.qdc ?? '1000', baseHour: 360 });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]!, axisId };
}

const day = (options: ConsumptionDayOptions) => createConsumptionDay(cms, options);
const program = (token: string, dates: { date: string; volume: unknown }[], contractId?: string) =>
  call(cms, 'POST', '/consumption-schedule', { token, body: { dates, ...(contractId ? { contractId } : {}) } });

describe('the client programs a day (intraday cut-off 11:00 in São Paulo)', () => {
  it('accepts today at 10:59 (to analyse) and refuses at 11:01 with the spec text; later days stay open', async () => {
    const c = await industrialClient();
    await setClock(cms, at('10:59'));
    const ok = await program(c.token, [
      { date: DAY, volume: '1.234,5' },
      { date: '2026-03-03', volume: 900 },
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.data.protocol).toMatch(new RegExp(`^20260302${c.contract.consumerCode}\\d{4}$`));
    expect(ok.body.data.dates.map((d: { date: string; volume: string; situation: number }) => [d.date, d.volume, d.situation])).toEqual([
      [DAY, '1234.5', 0],
      ['2026-03-03', '900', 3],
    ]);

    await setClock(cms, at('11:01'));
    const late = await program(c.token, [{ date: DAY, volume: '1000' }]);
    expect(late.status).toBe(422);
    expect(late.body.error.message).toBe('O ajuste será liberado a partir de 00h');
    const list = (await call(cms, 'GET', '/consumption-schedule/list', { token: c.token })).body.data as ScheduleListAnswer;
    expect(list.adjustmentOpen).toBe(false);
    expect(list.today).toMatchObject({ date: DAY, volume: '1234.5', situation: 0 });

    const tomorrow = await program(c.token, [{ date: '2026-03-03', volume: '950' }]);
    expect(tomorrow.status).toBe(201);
    const again = (await call(cms, 'GET', '/consumption-schedule/list', { token: c.token })).body.data as ScheduleListAnswer;
    expect(again.dates.find((d) => d.date === '2026-03-03')).toMatchObject({ volume: '950', lastVolume: '900', situation: 3 });
    expect(again.protocols).toHaveLength(2);
    expect(again.calendar).toEqual({ from: '2026-01-01', to: '2026-07-31' });
  });

  it('refuses DEACTIVATE and PENDING contracts, past days, days beyond the calendar and bad volumes', async () => {
    await setClock(cms, at('08:00'));
    for (const situation of ['DEACTIVATE', 'PENDING'] as const) {
      const c = await industrialClient({ situation });
      const res = await program(c.token, [{ date: '2026-03-04', volume: '10' }]);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe('A programação só é possível para contratos ativos.');
      expect((await call(cms, 'GET', '/consumption-schedule/list', { token: c.token })).body.data.adjustmentOpen).toBe(false);
    }
    const c = await industrialClient();
    expect((await program(c.token, [{ date: '2026-03-01', volume: '10' }])).body.error.message).toBe(
      'Não é possível programar um dia que já passou.',
    );
    expect((await program(c.token, [{ date: '2026-08-01', volume: '10' }])).status).toBe(422);
    expect((await program(c.token, [{ date: '2026-07-31', volume: '10' }])).status).toBe(201);
    const negative = await program(c.token, [{ date: '2026-03-05', volume: '-3' }]);
    expect(negative.status).toBe(400);
    expect(negative.body.error.details.fields.dates).toBe('Volume deve ser maior ou igual a zero');
    expect((await program(c.token, [{ date: '2026-03-05', volume: '' }])).body.error.message).toBe('Campo obrigatório');
    expect((await program(c.token, [])).status).toBe(400);
  });

  it('keeps another client’s contract hidden (404) and its protocols too', async () => {
    await setClock(cms, at('08:00'));
    const owner = await industrialClient();
    const other = await industrialClient();
    const created = await program(owner.token, [{ date: DAY, volume: '10' }]);
    expect((await program(other.token, [{ date: DAY, volume: '10' }], owner.contract.documentId)).status).toBe(404);
    const list = await call(cms, 'GET', '/consumption-schedule/list', {
      token: other.token,
      query: { contractId: owner.contract.documentId },
    });
    expect(list.status).toBe(404);
    expect(list.body.error.message).toBe('Contrato não encontrado');
    const send = await call(cms, 'POST', '/consumption-schedule/send-email', {
      token: other.token,
      query: { protocol: created.body.data.protocol, contractId: other.contract.documentId },
    });
    expect(send.status).toBe(404);
    expect(send.body.error.message).toBe('Protocolo não encontrado');
  });

  it('sends the protocol by e-mail to the client, with a notification', async () => {
    await setClock(cms, at('09:00'));
    const c = await industrialClient();
    const created = await program(c.token, [{ date: DAY, volume: '777' }]);
    const protocol = created.body.data.protocol as string;
    const res = await call(cms, 'POST', '/consumption-schedule/send-email', {
      token: c.token,
      query: { protocol, contractId: c.contract.documentId },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('O protocolo foi enviado por e-mail');
    const mail = mails(cms).find((m) => m.subject.includes(protocol))!;
    expect(mail.text).toContain('02/03/2026');
    expect(mail.text).toContain('777 m³');
    const notifications = await call(cms, 'GET', '/notification', { token: c.token });
    expect(JSON.stringify(notifications.body)).toContain(protocol);
  });
});

describe('the programmer decides', () => {
  it('approves, approves partially (5) and rejects only requests in analysis (0)', async () => {
    await setClock(cms, at('09:30'));
    const c = await industrialClient();
    const a = await day({ contractId: c.contract.documentId, date: DAY, volume: '1000', situation: 0 });
    const full = await call(cms, 'PATCH', `/consumption-schedule/${a.id}/approve`, {
      token: programmer,
      body: { sendEmail: true, approvedVolume: '1000' },
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ message: 'Decisão enviada com sucesso', data: { situation: 1, acceptedVolume: '1000' } });
    expect(mails(cms).some((m) => m.text.includes('Aprovado'))).toBe(true);
    const twice = await call(cms, 'PATCH', `/consumption-schedule/${a.id}/reprove`, { token: programmer, body: { sendEmail: false } });
    expect(twice.status).toBe(409);

    const d = await industrialClient();
    const b = await day({ contractId: d.contract.documentId, date: DAY, volume: '1000', situation: 0 });
    const partial = await call(cms, 'PATCH', `/consumption-schedule/${b.id}/approve`, {
      token: programmer,
      body: { sendEmail: false, approvedVolume: '800,5', situation: 5 },
    });
    expect(partial.body.data).toMatchObject({ situation: 5, acceptedVolume: '800.5' });

    const e = await industrialClient();
    const r = await day({ contractId: e.contract.documentId, date: DAY, volume: '1000', situation: 0 });
    const rejected = await call(cms, 'PATCH', `/consumption-schedule/${r.id}/reprove`, { token: programmer, body: { sendEmail: false } });
    expect(rejected.body.data).toMatchObject({ situation: 2, acceptedVolume: null });

    const bad = await call(cms, 'PATCH', `/consumption-schedule/${r.id}/approve`, {
      token: programmer,
      body: { sendEmail: false, approvedVolume: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Apenas números ou números com casas decimais');
    expect(
      (
        await call(cms, 'PATCH', `/consumption-schedule/${r.id}/approve`, {
          token: c.token,
          body: { sendEmail: false, approvedVolume: '1' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists companies by situation and e-mails a client not yet programmed', async () => {
    await setClock(cms, at('09:40'));
    const waiting = await industrialClient();
    const pending = await industrialClient();
    await day({ contractId: pending.contract.documentId, date: DAY, volume: '10', situation: 0 });
    await day({ contractId: pending.contract.documentId, date: '2026-03-01', situation: 1, volume: '10', qdr: '12.5' });
    const res = (await call(cms, 'GET', '/consumption-schedule/companies-situation', { token: programmer })).body.data;
    expect(res.waiting.map((c: { contractId: string }) => c.contractId)).toContain(waiting.contract.documentId);
    expect(res.pending.find((c: { contractId: string }) => c.contractId === pending.contract.documentId)).toMatchObject({
      situation: 0,
      consumptionToday: '10',
      consumptionYesterday: '12.5',
    });
    const sent = await call(cms, 'POST', '/consumption-schedule/send-request-email', {
      token: programmer,
      query: { contractId: waiting.contract.documentId },
    });
    expect(sent.body.message).toBe('E-mail enviado com sucesso');
    expect(mails(cms).some((m) => m.to.includes(waiting.user.email) && m.text.includes('02/03/2026'))).toBe(true);
  });

  it('projects from the base hour and the partial volume, and sums the axis', async () => {
    await setClock(cms, at('12:00'));
    const c = await industrialClient();
    const row = await day({ contractId: c.contract.documentId, date: DAY, volume: '1000', situation: 1 });
    // 06:00 → 12:00 is 6 h: 250 m³ in 6 h is 1 000 m³ in 24 h.
    const res = await call(cms, 'PATCH', `/consumption-schedule/${row.id}/projected-volume`, {
      token: programmer,
      body: { consumptionBaseHour: '06:00', partialConsumedVolume: '250' },
    });
    expect(res.body.data.projectedVolume).toBe('1000');
    const neg = await call(cms, 'PATCH', `/consumption-schedule/${row.id}/projected-volume`, {
      token: programmer,
      body: { consumptionBaseHour: '06:00', partialConsumedVolume: '-1' },
    });
    expect(neg.body.error.message).toBe('Volume deve ser maior ou igual a zero');
    const axis = await call(cms, 'PATCH', '/consumption-schedule/projection/update-axis', {
      token: programmer,
      body: { axisId: c.axisId, partialConsumedVolume: '250' },
    });
    expect(axis.body.data).toEqual({ totalProjectedAxis: '1000', axisId: c.axisId });
    const list = (await call(cms, 'GET', '/consumption-schedule/projection/get-axis-projection', { token: programmer })).body.data;
    expect(list.find((a: { id: number }) => a.id === c.axisId).companies[0]).toMatchObject({
      projectedVolume: '1000',
      consumptionBaseHour: 360,
    });
  });

  it('moves the final volume from final-programming through defined-axel to confirmed, then locks it; 0 m³ is accepted', async () => {
    await setClock(cms, at('14:00'));
    const c = await industrialClient();
    const d = await industrialClient({ axisId: c.axisId });
    const r1 = await day({ contractId: c.contract.documentId, date: DAY, volume: '500', situation: 1 });
    const r2 = await day({ contractId: d.contract.documentId, date: DAY, volume: '300', situation: 1 });
    // final-programming: a company's 'Final programado' waits for 'Definir' (one rule with the screen).
    const notYet = await call(cms, 'PATCH', `/consumption-schedule/${r1.id}/available-volume`, {
      token: programmer,
      body: { availableVolume: '480' },
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe("Clique em 'Definir' no eixo antes de alterar o final programado.");
    const early = await call(cms, 'PATCH', '/consumption-schedule/decision/update-axis', {
      token: programmer,
      body: { axisId: c.axisId, finalVolume: 480 },
    });
    expect(early.status).toBe(409);
    expect(
      (
        await call(cms, 'PATCH', '/consumption-schedule/decision/stage', {
          token: programmer,
          body: { axisId: c.axisId, stage: 'defined-axel' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(cms, 'PATCH', `/consumption-schedule/${r1.id}/available-volume`, { token: programmer, body: { availableVolume: '480' } }))
        .body.message,
    ).toBe('Programação final atualizada com sucesso');
    const zero = await call(cms, 'PATCH', `/consumption-schedule/${r2.id}/available-volume`, {
      token: programmer,
      body: { availableVolume: '0' },
    });
    // The answer is the day row as written: its other columns unchanged.
    expect(zero.body.data).toMatchObject({ id: r2.id, date: DAY, volume: '300', availableVolume: '0', finalVolume: null, situation: 1 });
    const usage = (await call(cms, 'GET', '/consumption-schedule/decision/get-axis-usage', { token: programmer })).body.data;
    const axis = usage.axis.find((a: { id: number }) => a.id === c.axisId);
    // Spec 03 §3 "Totals": the axis's requestedVolume and availableVolume of the day.
    expect(axis).toMatchObject({ stage: 'defined-axel', availableVolume: '480', requestedVolume: '800', clientsWithoutFinal: 0 });
    expect(axis.clients[0].consumptions).toHaveLength(3);

    const confirmed = await call(cms, 'PATCH', '/consumption-schedule/decision/update-axis', {
      token: programmer,
      body: { axisId: c.axisId, finalVolume: 480 },
    });
    expect(confirmed.body).toMatchObject({
      message: 'Volume final definido com sucesso',
      data: { stage: 'confirmed', finalVolume: '480' },
    });
    const locked = await call(cms, 'PATCH', `/consumption-schedule/${r1.id}/available-volume`, {
      token: programmer,
      body: { availableVolume: '1' },
    });
    expect(locked.status).toBe(409);
    expect(
      (
        await call(cms, 'PATCH', '/consumption-schedule/decision/stage', {
          token: programmer,
          body: { axisId: c.axisId, stage: 'final-programming' },
        })
      ).status,
    ).toBe(409);
    const list = (await call(cms, 'GET', '/consumption-schedule/list', { token: c.token })).body.data as ScheduleListAnswer;
    expect(list.dates.find((x) => x.date === DAY)).toMatchObject({ availableVolume: '480', finalVolume: '480' });
  });
});

describe('dashboard figures from known numbers (the test’s own axis)', () => {
  it('totals, floored proportions, top clients of 3 months, graph, daily table and pending clients', async () => {
    await setClock(cms, at('10:00', '2026-05-20'));
    const a = await industrialClient({ qdc: '1000' });
    const b = await industrialClient({ qdc: '2000', axisId: a.axisId });
    const c = await industrialClient({ qdc: '3000', axisId: a.axisId });
    // Yesterday: final programmed 100 / 100 / 100 → 33 % each (floored, sum 99).
    for (const [client, qdr] of [
      [a, '100'],
      [b, '50'],
      [c, '80'],
    ] as const)
      await day({
        contractId: client.contract.documentId,
        date: '2026-05-19',
        volume: '110',
        availableVolume: '100',
        projectedVolume: '105',
        qdr,
        situation: 1,
      });
    await day({ contractId: a.contract.documentId, date: '2026-05-20', volume: '10.5', situation: 0 });
    await day({ contractId: c.contract.documentId, date: '2026-07-01', volume: '10', situation: 3 });
    const q = { axisId: String(a.axisId) };

    const proportion = (await call(cms, 'GET', '/consumption-schedule/dashboard/axis-proportion', { token: programmer, query: q })).body
      .data;
    expect(proportion).toEqual([{ id: a.axisId, name: expect.any(String), finalVolume: '300', total: '300', percent: 100 }]);

    const top = (await call(cms, 'GET', '/consumption-schedule/dashboard/top-clients', { token: programmer, query: q })).body.data;
    expect(top.map((t: { contractId: string; precision: number }) => [t.contractId, t.precision])).toEqual([
      [a.contract.documentId, 100],
      [c.contract.documentId, 80],
      [b.contract.documentId, 50],
    ]);

    const graph = (
      await call(cms, 'GET', '/consumption-schedule/dashboard/consumed-graph', {
        token: programmer,
        query: { ...q, dateOptions: 'last15Days' },
      })
    ).body.data;
    expect(graph).toHaveLength(15);
    expect(graph.at(-1)).toEqual({ date: '2026-05-19', qdr: '230', finalVolume: '300', precision: 76 });
    const tuesdays = (
      await call(cms, 'GET', '/consumption-schedule/dashboard/consumed-graph', {
        token: programmer,
        query: { ...q, dateOptions: 'tuesday' },
      })
    ).body.data;
    expect(tuesdays.map((p: { date: string }) => p.date).slice(-2)).toEqual(['2026-05-12', '2026-05-19']);
    const short = await call(cms, 'GET', '/consumption-schedule/dashboard/consumed-graph', {
      token: programmer,
      query: { dateStartAt: '2026-05-10', dateEndAt: '2026-05-15' },
    });
    expect(short.body.error.message).toBe('O período deve ter de 7 a 15 dias.');

    const daily = (
      await call(cms, 'GET', '/consumption-schedule/dashboard/daily', { token: programmer, query: { ...q, month: '2026-05' } })
    ).body.data;
    expect(daily.total).toEqual({ requestedVolume: '340.5', projectedVolume: '315', availableVolume: '300' });
    const byDate = Object.fromEntries(daily.rows.map((r: { date: string; status: number }) => [r.date, r.status]));
    expect([byDate['2026-05-18'], byDate['2026-05-19'], byDate['2026-05-20']]).toEqual([2, 1, 0]);
    const mondays = (
      await call(cms, 'GET', '/consumption-schedule/dashboard/daily', { token: programmer, query: { ...q, weekday: 'monday' } })
    ).body.data;
    expect(mondays.rows.length, 'the month has Mondays with data').toBeGreaterThan(0);
    expect(mondays.rows.every((r: { weekday: number }) => r.weekday === 1)).toBe(true);

    const pending = (await call(cms, 'GET', '/consumption-schedule/dashboard/pending-clients', { token: programmer, query: q })).body.data;
    expect(pending.totalPendingClients).toBe(1);
    expect(pending.quarterlyPendingClients.map((p: { contractId: string }) => p.contractId).sort()).toEqual(
      [a.contract.documentId, b.contract.documentId].sort(),
    );
    const sent = await call(cms, 'POST', '/consumption-schedule/dashboard/send-request-quarterly-schedule', {
      token: programmer,
      body: { contractId: b.contract.documentId },
    });
    expect(sent.body.message).toBe('E-mails enviados com sucesso');
    expect(mails(cms).some((m) => m.to.includes(b.user.email) && m.subject.includes('3º trimestre de 2026'))).toBe(true);

    const infos = (await call(cms, 'GET', '/consumption-schedule/dashboard/get-map-and-infos', { token: programmer, query: q })).body.data;
    expect(infos.progress).toMatchObject({ totalAvailableVolume: '6000', totalProgramed: '0', totalClients: 3 });
    expect(infos.axes[0].cities[0].contracts).toHaveLength(3);
  });

  it('totals QDC and requested volumes of a range', async () => {
    await setClock(cms, at('10:00', '2026-06-10'));
    const a = await industrialClient({ qdc: '1000,5' });
    const qdc = await call(cms, 'GET', '/consumption-schedule/total-qdc', { token: programmer });
    expect(qdc.status).toBe(200);
    expect(qdc.body.data.totalQdc).toMatch(/^\d+(\.\d{1,3})?$/);
    await day({ contractId: a.contract.documentId, date: '2026-06-10', volume: '0.1', situation: 0 });
    await day({ contractId: a.contract.documentId, date: '2026-06-11', volume: '0.2', situation: 3 });
    const before = (
      await call(cms, 'GET', '/consumption-schedule/total-requested', {
        token: programmer,
        query: { dateStartAt: '2027-01-01', dateEndAt: '2027-01-02' },
      })
    ).body.data;
    expect(before.totalRequested).toBe('0');
  });
});

describe('★ CSV export', () => {
  it('exports the contract’s requested, programmed and consumed volumes of a range', async () => {
    await setClock(cms, at('10:00'));
    const c = await industrialClient();
    await day({
      contractId: c.contract.documentId,
      date: '2026-02-27',
      volume: '1000',
      availableVolume: '950.5',
      qdr: '940.25',
      situation: 1,
    });
    const res = await fetch(new URL(`/api/consumption-schedule/export?dateStartAt=2026-02-26&dateEndAt=2026-02-28`, cms.url), {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines).toEqual([
      'Data;Solicitado (m³);Programado (m³);Consumido (m³)',
      '26/02/2026;;;',
      '27/02/2026;1000;950,5;940,25',
      '28/02/2026;;;',
    ]);
    const staff = await call(cms, 'GET', '/consumption-schedule/export', {
      token: programmer,
      query: { contractId: c.contract.documentId, dateStartAt: '2026-02-27', dateEndAt: '2026-02-27' },
    });
    expect(staff.status).toBe(200);
    const other = await industrialClient();
    expect(
      (await call(cms, 'GET', '/consumption-schedule/export', { token: other.token, query: { contractId: c.contract.documentId } })).status,
    ).toBe(404);
    expect(addDays('2026-02-27', 1)).toBe('2026-02-28');
  });
});
