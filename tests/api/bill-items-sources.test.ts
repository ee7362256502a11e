/**
 * Where a bill's reconnection instalments and credits come from, against a real Strapi (issue 25 §1;
 * docs/insights-explain.md, docs/collections-suspension.md), on SQLite and PostgreSQL:
 * a charged reconnection marked DONE by staff in the admin puts its fee, in the instalments they
 * chose, on the next bills ('Parcela 1/2 da religação', 'Parcela 2/2 da religação'); a Pix for a
 * bill already paid leaves a credit the next bill consumes ('Crédito'), never above its total;
 * staff register a credit with its reason in the admin; each explanation adds up to the bill's total.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createInterruption,
  createInvoice,
  payInvoice,
  resetClock,
  setClock,
  setServiceSettings,
} from '../support/factories';
import { STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

const SECRET = 'segredo-do-webhook-pix';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ PIX_WEBHOOK_SECRET: SECRET, ...STAFF_ADMIN_ENV });
  await setServiceSettings(cms, { reconnectionCapacity: 40, suspensionCapacity: 40 });
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

interface Line {
  kind: string;
  amountCents: number;
  title: string;
  sentence: string;
}

async function customer(contractSituation: 'ACTIVE' | 'DEACTIVATE' = 'ACTIVE') {
  const made = await createCustomer(cms, { contractSituation });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

async function admin(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A bill with the consumption data of April/May/June 2026 (20 m³ in 30 days), `amountCents` as given. */
const reading = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const prev = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return {
    referenceMonth: month,
    issueDate: `${next}-02`,
    dueDate: `${next}-20`,
    previousReading: '1000',
    currentReading: '1020',
    consumptionM3: '20',
    previousReadingDate: `${prev}-25`,
    currentReadingDate: `${month}-25`,
    readingType: 'REAL' as const,
    measuredM3: '20',
    correctionFactor: '1',
    correctedM3: '20',
  };
};

async function explain(token: string, numDoc: string) {
  const res = await call(cms, 'GET', `/insights/explain/${numDoc}`, { token });
  expect(res.status, numDoc).toBe(200);
  return res.body as { totalCents: number; lines: Line[] };
}

/** What the tariff charges for a month of `reading` (no other item): a probe bill's adjustment tells it. */
async function energyOf(month: string): Promise<number> {
  const probe = await customer();
  const { invoice } = await createInvoice(cms, { contractId: probe.contract.documentId, ...reading(month), amountCents: 1 });
  const lines = (await explain(probe.token, invoice.numDoc)).lines;
  return 1 - lines.find((l) => l.kind === 'ADJUSTMENT')!.amountCents;
}

const sumOf = (lines: Line[]) => lines.reduce((s, l) => s + l.amountCents, 0);

