/**
 * Suspension notice and "Já paguei" against a real Strapi (docs/collections-suspension.md):
 * the daily sweep on a fixed clock (once per day, the date, notification and e-mail, not for a
 * bill whose receipt is waiting), the receipt's checks (file by content, date, overdue bill, one
 * waiting per bill, ownership, no partial writes), staff's decision in the CMS admin and its
 * effects, and the reconnection fee after a suspension with and without a valid notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInterruption, createInvoice, createStaff, resetClock, setClock } from '../support/factories';
import { STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ ...STAFF_ADMIN_ENV, SUSPENSION_NOTICES: 'true', JOBS_POLL_MS: '200' });
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

async function customer(situation: 'ACTIVE' | 'DEACTIVATE' = 'ACTIVE') {
  const made = await createCustomer(cms, { contractSituation: situation });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

async function sendReceipt(
  token: string,
  numDoc: string,
  fields: { paymentDate?: string; files?: { bytes: Buffer; type: string; name: string }[] },
  query = '',
) {
  const form = new FormData();
  if (fields.paymentDate !== undefined) form.append('paymentDate', fields.paymentDate);
  for (const f of fields.files ?? []) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${cms.url}/api/collections/invoices/${numDoc}/receipt${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const pdf = [{ bytes: PDF, type: 'application/pdf', name: 'comprovante.pdf' }];

const count = async (table: string, where = '1 = 1', params: unknown[] = []) =>
  Number(
    (
      await sql<{ n: number | string }>(
        cms,
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`,
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${where.replace(/\?/g, (_m, i: number) => `$${where.slice(0, i).split('?').length}`)}`,
        params,
      )
    )[0]!.n,
  );

/** Waits (polling the database) until the day's sweep has run. */
async function sweepDone(day: string) {
  for (let i = 0; i < 300; i++) {
    const rows = await sql<{ status: string }>(
      cms,
      'SELECT status FROM collections_suspension_sweeps WHERE day = ?',
      'SELECT status FROM collections_suspension_sweeps WHERE day = $1',
      [day],
    );
    if (rows[0]?.status === 'DONE') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the sweep of ${day} did not run`);
}

const noticesOf = (contractId: number) =>
  sql<{ suspension_from: unknown; issued_on: unknown }>(
    cms,
    'SELECT n.suspension_from, n.issued_on FROM collections_suspension_notices n JOIN collections_suspension_notices_contract_lnk l ON l.suspension_notice_id = n.id WHERE l.contract_id = ?',
    'SELECT n.suspension_from, n.issued_on FROM collections_suspension_notices n JOIN collections_suspension_notices_contract_lnk l ON l.suspension_notice_id = n.id WHERE l.contract_id = $1',
    [contractId],
  );

/** A session of now (the clock jumps days between steps, and a session lives by the clock). */
const signedIn = (c: { user: { email: string; password: string | null } }) => tokenFor(cms, c.user.email, c.user.password!);

const view = async (token: string) => {
  const res = await call(cms, 'GET', '/collections/suspension', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('the daily suspension-notice sweep', () => {
  let a: Awaited<ReturnType<typeof customer>>;
  let oldBill: string;

  it('issues one notice to a contract with a bill 30 days overdue: the date, the notification and the e-mail', async () => {
    await setClock(cms, '2026-02-25T07:00:00-03:00');
    a = await customer();
    const b = await customer();
    oldBill = (
      await createInvoice(cms, { contractId: a.contract.documentId, issueDate: '2026-01-01', dueDate: '2026-01-20', amountCents: 12_345 })
    ).invoice.numDoc;
    await createInvoice(cms, { contractId: a.contract.documentId, issueDate: '2026-02-01', dueDate: '2026-02-10', amountCents: 10_000 });
    // B's only overdue bill has a receipt waiting: it produces no notice.
    const bBill = (await createInvoice(cms, { contractId: b.contract.documentId, issueDate: '2026-01-01', dueDate: '2026-01-20' })).invoice
      .numDoc;
    expect((await sendReceipt(b.token, bBill, { paymentDate: '2026-01-19', files: pdf })).status).toBe(200);

    await setClock(cms, '2026-03-02T09:00:00-03:00'); // Monday
    await sweepDone('2026-03-02');

    const seen = await view(await signedIn(a));
    expect(seen.notice).toEqual({
      issuedOn: '2026-03-02',
      suspensionFrom: '2026-03-17',
      amountCents: 12_345,
      numDocs: [oldBill],
      text: 'Aviso de suspensão: o fornecimento pode ser suspenso a partir de 17/03/2026',
    });
    expect(await noticesOf(a.contract.id)).toHaveLength(1);
    const titles = await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ?',
      'SELECT title FROM portal_notifications WHERE user_id = $1',
      [a.user.id],
    );
    expect(titles.map((t) => t.title)).toContain('Aviso de suspensão do fornecimento');
    const mail = mails(cms).find((m) => m.to.includes(a.user.email) && m.subject.startsWith('Aviso de suspensão'));
    expect(mail?.subject).toBe('Aviso de suspensão do fornecimento de gás - Necta Gás Natural');
    expect(mail?.text).toContain(oldBill);
    expect(mail?.text).toContain('Aviso de suspensão: o fornecimento pode ser suspenso a partir de 17/03/2026, em horário comercial');
    expect(mail?.text).toContain('"Já paguei"');

    const bSeen = await view(await signedIn(b));
    expect(bSeen.notice).toBeNull();
    expect(await noticesOf(b.contract.id)).toHaveLength(0);
    expect(bSeen.receipts).toEqual([
      { numDoc: bBill, status: 'PENDING', paymentDate: '2026-01-19', refusalReason: null, label: 'Comprovante em análise' },
    ]);
  });

  it('runs once per day: a second turn the same day issues nothing, the next day issues again', async () => {
    await sql(cms, 'DELETE FROM collections_suspension_notices', 'DELETE FROM collections_suspension_notices');
    await setClock(cms, '2026-03-02T15:00:00-03:00');
    // Several turns of the job loop (200 ms each) later, the day's sweep is still the one row, DONE.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await count('collections_suspension_sweeps', 'day = ?', ['2026-03-02'])).toBe(1);
    expect(await noticesOf(a.contract.id)).toHaveLength(0);

    await setClock(cms, '2026-03-03T09:00:00-03:00');
    await sweepDone('2026-03-03');
    const notices = await noticesOf(a.contract.id);
    expect(notices).toHaveLength(1);
    expect((await view(await signedIn(a))).notice.suspensionFrom).toBe('2026-03-18');
  });

  it('does not issue another notice while one is in force', async () => {
    await setClock(cms, '2026-03-04T09:00:00-03:00');
    await sweepDone('2026-03-04');
    expect(await noticesOf(a.contract.id)).toHaveLength(1);
  });

  it('charges the reconnection after a suspension that followed the notice, and not after one on a Friday', async () => {
    await createInterruption(cms, { contractId: a.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-03-18' });
    const token = await signedIn(a);
    const charged = await call(cms, 'GET', '/services/reconnection/type', { token });
    expect(charged.status).toBe(200);
    expect(charged.body.data).toMatchObject({ description: 'NON_PAYMENT', free: false, feeCents: 8_630 });
    await createInterruption(cms, { contractId: a.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-03-20' }); // Friday
    const fridayStart = await call(cms, 'GET', '/services/reconnection/type', { token });
    expect(fridayStart.body.data).toMatchObject({ description: 'NON_PAYMENT', free: true, feeCents: 0 });
  });

  it('makes the reconnection free after a suspension for debt without any notice', async () => {
    const c = await customer('DEACTIVATE');
    await createInterruption(cms, { contractId: c.contract.documentId, reason: 'NON_PAYMENT', startedAt: '2026-03-03' });
    const res = await call(cms, 'GET', '/services/reconnection/type', { token: c.token });
    expect(res.body.data).toMatchObject({ description: 'NON_PAYMENT', free: true, feeCents: 0 });
  });
});

describe('"Já paguei": the customer sends the receipt', () => {
  let c: Awaited<ReturnType<typeof customer>>;
  let bill: string;

  beforeAll(async () => {
    await setClock(cms, '2026-05-12T10:00:00-03:00');
    c = await customer();
    bill = (
      await createInvoice(cms, { contractId: c.contract.documentId, issueDate: '2026-04-01', dueDate: '2026-04-20', amountCents: 9_900 })
    ).invoice.numDoc;
  });

  const receiptsOf = (numDoc: string) => count('collections_receipt_submissions', 'num_doc = ?', [numDoc]);

  it('refuses a file that is not a PDF or an image by its content, and writes nothing', async () => {
    // Receipts' files only: the bills' PDFs are drawn into private storage in the background meanwhile.
    const files = await count('private_files', 'kind = ?', ['PAYMENT_RECEIPT']);
    const res = await sendReceipt(c.token, bill, {
      paymentDate: '2026-04-19',
      files: [{ bytes: EXE, type: 'application/pdf', name: 'c.pdf' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O comprovante deve ser um arquivo PDF, JPG ou PNG.');
    expect(await receiptsOf(bill)).toBe(0);
    expect(await count('private_files', 'kind = ?', ['PAYMENT_RECEIPT'])).toBe(files);
  });

  it('asks for the file, one file, and a valid payment date not after today', async () => {
    expect((await sendReceipt(c.token, bill, { paymentDate: '2026-04-19' })).body.error.message).toBe('Anexe o comprovante de pagamento.');
    expect((await sendReceipt(c.token, bill, { paymentDate: '2026-04-19', files: [...pdf, ...pdf] })).body.error.message).toBe(
      'Envie um único arquivo de comprovante.',
    );
    expect((await sendReceipt(c.token, bill, { files: pdf })).body.error.message).toBe('Informe a data do pagamento.');
    expect((await sendReceipt(c.token, bill, { paymentDate: '31/02/2026', files: pdf })).body.error.message).toBe(
      'Informe uma data de pagamento válida.',
    );
    const future = await sendReceipt(c.token, bill, { paymentDate: '2026-05-13', files: pdf });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('A data do pagamento não pode ser posterior a hoje.');
    expect(await receiptsOf(bill)).toBe(0);
  });

  it('takes a receipt only for an overdue bill', async () => {
    const open = (await createInvoice(cms, { contractId: c.contract.documentId, issueDate: '2026-05-01', dueDate: '2026-05-20' })).invoice
      .numDoc;
    const res = await sendReceipt(c.token, open, { paymentDate: '2026-05-10', files: pdf });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('O comprovante só pode ser enviado para uma fatura vencida.');
  });

  it("answers 404 for another customer's contract or bill", async () => {
    const other = await customer();
    const theirs = (await createInvoice(cms, { contractId: other.contract.documentId, issueDate: '2026-04-01', dueDate: '2026-04-20' }))
      .invoice.numDoc;
    const byQuery = await sendReceipt(
      c.token,
      theirs,
      { paymentDate: '2026-04-19', files: pdf },
      `?contractId=${other.contract.documentId}`,
    );
    expect(byQuery.status).toBe(404);
    const byBill = await sendReceipt(c.token, theirs, { paymentDate: '2026-04-19', files: pdf });
    expect(byBill.status).toBe(404);
    expect(byBill.body.error.message).toBe('Fatura não encontrada');
    expect(await receiptsOf(theirs)).toBe(0);
    expect(
      (await call(cms, 'GET', '/collections/suspension', { token: c.token, query: { contractId: other.contract.documentId } })).status,
    ).toBe(404);
  });

  it('keeps one receipt waiting per bill; the file only for portal administrators', async () => {
    const sent = await sendReceipt(c.token, bill, { paymentDate: '2026-04-19', files: pdf });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Comprovante enviado. Vamos analisá-lo e avisar você do resultado.');
    expect(sent.body.data).toMatchObject({ numDoc: bill, status: 'PENDING', paymentDate: '2026-04-19' });
    const again = await sendReceipt(c.token, bill, { paymentDate: '2026-04-19', files: pdf });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Já existe um comprovante em análise para esta fatura.');
    expect(await receiptsOf(bill)).toBe(1);

    const path = `/collections/receipts/${sent.body.data.protocol}/files/1`;
    expect((await call(cms, 'GET', path, { token: c.token })).status).toBe(403);
    const admin = await createStaff(cms, { role: 'admin' });
    const adminToken = await tokenFor(cms, admin.user.email, admin.user.password!);
    const file = await fetch(`${cms.url}/api${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('lets an attendant send it for the contract of the started service', async () => {
    const d = await customer();
    const theBill = (await createInvoice(cms, { contractId: d.contract.documentId, issueDate: '2026-04-01', dueDate: '2026-04-20' }))
      .invoice.numDoc;
    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: d.contract.documentId } })).status).toBe(200);
    expect((await sendReceipt(token, theBill, { paymentDate: '2026-04-18', files: pdf })).status).toBe(200);
    const rows = await sql<{ submitted_by: string }>(
      cms,
      'SELECT submitted_by FROM collections_receipt_submissions WHERE num_doc = ?',
      'SELECT submitted_by FROM collections_receipt_submissions WHERE num_doc = $1',
      [theBill],
    );
    expect(rows.map((r) => r.submitted_by)).toEqual(['ATTENDANT']);
  });
});

