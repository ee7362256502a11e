/**
 * Invoices against a real Strapi (PORTAL-API.md §11a): the status derived on a fixed clock,
 * the list (period, newest 60, overdue count, 422), payment codes (common access only; paid and
 * negotiated bills refused), the demo history, and ownership (another customer's bill → 404).
 * Every test makes its own customers, contracts and bills with the factories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCollectionBarcode, barcodeFromTypeableLine } from '@domain/payment/febraban';
import { hasValidCrc } from '@domain/payment/pix';
import type { BarcodeDetailsView, InvoiceListAnswer, PixDetailsView } from '@domain/invoices/types';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock, type MadeContract } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

async function customer(options: Parameters<typeof createCustomer>[1] = {}) {
  const made = await createCustomer(cms, options);
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

async function staffServing(role: 'attendant-only' | 'attendant-2' | 'admin', contract: MadeContract) {
  const made = await createStaff(cms, { role });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  const started = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: contract.documentId } });
  expect(started.status).toBe(200);
  return token;
}

const list = (token: string, query: Record<string, string> = { period: 'ALL' }) => call(cms, 'GET', '/invoices', { token, query });

describe('status derived on the server clock (America/Sao_Paulo)', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  it('is TO_EXPIRE before and on the due date, PENDING the day after, PAYED when paid (late shown)', async () => {
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-02',
      issueDate: '2026-03-05',
      dueDate: '2026-03-20',
    });
    const statusAt = async (instant: string) => {
      await setClock(cms, instant);
      const res = await list(c.token);
      expect(res.status).toBe(200);
      return (res.body as InvoiceListAnswer).data.invoices.find((i) => i.numDoc === invoice.numDoc)!;
    };
    expect((await statusAt('2026-03-19T12:00:00-03:00')).status).toBe('TO_EXPIRE');
    expect((await statusAt('2026-03-20T23:59:00-03:00')).status).toBe('TO_EXPIRE');
    // 02:30 UTC on the 21st is still the 20th in São Paulo.
    expect((await statusAt('2026-03-21T02:30:00Z')).status).toBe('TO_EXPIRE');
    const overdue = await statusAt('2026-03-21T00:01:00-03:00');
    expect(overdue.status).toBe('PENDING');
    expect((await list(c.token)).body.data.numberOfOverdueInvoices).toBe(1);

    await payInvoice(cms, { numDoc: invoice.numDoc, paymentDate: '2026-03-25' });
    const paid = await statusAt('2026-03-26T10:00:00-03:00');
    expect(paid).toMatchObject({ status: 'PAYED', paymentDate: '25/03/2026', paidLate: true, deadline: '20/03/2026' });
    expect((await list(c.token)).body.data.numberOfOverdueInvoices).toBe(0);
  });

  it('answers every field of spec 01 §3 with exact money and the pt-BR reference variants', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-22',
      amountCents: 15_790,
      previousReading: '1234.5',
      currentReading: '1246.845',
      consumptionM3: '12.345',
      negotiated: true,
    });
    const res = await list(c.token);
    expect(res.body).toEqual({
      data: {
        numberOfOverdueInvoices: 0,
        invoices: [
          {
            numDoc: invoice.numDoc,
            docDate: '06/04/2026',
            status: 'NEGOTIATED',
            price: 157.9,
            priceCents: 15_790,
            deadline: '22/04/2026',
            paymentDate: null,
            paidLate: false,
            consumptionM3: '12.345',
            referenceDate: '03/2026',
            shortUpperReferenceDate: 'MAR/2026',
            upperReferenceDate: 'MARÇO/2026',
            referenceMonth: '03',
            shortMonth: 'mar',
            longMonth: 'março',
            referenceYear: '2026',
          },
        ],
      },
    });
  });
});

describe('GET /api/invoices', () => {
  it('keeps the newest 60, newest first, and filters by reference year', async () => {
    const c = await customer();
    const months: string[] = [];
    for (let i = 0; i < 62; i++) {
      const y = 2021 + Math.floor(i / 12);
      const m = String((i % 12) + 1).padStart(2, '0');
      months.push(`${y}-${m}`);
    }
    for (const referenceMonth of months)
      await createInvoice(cms, { contractId: c.contract.documentId, referenceMonth, paymentDate: undefined });
    const all = ((await list(c.token)).body as InvoiceListAnswer).data;
    expect(all.invoices).toHaveLength(60);
    expect(all.invoices[0]!.referenceDate).toBe('02/2026');
    expect(all.invoices.at(-1)!.referenceDate).toBe('03/2021');
    const year = ((await list(c.token, { period: '2022' })).body as InvoiceListAnswer).data;
    expect(year.invoices.map((i) => i.referenceMonth)).toEqual(['12', '11', '10', '09', '08', '07', '06', '05', '04', '03', '02', '01']);
    expect(new Set(year.invoices.map((i) => i.referenceYear))).toEqual(new Set(['2022']));
    // Without period: the whole history too.
    expect(((await call(cms, 'GET', '/invoices', { token: c.token })).body as InvoiceListAnswer).data.invoices).toHaveLength(60);
  });

  it('refuses a malformed period with a message', async () => {
    const c = await customer();
    for (const period of ['22', 'todos', '2026-01']) {
      const res = await list(c.token, { period });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Informe o período: ALL ou um ano com 4 dígitos.');
    }
  });

  it('answers 422 with an error for a contract that cannot have bills listed, and an empty list for an active one', async () => {
    const pending = await customer({ contractSituation: 'PENDING' });
    const res = await list(pending.token);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Este contrato ainda não está ativo: não há faturas para listar.');

    const closed = await customer({ contractSituation: 'DEACTIVATE' });
    expect((await list(closed.token)).status).toBe(422);
    expect((await list(closed.token)).body.error.message).toBe('Este contrato está desativado e não possui faturas.');
    await createInvoice(cms, { contractId: closed.contract.documentId, referenceMonth: '2024-05', paymentDate: '2024-06-10' });
    const closedList = await list(closed.token);
    expect(closedList.status).toBe(200);
    expect(closedList.body.data.invoices).toHaveLength(1);
    expect((await list(closed.token, { period: '2023' })).body).toEqual({ data: { invoices: [], numberOfOverdueInvoices: 0 } });

    const fresh = await customer();
    expect((await list(fresh.token)).body).toEqual({ data: { invoices: [], numberOfOverdueInvoices: 0 } });
  });

  it('lists for attendants, attendant 2 and admins only within the started service', async () => {
    const c = await customer();
    await createInvoice(cms, { contractId: c.contract.documentId });
    for (const role of ['attendant-only', 'attendant-2', 'admin'] as const) {
      const made = await createStaff(cms, { role });
      const token = await tokenFor(cms, made.user.email, made.user.password!);
      const before = await list(token);
      expect(before.status).toBe(403);
      expect(before.body.error.message).toBe('Inicie um atendimento para acessar os dados do cliente.');
      await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: c.contract.documentId } });
      const res = await list(token);
      expect(res.status, role).toBe(200);
      expect(res.body.data.invoices).toHaveLength(1);
      const other = await customer();
      expect((await call(cms, 'GET', '/invoices', { token, query: { contractId: other.contract.documentId } })).status).toBe(404);
    }
  });

  it('never shows another customer’s contract (404)', async () => {
    const a = await customer();
    const b = await customer();
    const res = await call(cms, 'GET', '/invoices', { token: a.token, query: { contractId: b.contract.documentId } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Contrato não encontrado');
  });
});

describe('GET /api/invoices/{numDoc} — payment codes', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  it('gives the Pix BR Code with its QR and the FEBRABAN barcode with the linha digitável and its image', async () => {
    const c = await customer();
    await setClock(cms, '2026-05-02T09:00:00-03:00');
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-04',
      issueDate: '2026-05-05',
      dueDate: '2026-05-20',
      amountCents: 23_456,
    });
    const query = { docDate: invoice.docDate };
    const pix = await call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token: c.token, query: { ...query, type: 'pix' } });
    expect(pix.status).toBe(200);
    const { pixKey, pixQrCode } = pix.body as PixDetailsView;
    expect(hasValidCrc(pixKey)).toBe(true);
    expect(pixKey).toContain('0014br.gov.bcb.pix');
    expect(pixKey).toContain('5406234.56');
    expect(pixKey).toContain(`05${String(invoice.pixTxid.length).padStart(2, '0')}${invoice.pixTxid}`);
    expect(invoice.pixTxid).toBe(`FAT${invoice.numDoc}`);
    expect(pixQrCode).toMatch(/^data:image\/png;base64,/);

    const bar = await call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token: c.token, query: { ...query, type: 'barCode' } });
    expect(bar.status).toBe(200);
    const { barcode, barcodeInput, barcodeGenerator } = bar.body as BarcodeDetailsView;
    expect(barcode).toMatch(/^836\d{41}$/);
    expect(isValidCollectionBarcode(barcode)).toBe(true);
    expect(barcode.slice(4, 15)).toBe('00000023456');
    expect(barcode.slice(19, 27)).toBe('20260520');
    expect(barcode.endsWith(invoice.numDoc)).toBe(true);
    expect(barcodeInput).toMatch(/^\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d$/);
    expect(barcodeFromTypeableLine(barcodeInput)).toBe(barcode);
    expect(barcodeGenerator).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses paid (‘Sua fatura já foi paga’) and negotiated bills, a wrong date, a bad type and another customer’s bill', async () => {
    const c = await customer();
    const other = await customer();
    const paid = (
      await createInvoice(cms, {
        contractId: c.contract.documentId,
        paymentDate: '2026-01-10',
        referenceMonth: '2025-12',
        issueDate: '2026-01-05',
        dueDate: '2026-01-20',
      })
    ).invoice;
    const negotiated = (await createInvoice(cms, { contractId: c.contract.documentId, negotiated: true })).invoice;
    const foreign = (await createInvoice(cms, { contractId: other.contract.documentId })).invoice;
    const get = (numDoc: string, query: Record<string, string>) => call(cms, 'GET', `/invoices/${numDoc}`, { token: c.token, query });

    const paidRes = await get(paid.numDoc, { docDate: paid.docDate, type: 'pix' });
    expect(paidRes.status).toBe(409);
    expect(paidRes.body.error.message).toBe('Sua fatura já foi paga');
    const negotiatedRes = await get(negotiated.numDoc, { docDate: negotiated.docDate, type: 'barCode' });
    expect(negotiatedRes.status).toBe(409);
    expect(negotiatedRes.body.error.message).toBe(
      'Esta fatura foi negociada: pagamento, download e envio por e-mail não estão disponíveis.',
    );
    expect((await get(negotiated.numDoc, { docDate: '01/01/2001', type: 'pix' })).status).toBe(404);
    const badDate = await get(negotiated.numDoc, { docDate: '31/02/2026', type: 'pix' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe('Informe a data da fatura (docDate) no formato dd/MM/aaaa.');
    const badType = await get(negotiated.numDoc, { docDate: negotiated.docDate, type: 'boleto' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe('Informe o tipo de pagamento: pix ou barCode.');
    const foreignRes = await get(foreign.numDoc, { docDate: foreign.docDate, type: 'pix' });
    expect(foreignRes.status).toBe(404);
    expect(foreignRes.body.error.message).toBe('Fatura não encontrada');
  });

  it('gives payment codes to common access only: staff in a service get 403', async () => {
    const c = await customer();
    const { invoice } = await createInvoice(cms, { contractId: c.contract.documentId });
    for (const role of ['attendant-only', 'attendant-2', 'admin'] as const) {
      const token = await staffServing(role, c.contract);
      const res = await call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token, query: { docDate: invoice.docDate, type: 'pix' } });
      expect(res.status, role).toBe(403);
    }
  });
});

describe('demo bills', () => {
  it('give cliente@ 36 months with every status: ≥ 2 overdue, 1 negotiated, paid late, one open', async () => {
    const token = await tokenFor(cms, 'cliente@demo.test');
    const res = await list(token);
    expect(res.status).toBe(200);
    const { invoices, numberOfOverdueInvoices } = (res.body as InvoiceListAnswer).data;
    expect(invoices).toHaveLength(36);
    const count = (s: string) => invoices.filter((i) => i.status === s).length;
    expect(count('PENDING')).toBeGreaterThanOrEqual(2);
    expect(count('NEGOTIATED')).toBe(1);
    expect(count('TO_EXPIRE')).toBeGreaterThanOrEqual(1);
    expect(count('PAYED')).toBeGreaterThan(25);
    expect(invoices.filter((i) => i.paidLate).length).toBeGreaterThanOrEqual(1);
    expect(numberOfOverdueInvoices).toBe(count('PENDING'));
    // The consumer code of cliente@demo.test's contract (README, demo accounts).
    expect(invoices.every((i) => i.numDoc.startsWith('100000001'))).toBe(true);
  });

  it('give every other demo contract bills', async () => {
    for (const email of ['gnv@demo.test', 'industria@demo.test']) {
      const token = await tokenFor(cms, email);
      expect(((await list(token)).body as InvoiceListAnswer).data.invoices.length, email).toBeGreaterThanOrEqual(12);
    }
  });
});
