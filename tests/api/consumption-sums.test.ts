/**
 * The dashboard's sums run in the database (cms/src/portal/consumption/sums.ts; PORTAL-API.md §17):
 * they stay exact where binary floating point would drift — 0.1 + 0.2, and the largest stored
 * volume (12 digits and 3 decimals) plus a thousandth. The test's own axis and a month before the
 * demo history, so nothing else mixes in. The answers are kept per revision of the data
 * (cms/src/portal/consumption/answer-cache.ts): a write changes the next answer at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationsXlsx } from '../support/batch-files';
import { createAxis, createConsumptionDay, createCustomer, createStaff, joinAxis, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

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

async function client(axisId: number) {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', contractSituation: 'ACTIVE' });
  await joinAxis(cms, { contractId: made.contracts[0]!.documentId, axisId, qdc: '1000', baseHour: 360 });
  return made.contracts[0]!.documentId;
}

describe('exact sums in the database', () => {
  it('0.1 + 0.2 is 0.3 and 999999999999.999 + 0.001 is 1000000000000 in every dashboard total', async () => {
    await setClock(cms, '2026-02-10T10:00:00-03:00');
    const axisId = (await createAxis(cms)).axis.id;
    const [a, b] = [await client(axisId), await client(axisId)];
    const day = '2026-02-09';
    await createConsumptionDay(cms, {
      contractId: a,
      date: day,
      volume: '999999999999.999',
      projectedVolume: '0.001',
      availableVolume: '0.1',
      qdr: '0.2',
      situation: 1,
    });
    await createConsumptionDay(cms, {
      contractId: b,
      date: day,
      volume: '0.001',
      projectedVolume: '999999999999.999',
      availableVolume: '0.2',
      qdr: '0.1',
      situation: 1,
    });
    const q = { axisId: String(axisId) };
    const get = async (path: string, query: Record<string, string> = {}) => {
      const res = await call(cms, 'GET', `/consumption-schedule/${path}`, { token: programmer, query: { ...q, ...query } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };

    expect((await get('dashboard/daily', { month: '2026-02' })).total).toEqual({
      requestedVolume: '1000000000000',
      projectedVolume: '1000000000000',
      availableVolume: '0.3',
    });
    expect((await get('dashboard/consumed-graph', { dateOptions: 'last15Days' })).at(-1)).toEqual({
      date: day,
      qdr: '0.3',
      finalVolume: '0.3',
      precision: 100,
    });
    expect(await get('dashboard/axis-proportion')).toEqual([expect.objectContaining({ finalVolume: '0.3', total: '0.3', percent: 100 })]);
    expect((await get('dashboard/top-clients')).map((t: { precision: number }) => t.precision)).toEqual([50, 50]);
    expect((await get('total-requested', { dateStartAt: day, dateEndAt: day })).totalRequested).toBe('1000000000000');
    const axis = (await get('companies-by-axis', { dates: day })).find((x: { id: number }) => x.id === axisId);
    expect(axis.consumption[0]).toEqual({ month: '2026-02', requestedVolume: '1000000000000', availableVolume: '0.3' });
    expect(axis.stage).toBe('final-programming');
  });

  it('companies-by-axis: the three months from today, and ‘Ver tudo’ as the current calendar quarter (spec 03 §2.3)', async () => {
    await setClock(cms, '2026-02-10T10:00:00-03:00');
    const axisId = (await createAxis(cms)).axis.id;
    const contract = await client(axisId);
    // January is in the quarter (January–March) but not among the months shown (February–April);
    // April is shown but outside the quarter.
    for (const [date, volume, availableVolume] of [
      ['2026-01-15', '100', '90'],
      ['2026-02-09', '10.5', '10'],
      ['2026-03-02', '1', '1'],
      ['2026-04-05', '7000', '6000'],
    ] as const)
      await createConsumptionDay(cms, { contractId: contract, date, volume, availableVolume, situation: 1 });
    const res = await call(cms, 'GET', '/consumption-schedule/companies-by-axis', { token: programmer, query: { dates: '2026-02-10' } });
    expect(res.status).toBe(200);
    const axis = res.body.data.find((x: { id: number }) => x.id === axisId);
    expect(axis.consumption).toEqual([
      { month: '2026-02', requestedVolume: '10.5', availableVolume: '10' },
      { month: '2026-03', requestedVolume: '1', availableVolume: '1' },
      { month: '2026-04', requestedVolume: '7000', availableVolume: '6000' },
    ]);
    const quarter = { from: '2026-01', to: '2026-03', requestedVolume: '111.5', availableVolume: '101' };
    expect(axis.quarter).toEqual(quarter);
    expect(axis.companies).toHaveLength(1);
    expect(axis.companies[0].quarter).toEqual(quarter);
  });
});

describe('the kept answers follow every write (docs/scaling.md)', () => {
  it("a day's volumes changed — by the factory and by the programmer's own routes — change every dashboard sum at once, exactly", async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const axisId = (await createAxis(cms)).axis.id;
    const [a, b] = [await client(axisId), await client(axisId)];
    const yesterday = '2026-05-19';
    const today = '2026-05-20';
    await createConsumptionDay(cms, { contractId: a, date: yesterday, volume: '0.1', availableVolume: '0.1', qdr: '0.2', situation: 1 });
    await createConsumptionDay(cms, { contractId: b, date: yesterday, volume: '0.2', availableVolume: '0.2', qdr: '0.2', situation: 1 });
    const q = { axisId: String(axisId) };
    const get = async (path: string, query: Record<string, string> = {}) => {
      const res = await call(cms, 'GET', `/consumption-schedule/${path}`, { token: programmer, query: { ...q, ...query } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const daily = async () => (await get('dashboard/daily', { month: '2026-05' })).total;
    const graphDay = async () => (await get('dashboard/consumed-graph', { dateOptions: 'last15Days' })).at(-1);
    const top = async () => (await get('dashboard/top-clients')).map((t: { precision: number }) => t.precision);

    expect(await daily()).toEqual({ requestedVolume: '0.3', projectedVolume: '0', availableVolume: '0.3' });
    expect(await graphDay()).toEqual({ date: yesterday, qdr: '0.4', finalVolume: '0.3', precision: 75 });
    expect(await top()).toEqual([100, 50]);
    // Asked twice, the same answer (kept).
    expect(await daily()).toEqual({ requestedVolume: '0.3', projectedVolume: '0', availableVolume: '0.3' });

    // The day of `a` replaced: 0.1 → 0.7 requested and final programmed, QDR 0.2 → 0.7.
    await createConsumptionDay(cms, { contractId: a, date: yesterday, volume: '0.7', availableVolume: '0.7', qdr: '0.7', situation: 1 });
    expect(await daily()).toEqual({ requestedVolume: '0.9', projectedVolume: '0', availableVolume: '0.9' });
    expect(await graphDay()).toEqual({ date: yesterday, qdr: '0.9', finalVolume: '0.9', precision: 100 });
    expect(await top()).toEqual([100, 100]);

    // Today's final programmed volume through the decision routes: 'Definir', then the company's volume.
    const row = await createConsumptionDay(cms, { contractId: b, date: today, volume: '1.001', situation: 1 });
    const usage = async () => (await get('decision/get-axis-usage')).axis.find((x: { id: number }) => x.id === axisId);
    expect(await usage()).toMatchObject({ requestedVolume: '1.001', availableVolume: '0', clientsWithoutFinal: 1 });
    const stage = await call(cms, 'PATCH', '/consumption-schedule/decision/stage', {
      token: programmer,
      body: { axisId, stage: 'defined-axel' },
    });
    expect(stage.status).toBe(200);
    expect((await usage()).stage).toBe('defined-axel');
    const set = await call(cms, 'PATCH', `/consumption-schedule/${row.id}/available-volume`, {
      token: programmer,
      body: { availableVolume: '0.999' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await usage()).toMatchObject({ requestedVolume: '1.001', availableVolume: '0.999', clientsWithoutFinal: 0 });
    expect(await daily()).toEqual({ requestedVolume: '1.901', projectedVolume: '0', availableVolume: '1.899' });
    const again = await call(cms, 'PATCH', `/consumption-schedule/${row.id}/available-volume`, {
      token: programmer,
      body: { availableVolume: '0.001' },
    });
    expect(again.status).toBe(200);
    expect((await usage()).availableVolume).toBe('0.001');
    expect(await daily()).toEqual({ requestedVolume: '1.901', projectedVolume: '0', availableVolume: '0.901' });
  });
});

/** A decimal text of m³ in litres (thousandths), exactly. */
function litres(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 1000n + BigInt((fraction + '000').slice(0, 3));
}

