/**
 * The dashboard's sums run in the database (cms/src/portal/consumption/sums.ts; PORTAL-API.md §17):
 * they stay exact where binary floating point would drift — 0.1 + 0.2, and the largest stored
 * volume (12 digits and 3 decimals) plus a thousandth. The test's own axis and a month before the
 * demo history, so nothing else mixes in. The answers are kept per revision of the data
 * (cms/src/portal/consumption/answer-cache.ts): a write changes the next answer at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAxis, createConsumptionDay, createCustomer, createStaff, joinAxis, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';

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
