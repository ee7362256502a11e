/**
 * The staff's portfolio (issue 26 §3; PORTAL-API.md §31) and the cockpit's alerts (issue 26 §2;
 * docs/contract-accounting.md, "Carteira" and "Alertas") against a real Strapi on a fixed clock,
 * 2026-03-03 12:00 in São Paulo (the gas day from 06:00: 360 minutes elapsed).
 *
 * Terms of both contracts, from 01/03/2026 (contract year from 1 March, no make-up): QDC 1 000 m³,
 * 300 000 m³/year, ToP 80 % (240 000), SoP 70 % (1 000 × 70 % × 365 = 255 500), tolerance 5 % × 2,
 * band 10 % × 0,5, 250,5 ¢/m³.
 *
 * - X: 01/03 programmed 1 000, measured 1 200 (200 over QDC → 100 200 ¢; +200 against a band of
 *   100 → 100 outside → 12 525 ¢); 02/03 1 000 and 1 000; today 300 m³ by 12:00 → 1 200 projected
 *   → 200 over → 100 200 ¢. Overrun 400 m³, 200 400 ¢; imbalance 100 m³, 12 525 ¢. Pace 2 200 in
 *   2 days → 401 500 in the year: no shortfall.
 * - Y: 500 and 500 on 01/03 and 02/03 → 1 000 + 1 000 × 363 / 2 = 182 500 projected; SoP shortfall
 *   73 000 m³ × 250,5 ¢ = 18 286 500 ¢; to avoid, (255 500 − 1 000) / 363 = 701,101 9… → 701,102 m³ a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAxis,
  createConsumptionDay,
  createContractTerm,
  createCustomer,
  createStaff,
  joinAxis,
  resetClock,
  setClock,
} from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let programmer: string;
let staffLogin: { email: string; password: string };

beforeAll(async () => {
  // Every change of the data is scanned at once (the default waits 30 s between scans).
  cms = await startCms({ CONTRACT_ALERTS_ENABLED: 'true', CONTRACT_ALERTS_MIN_GAP_MS: '0' });
  await setClock(cms, '2026-03-03T12:00:00-03:00');
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  staffLogin = { email: staff.user.email, password: staff.user.password! };
  programmer = await tokenFor(cms, staffLogin.email, staffLogin.password);
}, 240_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const TERM = {
  validFrom: '2026-03-01',
  monthlyVolume: '25000',
  annualVolume: '300000',
  contractYearStartMonth: 3,
  contractYearStartDay: 1,
  takeOrPayPercent: '80',
  takeOrPayPeriod: 'annual',
  shipOrPayPercent: '70',
  overrunTolerancePercent: '5',
  overrunPenaltyFactor: '2',
  makeUpYears: 0,
  makeUpSharePercent: '100',
  imbalanceTolerancePercent: '10',
  imbalanceChargeFactor: '0.5',
  tariffCentsPerM3: '250.5',
};

async function industrialClient(name: string) {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', notificationAccess: true, name });
  const axisId = (await createAxis(cms)).axis.id;
  const contract = made.contracts[0]!;
  await joinAxis(cms, { contractId: contract.documentId, axisId, qdc: '1000', baseHour: 360 });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract };
}

/** X and Y as described above; X has a secondary user. */
async function portfolioContracts() {
  const x = await industrialClient('Xisto Metalúrgica');
  const y = await industrialClient('Ypsilon Têxtil');
  const helper = await createCustomer(cms, {
    role: 'industry',
    contracts: 0,
    linkContracts: [x.contract.documentId],
    accountOwnerId: x.user.id,
  });
  await createConsumptionDay(cms, {
    contractId: x.contract.documentId,
    date: '2026-03-01',
    volume: '1000',
    availableVolume: '1000',
    qdr: '1200',
  });
  await createConsumptionDay(cms, {
    contractId: x.contract.documentId,
    date: '2026-03-02',
    volume: '1000',
    availableVolume: '1000',
    qdr: '1000',
  });
  await createConsumptionDay(cms, {
    contractId: y.contract.documentId,
    date: '2026-03-01',
    volume: '500',
    availableVolume: '500',
    qdr: '500',
  });
  await createConsumptionDay(cms, {
    contractId: y.contract.documentId,
    date: '2026-03-02',
    volume: '500',
    availableVolume: '500',
    qdr: '500',
  });
  const todayRow = await createConsumptionDay(cms, {
    contractId: x.contract.documentId,
    date: '2026-03-03',
    volume: '1000',
    acceptedVolume: '1000',
    situation: 1,
  });
  const partial = await call(cms, 'PATCH', `/consumption-schedule/${todayRow.id}/projected-volume`, {
    token: programmer,
    body: { consumptionBaseHour: '06:00', partialConsumedVolume: '300' },
  });
  expect(partial.status).toBe(200);
  // The terms last: the alerts are judged on the whole of the data above (a scan follows every change).
  await createContractTerm(cms, { contractId: x.contract.documentId, ...TERM });
  await createContractTerm(cms, { contractId: y.contract.documentId, ...TERM });
  return { x, y, helper };
}

