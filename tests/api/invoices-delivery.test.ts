/**
 * The bill as a file and by e-mail, the simplified invoice, the contract document, the CSV
 * export and the Pix webhook, against a real Strapi (PORTAL-API.md §11a). The PDF is read back
 * with pdf.js: its text holds the linha digitável; e-mails are read from the outbox with their
 * PDF attachment; the webhook is signed as a provider would (HMAC-SHA256 of the raw body).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTypeableLine } from '@domain/payment/febraban';
import type { BarcodeDetailsView, InvoiceListAnswer, SimplifiedInvoiceListView } from '@domain/invoices/types';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock, type MadeContract } from '../support/factories';
import { readOutbox, STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

const SECRET = 'segredo-do-webhook-pix';
const CLOCK = '2026-06-10T10:00:00-03:00';
/** The CMS clock of this file, in the Unix seconds of X-Pix-Timestamp. */
const CLOCK_S = Date.parse(CLOCK) / 1000;
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ PIX_WEBHOOK_SECRET: SECRET, ...STAFF_ADMIN_ENV });
  await setClock(cms, CLOCK);
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
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
  expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: contract.documentId } })).status).toBe(200);
  return token;
}

const openBill = (contractId: string, extra: Record<string, unknown> = {}) =>
  createInvoice(cms, {
    contractId,
    referenceMonth: '2026-05',
    issueDate: '2026-06-05',
    dueDate: '2026-06-22',
    amountCents: 18_765,
    ...extra,
  });

async function fetchRaw(path: string, token: string, query: Record<string, string> = {}) {
  const url = new URL(`/api${path}`, cms.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The kept PDFs of a bill (core/rendered-pdfs.ts): private-file rows of kind RENDERED_PDF. */
const keptPdfs = (relatedType: string, numDoc: string) =>
  sql<{ k: string; name: string; sha: string }>(
    cms,
    `SELECT f.key AS k, f.name AS name, f.sha_256 AS sha FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = ? AND i.num_doc = ?`,
    `SELECT f.key AS k, f.name AS name, f.sha_256 AS sha FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = $1 AND i.num_doc = $2`,
    [relatedType, numDoc],
  );

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  expect(document.numPages).toBe(1);
  const content = await (await document.getPage(1)).getTextContent();
  // Items joined by one space, runs of spaces folded (pdf.js splits a line into several items).
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The newest e-mail to `to` with its attachments decoded. */
function newestMailTo(to: string) {
  const raw = readOutbox(cms.outboxDir)
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(m))
    .pop();
  if (!raw) return null;
  const attachments = [
    ...raw.matchAll(/Content-Type: ([^;\r\n]+);\s*name="?([^"\r\n]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/g),
  ].map((m) => ({
    type: m[1]!,
    name: m[2]!,
    content: Buffer.from(m[3]!.replace(/\s+/g, ''), 'base64'),
  }));
  return { raw, attachments };
}