/**
 * The daily precisions of `refs` summed per contract and month from the day rows and
 * measurements themselves: floor(100 · min / max) per day with both volumes, 100 when both are 0.
 */
async function recomputed(refs: number[]): Promise<Map<string, { total: number; days: number }>> {
  const list = refs.join(', ');
  const programmed = await sql<{ ref: number | string; day: string; v: string }>(
    cms,
    `SELECT contract_ref AS ref, date AS day, available_volume AS v FROM consumption_programmings WHERE available_volume IS NOT NULL AND contract_ref IN (${list})`,
    `SELECT contract_ref AS ref, to_char(date, 'YYYY-MM-DD') AS day, available_volume AS v FROM consumption_programmings WHERE available_volume IS NOT NULL AND contract_ref IN (${list})`,
  );
  const measured = new Map(
    (
      await sql<{ ref: number | string; day: string; q: string }>(
        cms,
        `SELECT contract_ref AS ref, date AS day, qdr AS q FROM consumption_measurements WHERE contract_ref IN (${list})`,
        `SELECT contract_ref AS ref, to_char(date, 'YYYY-MM-DD') AS day, qdr AS q FROM consumption_measurements WHERE contract_ref IN (${list})`,
      )
    ).map((m) => [`${Number(m.ref)}|${m.day}`, litres(m.q)]),
  );
  const sums = new Map<string, { total: number; days: number }>();
  for (const p of programmed) {
    const qdr = measured.get(`${Number(p.ref)}|${p.day}`);
    if (qdr === undefined) continue;
    const final = litres(p.v);
    const [low, high] = final < qdr ? [final, qdr] : [qdr, final];
    const precision = high === 0n ? 100 : Number((100n * low) / high);
    const key = `${Number(p.ref)}|${p.day.slice(0, 7)}`;
    const found = sums.get(key) ?? { total: 0, days: 0 };
    sums.set(key, { total: found.total + precision, days: found.days + 1 });
  }
  return sums;
}

