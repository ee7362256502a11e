/**
 * Paperless bills (issue 24 §5; docs/collections-paperless.md) against a real Strapi: the
 * per-event preferences, the new bill e-mailed with its PDF and payment codes, the reminder of
 * the daily sweep and the payment confirmation, read from the outbox the test mail transport
 * writes. The clock is fixed; the job loop sends the queued e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock } from '../support/factories';
import { freshNumDoc, invoiceCsv } from '../support/batch-files';
import { readOutbox, startCms, type RunningCms } from './helpers/cms';
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

async function customer(invoiceByEmail: boolean) {
  const made = await createCustomer(cms, { invoiceByEmail });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  const sap = await call(cms, 'GET', '/user/sap', { token });
  return { ...made, token, contract: made.contracts[0]!, email: (sap.body as { data: { email: string } }).data.email };
}

/** The e-mails to `to` with that subject, their plain text decoded (no-break spaces as spaces). */
function mailsTo(to: string, subject: string) {
  return mails(cms)
    .map((m) => ({ ...m, text: m.text.replace(/\u00a0/g, ' ').replace(/\r\n/g, '\n') }))
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject === subject);
}

/** The attachments of the e-mails to `to`, decoded (name → bytes). */
function attachmentsTo(to: string) {
  return readOutbox(cms.outboxDir)
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .flatMap((raw) =>
      [...raw.matchAll(/Content-Type: ([^;\r\n]+);\s*name="?([^"\r\n]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/g)].map((m) => ({
        type: m[1]!,
        name: m[2]!,
        content: Buffer.from(m[3]!.replace(/\s+/g, ''), 'base64'),
      })),
    );
}

const queueRows = (numDoc: string) =>
  sql<{ event: string; status: string }>(
    cms,
    'SELECT m.event, m.status FROM paperless_mails m JOIN invoices i ON i.id = m.invoice_id WHERE i.num_doc = ? ORDER BY m.id',
    'SELECT m.event, m.status FROM paperless_mails m JOIN invoices i ON i.id = m.invoice_id WHERE i.num_doc = $1 ORDER BY m.id',
    [numDoc],
  );

describe('preferences per event', () => {
  it('follow "Receber fatura por e-mail" until chosen, then keep each choice', async () => {
    const c = await customer(true);
    const first = await call(cms, 'GET', '/collections/paperless/preferences', { token: c.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { novaFatura: true, lembreteVencimento: true, confirmacaoPagamento: true } });
    const saved = await call(cms, 'PUT', '/collections/paperless/preferences', {
      token: c.token,
      body: { novaFatura: false, lembreteVencimento: true, confirmacaoPagamento: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      data: { novaFatura: false, lembreteVencimento: true, confirmacaoPagamento: false },
      message: 'Preferências de e-mail salvas',
    });
    const again = await call(cms, 'GET', '/collections/paperless/preferences', { token: c.token });
    expect(again.body).toEqual({ data: { novaFatura: false, lembreteVencimento: true, confirmacaoPagamento: false } });
    // The profile's "Receber fatura por e-mail" is the same choice.
    const sap = await call(cms, 'GET', '/user/sap', { token: c.token });
    expect((sap.body as { data: { faturaEmail: boolean } }).data.faturaEmail).toBe(false);
  });

  it('refuses a body without yes or no for each event, and writes nothing', async () => {
    const c = await customer(true);
    const res = await call(cms, 'PUT', '/collections/paperless/preferences', {
      token: c.token,
      body: { novaFatura: 'sim', lembreteVencimento: false },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Informe sim ou não para esta preferência');
    const after = await call(cms, 'GET', '/collections/paperless/preferences', { token: c.token });
    expect(after.body).toEqual({ data: { novaFatura: true, lembreteVencimento: true, confirmacaoPagamento: true } });
  });

  it('is a signed-in call', async () => {
    const res = await call(cms, 'GET', '/collections/paperless/preferences');
    expect([401, 403]).toContain(res.status);
  });
});

describe('the new bill by e-mail', () => {
  it('e-mails a new bill once, with its PDF attached and the Pix copia e cola and linha digitável in the body', async () => {
    const c = await customer(true);
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-05',
      issueDate: '2026-06-08',
      dueDate: '2026-06-25',
      amountCents: 12_345,
      notify: true,
    });
    await expect.poll(() => mailsTo(c.email, 'Sua fatura MAIO/2026 - Necta Gás Natural').length, { timeout: 30_000 }).toBe(1);
    const mail = mailsTo(c.email, 'Sua fatura MAIO/2026 - Necta Gás Natural')[0]!;
    expect(mail.text).toContain(`Sua nova fatura chegou: a fatura ${invoice.numDoc} de gás natural, referência MAIO/2026`);
    expect(mail.text).toContain('Valor — R$ 123,45\nVencimento — 25/06/2026');
    const pix = await call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token: c.token, query: { docDate: invoice.docDate, type: 'pix' } });
    const line = await call(cms, 'GET', `/invoices/${invoice.numDoc}`, {
      token: c.token,
      query: { docDate: invoice.docDate, type: 'barCode' },
    });
    expect(mail.text.replace(/\r?\n/g, '')).toContain((pix.body as { pixKey: string }).pixKey);
    expect(mail.text).toContain((line.body as { barcodeInput: string }).barcodeInput);
    const [pdf] = attachmentsTo(c.email);
    expect(pdf).toMatchObject({ type: 'application/pdf', name: 'Fatura.pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await queueRows(invoice.numDoc)).toEqual([{ event: 'NEW_BILL', status: 'SENT' }]);
  });

  it('sends nothing to a customer without the preference (the queued e-mail is skipped)', async () => {
    const c = await customer(false);
    const { invoice } = await createInvoice(cms, { contractId: c.contract.documentId, dueDate: '2026-06-25', notify: true });
    await expect.poll(async () => (await queueRows(invoice.numDoc)).map((r) => r.status), { timeout: 30_000 }).toEqual(['SKIPPED']);
    expect(readOutbox(cms.outboxDir).some((m) => m.toLowerCase().includes(`to: ${c.email.toLowerCase()}`))).toBe(false);
  });
});

describe('the reminder three days before the due date', () => {
  it('reminds an unpaid bill on its reminder day, once, and never a paid one', async () => {
    const c = await customer(true);
    // Due Monday 22/06/2026: the third day before is Friday 19/06.
    const open = await createInvoice(cms, { contractId: c.contract.documentId, referenceMonth: '2026-04', dueDate: '2026-06-22' });
    const paid = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      dueDate: '2026-06-22',
      paymentDate: '2026-06-09',
    });
    await setClock(cms, '2026-06-18T09:00:00-03:00');
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(c.email, 'Sua fatura vence em 22/06/2026 - Necta Gás Natural')).toHaveLength(0);
    await setClock(cms, '2026-06-19T07:00:00-03:00');
    await expect.poll(() => mailsTo(c.email, 'Sua fatura vence em 22/06/2026 - Necta Gás Natural').length, { timeout: 30_000 }).toBe(1);
    const mail = mailsTo(c.email, 'Sua fatura vence em 22/06/2026 - Necta Gás Natural')[0]!;
    expect(mail.text).toContain(`Lembrete: a fatura ${open.invoice.numDoc} de gás natural, referência ABRIL/2026`);
    expect(mail.text).toContain('Se você já pagou, desconsidere este aviso.');
    expect(await queueRows(paid.invoice.numDoc)).toEqual([]);
    const sweeps = await sql(
      cms,
      "SELECT day FROM paperless_sweeps WHERE day = '2026-06-19'",
      "SELECT day FROM paperless_sweeps WHERE day = '2026-06-19'",
    );
    expect(sweeps).toHaveLength(1);
  });
});

