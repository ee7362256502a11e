/**
 * Dynamic Pix with due date (issue 24 §1) end to end: a real CMS configured with a LOCAL PIX
 * PROVIDER (tests/support/bcb: HTTPS with mTLS from a throwaway CA, OAuth2, the BCB OpenAPI's
 * schemas checked on every request and answer). A bill issued gets its cobv and the customer's
 * Pix code becomes the dynamic BR Code; a change and a removal follow the bill; an imported batch
 * goes as one lotecobv; payments arrive by the webhook (nginx's mTLS headers) or, when the webhook
 * is lost, by the reconciliation of GET /pix; each Pix applied once, a wrong amount flagged. The
 * bill's PDF (full and simplified) and its paperless e-mail carry the dynamic code.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCrc } from '@domain/payment/pix';
import type { PixDetailsView } from '@domain/invoices/types';
import { invoiceCsv, freshNumDoc } from '../support/batch-files';
import { changeInvoice, createCustomer, createInvoice, createStaff, resetClock, setClock } from '../support/factories';
import { localPixEnv, startLocalPix, until as poll, type LocalPix } from '../support/bcb/local-pix';
import type { LocalPixProvider } from '../support/bcb/provider';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let pix: LocalPix;
let provider: LocalPixProvider;
let cms: RunningCms;
const PROXY_SECRET = 'proxy-secret-of-the-test-0123456789';
const SUBJECT = 'CN=psp-webhook.example.com,O=PSP Teste';
const nginxHeaders = { 'x-pix-proxy-secret': PROXY_SECRET, 'x-client-verify': 'SUCCESS', 'x-client-subject': SUBJECT };

beforeAll(async () => {
  pix = await startLocalPix();
  provider = pix.provider;
  cms = await startCms({
    ...localPixEnv(pix),
    PIX_COBV_FINE_MODALIDADE: '2',
    PIX_COBV_FINE_VALOR_PERC: '2.00',
    PIX_COBV_INTEREST_MODALIDADE: '3',
    PIX_COBV_INTEREST_VALOR_PERC: '1.00',
    PIX_WEBHOOK_PROXY_SECRET: PROXY_SECRET,
    PIX_WEBHOOK_CLIENT_SUBJECT: SUBJECT,
    JOBS_POLL_MS: '200',
  });
}, 180_000);

afterEach(() => {
  expect(provider.violations).toEqual([]);
});

afterAll(async () => {
  await cms?.stop();
  await pix?.stop();
});

const until = <T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 30_000) => poll(what, read, ms, 200);

async function download(path: string, token: string, query: Record<string, string>) {
  const url = new URL(`/api${path}`, cms.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The text of a one-page PDF (pdf.js), items joined by spaces. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

async function customer() {
  const made = await createCustomer(cms);
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

const txidOf = (numDoc: string) => `GASV${numDoc.padStart(22, '0')}`;
const pixCode = async (token: string, numDoc: string, docDate: string) => {
  const res = await call(cms, 'GET', `/invoices/${numDoc}`, { token, query: { docDate, type: 'pix' } });
  return { status: res.status, body: res.body as PixDetailsView };
};
const webhook = (items: Record<string, unknown>[], headers: Record<string, string> = nginxHeaders) =>
  provider.notify(`${cms.url}/api/collections/pix/webhook`, items, headers);

describe('a bill issued gets its cobrança com vencimento', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  it('creates the cobv with the bill’s amount, due date, payer, fine and interest, and shows its dynamic BR Code', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
      amountCents: 15_790,
    });
    const txid = txidOf(invoice.numDoc);
    const cobv = await until('the cobv', async () => provider.cobvs.get(txid));
    expect(cobv).toMatchObject({
      status: 'ATIVA',
      calendario: { dataDeVencimento: '2026-04-20', validadeAposVencimento: 60 },
      valor: { original: '157.90', multa: { modalidade: 2, valorPerc: '2.00' }, juros: { modalidade: 3, valorPerc: '1.00' } },
      chave: 'pix@necta.com.br',
    });
    const code = await until('the dynamic code', async () => {
      const got = await pixCode(c.token, invoice.numDoc, invoice.docDate);
      return got.body.pixKey?.includes(String(cobv.location)) ? got : null;
    });
    expect(code.status).toBe(200);
    expect(code.body.pixKey.startsWith('000201010212')).toBe(true);
    expect(hasValidCrc(code.body.pixKey)).toBe(true);
    expect(code.body.pixQrCode.startsWith('data:image/png;base64,')).toBe(true);

    const due = await call(cms, 'GET', `/collections/pix/invoices/${invoice.numDoc}`, {
      token: c.token,
      query: { docDate: invoice.docDate },
    });
    expect(due.status).toBe(200);
    expect(due.body).toEqual({
      numDoc: invoice.numDoc,
      date: '2026-04-10',
      dynamic: true,
      dueDate: '2026-04-20',
      lastDayWithoutCharges: '2026-04-20',
      daysLate: 0,
      originalCents: 15_790,
      fineCents: 0,
      interestCents: 0,
      discountCents: 0,
      totalCents: 15_790,
      payable: true,
    });
    // 10 days late: 2% fine (3.16) and 1% a month pro rata (0.53).
    await setClock(cms, '2026-04-30T10:00:00-03:00');
    // A new session: the first one's token expired in the 20 days the clock moved.
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    const late = await call(cms, 'GET', `/collections/pix/invoices/${invoice.numDoc}`, {
      token,
      query: { docDate: invoice.docDate },
    });
    expect(late.body).toMatchObject({ daysLate: 10, fineCents: 316, interestCents: 53, totalCents: 16_159 });
  });

  it('the bill’s PDF (full and simplified) and its paperless e-mail carry the dynamic BR Code, not the static one', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const made = await createCustomer(cms, { invoiceByEmail: true });
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    const contract = made.contracts[0]!;
    const email = ((await call(cms, 'GET', '/user/sap', { token })).body as { data: { email: string } }).data.email;
    const { invoice } = await createInvoice(cms, {
      contractId: contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
      amountCents: 12_345,
      notify: true,
    });
    const cobv = await until('the cobv', async () => provider.cobvs.get(txidOf(invoice.numDoc)));
    // Point of initiation 12 (dynamic) with the cobv's location (BR Code manual); the static code is 11.
    const dynamic = await until('the dynamic code', async () => {
      const got = await pixCode(token, invoice.numDoc, invoice.docDate);
      return got.body.pixKey?.includes(String(cobv.location)) ? got.body.pixKey : null;
    });
    expect(dynamic.startsWith('000201010212')).toBe(true);
    const flat = (text: string) => text.replace(/\s+/g, '');
    const full = await download(`/invoices/${invoice.numDoc}/download`, token, { docDate: invoice.docDate });
    expect(full.status).toBe(200);
    expect(flat(await pdfText(full.bytes))).toContain(flat(dynamic));
    const simplified = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj },
    });
    const copy = await download('/simplified-invoice/generate', simplified.body.jwt as string, {
      numDoc: invoice.numDoc,
      docDate: invoice.docDate,
    });
    expect(copy.status).toBe(200);
    expect(flat(await pdfText(copy.bytes))).toContain(flat(dynamic));
    const subject = 'Sua fatura MARÇO/2026 - Necta Gás Natural';
    const mail = await until('the new bill’s e-mail', async () =>
      mails(cms).find((m) => m.to.toLowerCase().includes(email.toLowerCase()) && m.subject === subject),
    );
    expect(flat(mail.text.replace(/=\r?\n/g, ''))).toContain(flat(dynamic));
    expect(flat(mail.text).split('000201')).toHaveLength(2);
  });

  it('sends a change of amount and due date with PATCH, and removes the charge of a deleted bill', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
      amountCents: 10_000,
    });
    const txid = txidOf(invoice.numDoc);
    await until('the cobv', async () => provider.cobvs.get(txid));
    await changeInvoice(cms, { numDoc: invoice.numDoc, amountCents: 12_345, dueDate: '2026-04-27' });
    const changed = await until('the revision', async () => (provider.cobvs.get(txid)!.revisao >= 1 ? provider.cobvs.get(txid) : null));
    expect(changed).toMatchObject({ valor: { original: '123.45' }, calendario: { dataDeVencimento: '2026-04-27' } });
    const patch = provider.calls.find((x) => x.method === 'PATCH' && x.path === `/v2/cobv/${txid}`);
    expect(patch?.body).toMatchObject({ valor: { original: '123.45' }, calendario: { dataDeVencimento: '2026-04-27' } });

    await changeInvoice(cms, { numDoc: invoice.numDoc, delete: true });
    await until('the removal', async () => provider.cobvs.get(txid)!.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('removes the charge of a bill that became negotiated, and the customer no longer gets a code', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
    });
    const txid = txidOf(invoice.numDoc);
    await until('the cobv', async () => provider.cobvs.get(txid));
    await changeInvoice(cms, { numDoc: invoice.numDoc, negotiated: true });
    await until('the removal', async () => provider.cobvs.get(txid)!.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await pixCode(c.token, invoice.numDoc, invoice.docDate)).status).toBe(409);
  });

  it('removes the charge of a bill the customer negotiates in the portal (the agreement’s conditional update)', async () => {
    await setClock(cms, '2026-04-30T10:00:00-03:00');
    const made = await createCustomer(cms, { contractSituation: 'ACTIVE' });
    const c = { token: await tokenFor(cms, made.user.email, made.user.password!), contract: made.contracts[0]! };
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
      amountCents: 15_790,
    });
    const txid = txidOf(invoice.numDoc);
    await until('the cobv', async () => provider.cobvs.get(txid));
    await until('the charge sent', async () => {
      const rows = await sql<{ status: string }>(
        cms,
        'SELECT status FROM pix_charges WHERE txid = ?',
        'SELECT status FROM pix_charges WHERE txid = $1',
        [txid],
      );
      return rows[0]?.status === 'DONE';
    });
    // Overdue since 20/04: the customer accepts an agreement (down payment + 1 instalment).
    const accepted = await call(cms, 'POST', '/collections/negotiation/agreements', {
      token: c.token,
      body: { bills: [invoice.numDoc], instalments: 1, acceptTerms: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    await until('the removal', async () => provider.cobvs.get(txid)!.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
    const removal = provider.calls.find((x) => x.method === 'PATCH' && x.path === `/v2/cobv/${txid}`);
    expect(removal?.body).toEqual({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
  });

  it('retries while the provider is unavailable and creates the charge once it is back', async () => {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    provider.failNext(/^\/v2\/cobv\//, 503, 4);
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
    });
    const txid = txidOf(invoice.numDoc);
    // The client's own retries (4 tries) meet 4 failures; the job tries again after its pause (30 s of the portal clock).
    await until('the first failures', async () => provider.calls.filter((x) => x.path === `/v2/cobv/${txid}`).length >= 4);
    await setClock(cms, '2026-04-10T10:01:00-03:00');
    await until('the cobv after the pause', async () => provider.cobvs.get(txid));
    const rows = await sql<{ status: string; error: string | null }>(
      cms,
      'SELECT status, error FROM pix_charges WHERE txid = ?',
      'SELECT status, error FROM pix_charges WHERE txid = $1',
      [txid],
    );
    await until('the charge DONE', async () => {
      const [row] = await sql<{ status: string }>(
        cms,
        'SELECT status FROM pix_charges WHERE txid = ?',
        'SELECT status FROM pix_charges WHERE txid = $1',
        [txid],
      );
      return row?.status === 'DONE';
    });
    expect(rows).toHaveLength(1);
  });
});

describe('bills imported in a batch go as one lotecobv', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  it('sends one PUT /lotecobv with every bill of the file, reads it until created, and shows each dynamic code', async () => {
    // The clock runs from there: the job reads the batch again 5 s after sending it.
    await setClock(cms, '2026-04-01T10:00:00-03:00', { advance: true });
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    const c = await customer();
    const numDocs = [freshNumDoc(), freshNumDoc(), freshNumDoc()];
    const csv = invoiceCsv(
      numDocs.map((numDoc) => ({
        consumerCode: c.contract.consumerCode,
        consumerCpfCnpj: c.contract.consumerCpfCnpj,
        numDoc,
        scheduledDate: '01/04/2026',
      })),
    );
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const res = await fetch(new URL('/api/batch', cms.url), { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBe(201);
    const lote = await until('the batch call', async () =>
      provider.calls.find((x) => x.method === 'PUT' && x.path.startsWith('/v2/lotecobv/')),
    );
    expect((lote.body as { cobsv: { txid: string }[] }).cobsv.map((x) => x.txid).sort()).toEqual(numDocs.map(txidOf).sort());
    for (const numDoc of numDocs) {
      await until(`the dynamic code of ${numDoc}`, async () => {
        const got = await pixCode(c.token, numDoc, '05/04/2026');
        return got.status === 200 && got.body.pixKey.includes(String(provider.cobvs.get(txidOf(numDoc))?.location)) ? got : null;
      });
    }
    expect(
      provider.calls.filter(
        (x) => x.method === 'PUT' && x.path.startsWith('/v2/cobv/') && numDocs.map(txidOf).some((t) => x.path.endsWith(t)),
      ),
    ).toEqual([]);
  });
});

describe('payments: webhook and reconciliation', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  async function billWithCharge(amountCents = 15_790) {
    await setClock(cms, '2026-04-10T10:00:00-03:00');
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-06',
      dueDate: '2026-04-20',
      amountCents,
    });
    const txid = txidOf(invoice.numDoc);
    await until('the cobv', async () => provider.cobvs.get(txid));
    return { c, invoice, txid };
  }

  const listed = async (token: string, numDoc: string) => {
    const res = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
    return (res.body.data.invoices as { numDoc: string; status: string; paymentDate: string | null }[]).find((i) => i.numDoc === numDoc)!;
  };

  it('refuses a webhook call without nginx’s mTLS headers and applies nothing', async () => {
    const { c, invoice, txid } = await billWithCharge();
    const pix = provider.receive(txid, '157.90', '2026-04-15T13:00:00.000Z');
    for (const headers of [
      {},
      { ...nginxHeaders, 'x-client-verify': 'FAILED:unable to verify' },
      { ...nginxHeaders, 'x-client-subject': 'CN=someone' },
      { ...nginxHeaders, 'x-pix-proxy-secret': 'wrong-secret-wrong-secret' },
    ]) {
      const res = await webhook([pix], headers as Record<string, string>);
      expect(res.status).toBe(401);
      expect((res.body as { error: { message: string } }).error.message).toBe(
        'Chamada do webhook Pix sem o certificado do provedor (mTLS).',
      );
    }
    expect((await listed(c.token, invoice.numDoc)).status).toBe('TO_EXPIRE');
  });

  it('marks the bill paid once, notifies the customer, and answers a second delivery as a duplicate', async () => {
    const { c, invoice, txid } = await billWithCharge();
    const pix = provider.receive(txid, '157.90', '2026-04-15T13:00:00.000Z');
    const first = await webhook([pix]);
    expect(first).toEqual({ status: 200, body: { received: 1, results: [{ endToEndId: pix.endToEndId, result: 'APPLIED' }] } });
    expect(await listed(c.token, invoice.numDoc)).toMatchObject({ status: 'PAYED', paymentDate: '15/04/2026' });
    const again = await webhook([pix]);
    expect(again.body).toEqual({ received: 1, results: [{ endToEndId: pix.endToEndId, result: 'DUPLICATE' }] });
    const notes = await call(cms, 'GET', '/notification', { token: c.token });
    const texts = JSON.stringify(notes.body);
    expect(texts).toContain('Pagamento confirmado');
    expect(texts).toMatch(/R\$\s157,90/u);
  });

  it('applies a late payment with fine and interest, and flags a payment of the original amount after the due date', async () => {
    const late = await billWithCharge();
    const paidLate = provider.receive(late.txid, '161.59', '2026-04-30T15:00:00.000Z');
    expect((await webhook([paidLate])).body).toEqual({ received: 1, results: [{ endToEndId: paidLate.endToEndId, result: 'APPLIED' }] });
    expect(await listed(late.c.token, late.invoice.numDoc)).toMatchObject({ status: 'PAYED', paymentDate: '30/04/2026' });

    const short = await billWithCharge();
    const wrong = provider.receive(short.txid, '157.90', '2026-04-30T15:00:00.000Z');
    expect((await webhook([wrong])).body).toEqual({ received: 1, results: [{ endToEndId: wrong.endToEndId, result: 'MISMATCH' }] });
    const [open] = await sql<{ payment_date: string | null }>(
      cms,
      'SELECT payment_date FROM invoices WHERE num_doc = ?',
      'SELECT payment_date FROM invoices WHERE num_doc = $1',
      [short.invoice.numDoc],
    );
    expect(open).toEqual({ payment_date: null });
    const [flag] = await sql<{ outcome: string; amount_cents: number; expected_cents: number }>(
      cms,
      'SELECT outcome, amount_cents, expected_cents FROM pix_payments WHERE end_to_end_id = ?',
      'SELECT outcome, amount_cents, expected_cents FROM pix_payments WHERE end_to_end_id = $1',
      [wrong.endToEndId],
    );
    expect(flag).toEqual({ outcome: 'MISMATCH', amount_cents: 15_790, expected_cents: 16_159 });
  });

  it('refuses a malformed body whole (400) and applies nothing', async () => {
    const { c, invoice, txid } = await billWithCharge();
    const good = provider.receive(txid, '157.90', '2026-04-15T13:00:00.000Z');
    const res = await fetch(`${cms.url}/api/collections/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...nginxHeaders },
      body: JSON.stringify({ pix: [good, { endToEndId: 'E1', valor: '1.00', horario: 'ontem' }] }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'Corpo do webhook inválido: esperado {"pix": [{"endToEndId", "txid", "valor", "horario"}]}.',
    );
    expect((await listed(c.token, invoice.numDoc)).status).toBe('TO_EXPIRE');
  });

  it('marks paid by the reconciliation of GET /pix a bill whose webhook was lost', async () => {
    const { c, invoice, txid } = await billWithCharge();
    provider.receive(txid, '157.90', `${new Date(Date.parse('2026-04-10T13:30:00Z')).toISOString()}`);
    // The next run is due one period (60 min) after the last: move the portal clock past it.
    await setClock(cms, '2026-04-10T12:00:00-03:00');
    await until('the reconciliation', async () => (await listed(c.token, invoice.numDoc)).status === 'PAYED', 40_000);
    const calls = provider.calls.filter((x) => x.path.startsWith('/v2/pix?'));
    expect(calls.length).toBeGreaterThan(0);
    const query = new URLSearchParams(calls.at(-1)!.path.split('?')[1]);
    expect(Date.parse(query.get('fim')!) - Date.parse(query.get('inicio')!)).toBe(3 * 86_400_000);
  });
});
