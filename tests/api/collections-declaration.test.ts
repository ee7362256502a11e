/**
 * The annual debt discharge declaration (Lei nº 12.007/2009; docs/collections-declaration.md)
 * against a real Strapi, clock fixed in March 2026: the years of a contract and their state,
 * the PDF (read back with pdf.js) kept once per version in private storage, the public check of
 * its code, ownership (another customer's contract → 404) and the attendant serving the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock } from '../support/factories';
import { readOutbox, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

const CLOCK = '2026-03-02T10:00:00-03:00';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
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

const month = (m: number) => String(m).padStart(2, '0');
/** A bill due on the 10th of `year-m`, paid on its due date unless `open`. */
const bill = (contractId: string, year: number, m: number, extra: { open?: boolean; judicialDispute?: boolean } = {}) =>
  createInvoice(cms, {
    contractId,
    referenceMonth: m === 1 ? `${year - 1}-12` : `${year}-${month(m - 1)}`,
    issueDate: `${year}-${month(m)}-01`,
    dueDate: `${year}-${month(m)}-10`,
    amountCents: 10_000 + m,
    ...(extra.open ? {} : { paymentDate: `${year}-${month(m)}-10` }),
    ...(extra.judicialDispute ? { judicialDispute: true } : {}),
  });

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  expect(document.numPages).toBe(1);
  const content = await (await document.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

async function download(token: string, contractId: string, year: string) {
  const url = new URL(`/api/collections/declarations/${year}/download`, cms.url);
  url.searchParams.set('contractId', contractId);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const list = (token: string, contractId: string) => call(cms, 'GET', '/collections/declarations', { token, query: { contractId } });
const check = (code: string) => call(cms, 'GET', `/collections/declarations/check/${encodeURIComponent(code)}`);

describe('declaration years', () => {
  it('lists each ended year with bills: full, partial with the disputed month named, and not available with the unpaid months', async () => {
    const c = await customer();
    const id = c.contract.documentId;
    for (let m = 1; m <= 12; m++) await bill(id, 2023, m);
    for (let m = 1; m <= 12; m++) await bill(id, 2024, m, m === 7 ? { open: true, judicialDispute: true } : {});
    for (let m = 1; m <= 6; m++) await bill(id, 2025, m, m === 2 || m === 5 ? { open: true } : {});
    await bill(id, 2026, 2, { open: true });

    const res = await list(c.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          year: 2025,
          state: 'UNAVAILABLE',
          billedMonths: [1, 2, 3, 4, 5, 6],
          excludedMonths: [],
          unpaidMonths: [2, 5],
          explanation:
            'Sem declaração: há faturas não pagas com vencimento em fevereiro e maio. Quite os débitos do ano para obter a declaração.',
          code: null,
        },
        {
          year: 2024,
          state: 'PARTIAL',
          billedMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          excludedMonths: [7],
          unpaidMonths: [],
          explanation: 'Declaração parcial: o mês de julho fica excluído por débito em discussão judicial.',
          code: null,
        },
        {
          year: 2023,
          state: 'FULL',
          billedMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          excludedMonths: [],
          unpaidMonths: [],
          explanation: 'Todas as faturas do ano foram pagas.',
          code: null,
        },
      ],
    });
    // No declaration for a year with debts.
    const refused = await download(c.token, id, '2025');
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString()).error.message).toBe('Não há declaração de quitação para este ano.');
    // Nor for the running year, nor for a year without bills.
    expect((await download(c.token, id, '2026')).status).toBe(404);
    expect((await download(c.token, id, '2019')).status).toBe(404);
    const bad = await download(c.token, id, 'abcd');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString()).error.message).toBe('Ano inválido.');
  });

  it('a contract without bills has no years', async () => {
    const c = await customer();
    expect((await list(c.token, c.contract.documentId)).body).toEqual({ data: [] });
  });

  it("another customer's contract is not found", async () => {
    const owner = await customer();
    const other = await customer();
    await bill(owner.contract.documentId, 2025, 3);
    expect((await list(other.token, owner.contract.documentId)).status).toBe(404);
    expect((await download(other.token, owner.contract.documentId, '2025')).status).toBe(404);
  });
});