/** The kept sums of `refs` equal a full recomputation: every kept row, and every filled month's pairs. */
async function expectKeptSumsExact(refs: number[]): Promise<void> {
  const kept = await sql<{ ref: number | string; month: string; total: number | string; days: number | string }>(
    cms,
    `SELECT contract_ref AS ref, month, total, days FROM consumption_precision_months WHERE contract_ref IN (${refs.join(', ')})`,
    `SELECT contract_ref AS ref, month, total, days FROM consumption_precision_months WHERE contract_ref IN (${refs.join(', ')})`,
  );
  const filled = new Set(
    (
      await sql<{ month: string }>(
        cms,
        'SELECT month FROM consumption_precision_months WHERE contract_ref = 0',
        'SELECT month FROM consumption_precision_months WHERE contract_ref = 0',
      )
    ).map((r) => r.month),
  );
  const expected = await recomputed(refs);
  const keptMap = new Map(kept.map((k) => [`${Number(k.ref)}|${k.month}`, { total: Number(k.total), days: Number(k.days) }]));
  for (const [key, value] of keptMap) expect(value, key).toEqual(expected.get(key) ?? { total: 0, days: 0 });
  for (const [key, value] of expected) if (filled.has(key.split('|')[1]!)) expect(keptMap.get(key), key).toEqual(value);
}