describe("staff's decision in the CMS admin", () => {
  const RECEIPTS = '/content-manager/collection-types/api::collections.receipt-submission';

  async function admin(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  async function documentIdOf(token: string, numDoc: string) {
    const list = await admin(token, 'GET', `${RECEIPTS}?filters[numDoc][$eq]=${numDoc}&sort=id:desc`);
    expect(list.status).toBe(200);
    return list.body.results[0].documentId as string;
  }

  it('refuses with the reason the customer then sees; a new receipt, confirmed, marks the bill paid on the date given', async () => {
    await setClock(cms, '2026-06-15T10:00:00-03:00');
    const c = await customer();
    const bill = (
      await createInvoice(cms, { contractId: c.contract.documentId, issueDate: '2026-05-01', dueDate: '2026-05-20', amountCents: 7_700 })
    ).invoice.numDoc;
    expect((await sendReceipt(c.token, bill, { paymentDate: '2026-05-25', files: pdf })).status).toBe(200);
    const token = await staffAdminToken(cms);
    const first = await documentIdOf(token, bill);

    const noReason = await admin(token, 'PUT', `${RECEIPTS}/${first}`, { receiptStatus: 'REFUSED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo da recusa.');
    const refused = await admin(token, 'PUT', `${RECEIPTS}/${first}`, {
      receiptStatus: 'REFUSED',
      refusalReason: 'Valor diferente da fatura',
    });
    expect(refused.status).toBe(200);
    expect((await view(c.token)).receipts).toEqual([
      {
        numDoc: bill,
        status: 'REFUSED',
        paymentDate: '2026-05-25',
        refusalReason: 'Valor diferente da fatura',
        label: 'Comprovante recusado: Valor diferente da fatura',
      },
    ]);
    const titles = await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ?',
      'SELECT title FROM portal_notifications WHERE user_id = $1',
      [c.user.id],
    );
    expect(titles.map((t) => t.title)).toContain('Comprovante de pagamento recusado');
    // A decided receipt keeps its decision.
    const change = await admin(token, 'PUT', `${RECEIPTS}/${first}`, { receiptStatus: 'CONFIRMED' });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toBe('Este comprovante já foi analisado; a decisão não muda.');

    expect((await sendReceipt(c.token, bill, { paymentDate: '2026-05-26', files: pdf })).status).toBe(200);
    const second = await documentIdOf(token, bill);
    expect(second).not.toBe(first);
    expect((await admin(token, 'PUT', `${RECEIPTS}/${second}`, { receiptStatus: 'CONFIRMED' })).status).toBe(200);
    const list = await call(cms, 'GET', '/invoices', { token: c.token, query: { period: 'ALL' } });
    const paid = list.body.data.invoices.find((i: { numDoc: string }) => i.numDoc === bill);
    expect(paid).toMatchObject({ status: 'PAYED', paymentDate: '26/05/2026', paidLate: true });
    expect((await view(c.token)).receipts[0]).toMatchObject({ status: 'CONFIRMED', label: null });
  });

  it('gives the decision to the role "Comprovantes de pagamento" only: editors have no access to the receipts', async () => {
    const token = await staffAdminToken(cms);
    const roles = (await admin(token, 'GET', '/admin/roles')).body.data as { id: number; code: string; name: string }[];
    const permissionsOf = async (code: string) => {
      const role = roles.find((r) => r.code === code);
      expect(role, code).toBeDefined();
      const list = (await admin(token, 'GET', `/admin/roles/${role!.id}/permissions`)).body.data as {
        action: string;
        subject: string | null;
        properties: { fields?: string[] };
      }[];
      return list.filter((p) => p.subject === 'api::collections.receipt-submission');
    };
    expect(roles.find((r) => r.code === 'necta-receipts')?.name).toBe('Comprovantes de pagamento');
    const granted = await permissionsOf('necta-receipts');
    expect(granted.map((p) => p.action).sort()).toEqual([
      'plugin::content-manager.explorer.read',
      'plugin::content-manager.explorer.update',
    ]);
    expect(granted.find((p) => p.action.endsWith('.update'))!.properties.fields?.sort()).toEqual(['receiptStatus', 'refusalReason']);
    expect(await permissionsOf('strapi-editor')).toEqual([]);
  });
});