describe('the declaration', () => {
  it('is a PDF with holder, contract, year, the statement of art. 4º, issue date and a code the public page confirms', async () => {
    const c = await customer();
    const id = c.contract.documentId;
    for (let m = 1; m <= 12; m++) await bill(id, 2025, m);

    const res = await download(c.token, id, '2025');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Declaracao_quitacao_2025.pdf');
    const text = await pdfText(res.bytes);
    expect(text).toContain('Declaração anual de quitação de débitos — 2025');
    expect(text).toContain('Declaração integral');
    expect(text).toContain(c.contract.consumerCode);
    expect(text).toContain('Data de emissão: 02/03/2026');
    expect(text).toContain(
      'substitui, para a comprovação do cumprimento das obrigações do consumidor, as quitações dos faturamentos mensais dos débitos do ano a que se refere e dos anos anteriores',
    );
    expect(text).toContain('Lei nº 12.007, de 29 de julho de 2009');
    expect(text).not.toContain('Meses excluídos');
    const code = /Código de verificação: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();
    expect(text).toContain('/declaracao-quitacao');

    // The public check: holder and contract masked, year, issue date, full.
    const checked = await check(code!.toLowerCase().replace(/-/g, ' '));
    expect(checked.status).toBe(200);
    const name = c.contract.consumerName as string;
    expect(checked.body).toEqual({
      data: {
        code: code!,
        holder: name
          .trim()
          .split(/\s+/)
          .map((w) => (w.length <= 1 ? w : w[0] + '*'.repeat(w.length - 1)))
          .join(' '),
        contract: '*'.repeat(c.contract.consumerCode.length - 3) + c.contract.consumerCode.slice(-3),
        year: 2025,
        issueDate: '02/03/2026',
        partial: false,
        excludedMonths: [],
      },
    });

    // The list now names the issued declaration's code.
    expect((await list(c.token, id)).body.data[0]).toMatchObject({ year: 2025, state: 'FULL', code });

    // Drawn once and kept: the second download is the same bytes and the same code.
    const again = await download(c.token, id, '2025');
    expect(again.bytes.equals(res.bytes)).toBe(true);
    const kept = await sql<{ n: number | string }>(
      cms,
      `SELECT COUNT(*) AS n FROM private_files WHERE kind = 'RENDERED_PDF' AND related_type = 'api::collections.discharge-declaration'`,
      `SELECT COUNT(*) AS n FROM private_files WHERE kind = 'RENDERED_PDF' AND related_type = 'api::collections.discharge-declaration'`,
      [],
    );
    expect(Number(kept[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('a partial declaration names the excluded month; once that bill is paid a new full one gets a new code, the old code still checks', async () => {
    const c = await customer();
    const id = c.contract.documentId;
    let disputed = '';
    for (let m = 1; m <= 12; m++) {
      const made = await bill(id, 2025, m, m === 9 ? { open: true, judicialDispute: true } : {});
      if (m === 9) disputed = made.invoice.numDoc;
    }
    const partial = await pdfText((await download(c.token, id, '2025')).bytes);
    expect(partial).toContain('Declaração parcial');
    expect(partial).toContain('Meses excluídos (débito em discussão judicial): setembro');
    const oldCode = /Código de verificação: (\S{19})/.exec(partial)![1]!;
    expect((await check(oldCode)).body.data).toMatchObject({ year: 2025, partial: true, excludedMonths: [9] });

    await payInvoice(cms, { numDoc: disputed, paymentDate: '2026-02-20' });
    const full = await pdfText((await download(c.token, id, '2025')).bytes);
    expect(full).toContain('Declaração integral');
    const newCode = /Código de verificação: (\S{19})/.exec(full)![1]!;
    expect(newCode).not.toBe(oldCode);
    expect((await check(newCode)).body.data).toMatchObject({ partial: false, excludedMonths: [] });
    expect((await check(oldCode)).status).toBe(200);
  });

  it('an attendant serving the contract downloads it', async () => {
    const c = await customer();
    for (let m = 1; m <= 3; m++) await bill(c.contract.documentId, 2025, m);
    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: c.contract.documentId } })).status).toBe(200);
    const res = await download(token, c.contract.documentId, '2025');
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain('Meses declarados: janeiro, fevereiro e março');
  });
});

