/**
 * The bill explained against a real Strapi (issue 25 §1, docs/insights-explain.md): every demo
 * bill — computed by the seed from the demo tariffs — is explained by lines that add up to its
 * total to the cent, with no unexplained adjustment; a bill without reading data is refused with
 * the designed text; another customer's bill is 404. Every demo bill's "Composição da tarifa"
 * (Deliberação ARSESP nº 1.151/2021) adds up too, and the admin refuses a tariff whose components
 * do not add up to the tier price. On SQLite and PostgreSQL (api and api-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff } from '../support/factories';
import { STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ ...STAFF_ADMIN_ENV });
});
afterAll(async () => {
  await cms?.stop();
});

interface Line {
  kind: string;
  amountCents: number;
  title: string;
  sentence: string;
}
interface Explained {
  numDoc: string;
  totalCents: number;
  composition: { available: boolean; consumptionCents: number; parts: { kind: string; title: string; amountCents: number }[] };
  consumption: { days: number; correctedM3: string };
  lines: Line[];
  previous: { reasons: { sentence: string }[] } | null;
}

describe('every demo bill', () => {
  it('is explained by lines that add up to its total to the cent, with no adjustment', async () => {
    const query =
      "SELECT i.num_doc AS num_doc, i.amount_cents AS amount_cents, c.document_id AS contract FROM invoices i JOIN invoices_contract_lnk l ON l.invoice_id = i.id JOIN contracts c ON c.id = l.contract_id WHERE i.num_doc LIKE c.consumer_code || '%' ORDER BY c.id, i.reference_month";
    const bills = await sql<{ num_doc: string; amount_cents: number | string; contract: string }>(cms, query, query);
    // The demo bills are numbered consumer code + reference month (cms/src/seed/demo-invoices.ts): 36 + 24 + 24 + 12 + … > 150.
    expect(bills.length).toBeGreaterThan(150);
    const staff = await createStaff(cms, { role: 'admin' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    let serving = '';
    let checked = 0;
    for (const bill of bills) {
      if (bill.contract !== serving) {
        const started = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: bill.contract } });
        expect(started.status, bill.contract).toBe(200);
        serving = bill.contract;
      }
      const res = await call(cms, 'GET', `/insights/explain/${bill.num_doc}`, { token });
      expect(res.status, bill.num_doc).toBe(200);
      const answer = res.body as Explained;
      expect(answer.totalCents, bill.num_doc).toBe(Number(bill.amount_cents));
      expect(
        answer.lines.reduce((sum, l) => sum + l.amountCents, 0),
        bill.num_doc,
      ).toBe(Number(bill.amount_cents));
      expect(
        answer.lines.filter((l) => l.kind === 'ADJUSTMENT'),
        bill.num_doc,
      ).toEqual([]);
      // ICMS, PIS and COFINS "por dentro" of each tariff in force (twice across a tariff change).
      const taxes = answer.lines.filter((l) => l.kind === 'TAX').map((l) => l.title);
      expect([3, 6], bill.num_doc).toContain(taxes.length);
      expect(new Set(taxes)).toEqual(new Set(['ICMS (12,00 %)', 'PIS (1,65 %)', 'COFINS (7,60 %)']));
      // Composição da tarifa: gas, transport, margin and recovery add up to the tier lines, and with
      // the fixed part, ICMS, PIS, COFINS and the other items to the total, to the cent.
      const { composition } = answer;
      expect(composition.available, bill.num_doc).toBe(true);
      const tierCents = answer.lines.filter((l) => l.kind === 'TIER').reduce((sum, l) => sum + l.amountCents, 0);
      expect(composition.consumptionCents, bill.num_doc).toBe(tierCents);
      expect(
        composition.parts.slice(0, 4).map((p) => p.kind),
        bill.num_doc,
      ).toEqual(['GAS', 'TRANSPORT', 'MARGIN', 'RECOVERY']);
      expect(
        composition.parts.slice(0, 4).reduce((sum, p) => sum + p.amountCents, 0),
        bill.num_doc,
      ).toBe(tierCents);
      expect(
        composition.parts.reduce((sum, p) => sum + p.amountCents, 0),
        bill.num_doc,
      ).toBe(Number(bill.amount_cents));
      expect(
        composition.parts.filter((p) => p.kind === 'TAX').map((p) => p.title),
        bill.num_doc,
      ).toEqual(['ICMS', 'PIS', 'COFINS']);
      checked++;
    }
    expect(checked).toBe(bills.length);
  });

  it("explains cliente@'s newest bill with its consumption, sentences and the comparison with the previous one", async () => {
    const token = await tokenFor(cms, 'cliente@demo.test');
    const list = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
    const newest = (list.body as { data: { invoices: { numDoc: string }[] } }).data.invoices[0]!;
    const res = await call(cms, 'GET', `/insights/explain/${newest.numDoc}`, { token });
    expect(res.status).toBe(200);
    const answer = res.body as Explained;
    expect(answer.consumption.days).toBeGreaterThanOrEqual(26);
    expect(answer.lines[0]).toMatchObject({ kind: 'TIER', title: 'Consumo de 0 m³ a 5 m³' });
    expect(answer.lines.find((l) => l.kind === 'FIXED')?.title).toBe('Parte fixa');
    expect(answer.previous).not.toBeNull();
  });
});

describe('the demo’s next bill (multicontrato@, contract 100000002)', () => {
  it('carries instalment nº 1 of the agreement in force and is due on the changed day', async () => {
    const token = await tokenFor(cms, 'multicontrato@demo.test');
    const contracts = await sql<{ document_id: string }>(
      cms,
      "SELECT document_id FROM contracts WHERE consumer_code = '100000002'",
      "SELECT document_id FROM contracts WHERE consumer_code = '100000002'",
    );
    const contractId = contracts[0]!.document_id;
    const agreements = await call(cms, 'GET', '/collections/negotiation/agreements', { token, query: { contractId } });
    expect(agreements.status).toBe(200);
    const agreement = (
      agreements.body as { data: { state: string; instalments: { number: number; amountCents: number; invoiceNumDoc: string | null }[] }[] }
    ).data[0]!;
    expect(agreement.state).toBe('ACTIVE');
    const first = agreement.instalments.find((i) => i.number === 1)!;
    expect(first.invoiceNumDoc).not.toBeNull();
    expect(agreement.instalments.filter((i) => i.number > 1).every((i) => i.invoiceNumDoc === null)).toBe(true);
    const res = await call(cms, 'GET', `/insights/explain/${first.invoiceNumDoc}`, { token, query: { contractId } });
    expect(res.status).toBe(200);
    const line = (res.body as Explained).lines.find((l) => l.kind === 'NEGOTIATION_INSTALMENT');
    expect(line).toMatchObject({ amountCents: first.amountCents, title: 'Parcela do acordo nº 1' });
    const dueDate = await call(cms, 'GET', '/collections/due-date', { token, query: { contractId } });
    const day = (dueDate.body as { data: { currentDay: number } }).data.currentDay;
    expect([3, 8, 13, 18, 23, 28]).toContain(day);
    const bill = await sql<{ due_date: string | Date }>(
      cms,
      'SELECT due_date FROM invoices WHERE num_doc = ?',
      'SELECT due_date FROM invoices WHERE num_doc = $1',
      [first.invoiceNumDoc],
    );
    const due = bill[0]!.due_date instanceof Date ? bill[0]!.due_date.toISOString() : String(bill[0]!.due_date);
    expect(Number(due.slice(8, 10))).toBe(day);
  });
});

describe('refusals', () => {
  it("answers 404 for another customer's bill and 409 for a bill without reading data", async () => {
    const owner = await createCustomer(cms);
    const other = await createCustomer(cms);
    const { invoice } = await createInvoice(cms, { contractId: owner.contracts[0]!.documentId });
    const ownerToken = await tokenFor(cms, owner.user.email, owner.user.password!);
    const otherToken = await tokenFor(cms, other.user.email, other.user.password!);
    const stranger = await call(cms, 'GET', `/insights/explain/${invoice.numDoc}`, { token: otherToken });
    expect(stranger.status).toBe(404);
    const mine = await call(cms, 'GET', `/insights/explain/${invoice.numDoc}`, { token: ownerToken });
    expect(mine.status).toBe(409);
    expect((mine.body as { error: { message: string } }).error.message).toBe(
      'Esta fatura não tem os dados de leitura necessários para ser explicada.',
    );
  });
});

describe('the tariff kept in the admin (Tarifa de gás)', () => {
  const TARIFFS = '/content-manager/collection-types/api::insights.tariff';
  async function save(token: string, tiers: unknown[]) {
    const res = await fetch(`${cms.url}${TARIFFS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // A GNV test table from 2099 on: no bill of the demo falls in it.
      body: JSON.stringify({ name: 'GNV de teste', tariffClass: 'GNV', validFrom: '2099-01-01', fixedPerMonth: '0', tiers, taxes: [] }),
    });
    return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
  }

  it('refuses components that do not add up to the tier price or are half filled, and saves those that add up', async () => {
    const token = await staffAdminToken(cms);
    const before = await sql<{ n: number | string }>(
      cms,
      'SELECT COUNT(*) AS n FROM insights_tariffs',
      'SELECT COUNT(*) AS n FROM insights_tariffs',
    );
    const tier = { label: 'Faixa única', upToM3: null, pricePerM3: '2.300000' };
    // 1,75 + 0,40 + 0,10 + 0,04 = 2,29, one cent short of 2,30.
    const off = await save(token, [{ ...tier, gasPerM3: '1.75', transportPerM3: '0.4', marginPerM3: '0.1', recoveryPerM3: '0.04' }]);
    expect(off.status).toBe(400);
    expect(off.body.error?.message).toBe(
      'Faixa "Faixa única": gás + transporte + margem da distribuidora + recuperação das contas gráficas somam R$ 2,290000 por m³, mas o preço da faixa é R$ 2,300000. As parcelas precisam somar exatamente o preço por m³ sem tributos.',
    );
    const half = await save(token, [{ ...tier, gasPerM3: '1.75', transportPerM3: '', marginPerM3: '', recoveryPerM3: '' }]);
    expect(half.status).toBe(400);
    expect(half.body.error?.message).toBe(
      'Faixa "Faixa única": preencha as quatro parcelas do preço (gás, transporte, margem da distribuidora e recuperação das contas gráficas) ou deixe as quatro vazias.',
    );
    const after = await sql<{ n: number | string }>(
      cms,
      'SELECT COUNT(*) AS n FROM insights_tariffs',
      'SELECT COUNT(*) AS n FROM insights_tariffs',
    );
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    // 1,75 + 0,40 + 0,20 − 0,05 = 2,30: a negative recovery returns a balance to the users.
    const right = await save(token, [{ ...tier, gasPerM3: '1.75', transportPerM3: '0.4', marginPerM3: '0.2', recoveryPerM3: '-0.05' }]);
    expect(right.status).toBe(201);
  });
});
