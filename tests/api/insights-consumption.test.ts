/**
 * "Meu consumo" (issue 25 §2; docs/insights-consumption.md) against a real Strapi: the series of
 * 12 and 24 months, the comparison with similar customers (shown from 10 contracts, kept and
 * recomputed when a bill of the month is written), the alert's choices, and the alert of a new
 * bill above the threshold — written one by one and by the invoice CSV batch — in the portal and
 * by e-mail. The clock is fixed; the job loop judges the queued bills.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createCustomer, createInvoice, createStaff, resetClock, setClock } from '../support/factories';
import { freshNumDoc, invoiceCsv } from '../support/batch-files';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ JOBS_POLL_MS: '200' });
  await setClock(cms, '2026-06-10T10:00:00-03:00');
}, 240_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** A customer whose one contract is in `city`, signed in. */
async function customer(city: string, segment: 'RESIDENCIAL' | 'COMERCIAL' = 'RESIDENCIAL') {
  const made = await createCustomer(cms, { contracts: 0 });
  const { contract } = await createContract(cms, { userId: made.user.id, city, segment });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, contract, token };
}

const bill = (contractId: string, referenceMonth: string, consumptionM3: string, notify = false) =>
  createInvoice(cms, { contractId, referenceMonth, consumptionM3, notify });

interface Row {
  month: string;
  litres: number | null;
  days: number | null;
  litresPerDay: number | null;
  lastYearLitres: number | null;
  lastYearLitresPerDay: number | null;
  group: { customers: number; medianLitresPerDay: number | null; bestQuarterLitresPerDay: number | null };
}
interface Consumption {
  months: number;
  rows: Row[];
  group: { segment: string; city: string; minCustomers: number } | null;
  usual: { month: string; litres: number; thresholdLitres: number } | null;
}

const consumption = async (token: string, query = '') => {
  const res = await call(cms, 'GET', `/insights/consumption${query}`, { token });
  return { status: res.status, body: res.body as { data: Consumption } & { error?: { message: string } } };
};

describe('the series', () => {
  it('gives 12 months up to the last bill with the average per day and the same month last year, 24 on request', async () => {
    const c = await customer(`Garça ${unique()}`);
    await bill(c.contract.documentId, '2025-05', '9');
    await bill(c.contract.documentId, '2026-04', '12');
    await bill(c.contract.documentId, '2026-05', '15.5');
    const { status, body } = await consumption(c.token);
    expect(status).toBe(200);
    expect(body.data.months).toBe(12);
    expect(body.data.rows).toHaveLength(12);
    expect(body.data.rows[0]!.month).toBe('2025-06');
    expect(body.data.rows[11]).toEqual({
      month: '2026-05',
      litres: 15_500,
      days: 31,
      litresPerDay: 500,
      lastYearLitres: 9_000,
      lastYearLitresPerDay: 290,
      group: { customers: 1, medianLitresPerDay: null, bestQuarterLitresPerDay: null },
    });
    expect(body.data.rows[10]).toMatchObject({ month: '2026-04', litres: 12_000, days: 30, litresPerDay: 400, lastYearLitres: null });
    // Usual of May: May 2025 per day × 31 days = 9 m³; threshold 30 % above.
    expect(body.data.usual).toEqual({ month: '2026-05', litres: 9_000, thresholdLitres: 11_700 });
    const long = await consumption(c.token, '?months=24');
    expect(long.body.data.rows).toHaveLength(24);
    expect(long.body.data.rows[0]!.month).toBe('2024-06');
    expect(long.body.data.rows[11]).toMatchObject({ month: '2025-05', litres: 9_000 });
  });

  it('refuses other lengths with the message', async () => {
    const c = await customer('Bauru');
    const res = await consumption(c.token, '?months=6');
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Escolha 12 ou 24 meses');
  });

  it('without bills ends at the current month with empty rows and no usual', async () => {
    const c = await customer('Bauru');
    const { body } = await consumption(c.token);
    expect(body.data.rows).toHaveLength(12);
    expect(body.data.rows[11]).toMatchObject({ month: '2026-06', litres: null });
    expect(body.data.usual).toBeNull();
  });
});