describe('the reconnection fee on the next bills', () => {
  it('puts the fee of a reconnection marked done, in the 2 instalments staff chose, on the next two bills as 1/2 and 2/2, once', async () => {
    await setClock(cms, '2026-04-14T10:00:00-03:00'); // Tuesday
    const c = await customer('DEACTIVATE');
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-03-10' });
    const form = new FormData();
    const calendar = await call(cms, 'GET', '/services/reconnection/calendar', { token: c.token });
    form.append('date', JSON.stringify({ date: calendar.body.data[0].date, period: 'MORNING' }));
    form.append('phone', JSON.stringify('(14) 9 9123-4567'));
    const asked = await fetch(`${cms.url}/api/services/reconnection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(asked.status).toBe(200);
    const { protocol } = ((await asked.json()) as { data: { protocol: string } }).data;

    const token = await staffAdminToken(cms);
    const REQUESTS = '/content-manager/collection-types/api::service.service-request';
    const list = await admin(token, 'GET', `${REQUESTS}?filters[protocol][$eq]=${protocol}`);
    const documentId = list.body.results[0].documentId as string;
    // More instalments than the settings allow (3 by default): refused, nothing recorded.
    const tooMany = await admin(token, 'PUT', `${REQUESTS}/${documentId}`, { requestStatus: 'DONE', feeInstalments: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('O número de parcelas da taxa de religação deve ser um número inteiro de 1 a 3.');
    const none = 'SELECT COUNT(*) AS n FROM reconnection_instalments WHERE protocol = ?';
    expect(Number((await sql<{ n: number }>(cms, none, none.replace('?', '$1'), [protocol]))[0]!.n)).toBe(0);

    // Reconnected on 15/04/2026 at the fee of the settings (R$ 86,30) in 2: R$ 43,15 + R$ 43,15 from the bill of 05/2026.
    await setClock(cms, '2026-04-15T15:00:00-03:00');
    expect((await admin(token, 'PUT', `${REQUESTS}/${documentId}`, { requestStatus: 'DONE', feeInstalments: 2 })).status).toBe(200);
    // A second save records nothing more.
    expect((await admin(token, 'PUT', `${REQUESTS}/${documentId}`, { requestStatus: 'DONE', feeInstalments: 2 })).status).toBe(200);
    const rows = 'SELECT number, count, amount_cents, from_month FROM reconnection_instalments WHERE protocol = ? ORDER BY number';
    expect(await sql(cms, rows, rows.replace('?', '$1'), [protocol])).toEqual([
      { number: 1, count: 2, amount_cents: 4315, from_month: '2026-05' },
      { number: 2, count: 2, amount_cents: 4315, from_month: '2026-05' },
    ]);

    const energy = await energyOf('2026-05');
    const bill = async (month: string) =>
      (await createInvoice(cms, { contractId: c.contract.documentId, ...reading(month), amountCents: energy })).invoice;
    // The bill of the month of the reconnection carries nothing; the next two carry 1/2 and 2/2; the one after, nothing.
    const april = await bill('2026-04');
    expect(april.priceCents).toBe(energy);
    const may = await bill('2026-05');
    const june = await bill('2026-06');
    const july = await bill('2026-07');
    expect([may.priceCents, june.priceCents, july.priceCents]).toEqual([energy + 4315, energy + 4315, energy]);

    // A new sign-in: the clock moved a day since the customer's.
    const customerToken = await tokenFor(cms, c.user.email, c.user.password!);
    for (const [numDoc, title] of [
      [may.numDoc, 'Parcela 1/2 da religação'],
      [june.numDoc, 'Parcela 2/2 da religação'],
    ] as const) {
      const answer = await explain(customerToken, numDoc);
      expect(answer.lines.find((l) => l.kind === 'RECONNECTION_INSTALMENT')).toEqual({
        kind: 'RECONNECTION_INSTALMENT',
        amountCents: 4315,
        reference: title.slice(8, 11),
        title,
        sentence: 'Parcela do serviço de religação do fornecimento, cobrada nesta fatura.',
      });
      expect(answer.lines.filter((l) => l.kind === 'ADJUSTMENT')).toEqual([]);
      expect(sumOf(answer.lines)).toBe(answer.totalCents);
      expect(answer.totalCents).toBe(energy + 4315);
    }
  });
});

describe('credits of a contract', () => {
  const sign = (raw: string, ts: number) => `sha256=${crypto.createHmac('sha256', SECRET).update(`${ts}.${raw}`).digest('hex')}`;
  const e2e = () => `E18236120202606101430${crypto.randomBytes(6).toString('hex').slice(0, 11).toUpperCase()}`;
  async function hook(body: unknown, at: string) {
    const raw = JSON.stringify(body);
    const ts = Date.parse(at) / 1000;
    const res = await fetch(`${cms.url}/api/payments/pix/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pix-signature': sign(raw, ts), 'x-pix-timestamp': String(ts) },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  it('turns a Pix for a bill paid by barcode into a credit the next bill consumes, up to its total, the rest for the following one', async () => {
    const at = '2026-06-10T10:00:00-03:00';
    await setClock(cms, at);
    const c = await customer();
    const energy = await energyOf('2026-05');
    // The bill of 05/2026 (R$ x) paid by barcode on 08/06, then by Pix on 10/06: paid twice.
    const paid = (await createInvoice(cms, { contractId: c.contract.documentId, ...reading('2026-05'), amountCents: energy })).invoice;
    await payInvoice(cms, { numDoc: paid.numDoc, paymentDate: '2026-06-08' });
    const valor = `${Math.floor(energy / 100)}.${String(energy % 100).padStart(2, '0')}`;
    const pix = { pix: [{ endToEndId: e2e(), txid: paid.pixTxid, valor, horario: '2026-06-10T12:00:00.000Z' }] };
    expect((await hook(pix, at)).body.results[0].result).toBe('already-paid');
    // The same Pix delivered again: still one credit.
    expect((await hook(pix, at)).status).toBe(200);
    const credits = 'SELECT origin, amount_cents, remaining_cents, reason FROM contract_credits WHERE source_num_doc = ?';
    expect(await sql(cms, credits, credits.replace('?', '$1'), [paid.numDoc])).toEqual([
      {
        origin: 'DOUBLE_PAYMENT',
        amount_cents: energy,
        remaining_cents: energy,
        reason: `Pagamento em duplicidade da fatura ${paid.numDoc}`,
      },
    ]);

    // The next bill (06/2026) is smaller than the credit: all of it is discounted (total R$ 0,00), the rest waits.
    const small = Math.floor(energy / 3);
    const june = (await createInvoice(cms, { contractId: c.contract.documentId, ...reading('2026-06'), amountCents: small })).invoice;
    expect(june.priceCents).toBe(0);
    const july = (await createInvoice(cms, { contractId: c.contract.documentId, ...reading('2026-07'), amountCents: energy })).invoice;
    expect(july.priceCents).toBe(energy - (energy - small));
    expect(await sql(cms, credits, credits.replace('?', '$1'), [paid.numDoc])).toEqual([expect.objectContaining({ remaining_cents: 0 })]);

    const answer = await explain(c.token, july.numDoc);
    expect(answer.lines.find((l) => l.kind === 'CREDIT')).toEqual({
      kind: 'CREDIT',
      amountCents: -(energy - small),
      title: 'Crédito',
      sentence: 'Valor a seu favor, descontado desta fatura.',
    });
    expect(answer.lines.filter((l) => l.kind === 'ADJUSTMENT')).toEqual([]);
    expect(sumOf(answer.lines)).toBe(answer.totalCents);
    expect(answer.totalCents).toBe(small);
  });

  it('lets staff register a credit with its reason in the admin, refusing one without reason or amount, and the next bill takes it', async () => {
    await setClock(cms, '2026-06-10T10:00:00-03:00');
    const c = await customer();
    const token = await staffAdminToken(cms);
    const CREDITS = '/content-manager/collection-types/api::collections.contract-credit';
    const contract = { connect: [{ documentId: c.contract.documentId }] };
    const noReason = await admin(token, 'POST', CREDITS, { contract, amountCents: 2500, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo do crédito (até 500 caracteres).');
    const noAmount = await admin(token, 'POST', CREDITS, { contract, amountCents: 0, reason: 'Devolução de cobrança indevida' });
    expect(noAmount.status).toBe(400);
    const count =
      'SELECT COUNT(*) AS n FROM contract_credits_contract_lnk l JOIN contracts c ON c.id = l.contract_id WHERE c.document_id = ?';
    expect(Number((await sql<{ n: number }>(cms, count, count.replace('?', '$1'), [c.contract.documentId]))[0]!.n)).toBe(0);
    const made = await admin(token, 'POST', CREDITS, { contract, amountCents: 2500, reason: 'Devolução de cobrança indevida' });
    expect(made.status).toBe(201);
    const energy = await energyOf('2026-05');
    const bill = (await createInvoice(cms, { contractId: c.contract.documentId, ...reading('2026-05'), amountCents: energy })).invoice;
    expect(bill.priceCents).toBe(energy - 2500);
    const answer = await explain(c.token, bill.numDoc);
    expect(answer.lines.find((l) => l.kind === 'CREDIT')?.amountCents).toBe(-2500);
    expect(sumOf(answer.lines)).toBe(energy - 2500);
  });
});

describe('the demo (multicontrato@demo.test)', () => {
  it('shows the reconnection fee in 3 instalments on contract 100000002 and the credit on contract 100000003', async () => {
    await resetClock(cms);
    const token = await tokenFor(cms, 'multicontrato@demo.test');
    const contractOf = async (code: string) =>
      (
        await sql<{ document_id: string; id: number }>(
          cms,
          `SELECT id, document_id FROM contracts WHERE consumer_code = '${code}'`,
          `SELECT id, document_id FROM contracts WHERE consumer_code = '${code}'`,
        )
      )[0]!;
    const first = await contractOf('100000002');
    const fees =
      'SELECT invoice_num_doc, number, count, amount_cents FROM reconnection_instalments r JOIN reconnection_instalments_contract_lnk l ON l.reconnection_instalment_id = r.id WHERE l.contract_id = ? ORDER BY number';
    const rows = await sql<{ invoice_num_doc: string; number: number; count: number; amount_cents: number }>(
      cms,
      fees,
      fees.replace('?', '$1'),
      [first.id],
    );
    // R$ 86,30 in 3: 28,78 + 28,76 + 28,76.
    expect(rows.map((r) => [Number(r.number), Number(r.count), Number(r.amount_cents)])).toEqual([
      [1, 3, 2878],
      [2, 3, 2876],
      [3, 3, 2876],
    ]);
    for (const row of rows) {
      const res = await call(cms, 'GET', `/insights/explain/${row.invoice_num_doc}`, { token, query: { contractId: first.document_id } });
      expect(res.status).toBe(200);
      const lines = (res.body as { lines: Line[] }).lines;
      expect(lines.find((l) => l.kind === 'RECONNECTION_INSTALMENT')).toMatchObject({
        title: `Parcela ${row.number}/3 da religação`,
        amountCents: Number(row.amount_cents),
      });
      expect(lines.filter((l) => l.kind === 'ADJUSTMENT')).toEqual([]);
    }
    const second = await contractOf('100000003');
    const uses = 'SELECT invoice_num_doc, amount_cents FROM credit_uses WHERE contract_id = ?';
    const used = await sql<{ invoice_num_doc: string; amount_cents: number }>(cms, uses, uses.replace('?', '$1'), [second.id]);
    expect(used.map((u) => Number(u.amount_cents))).toEqual([2000]);
    const res = await call(cms, 'GET', `/insights/explain/${used[0]!.invoice_num_doc}`, {
      token,
      query: { contractId: second.document_id },
    });
    expect(res.status).toBe(200);
    expect((res.body as { lines: Line[] }).lines.find((l) => l.kind === 'CREDIT')).toMatchObject({ title: 'Crédito', amountCents: -2000 });
  });
});