describe('the payment confirmation', () => {
  it('confirms a payment when it is recorded, and only to who wants it', async () => {
    await setClock(cms, '2026-07-01T10:00:00-03:00');
    const yes = await customer(true);
    const no = await customer(true);
    await call(cms, 'PUT', '/collections/paperless/preferences', {
      token: no.token,
      body: { lembreteVencimento: true, confirmacaoPagamento: false },
    });
    const a = await createInvoice(cms, {
      contractId: yes.contract.documentId,
      referenceMonth: '2026-06',
      dueDate: '2026-07-20',
      amountCents: 9_990,
    });
    const b = await createInvoice(cms, { contractId: no.contract.documentId, referenceMonth: '2026-06', dueDate: '2026-07-20' });
    await payInvoice(cms, { numDoc: a.invoice.numDoc, paymentDate: '2026-07-01' });
    await payInvoice(cms, { numDoc: b.invoice.numDoc, paymentDate: '2026-07-01' });
    await expect.poll(() => mailsTo(yes.email, 'Pagamento confirmado - Necta Gás Natural').length, { timeout: 30_000 }).toBe(1);
    const mail = mailsTo(yes.email, 'Pagamento confirmado - Necta Gás Natural')[0]!;
    expect(mail.text).toContain(`Recebemos o pagamento da fatura ${a.invoice.numDoc} de gás natural, referência JUNHO/2026`);
    expect(mail.text).toContain('Valor — R$ 99,90\nPago em — 01/07/2026');
    await expect.poll(async () => (await queueRows(b.invoice.numDoc)).map((r) => r.status), { timeout: 30_000 }).toEqual(['SKIPPED']);
    expect(mailsTo(no.email, 'Pagamento confirmado - Necta Gás Natural')).toHaveLength(0);
  });
});

describe('the new bills of the invoice CSV batch', () => {
  it('e-mails a bill of the batch once it is applied, and a programmed one on its day', async () => {
    await setClock(cms, '2026-08-03T09:00:00-03:00');
    const c = await customer(true);
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    const [now, later] = [freshNumDoc(), freshNumDoc()];
    const row = { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj, deadline: '20/08/2026' };
    const form = new FormData();
    const csv = invoiceCsv([
      { ...row, numDoc: now, scheduledDate: '03/08/2026' },
      { ...row, numDoc: later, scheduledDate: '05/08/2026' },
    ]);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const res = await fetch(new URL('/api/batch', cms.url), { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBeLessThan(300);
    const subject = 'Sua fatura MARÇO/2026 - Necta Gás Natural';
    await expect.poll(() => mailsTo(c.email, subject).length, { timeout: 60_000 }).toBe(1);
    expect(mailsTo(c.email, subject)[0]!.text).toContain(`a fatura ${now} de gás natural`);
    expect(await queueRows(later)).toEqual([]);
    await setClock(cms, '2026-08-05T08:00:00-03:00');
    await expect.poll(() => mailsTo(c.email, subject).length, { timeout: 60_000 }).toBe(2);
    expect(mailsTo(c.email, subject)[1]!.text).toContain(`a fatura ${later} de gás natural`);
    expect(await queueRows(now)).toEqual([{ event: 'NEW_BILL', status: 'SENT' }]);
    expect(await queueRows(later)).toEqual([{ event: 'NEW_BILL', status: 'SENT' }]);
  });
});