describe('GET /api/invoices/{numDoc}/download', () => {
  it('answers Fatura.pdf: a one-page PDF whose text holds the linha digitável, amount and due date', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const res = await fetchRaw(`/invoices/${invoice.numDoc}/download`, c.token, { docDate: invoice.docDate });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Fatura.pdf"');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const codes = (
      await call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token: c.token, query: { docDate: invoice.docDate, type: 'barCode' } })
    ).body as BarcodeDetailsView;
    const text = await pdfText(res.bytes);
    expect(text).toContain(codes.barcodeInput);
    expect(text).toMatch(/R\$\s187,65/);
    expect(text).toContain('22/06/2026');
    expect(text).toContain(c.contract.consumerCode);
  });

  it('is allowed to admin and attendant 2 in a service, refused to attendant-only (403) and for negotiated bills (409)', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    for (const role of ['attendant-2', 'admin'] as const) {
      const token = await staffServing(role, c.contract);
      expect((await fetchRaw(`/invoices/${invoice.numDoc}/download`, token, { docDate: invoice.docDate })).status, role).toBe(200);
    }
    const attendant = await staffServing('attendant-only', c.contract);
    const refused = await call(cms, 'GET', `/invoices/${invoice.numDoc}/download`, {
      token: attendant,
      query: { docDate: invoice.docDate },
    });
    expect(refused.status).toBe(403);
    const negotiated = (await openBill(c.contract.documentId, { negotiated: true })).invoice;
    const res = await call(cms, 'GET', `/invoices/${negotiated.numDoc}/download`, {
      token: c.token,
      query: { docDate: negotiated.docDate },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esta fatura foi negociada: pagamento, download e envio por e-mail não estão disponíveis.');
  });

  it('draws a bill once per version and keeps it: later downloads are the kept bytes, a paid bill is drawn again, one copy kept', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const download = () => fetchRaw(`/invoices/${invoice.numDoc}/download`, c.token, { docDate: invoice.docDate });
    // Three customers' tabs asking at once: one drawing, one kept copy.
    const first = await Promise.all([download(), download(), download()]);
    for (const res of first) expect(res.bytes.equals(first[0]!.bytes)).toBe(true);
    const kept = await keptPdfs('api::invoices.invoice', invoice.numDoc);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.sha).toBe(crypto.createHash('sha256').update(first[0]!.bytes).digest('hex'));

    // What is served is what is kept: bytes changed in storage are what the next download gives.
    const file = path.join(cms.privateDir, kept[0]!.k.slice(0, 2), kept[0]!.k);
    const marked = Buffer.concat([first[0]!.bytes, Buffer.from('\n% kept copy\n')]);
    fs.writeFileSync(file, marked);
    expect((await download()).bytes.equals(marked)).toBe(true);

    // Paid: another version, without payment codes; the old copy is gone.
    await payInvoice(cms, { numDoc: invoice.numDoc, paymentDate: '2026-06-09' });
    const paid = await download();
    expect(await pdfText(paid.bytes)).toContain('Esta fatura não tem códigos de pagamento.');
    const now = await keptPdfs('api::invoices.invoice', invoice.numDoc);
    expect(now).toHaveLength(1);
    expect(now[0]!.name).not.toBe(kept[0]!.name);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('draws a bill when it is issued, before anyone asks: the download serves the kept bytes, and a paid bill is drawn again unasked', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    // Nobody downloads: the job loop draws the issued bill and keeps it.
    await expect.poll(async () => (await keptPdfs('api::invoices.invoice', invoice.numDoc)).length, { timeout: 30_000 }).toBe(1);
    const [kept] = await keptPdfs('api::invoices.invoice', invoice.numDoc);
    const res = await fetchRaw(`/invoices/${invoice.numDoc}/download`, c.token, { docDate: invoice.docDate });
    expect(res.status).toBe(200);
    expect(crypto.createHash('sha256').update(res.bytes).digest('hex')).toBe(kept!.sha);
    expect(await pdfText(res.bytes)).toContain('R$ 187,65');

    // Paid: the new version (no payment codes) is drawn without a request, and replaces the old copy.
    await payInvoice(cms, { numDoc: invoice.numDoc, paymentDate: '2026-06-09' });
    await expect
      .poll(async () => (await keptPdfs('api::invoices.invoice', invoice.numDoc)).map((f) => f.name), { timeout: 30_000 })
      .toEqual([expect.not.stringMatching(`^${kept!.name}$`)]);
    const [paid] = await keptPdfs('api::invoices.invoice', invoice.numDoc);
    const file = path.join(cms.privateDir, paid!.k.slice(0, 2), paid!.k);
    expect(await pdfText(fs.readFileSync(file))).toContain('Esta fatura não tem códigos de pagamento.');
    // The queue is empty once both versions are drawn.
    const waiting = await sql<{ n: number | string }>(
      cms,
      `SELECT COUNT(*) AS n FROM invoice_pdf_renders WHERE invoice_id IN (SELECT id FROM invoices WHERE num_doc = ?)`,
      `SELECT COUNT(*) AS n FROM invoice_pdf_renders WHERE invoice_id IN (SELECT id FROM invoices WHERE num_doc = $1)`,
      [invoice.numDoc],
    );
    expect(Number(waiting[0]!.n)).toBe(0);
  });

  it('draws no PDF for a negotiated bill, which has none to give', async () => {
    const c = await customer();
    const negotiated = (await openBill(c.contract.documentId, { negotiated: true })).invoice;
    const open = (await openBill(c.contract.documentId, { referenceMonth: '2026-04', issueDate: '2026-05-05', dueDate: '2026-05-22' }))
      .invoice;
    // The open bill, queued after the negotiated one, is drawn: the negotiated one has had its turn.
    await expect.poll(async () => (await keptPdfs('api::invoices.invoice', open.numDoc)).length, { timeout: 30_000 }).toBe(1);
    expect(await keptPdfs('api::invoices.invoice', negotiated.numDoc)).toEqual([]);
  });

  it('gives a paid bill without payment codes', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId, { paymentDate: '2026-06-08' });
    const res = await fetchRaw(`/invoices/${invoice.numDoc}/download`, c.token, { docDate: invoice.docDate });
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain('Esta fatura não tem códigos de pagamento.');
  });
});