let made: Awaited<ReturnType<typeof portfolioContracts>>;
const ours = () => new Set([made.x.contract.documentId, made.y.contract.documentId]);

describe('the portfolio of the month', () => {
  beforeAll(async () => {
    made = await portfolioContracts();
  }, 120_000);

  it("lists the contracts' risks with their simulated amounts, largest first", async () => {
    const res = await call(cms, 'GET', '/contract-accounting/portfolio', { token: programmer });
    expect(res.status).toBe(200);
    expect([res.body.data.month, res.body.data.today]).toEqual(['2026-03', '2026-03-03']);
    const lines = res.body.data.lines as { contract: { id: string; name: string }; kind: string; amountCents: number }[];
    // The whole list is by amount, largest first (the demo's contracts are in it too).
    expect(lines.map((l) => l.amountCents)).toEqual([...lines.map((l) => l.amountCents)].sort((a, b) => b - a));
    expect(lines.filter((l) => ours().has(l.contract.id))).toEqual([
      {
        contract: { id: made.y.contract.documentId, consumerCode: made.y.contract.consumerCode, name: 'Ypsilon Têxtil' },
        kind: 'take-or-pay',
        volume: '73000',
        amountCents: 18_286_500,
        days: 0,
        todayOverrun: false,
        settlementOn: '2027-03-01',
        dailyToAvoid: '701.102',
      },
      {
        contract: { id: made.x.contract.documentId, consumerCode: made.x.contract.consumerCode, name: 'Xisto Metalúrgica' },
        kind: 'ultrapassagem',
        volume: '400',
        amountCents: 200_400,
        days: 1,
        todayOverrun: true,
        settlementOn: null,
        dailyToAvoid: null,
      },
      {
        contract: { id: made.x.contract.documentId, consumerCode: made.x.contract.consumerCode, name: 'Xisto Metalúrgica' },
        kind: 'desequilibrio',
        volume: '100',
        amountCents: 12_525,
        days: 1,
        todayOverrun: false,
        settlementOn: null,
        dailyToAvoid: null,
      },
    ]);
  });

  it('filters by risk kind and refuses an unknown one', async () => {
    const res = await call(cms, 'GET', '/contract-accounting/portfolio', {
      token: programmer,
      query: { kind: 'desequilibrio,ultrapassagem' },
    });
    expect(res.status).toBe(200);
    const lines = res.body.data.lines as { contract: { id: string }; kind: string }[];
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(['desequilibrio', 'ultrapassagem']));
    expect(lines.filter((l) => ours().has(l.contract.id)).map((l) => l.kind)).toEqual(['ultrapassagem', 'desequilibrio']);
    const bad = await call(cms, 'GET', '/contract-accounting/portfolio', { token: programmer, query: { kind: 'multa' } });
    expect([bad.status, bad.body.error.message]).toEqual([
      400,
      'Risco inválido: use ultrapassagem, take-or-pay ou desequilibrio (separados por vírgula).',
    ]);
  });

  it('exports the same lines as CSV with decimal commas and money in reais', async () => {
    const res = await call(cms, 'GET', '/contract-accounting/portfolio', {
      token: programmer,
      query: { format: 'csv', kind: 'take-or-pay' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('Carteira_contratos_industriais_2026-03.csv');
    const rows = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(rows[0]).toBe('Cliente;Contrato;Risco;Volume (m³);Valor simulado (R$);Situação');
    expect(rows).toContain(
      `Ypsilon Têxtil;${made.y.contract.consumerCode};Take-or-pay;73000;182865,00;Apuração em 01/03/2027 — para evitar, 701,102 m³ por dia`,
    );
    expect(rows.some((r) => r.includes('Xisto'))).toBe(false);
  });

  it('is for staff only: an industrial client and a residential customer are refused', async () => {
    expect((await call(cms, 'GET', '/contract-accounting/portfolio', { token: made.x.token })).status).toBe(403);
    const residential = await createCustomer(cms, {});
    const residentialToken = await tokenFor(cms, residential.user.email, residential.user.password!);
    expect((await call(cms, 'GET', '/contract-accounting/portfolio', { token: residentialToken })).status).toBe(403);
    expect((await call(cms, 'GET', '/contract-accounting/portfolio', {})).status).toBe(401);
  });
});

describe('the alerts', () => {
  const titlesOf = async (userId: number) =>
    (
      await sql<{ title: string }>(
        cms,
        'SELECT title FROM portal_notifications WHERE user_id = ? ORDER BY id',
        'SELECT title FROM portal_notifications WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).map((r) => r.title);
  const mailsTo = (email: string, subject: string) =>
    mails(cms).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && m.subject === subject);
  const alertRows = async (contractRef: number) =>
    (
      await sql<{ key: string; status: string; recipients: number | string | null }>(
        cms,
        'SELECT key, status, recipients FROM contract_accounting_alerts WHERE contract_ref = ? ORDER BY key',
        'SELECT key, status, recipients FROM contract_accounting_alerts WHERE contract_ref = $1 ORDER BY key',
        [contractRef],
      )
    ).map((r) => [r.key, r.status, r.recipients === null ? null : Number(r.recipients)]);

  it("tell the contract's users in the portal and by e-mail, once per contract, kind and period", async () => {
    const { x, y, helper } = made;
    const OVERRUN = 'Projeção de hoje acima da QDC';
    const IMBALANCE = 'Desequilíbrio fora da faixa de tolerância';
    const TOP = 'Risco de falta no take-or-pay';
    await expect
      .poll(() => alertRows(x.contract.id), { timeout: 60_000 })
      .toEqual([
        [`desequilibrio:${x.contract.id}:2026-03`, 'SENT', 2],
        [`ultrapassagem:${x.contract.id}:2026-03-03`, 'SENT', 2],
      ]);
    await expect.poll(() => alertRows(y.contract.id), { timeout: 60_000 }).toEqual([[`take-or-pay:${y.contract.id}:2026-03`, 'SENT', 1]]);

    // The owner and the secondary user of X, in the portal and by e-mail.
    for (const user of [x.user, helper.user]) {
      expect(await titlesOf(user.id)).toEqual(expect.arrayContaining([OVERRUN, IMBALANCE]));
      expect(mailsTo(user.email, `${OVERRUN} - Necta Gás Natural`)).toHaveLength(1);
    }
    const mail = mailsTo(x.user.email, `${OVERRUN} - Necta Gás Natural`)[0]!;
    expect(mail.text).toContain('a projeção do consumo de hoje (03/03/2026) é de 1.200 m³, acima do limite de 1.050 m³');
    expect(mail.text).toContain('O que fazer: reduza a retirada de gás até o fim do dia gás');
    expect(mailsTo(x.user.email, `${IMBALANCE} - Necta Gás Natural`)[0]!.text).toContain(
      'Neste mês, até ontem, 1 dia fora da faixa soma cobrança simulada de R$',
    );
    const top = mailsTo(y.user.email, `${TOP} - Necta Gás Natural`);
    expect(top).toHaveLength(1);
    expect(top[0]!.text).toContain('a apuração de 01/03/2027 traria R$');
    expect(top[0]!.text).toContain('retire em média 701,102 m³ por dia até 28/02/2027');
    expect(await titlesOf(y.user.id)).toEqual([TOP]);

    // More data the same day (a rescan): nothing goes twice.
    await createConsumptionDay(cms, {
      contractId: x.contract.documentId,
      date: '2026-02-28',
      volume: '900',
      availableVolume: '900',
      qdr: '900',
    });
    await new Promise((r) => setTimeout(r, 2000));
    expect(mailsTo(x.user.email, `${OVERRUN} - Necta Gás Natural`)).toHaveLength(1);
    expect((await titlesOf(helper.user.id)).filter((t) => t === OVERRUN)).toHaveLength(1);
    expect(await alertRows(x.contract.id)).toHaveLength(2);

    // The next day, today's projection is a new period of its own (the month's alerts are not repeated).
    await setClock(cms, '2026-03-04T12:00:00-03:00');
    programmer = await tokenFor(cms, staffLogin.email, staffLogin.password); // a new day, a new session
    const next = await createConsumptionDay(cms, {
      contractId: x.contract.documentId,
      date: '2026-03-04',
      volume: '1000',
      acceptedVolume: '1000',
      situation: 1,
    });
    const partial = await call(cms, 'PATCH', `/consumption-schedule/${next.id}/projected-volume`, {
      token: programmer,
      body: { consumptionBaseHour: '06:00', partialConsumedVolume: '300' },
    });
    expect(partial.status).toBe(200);
    await expect.poll(() => mailsTo(x.user.email, `${OVERRUN} - Necta Gás Natural`).length, { timeout: 60_000 }).toBe(2);
    expect(mailsTo(x.user.email, `${IMBALANCE} - Necta Gás Natural`)).toHaveLength(1);
  }, 180_000);
});