describe('similar customers', () => {
  it('shows the median and best quarter from 10 contracts of the class and city, and recomputes when a bill of the month is written', async () => {
    const city = `Lins ${unique()}`;
    const c = await customer(city);
    await bill(c.contract.documentId, '2026-05', '31'); // 1000 L/day
    // Nine more residential contracts of the city: 100 … 900 L/day in May (31 days).
    const others: string[] = [];
    for (let i = 1; i <= 9; i++) {
      const { contract } = await createContract(cms, { city, segment: 'RESIDENCIAL' });
      others.push(contract.documentId);
      await bill(contract.documentId, '2026-05', ((31 * i) / 10).toFixed(1));
    }
    // A commercial contract of the same city is another class.
    const { contract: shop } = await createContract(cms, { city, segment: 'COMERCIAL' });
    await bill(shop.documentId, '2026-05', '500');
    const first = await consumption(c.token);
    expect(first.body.data.group).toEqual({ segment: 'RESIDENCIAL', city, minCustomers: 10 });
    // Ten values 100 … 1000: median rank 5 → 500; 25th percentile rank 3 → 300.
    expect(first.body.data.rows[11]!.group).toEqual({ customers: 10, medianLitresPerDay: 500, bestQuarterLitresPerDay: 300 });
    expect(first.body.data.rows[10]!.group).toEqual({ customers: 0, medianLitresPerDay: null, bestQuarterLitresPerDay: null });
    const kept = await sql<{ customers: number; dirty: string | null }>(
      cms,
      'SELECT customers, dirty FROM insights_consumption_groups WHERE month = ? AND city = ?',
      'SELECT customers, dirty FROM insights_consumption_groups WHERE month = $1 AND city = $2',
      ['2026-05', city],
    );
    expect(kept).toEqual([{ customers: 10, dirty: null }]);
    // An eleventh contract's bill marks the kept month and the next read counts it.
    const { contract: eleventh } = await createContract(cms, { city, segment: 'RESIDENCIAL' });
    await bill(eleventh.documentId, '2026-05', '62');
    const again = await consumption(c.token);
    // Eleven values 100 … 1000, 2000: median rank 6 → 600; rank ceil(2.75) = 3 → 300.
    expect(again.body.data.rows[11]!.group).toEqual({ customers: 11, medianLitresPerDay: 600, bestQuarterLitresPerDay: 300 });
  });

  it('hides the figures of a group under 10 contracts', async () => {
    const city = `Pirajuí ${unique()}`;
    const c = await customer(city);
    await bill(c.contract.documentId, '2026-05', '10');
    for (let i = 1; i <= 8; i++) {
      const { contract } = await createContract(cms, { city, segment: 'RESIDENCIAL' });
      await bill(contract.documentId, '2026-05', '10');
    }
    const { body } = await consumption(c.token);
    expect(body.data.rows[11]!.group).toEqual({ customers: 9, medianLitresPerDay: null, bestQuarterLitresPerDay: null });
  });
});