describe('GET /api/invoices/{numDoc}/send', () => {
  it('e-mails the PDF as an attachment and answers the spec’s message', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const res = await call(cms, 'GET', `/invoices/${invoice.numDoc}/send`, {
      token: c.token,
      query: { docDate: invoice.docDate, email: 'Destino.Fatura@Exemplo.com.br' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sua fatura foi enviada por e-mail!' });
    const mail = newestMailTo('destino.fatura@exemplo.com.br');
    expect(mail).not.toBeNull();
    const pdf = mail!.attachments.find((a) => a.name === 'Fatura.pdf');
    expect(pdf?.type).toBe('application/pdf');
    expect(await pdfText(pdf!.content)).toContain(invoice.numDoc);
  });

  it('checks the e-mail with spec 01 §5’s messages and refuses negotiated bills', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const send = (email?: string) =>
      call(cms, 'GET', `/invoices/${invoice.numDoc}/send`, {
        token: c.token,
        query: { docDate: invoice.docDate, ...(email === undefined ? {} : { email }) },
      });
    const missing = await send();
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Você precisa adicionar um e-mail válido.');
    const invalid = await send('nao-e-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Por favor, verifique se o e-mail está correto.');
    const negotiated = (await openBill(c.contract.documentId, { negotiated: true })).invoice;
    const refused = await call(cms, 'GET', `/invoices/${negotiated.numDoc}/send`, {
      token: c.token,
      query: { docDate: negotiated.docDate, email: 'x@exemplo.com.br' },
    });
    expect(refused.status).toBe(409);
  });

  it('lets attendant-only send only to the registered address; attendant 2 anywhere', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const attendant = await staffServing('attendant-only', c.contract);
    const elsewhere = await call(cms, 'GET', `/invoices/${invoice.numDoc}/send`, {
      token: attendant,
      query: { docDate: invoice.docDate, email: 'outro@exemplo.com.br' },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.message).toBe('O atendente só pode enviar para o e-mail cadastrado do cliente.');
    const registered = await call(cms, 'GET', `/invoices/${invoice.numDoc}/send`, {
      token: attendant,
      query: { docDate: invoice.docDate, email: c.user.email },
    });
    expect(registered.status).toBe(200);
    const second = await staffServing('attendant-2', c.contract);
    expect(
      (
        await call(cms, 'GET', `/invoices/${invoice.numDoc}/send`, {
          token: second,
          query: { docDate: invoice.docDate, email: 'outro@exemplo.com.br' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('simplified invoice', () => {
  async function simplifiedToken(contract: MadeContract) {
    const res = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj },
    });
    expect(res.status).toBe(200);
    return res.body.jwt as string;
  }

  it('lists the open bills with their total, gives a barcode and Fatura_simplificada.pdf', async () => {
    const c = await customer();
    const overdue = (
      await openBill(c.contract.documentId, {
        referenceMonth: '2026-04',
        issueDate: '2026-05-05',
        dueDate: '2026-05-20',
        amountCents: 10_001,
      })
    ).invoice;
    const open = (await openBill(c.contract.documentId)).invoice;
    await openBill(c.contract.documentId, {
      referenceMonth: '2026-03',
      issueDate: '2026-04-05',
      dueDate: '2026-04-20',
      paymentDate: '2026-04-19',
    });
    await openBill(c.contract.documentId, { referenceMonth: '2026-02', issueDate: '2026-03-05', dueDate: '2026-03-20', negotiated: true });
    const token = await simplifiedToken(c.contract);
    const list = await call(cms, 'GET', '/simplified-invoice/list', { token });
    expect(list.status).toBe(200);
    expect(list.body as SimplifiedInvoiceListView).toEqual({
      list: [
        { numDoc: overdue.numDoc, docDate: '05/05/2026', deadline: '20/05/2026', price: 100.01, priceCents: 10_001, status: 2 },
        { numDoc: open.numDoc, docDate: '05/06/2026', deadline: '22/06/2026', price: 187.65, priceCents: 18_765, status: 3 },
      ],
      total: 287.66,
      totalCents: 28_766,
    });
    const details = await call(cms, 'GET', '/simplified-invoice/details', { token, query: { docDate: open.docDate, numDoc: open.numDoc } });
    expect(details.status).toBe(200);
    expect(details.body.barcode).toMatch(/^836\d{41}$/);
    const pdf = await fetchRaw('/simplified-invoice/generate', token, { numDoc: open.numDoc, docDate: open.docDate });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="Fatura_simplificada.pdf"');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Via simplificada para pagamento');
    expect(text).toContain(formatTypeableLine(details.body.barcodeInput.replace(/\D/g, '')));
  });

  it('reaches only the simplified calls, only its own contract, and a full session cannot use them', async () => {
    const c = await customer();
    const other = await customer();
    const foreign = (await openBill(other.contract.documentId)).invoice;
    const token = await simplifiedToken(c.contract);
    expect((await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } })).status).toBe(403);
    expect(
      (await call(cms, 'GET', `/invoices/${foreign.numDoc}`, { token, query: { docDate: foreign.docDate, type: 'pix' } })).status,
    ).toBe(403);
    expect((await call(cms, 'GET', '/contract', { token })).status).toBe(403);
    expect(
      (await call(cms, 'GET', '/simplified-invoice/details', { token, query: { docDate: foreign.docDate, numDoc: foreign.numDoc } }))
        .status,
    ).toBe(404);
    expect((await call(cms, 'GET', '/simplified-invoice/list', { token: c.token })).status).toBe(403);
    expect((await call(cms, 'GET', '/simplified-invoice/list', { token })).body).toEqual({ list: [], total: 0, totalCents: 0 });
  });
});

describe('GET /api/contract and /api/contract/send', () => {
  it('answers the contract as HTML, as Contrato.pdf with download=true, and e-mails it', async () => {
    const c = await customer();
    const html = await fetchRaw('/contract', c.token);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = html.bytes.toString('utf8');
    expect(page).toContain(`Contrato de fornecimento de gás natural nº ${c.contract.consumerCode}`);
    expect(page).toContain(c.user.name.replace(/&/g, '&amp;'));
    const pdf = await fetchRaw('/contract', c.token, { download: 'true' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="Contrato.pdf"');
    expect(await pdfText(pdf.bytes)).toContain(c.contract.consumerCode);
    // Drawn once and kept: the next download is the same bytes, one copy in private storage.
    expect((await fetchRaw('/contract', c.token, { download: 'true' })).bytes.equals(pdf.bytes)).toBe(true);
    const kept = await sql<{ n: number | string }>(
      cms,
      `SELECT COUNT(*) AS n FROM private_files f JOIN contracts k ON k.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::contract.contract' AND k.consumer_code = ?`,
      `SELECT COUNT(*) AS n FROM private_files f JOIN contracts k ON k.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::contract.contract' AND k.consumer_code = $1`,
      [c.contract.consumerCode],
    );
    expect(Number(kept[0]!.n)).toBe(1);

    const sent = await call(cms, 'GET', '/contract/send', { token: c.token, query: { email: 'contrato@exemplo.com.br' } });
    expect(sent.body).toEqual({ success: true, message: 'Seu contrato foi enviada por e-mail!' });
    expect(newestMailTo('contrato@exemplo.com.br')!.attachments.map((a) => a.name)).toContain('Contrato.pdf');
    const bad = await call(cms, 'GET', '/contract/send', { token: c.token, query: { email: 'x@' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Por favor, verifique se o e-mail está correto.');
  });

  it('prints the CPF masked — only digits 4 to 9 — in the contract page, Contrato.pdf, its e-mail, the bill and the simplified bill', async () => {
    const c = await customer();
    const d = c.contract.consumerCpfCnpj;
    expect(d).toMatch(/^\d{11}$/);
    const masked = `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
    const formatted = `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
    const shows = (text: string, where: string) => {
      expect(text, where).toContain(masked);
      expect(text, where).not.toContain(formatted);
      expect(text, where).not.toContain(d);
    };
    shows((await fetchRaw('/contract', c.token)).bytes.toString('utf8'), 'contract page');
    shows(await pdfText((await fetchRaw('/contract', c.token, { download: 'true' })).bytes), 'Contrato.pdf');
    const to = `mascara.${c.user.id}@exemplo.com.br`;
    expect((await call(cms, 'GET', '/contract/send', { token: c.token, query: { email: to } })).status).toBe(200);
    shows(await pdfText(newestMailTo(to)!.attachments.find((a) => a.name === 'Contrato.pdf')!.content), 'e-mailed Contrato.pdf');

    const { invoice } = await openBill(c.contract.documentId);
    shows(
      await pdfText((await fetchRaw(`/invoices/${invoice.numDoc}/download`, c.token, { docDate: invoice.docDate })).bytes),
      'Fatura.pdf',
    );
    const simplified = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: c.contract.consumerCode, cpfcnpj: d },
    });
    const pdf = await fetchRaw('/simplified-invoice/generate', simplified.body.jwt as string, {
      numDoc: invoice.numDoc,
      docDate: invoice.docDate,
    });
    expect(pdf.status).toBe(200);
    shows(await pdfText(pdf.bytes), 'Fatura_simplificada.pdf');
  });

  it('keeps only the middle of a CNPJ root, alphanumeric too, in Contrato.pdf', async () => {
    const c = await customer({ document: 'cnpj-alnum' });
    const d = c.contract.consumerCpfCnpj;
    expect(d).toMatch(/^[0-9A-Z]{12}\d{2}$/);
    const text = await pdfText((await fetchRaw('/contract', c.token, { download: 'true' })).bytes);
    expect(text).toContain(`**.${d.slice(2, 5)}.${d.slice(5, 8)}/****-**`);
    expect(text).not.toContain(d.slice(8, 12));
  });

  it('refuses the download to attendant-only, and its e-mail to other addresses', async () => {
    const c = await customer();
    const attendant = await staffServing('attendant-only', c.contract);
    expect((await fetchRaw('/contract', attendant)).status).toBe(200);
    expect((await call(cms, 'GET', '/contract', { token: attendant, query: { download: 'true' } })).status).toBe(403);
    expect((await call(cms, 'GET', '/contract/send', { token: attendant, query: { email: 'outro@exemplo.com.br' } })).status).toBe(403);
    expect((await call(cms, 'GET', '/contract/send', { token: attendant, query: { email: c.user.email } })).status).toBe(200);
    const second = await staffServing('attendant-2', c.contract);
    expect((await fetchRaw('/contract', second, { download: 'true' })).status).toBe(200);
  });
});

describe('★ GET /api/invoices/export', () => {
  it('answers the history as a pt-BR CSV with a BOM, as an attachment', async () => {
    const c = await customer();
    await openBill(c.contract.documentId, { consumptionM3: '12.345', previousReading: '100', currentReading: '112.345' });
    await openBill(c.contract.documentId, {
      referenceMonth: '2026-03',
      issueDate: '2026-04-05',
      dueDate: '2026-04-20',
      paymentDate: '2026-04-25',
      amountCents: 123_456,
      consumptionM3: '7',
      previousReading: '93',
      currentReading: '100',
    });
    const res = await fetchRaw('/invoices/export', c.token, { period: 'ALL' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Faturas_${c.contract.consumerCode}.csv"`);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Referência;Número da fatura;Valor (R$);Consumo (m³);Vencimento;Data de pagamento;Status');
    expect(lines[1]).toMatch(/^05\/2026;\d+;187,65;12,345;22\/06\/2026;;Em aberto$/);
    expect(lines[2]).toMatch(/^03\/2026;\d+;1234,56;7;20\/04\/2026;25\/04\/2026;Paga em atraso$/);
    expect(lines).toHaveLength(3);
    const other = await customer();
    expect((await call(cms, 'GET', '/invoices/export', { token: c.token, query: { contractId: other.contract.documentId } })).status).toBe(
      404,
    );
  });
});

describe('★ POST /api/payments/pix/webhook', () => {
  const sign = (raw: string, secret = SECRET, ts = CLOCK_S) =>
    `sha256=${crypto.createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`;
  // E + the payer's bank ISPB (8) + yyyyMMddHHmm (12) + 11 letters and digits: 32 characters.
  const e2e = () => `E18236120202606101430${crypto.randomBytes(6).toString('hex').slice(0, 11).toUpperCase()}`;
  /** Calls the webhook signed now (by the CMS clock) unless told otherwise; `timestamp: null` sends none. */
  async function hook(body: unknown, signature?: string | null, timestamp: number | null = CLOCK_S) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-pix-signature'] = signature ?? sign(raw, SECRET, timestamp ?? CLOCK_S);
    if (timestamp !== null) headers['x-pix-timestamp'] = String(timestamp);
    const res = await fetch(`${cms.url}/api/payments/pix/webhook`, { method: 'POST', headers, body: raw });
    return { status: res.status, body: (await res.json()) as any };
  }
  const statusOf = async (token: string, numDoc: string) =>
    ((await call(cms, 'GET', '/invoices', { token })).body as InvoiceListAnswer).data.invoices.find((i) => i.numDoc === numDoc)!;
  const notifications = async (token: string) => (await call(cms, 'GET', '/notification', { token })).body;

  it('marks the bill paid on the São Paulo date of the payment, once, and notifies the customer', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const id = e2e();
    // 01:30 UTC on the 11th is still the 10th in São Paulo.
    const body = { pix: [{ endToEndId: id, txid: invoice.pixTxid, valor: '187.65', horario: '2026-06-11T01:30:00.000Z' }] };
    const first = await hook(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: 1, results: [{ endToEndId: id, txid: invoice.pixTxid, result: 'paid' }] });
    expect(await statusOf(c.token, invoice.numDoc)).toMatchObject({ status: 'PAYED', paymentDate: '10/06/2026', paidLate: false });
    const after = JSON.stringify(await notifications(c.token));
    expect(after).toContain('Pagamento confirmado');

    const replay = await hook(body);
    expect(replay.status).toBe(200);
    expect(replay.body.results[0].result).toBe('duplicate');
    expect(JSON.stringify(await notifications(c.token)).split('Pagamento confirmado').length).toBe(
      after.split('Pagamento confirmado').length,
    );

    // A second Pix for a bill already paid records nothing.
    const again = await hook({ pix: [{ ...body.pix[0], endToEndId: e2e(), horario: '2026-06-12T12:00:00.000Z' }] });
    expect(again.body.results[0].result).toBe('already-paid');
    expect(await statusOf(c.token, invoice.numDoc)).toMatchObject({ paymentDate: '10/06/2026' });
  });

  it('changes nothing when unsigned, badly signed, malformed, of an unknown txid, of another amount or a reused id', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const item = { endToEndId: e2e(), txid: invoice.pixTxid, valor: '187.65', horario: '2026-06-10T12:00:00-03:00' };
    const body = { pix: [item] };
    const unsigned = await hook(body, null);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error.message).toBe('Assinatura do webhook ausente ou inválida.');
    expect((await hook(body, sign(JSON.stringify(body), 'outro-segredo'))).status).toBe(401);
    // Signed over other bytes (same JSON, other spacing): refused.
    expect((await hook(JSON.stringify(body, null, 2), sign(JSON.stringify(body)))).status).toBe(401);
    expect((await hook({ pix: [{ ...item, valor: '187,65' }] })).status).toBe(400);
    expect((await hook({ pix: [] })).status).toBe(400);
    const unknown = await hook({ pix: [{ ...item, txid: 'FAT999999999999' }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('txid desconhecido.');
    // One unknown txid in a batch: the known one is not paid either.
    expect((await hook({ pix: [item, { ...item, endToEndId: e2e(), txid: 'FAT999999999999' }] })).status).toBe(404);
    const amount = await hook({ pix: [{ ...item, valor: '187.64' }] });
    expect(amount.status).toBe(422);
    expect(await statusOf(c.token, invoice.numDoc)).toMatchObject({ status: 'TO_EXPIRE', paymentDate: null });

    const other = (await openBill(c.contract.documentId, { amountCents: 5_000 })).invoice;
    expect((await hook(body)).status).toBe(200);
    const reused = await hook({ pix: [{ ...item, txid: other.pixTxid, valor: '50.00' }] });
    expect(reused.status).toBe(409);
    expect(await statusOf(c.token, other.numDoc)).toMatchObject({ status: 'TO_EXPIRE' });
  });

  it('accepts a call signed 4:59 ago and refuses one signed 5:01 ago, ahead of the clock, or without its timestamp', async () => {
    const c = await customer();
    const { invoice } = await openBill(c.contract.documentId);
    const body = { pix: [{ endToEndId: e2e(), txid: invoice.pixTxid, valor: '187.65', horario: '2026-06-10T09:55:00-03:00' }] };
    const stale = await hook(body, undefined, CLOCK_S - 301);
    expect(stale.status).toBe(401);
    expect(stale.body.error.message).toBe(
      'Chamada do webhook fora do prazo: o horário assinado (X-Pix-Timestamp) tem mais de 5 minutos ou está no futuro.',
    );
    expect((await hook(body, undefined, CLOCK_S + 120)).status).toBe(401);
    // The signature of the body alone (no timestamp header, or the timestamp left out of the HMAC).
    const bodyOnly = `sha256=${crypto.createHmac('sha256', SECRET).update(JSON.stringify(body)).digest('hex')}`;
    const untimed = await hook(body, bodyOnly, null);
    expect(untimed.status).toBe(401);
    expect(untimed.body.error.message).toBe('Assinatura do webhook ausente ou inválida.');
    expect((await hook(body, bodyOnly)).status).toBe(401);
    // A valid signature moved to another timestamp.
    expect((await hook(body, sign(JSON.stringify(body), SECRET, CLOCK_S - 299), CLOCK_S)).status).toBe(401);
    expect(await statusOf(c.token, invoice.numDoc)).toMatchObject({ status: 'TO_EXPIRE', paymentDate: null });

    const fresh = await hook(body, undefined, CLOCK_S - 299);
    expect(fresh.status).toBe(200);
    expect(fresh.body.results[0].result).toBe('paid');
    // Replayed inside the window: recorded once, nothing changes.
    const replay = await hook(body, undefined, CLOCK_S - 299);
    expect(replay.body.results[0].result).toBe('duplicate');
  });
});

describe('bill issued', () => {
  it('notifies the contract’s users when a bill is issued with notices on', async () => {
    const c = await customer();
    await openBill(c.contract.documentId, { notify: true });
    expect(JSON.stringify((await call(cms, 'GET', '/notification', { token: c.token })).body)).toContain('Nova fatura disponível');
    const quiet = await customer();
    await openBill(quiet.contract.documentId);
    expect(JSON.stringify((await call(cms, 'GET', '/notification', { token: quiet.token })).body)).not.toContain('Nova fatura disponível');
  });

  it('follows a bill staff type in the Strapi admin: listed, payable by its Pix txid, and the customer notified', async () => {
    const editor = await staffAdminToken(cms);
    const c = await customer();
    const numDoc = `5${Date.now().toString().slice(-11)}`;
    const res = await fetch(new URL('/content-manager/collection-types/api::invoices.invoice', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      body: JSON.stringify({
        numDoc,
        contract: { connect: [{ documentId: c.contract.documentId }] },
        issueDate: '2026-06-05',
        referenceMonth: '2026-05',
        previousReading: '10',
        currentReading: '25.5',
        consumptionM3: '15.5',
        amountCents: 9_990,
        dueDate: '2026-06-25',
        negotiated: false,
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const listed = ((await call(cms, 'GET', '/invoices', { token: c.token })).body as InvoiceListAnswer).data.invoices;
    expect(listed.map((i) => [i.numDoc, i.status, i.priceCents])).toEqual([[numDoc, 'TO_EXPIRE', 9_990]]);
    const pix = await call(cms, 'GET', `/invoices/${numDoc}`, { token: c.token, query: { docDate: '05/06/2026', type: 'pix' } });
    expect(pix.body.pixKey).toContain(`FAT${numDoc}`);
    expect(JSON.stringify((await call(cms, 'GET', '/notification', { token: c.token })).body)).toContain('Nova fatura disponível');
    const sign = (raw: string) => `sha256=${crypto.createHmac('sha256', SECRET).update(`${CLOCK_S}.${raw}`).digest('hex')}`;
    const raw = JSON.stringify({
      pix: [{ endToEndId: `E00000000202606101200${'ABCDEFGHIJK'}`, txid: `FAT${numDoc}`, valor: '99.90', horario: '2026-06-10T15:00:00Z' }],
    });
    const paid = await fetch(`${cms.url}/api/payments/pix/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pix-signature': sign(raw), 'x-pix-timestamp': String(CLOCK_S) },
      body: raw,
    });
    expect(paid.status).toBe(200);
  });
});