describe('the precisions summed per contract and month (docs/scaling.md)', () => {
  it('equal a full recomputation after every write path: the client programs, final volumes, the daily import, days replaced and deleted', async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const axisId = (await createAxis(cms)).axis.id;
    const made = await Promise.all(
      [0, 1, 2].map(() => createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', contractSituation: 'ACTIVE' })),
    );
    for (const m of made) await joinAxis(cms, { contractId: m.contracts[0]!.documentId, axisId, qdc: '1000', baseHour: 360 });
    const [a, b, c] = made.map((m) => m.contracts[0]!);
    const refs = made.map((m) => Number(m.contracts[0]!.id));
    const top = async () => {
      const res = await call(cms, 'GET', '/consumption-schedule/dashboard/top-clients', {
        token: programmer,
        query: { axisId: String(axisId) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { contractId: string; precision: number }[]).map((t) => [t.contractId, t.precision]);
    };
    // Days in March (a whole month of the range), April and May (the month read whole minus its last days).
    await createConsumptionDay(cms, {
      contractId: a!.documentId,
      date: '2026-03-10',
      volume: '10',
      availableVolume: '10',
      qdr: '8',
      situation: 1,
    });
    await createConsumptionDay(cms, {
      contractId: a!.documentId,
      date: '2026-04-10',
      volume: '10',
      availableVolume: '10',
      qdr: '10',
      situation: 1,
    });
    await createConsumptionDay(cms, {
      contractId: b!.documentId,
      date: '2026-05-19',
      volume: '5',
      availableVolume: '4',
      qdr: '5',
      situation: 1,
    });
    await createConsumptionDay(cms, {
      contractId: c!.documentId,
      date: '2026-02-25',
      volume: '1',
      availableVolume: '1',
      qdr: '3',
      situation: 1,
    });
    // The first read fills the months of the range; a's mean (80 + 100) / 2 = 90, b's 80, c's 33.
    expect(await top()).toEqual([
      [a!.documentId, 90],
      [b!.documentId, 80],
      [c!.documentId, 33],
    ]);
    await expectKeptSumsExact(refs);

    // A day replaced (the factory deletes the day row and the measurement, then writes them again).
    await createConsumptionDay(cms, {
      contractId: a!.documentId,
      date: '2026-03-10',
      volume: '10',
      availableVolume: '10',
      qdr: '5',
      situation: 1,
    });
    await expectKeptSumsExact(refs);
    expect(await top()).toEqual([
      [b!.documentId, 80],
      [a!.documentId, 75],
      [c!.documentId, 33],
    ]);

    // The daily import: b's QDR of yesterday replaced, c's of a day of April added to a day row without one.
    await createConsumptionDay(cms, { contractId: c!.documentId, date: '2026-04-02', volume: '2', availableVolume: '2', situation: 1 });
    await expectKeptSumsExact(refs);
    const form = new FormData();
    const file = await installationsXlsx(
      [
        [b!.consumerCode, '19/05/2026', '4'],
        [c!.consumerCode, '02/04/2026', '2'],
      ],
      ['Código do cliente', 'Data', 'QDR'],
    );
    form.append('files', new Blob([new Uint8Array(file)]), 'consumo.xlsx');
    const upload = await fetch(new URL('/api/consumption-schedule/import-daily', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${programmer}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const id = ((await upload.json()) as { data: { id: number } }).data.id;
    await expect
      .poll(async () => (await call(cms, 'GET', `/consumption-schedule/import-daily/${id}`, { token: programmer })).body.data.status, {
        timeout: 30_000,
      })
      .toBe('PROCESSED');
    await expectKeptSumsExact(refs);
    expect(await top()).toEqual([
      [b!.documentId, 100],
      [a!.documentId, 75],
      [c!.documentId, 66],
    ]);

    // The client programs today and tomorrow (day rows without a final volume yet).
    const client = await tokenFor(cms, made[0]!.user.email, made[0]!.user.password!);
    const programmed = await call(cms, 'POST', '/consumption-schedule', {
      token: client,
      body: { dates: [{ date: '2026-05-21', volume: '12' }] },
    });
    expect(programmed.status, JSON.stringify(programmed.body)).toBe(201);
    await expectKeptSumsExact(refs);

    // Final volumes through the decision routes: today's row of c, which already has a QDR.
    const row = await createConsumptionDay(cms, { contractId: c!.documentId, date: '2026-05-20', volume: '9', qdr: '9', situation: 1 });
    expect(
      (await call(cms, 'PATCH', '/consumption-schedule/decision/stage', { token: programmer, body: { axisId, stage: 'defined-axel' } }))
        .status,
    ).toBe(200);
    for (const availableVolume of ['3', '9', '4.5']) {
      const set = await call(cms, 'PATCH', `/consumption-schedule/${row.id}/available-volume`, {
        token: programmer,
        body: { availableVolume },
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      await expectKeptSumsExact(refs);
    }
    const may = await sql<{ total: number | string; days: number | string }>(
      cms,
      `SELECT total, days FROM consumption_precision_months WHERE contract_ref = ${refs[2]} AND month = '2026-05'`,
      `SELECT total, days FROM consumption_precision_months WHERE contract_ref = ${refs[2]} AND month = '2026-05'`,
    );
    expect(may.map((r) => [Number(r.total), Number(r.days)])).toEqual([[50, 1]]);

    // A measurement deleted: the factory writes a's day of April again with no QDR (null deletes it).
    await createConsumptionDay(cms, {
      contractId: a!.documentId,
      date: '2026-04-10',
      volume: '10',
      availableVolume: '10',
      qdr: null,
      situation: 1,
    });
    await expectKeptSumsExact(refs);
    // Today is not in the top clients' range (up to yesterday): c keeps (33 + 100) / 2; a is left with March's 50.
    expect(await top()).toEqual([
      [b!.documentId, 100],
      [c!.documentId, 66],
      [a!.documentId, 50],
    ]);
  });
});