describe('the alert choices', () => {
  it('default to on, 30 % and e-mail, and keep what the customer saves', async () => {
    const c = await customer('Bauru');
    const first = await call(cms, 'GET', '/insights/consumption/alert', { token: c.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { ativo: true, percentual: 30, email: true } });
    const saved = await call(cms, 'PUT', '/insights/consumption/alert', {
      token: c.token,
      body: { ativo: true, percentual: 50, email: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ data: { ativo: true, percentual: 50, email: false }, message: 'Alerta de consumo salvo' });
    const again = await call(cms, 'GET', '/insights/consumption/alert', { token: c.token });
    expect(again.body).toEqual({ data: { ativo: true, percentual: 50, email: false } });
  });

  it('refuses a percent out of range with its message and writes nothing', async () => {
    const c = await customer('Bauru');
    const res = await call(cms, 'PUT', '/insights/consumption/alert', {
      token: c.token,
      body: { ativo: true, percentual: 301, email: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Informe um percentual inteiro entre 5 e 300');
    const again = await call(cms, 'GET', '/insights/consumption/alert', { token: c.token });
    expect(again.body).toEqual({ data: { ativo: true, percentual: 30, email: true } });
  });
});

const notices = async (token: string) =>
  ((await call(cms, 'GET', '/notification', { token })).body as { notifications: { title: string; description: string }[] }).notifications;

const alertRows = (contractId: number) =>
  sql<{ kind: string; status: string }>(
    cms,
    'SELECT kind, status FROM insights_consumption_alerts WHERE contract_id = ? ORDER BY id',
    'SELECT kind, status FROM insights_consumption_alerts WHERE contract_id = $1 ORDER BY id',
    [contractId],
  );

const alertMails = (to: string) =>
  mails(cms).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject === 'Consumo acima do habitual - Necta Gás Natural');

describe('the alert of a new bill', () => {
  it('notifies in the portal and by e-mail with the main reason when the bill is above the threshold', async () => {
    const c = await customer('Bauru');
    await bill(c.contract.documentId, '2025-05', '9');
    await bill(c.contract.documentId, '2026-05', '15.5', true);
    await expect
      .poll(async () => (await notices(c.token)).filter((n) => n.title === 'Consumo acima do habitual').length, { timeout: 60_000 })
      .toBe(1);
    const note = (await notices(c.token)).find((n) => n.title === 'Consumo acima do habitual')!;
    expect(note.description).toContain(
      'A fatura de 05/2026 registrou 15,5 m³, acima do seu limite de alerta de 11,7 m³ (30 % acima do habitual de 9 m³ para 31 dias).',
    );
    expect(note.description).toContain(
      'Principal motivo: Você consumiu em média 0,5 m³ por dia, contra 0,29 m³ por dia habituais no mesmo mês do ano anterior.',
    );
    await expect.poll(() => alertMails(c.user.email).length, { timeout: 30_000 }).toBe(1);
    // The e-mail carries the same lines as the notification (one message, portal/insights/consumption/alerts.ts).
    expect(await alertRows(c.contract.id)).toEqual([{ kind: 'BILL', status: 'SENT' }]);
  });

  it('stays silent below the threshold, and without e-mail when the customer chose so', async () => {
    const quiet = await customer('Bauru');
    await bill(quiet.contract.documentId, '2025-05', '9');
    await bill(quiet.contract.documentId, '2026-05', '11.7', true);
    await expect.poll(() => alertRows(quiet.contract.id), { timeout: 60_000 }).toEqual([{ kind: 'BILL', status: 'SKIPPED' }]);
    expect((await notices(quiet.token)).filter((n) => n.title === 'Consumo acima do habitual')).toHaveLength(0);

    const portalOnly = await customer('Bauru');
    await call(cms, 'PUT', '/insights/consumption/alert', { token: portalOnly.token, body: { ativo: true, percentual: 30, email: false } });
    await bill(portalOnly.contract.documentId, '2025-05', '9');
    await bill(portalOnly.contract.documentId, '2026-05', '15.5', true);
    await expect.poll(() => alertRows(portalOnly.contract.id), { timeout: 60_000 }).toEqual([{ kind: 'BILL', status: 'SENT' }]);
    expect((await notices(portalOnly.token)).filter((n) => n.title === 'Consumo acima do habitual')).toHaveLength(1);
    expect(alertMails(portalOnly.user.email)).toHaveLength(0);

    const off = await customer('Bauru');
    await call(cms, 'PUT', '/insights/consumption/alert', { token: off.token, body: { ativo: false, percentual: 30, email: true } });
    await bill(off.contract.documentId, '2025-05', '9');
    await bill(off.contract.documentId, '2026-05', '15.5', true);
    await expect.poll(() => alertRows(off.contract.id), { timeout: 60_000 }).toEqual([{ kind: 'BILL', status: 'SKIPPED' }]);
    expect((await notices(off.token)).filter((n) => n.title === 'Consumo acima do habitual')).toHaveLength(0);
  });

  it('judges the bills of the invoice CSV batch', async () => {
    await setClock(cms, '2026-04-06T09:00:00-03:00');
    const c = await customer('Bauru');
    await bill(c.contract.documentId, '2025-03', '10');
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    // The batch file's bill: 03/2026, readings 1.000 → 1.023,5 = 23,5 m³ against a usual of 10 m³.
    const csv = invoiceCsv([
      {
        consumerCode: c.contract.consumerCode,
        consumerCpfCnpj: c.contract.consumerCpfCnpj,
        numDoc: freshNumDoc(),
        scheduledDate: '06/04/2026',
      },
    ]);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const res = await fetch(new URL('/api/batch', cms.url), { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBe(201);
    await expect
      .poll(async () => (await notices(c.token)).filter((n) => n.title === 'Consumo acima do habitual').length, { timeout: 60_000 })
      .toBe(1);
    const note = (await notices(c.token)).find((n) => n.title === 'Consumo acima do habitual')!;
    expect(note.description).toContain('A fatura de 03/2026 registrou 23,5 m³, acima do seu limite de alerta de 13 m³');
    await setClock(cms, '2026-06-10T10:00:00-03:00');
  });
});
