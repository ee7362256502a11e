/**
 * The industrial contract cockpit (issue 26; docs/contract-accounting.md; PORTAL-API.md §27)
 * against a real Strapi on a fixed clock (2026-03-02 12:00 in São Paulo): the terms saved with the
 * admin's checks (overlapping periods refused), the panels computed from known days (figures by
 * hand below), the CSV export, and who reaches which contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAxis,
  createConsumptionDay,
  createContract,
  createContractTerm,
  createCustomer,
  createStaff,
  joinAxis,
  resetClock,
  setClock,
} from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';
import { INDUSTRIAL_TERM } from '../support/contract-accounting';

let cms: RunningCms;
let programmer: string;

beforeAll(async () => {
  cms = await startCms();
  await setClock(cms, '2026-03-02T12:00:00-03:00');
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  programmer = await tokenFor(cms, staff.user.email, staff.user.password!);
}, 240_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

async function industrialClient() {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', notificationAccess: true });
  const axisId = (await createAxis(cms)).axis.id;
  const contract = made.contracts[0]!;
  await joinAxis(cms, { contractId: contract.documentId, axisId, qdc: '1000', baseHour: 360 });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract };
}

const cockpit = (token: string, contractId: string, month?: string) =>
  call(cms, 'GET', `/contract-accounting/${contractId}/cockpit`, { token, query: month ? { month } : {} });

describe('the cockpit of a contract', () => {
  it('answers today, overrun, take-or-pay and imbalance from the terms and the days', async () => {
    const c = await industrialClient();
    const id = c.contract.documentId;
    await createContractTerm(cms, { contractId: id, validFrom: '2026-01-01', ...INDUSTRIAL_TERM });
    await createConsumptionDay(cms, { contractId: id, date: '2026-02-27', volume: '900', availableVolume: '900', qdr: '1000' });
    await createConsumptionDay(cms, { contractId: id, date: '2026-03-01', volume: '1000', availableVolume: '1000', qdr: '1200' });
    const todayRow = await createConsumptionDay(cms, {
      contractId: id,
      date: '2026-03-02',
      volume: '1000',
      acceptedVolume: '1000',
      situation: 1,
    });
    const partial = await call(cms, 'PATCH', `/consumption-schedule/${todayRow.id}/projected-volume`, {
      token: programmer,
      body: { consumptionBaseHour: '06:00', partialConsumedVolume: '300' },
    });
    expect(partial.status).toBe(200);

    const res = await cockpit(c.token, id, '2026-03');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.contract.id).toBe(id);
    expect(data.current).toMatchObject({ qdc: '1000', tariffCentsPerM3: '250.5', contractYearStart: '01/01' });
    // Today: 300 m³ from 06:00 to 12:00 (360 min) → 300 × 1440 / 360 = 1 200 m³ > 1 000 × 1,05 = 1 050 → overrun;
    // 200 m³ above QDC × 250,5 ¢ × 2 = 100 200 ¢; programmed (accepted) 1 000 ± 10 % = 900 … 1 100 → above.
    expect(data.todayPanel).toEqual({
      date: '2026-03-02',
      qdc: '1000',
      limit: '1050',
      programmed: '1000',
      bandLow: '900',
      bandHigh: '1100',
      partial: '300',
      projected: '1200',
      status: 'overrun',
      bandStatus: 'above',
      projectedOver: '200',
      projectedPenaltyCents: 100_200,
    });
    // 01/03: 1 200 > 1 050 → 200 m³ over × 250,5 × 2 = 100 200 ¢ (27/02: 1 000 ≤ 1 050, no overrun).
    expect(data.overrun.month.days).toEqual([
      { date: '2026-03-01', measured: '1200', qdc: '1000', limit: '1050', over: '200', penaltyCents: 100_200 },
    ]);
    expect(data.overrun.year).toEqual({ from: '2026-01-01', to: '2026-12-31', count: 1, over: '200', penaltyCents: 100_200 });
    // Year 2026 (365 days), closed days 01/01 … 01/03 = 31 + 28 + 1 = 60; measured 1 000 + 1 200 = 2 200 m³.
    // Projected = 2 200 + 2 200 × 305 / 60 = 2 200 + 11 183,333… → 13 383,333 m³.
    // ToP = 300 000 × 80 % = 240 000; SoP = 1 000 × 70 % × 365 = 255 500 → the larger shortfall 255 500 − 13 383,333 = 242 116,667 m³,
    // × 250,5 ¢ = 60 650 225,08… → 60 650 225 ¢ on 01/01/2027. To avoid it: (255 500 − 2 200) / 305 = 830,491 8… → 830,492 m³/day.
    expect(data.takeOrPay).toEqual({
      period: 'annual',
      from: '2026-01-01',
      to: '2026-12-31',
      totalDays: 365,
      elapsedDays: 60,
      measuredToDate: '2200',
      takeOrPayMinimum: '240000',
      shipOrPayMinimum: '255500',
      projected: '13383.333',
      takeOrPayShortfall: '226616.667',
      shipOrPayShortfall: '242116.667',
      dailyToAvoid: '830.492',
      settlementShortfall: '242116.667',
      settlementCents: 60_650_225,
      settlementOn: '2027-01-01',
      likely: true,
      makeUp: { balance: '0', expiresOn: null, recoveredThisYear: '0' },
    });
    // Imbalance 01/03: +200 against a band of 100 → 100 m³ outside × 250,5 × 0,5 = 12 525 ¢.
    expect(data.imbalance.days).toEqual([
      {
        date: '2026-03-01',
        programmed: '1000',
        measured: '1200',
        difference: '200',
        band: '100',
        outside: '100',
        status: 'above',
        chargeCents: 12_525,
        cumulativeDifference: '200',
        cumulativeBand: '100',
        cumulativeOutside: '100',
        cumulativeChargeCents: 12_525,
      },
    ]);
    // February: 27/02 +100 against a band of 90 → 10 m³ × 250,5 × 0,5 = 1 252,5 → 1 253 ¢ (half up).
    const feb = (await cockpit(c.token, id, '2026-02')).body.data;
    expect(
      feb.imbalance.days.map((d: { date: string; outside: string; chargeCents: number }) => [d.date, d.outside, d.chargeCents]),
    ).toEqual([['2026-02-27', '10', 1253]]);
    expect(feb.overrun.month.days).toEqual([]);
  });

  it('exports the day tables as CSV with decimal commas', async () => {
    const c = await industrialClient();
    const id = c.contract.documentId;
    await createContractTerm(cms, { contractId: id, validFrom: '2026-01-01', ...INDUSTRIAL_TERM });
    await createConsumptionDay(cms, { contractId: id, date: '2026-03-01', volume: '1000', availableVolume: '1000', qdr: '1200.5' });
    const res = await call(cms, 'GET', `/contract-accounting/${id}/export`, {
      token: c.token,
      query: { month: '2026-03', table: 'ultrapassagem' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    // 1 200,5 − 1 000 = 200,5 m³ × 250,5 × 2 = 100 450,5 → 100 451 ¢ = R$ 1.004,51
    expect(lines).toEqual([
      'Data;Medido (m³);QDC (m³);Limite com tolerância (m³);Volume acima da QDC (m³);Penalidade simulada (R$)',
      '01/03/2026;1200,5;1000;1050;200,5;1004,51',
    ]);
    const imbalance = await call(cms, 'GET', `/contract-accounting/${id}/export`, {
      token: c.token,
      query: { month: '2026-03', table: 'desequilibrio' },
    });
    // +200,5 against 100 → 100,5 outside × 250,5 × 0,5 = 12 587,625 → 12 588 ¢
    expect(String(imbalance.body).trim().split(/\r\n/)[1]).toBe('01/03/2026;1000;1200,5;200,5;100;100,5;125,88;200,5;100;125,88');
    const bad = await call(cms, 'GET', `/contract-accounting/${id}/export`, { token: c.token, query: { table: 'faturas' } });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Tabela inválida: use ultrapassagem ou desequilibrio.']);
  });

  it('shows empty panels to a contract without terms and refuses a malformed month', async () => {
    const c = await industrialClient();
    const res = await cockpit(c.token, c.contract.documentId);
    expect(res.status).toBe(200);
    expect([res.body.data.current, res.body.data.todayPanel, res.body.data.takeOrPay, res.body.data.month]).toEqual([
      null,
      null,
      null,
      '2026-03',
    ]);
    const bad = await cockpit(c.token, c.contract.documentId, '2026-13');
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Mês inválido: use AAAA-MM.']);
  });
});

describe('the terms staff save', () => {
  it('refuses a period that overlaps another of the same contract, with the reason', async () => {
    const c = await industrialClient();
    const id = c.contract.documentId;
    await createContractTerm(cms, { contractId: id, validFrom: '2026-01-01', validTo: '2026-06-30', ...INDUSTRIAL_TERM });
    await createContractTerm(cms, { contractId: id, validFrom: '2026-07-01', ...INDUSTRIAL_TERM, tariffCentsPerM3: '260' });
    await expect(createContractTerm(cms, { contractId: id, validFrom: '2026-06-30', ...INDUSTRIAL_TERM })).rejects.toThrow(
      'Já existe uma vigência das condições deste contrato que cobre parte deste período. Encerre a vigência anterior antes de cadastrar a nova.',
    );
    await expect(
      createContractTerm(cms, { contractId: id, validFrom: '2027-01-01', ...INDUSTRIAL_TERM, takeOrPayPercent: '120' }),
    ).rejects.toThrow('Percentual de take-or-pay inválido: de 0 a 100, com até 2 casas decimais.');
    const terms = (await cockpit(c.token, id)).body.data.terms;
    expect(terms.map((t: { validFrom: string; tariffCentsPerM3: string }) => [t.validFrom, t.tariffCentsPerM3])).toEqual([
      ['2026-01-01', '250.5'],
      ['2026-07-01', '260'],
    ]);
  });
});

describe('who reaches which contract', () => {
  it('lets the client and its secondary users open only their contracts, and staff any industrial contract', async () => {
    const owner = await industrialClient();
    const other = await industrialClient();
    const id = owner.contract.documentId;
    const secondary = await createCustomer(cms, { role: 'industry', contracts: 0, linkContracts: [id], accountOwnerId: owner.user.id });
    const secondaryToken = await tokenFor(cms, secondary.user.email, secondary.user.password!);

    expect((await cockpit(owner.token, id)).status).toBe(200);
    expect((await cockpit(secondaryToken, id)).status).toBe(200);
    const foreign = await cockpit(owner.token, other.contract.documentId);
    expect([foreign.status, foreign.body.error.message]).toEqual([404, 'Contrato não encontrado']);
    expect((await cockpit(programmer, other.contract.documentId)).status).toBe(200);

    const mine = (await call(cms, 'GET', '/contract-accounting/contracts', { token: owner.token })).body.data;
    expect(mine.map((c: { id: string }) => c.id)).toEqual([id]);
    const all = (await call(cms, 'GET', '/contract-accounting/contracts', { token: programmer })).body.data.map(
      (c: { id: string }) => c.id,
    );
    expect(all).toEqual(expect.arrayContaining([id, other.contract.documentId]));

    // A contract that is not industrial does not exist for the cockpit, even for staff.
    const residential = await createCustomer(cms, {});
    const { contract } = await createContract(cms, { userId: residential.user.id });
    const notIndustrial = await cockpit(programmer, contract.documentId);
    expect([notIndustrial.status, notIndustrial.body.error.message]).toEqual([404, 'Contrato não encontrado']);
    // A residential customer has no cockpit at all.
    const residentialToken = await tokenFor(cms, residential.user.email, residential.user.password!);
    expect((await cockpit(residentialToken, residential.contracts[0]!.documentId)).status).toBe(403);
  });
});