describe('the bill due in May (art. 3º)', () => {
  const billPdf = async (token: string, contractId: string, invoice: { numDoc: string; docDate: string }) => {
    const url = new URL(`/api/invoices/${invoice.numDoc}/download`, cms.url);
    url.searchParams.set('contractId', contractId);
    url.searchParams.set('docDate', invoice.docDate);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it("carries the line of the previous year's declaration; April's bill and a year with debts do not", async () => {
    const c = await customer();
    const id = c.contract.documentId;
    for (let m = 1; m <= 12; m++) await bill(id, 2025, m, m === 4 ? { open: true, judicialDispute: true } : {});
    const may = await bill(id, 2026, 5, { open: true });
    const april = await bill(id, 2026, 4, { open: true });
    expect(await billPdf(c.token, id, may.invoice)).toContain(
      'Declaração anual de quitação de débitos de 2025 (Lei nº 12.007, de 29 de julho de 2009): parcial, disponível gratuitamente na Área do Cliente, em Declaração de quitação. Ela substitui os comprovantes de pagamento mensais de 2025.',
    );
    expect(await billPdf(c.token, id, april.invoice)).not.toContain('Declaração anual de quitação');

    const debtor = await customer();
    await bill(debtor.contract.documentId, 2025, 6, { open: true });
    const debtorMay = await bill(debtor.contract.documentId, 2026, 5, { open: true });
    expect(await billPdf(debtor.token, debtor.contract.documentId, debtorMay.invoice)).not.toContain('Declaração anual de quitação');
  });
});

describe('the e-mail with the bill due in May (art. 3º)', () => {
  const mailsTo = (to: string) =>
    readOutbox(cms.outboxDir).filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(m));
  const mailingOf = async (numDoc: string) =>
    (
      await sql<{ status: string }>(
        cms,
        'SELECT m.status AS status FROM discharge_declaration_mailings m JOIN invoices i ON i.id = m.invoice_id WHERE i.num_doc = ?',
        'SELECT m.status AS status FROM discharge_declaration_mailings m JOIN invoices i ON i.id = m.invoice_id WHERE i.num_doc = $1',
        [numDoc],
      )
    )[0]?.status ?? null;

  it("a paperless customer gets the previous year's declaration attached when the May bill is issued", async () => {
    const c = await customer({ invoiceByEmail: true });
    for (let m = 1; m <= 3; m++) await bill(c.contract.documentId, 2025, m);
    const may = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-04',
      issueDate: '2026-03-02',
      dueDate: '2026-05-13',
      amountCents: 12_000,
      notify: true,
    });
    await expect.poll(() => mailingOf(may.invoice.numDoc), { timeout: 30_000 }).toBe('SENT');
    const mail = mailsTo(c.user.email).find((m) => m.includes('Declara'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/filename="?Declaracao_quitacao_2025\.pdf/);
    expect(mail).toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  });

  it('sends nothing to a customer without the invoice by e-mail, nor for a year with debts, nor with an April bill', async () => {
    const paper = await customer({ invoiceByEmail: false });
    for (let m = 1; m <= 3; m++) await bill(paper.contract.documentId, 2025, m);
    const paperMay = await createInvoice(cms, {
      contractId: paper.contract.documentId,
      referenceMonth: '2026-04',
      issueDate: '2026-03-02',
      dueDate: '2026-05-13',
      amountCents: 12_000,
      notify: true,
    });
    await expect.poll(() => mailingOf(paperMay.invoice.numDoc), { timeout: 30_000 }).toBe('SKIPPED');

    const debtor = await customer({ invoiceByEmail: true });
    await bill(debtor.contract.documentId, 2025, 2, { open: true });
    const debtorMay = await createInvoice(cms, {
      contractId: debtor.contract.documentId,
      referenceMonth: '2026-04',
      issueDate: '2026-03-02',
      dueDate: '2026-05-13',
      amountCents: 12_000,
      notify: true,
    });
    await expect.poll(() => mailingOf(debtorMay.invoice.numDoc), { timeout: 30_000 }).toBe('SKIPPED');
    expect(mailsTo(debtor.user.email).filter((m) => m.includes('Declara'))).toHaveLength(0);

    const april = await createInvoice(cms, {
      contractId: debtor.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-03-02',
      dueDate: '2026-04-13',
      amountCents: 12_000,
      notify: true,
    });
    expect(await mailingOf(april.invoice.numDoc)).toBeNull();
  });
});

describe('public check', () => {
  it('refuses a malformed code and answers an unknown one with a clear message', async () => {
    const malformed = await check('1234');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Código de verificação inválido. Confira os 16 caracteres impressos na declaração.');
    // Well formed (its check symbol is right) but never issued.
    const unknown = await check('0123-4567-89AB-CDEZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Nenhuma declaração foi emitida com este código. Confira o código impresso na declaração.');
  });
});
