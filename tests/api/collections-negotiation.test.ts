/**
 * Negotiation of overdue bills against a real Strapi (docs/collections-negotiation.md): the
 * negotiable bills, the simulation, the agreement in one transaction (protocol, down-payment
 * bill with its payment codes, bills NEGOTIATED with their actions disabled, instalments), the
 * refusals, ownership (404), the attendant's audit and the undo rule on the server's clock; the
 * protocol by e-mail and notification; the instalments added to the next bills (factory and CSV
 * batch), recorded instalment → bill, and not added once the agreement is undone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock } from '../support/factories';
import { readOutbox, startCms, type RunningCms } from './helpers/cms';
import { freshNumDoc, invoiceCsv } from '../support/batch-files';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ NEGOTIATION_MAX_INSTALMENTS: '6', NEGOTIATION_MONTHLY_RATE_BP: '100', NEGOTIATION_DOWN_PAYMENT_DAYS: '5' });
  await setClock(cms, '2026-03-15T10:00:00-03:00');
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

/** A customer with two overdue bills (R$ 600,00 and R$ 400,00), one to expire and one paid. */
async function customerWithDebts() {
  const made = await createCustomer(cms, { contractSituation: 'ACTIVE' });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  const contract = made.contracts[0]!;
  const bill = async (options: Record<string, unknown>) =>
    (await createInvoice(cms, { contractId: contract.documentId, issueDate: '2026-01-05', ...options })).invoice.numDoc;
  const overdueA = await bill({ referenceMonth: '2026-01', dueDate: '2026-02-10', amountCents: 60000 });
  const overdueB = await bill({ referenceMonth: '2025-12', dueDate: '2026-01-10', amountCents: 40000 });
  const open = await bill({ referenceMonth: '2026-02', issueDate: '2026-03-05', dueDate: '2026-03-20', amountCents: 30000 });
  const paid = await bill({
    referenceMonth: '2025-11',
    issueDate: '2025-11-25',
    dueDate: '2025-12-10',
    amountCents: 20000,
    paymentDate: '2025-12-09',
  });
  return { ...made, token, contract, overdueA, overdueB, open, paid };
}

/** A one-page PDF (the receipt's content is checked: a real PDF header and trailer). */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const accept = (token: string, bills: string[], instalments = 3, extra: Record<string, unknown> = {}) =>
  call(cms, 'POST', '/collections/negotiation/agreements', { token, body: { bills, instalments, acceptTerms: true, ...extra } });

const statusOf = async (token: string, numDoc: string) => {
  const res = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
  return (res.body.data.invoices as { numDoc: string; status: string }[]).find((i) => i.numDoc === numDoc)?.status;
};

describe('negotiable bills and the simulation', () => {
  it('lists only the overdue bills, oldest first, with the settings', async () => {
    const c = await customerWithDebts();
    const res = await call(cms, 'GET', '/collections/negotiation/bills', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bills: [
        { numDoc: c.overdueB, referenceMonth: '2025-12', dueDate: '2026-01-10', amountCents: 40000 },
        { numDoc: c.overdueA, referenceMonth: '2026-01', dueDate: '2026-02-10', amountCents: 60000 },
      ],
      maxInstalments: 6,
      monthlyRateBp: 100,
      downPaymentDays: 5,
    });
  });

  it('leaves out a bill the customer sent a "Já paguei" receipt for (waiting for staff)', async () => {
    const c = await customerWithDebts();
    const form = new FormData();
    form.append('paymentDate', '2026-02-09');
    form.append('file', new Blob([new Uint8Array(RECEIPT_PDF)], { type: 'application/pdf' }), 'comprovante.pdf');
    const sent = await fetch(`${cms.url}/api/collections/invoices/${c.overdueA}/receipt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(sent.status).toBe(200);
    const res = await call(cms, 'GET', '/collections/negotiation/bills', { token: c.token });
    expect(res.body.bills.map((b: { numDoc: string }) => b.numDoc)).toEqual([c.overdueB]);
    const refused = await accept(c.token, [c.overdueA]);
    expect(refused.status).toBe(422);
    expect(await statusOf(c.token, c.overdueA)).toBe('PENDING');
  });

  it('simulates R$ 1.000,00: entrada R$ 100,00 due 20/03, 3 × R$ 306,02 at 1 % a.m., total R$ 1.018,06', async () => {
    const c = await customerWithDebts();
    const res = await call(cms, 'POST', '/collections/negotiation/simulation', {
      token: c.token,
      body: { bills: [c.overdueA, c.overdueB] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ debtCents: 100000, downPaymentCents: 10000, downPaymentDueDate: '2026-03-20', monthlyRateBp: 100 });
    expect(res.body.options.map((o: { instalments: number }) => o.instalments)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.options[2]).toMatchObject({
      instalmentCents: 30602,
      lastInstalmentCents: 30602,
      interestCents: 1806,
      totalCents: 101806,
    });
    expect(res.body.options[0]).toMatchObject({ cetAnnualText: '12,20', cetMonthlyText: '0,96' });
    // Intl's pt-BR money puts a no-break space after R$.
    expect(res.body.options[2].termsText).toContain(
      'Entrada de R$\u00a0100,00, com vencimento em 20/03/2026, e 3 parcelas mensais de R$\u00a0306,02',
    );
  });

  it('refuses a bill that is not overdue or already paid, naming it', async () => {
    const c = await customerWithDebts();
    for (const numDoc of [c.open, c.paid]) {
      const res = await call(cms, 'POST', '/collections/negotiation/simulation', { token: c.token, body: { bills: [c.overdueA, numDoc] } });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(
        `A fatura ${numDoc} não pode ser negociada: ela não está vencida, já foi paga ou já foi negociada.`,
      );
    }
    const none = await call(cms, 'POST', '/collections/negotiation/simulation', { token: c.token, body: { bills: [] } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Selecione ao menos uma fatura vencida.');
  });
});

describe('accepting an agreement', () => {
  it('gives a protocol, a down-payment bill with its Pix and boleto, NEGOTIATED bills and the instalments; the terms stored with who and when', async () => {
    const c = await customerWithDebts();
    const res = await accept(c.token, [c.overdueA, c.overdueB], 3);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: 'WAITING',
      stateLabel: 'Aguardando pagamento da entrada',
      debtCents: 100000,
      downPaymentCents: 10000,
      downPaymentDueDate: '2026-03-20',
      downPaymentPaid: false,
      instalmentCount: 3,
      totalCents: 101806,
      acceptedAt: '2026-03-15T13:00:00.000Z',
      acceptedByName: c.user.name,
      instalments: [
        { number: 1, referenceMonth: '2026-04', amountCents: 30602, cancelled: false },
        { number: 2, referenceMonth: '2026-05', amountCents: 30602, cancelled: false },
        { number: 3, referenceMonth: '2026-06', amountCents: 30602, cancelled: false },
      ],
    });
    expect(res.body.protocol).toMatch(/^NEG-2026-\d{6}$/);
    expect(res.body.termsText).toContain('Se a entrada não for paga até o vencimento, o acordo é desfeito');
    // The negotiated bills: NEGOTIATED, their payment codes refused with the spec's message.
    expect(await statusOf(c.token, c.overdueA)).toBe('NEGOTIATED');
    expect(await statusOf(c.token, c.overdueB)).toBe('NEGOTIATED');
    const negotiated = await call(cms, 'GET', `/invoices/${c.overdueA}`, { token: c.token, query: { type: 'pix', docDate: '05/01/2026' } });
    expect(negotiated.status).toBe(409);
    expect(negotiated.body.error.message).toBe('Esta fatura foi negociada: pagamento, download e envio por e-mail não estão disponíveis.');
    // The down payment is a bill like any other: to expire, issued today, with its Pix and barcode.
    const downPayment = res.body.downPaymentNumDoc as string;
    expect(await statusOf(c.token, downPayment)).toBe('TO_EXPIRE');
    const pix = await call(cms, 'GET', `/invoices/${downPayment}`, { token: c.token, query: { type: 'pix', docDate: '15/03/2026' } });
    expect(pix.status).toBe(200);
    expect(pix.body.pixKey).toMatch(/^000201/);
    const boleto = await call(cms, 'GET', `/invoices/${downPayment}`, {
      token: c.token,
      query: { type: 'barCode', docDate: '15/03/2026' },
    });
    expect(boleto.status).toBe(200);
    // The collection barcode's value (positions 5–15, FEBRABAN arrecadação) is the down payment: R$ 100,00.
    expect(boleto.body.barcode.slice(4, 15)).toBe('00000010000');
    const stored = await sql<{ terms_text: string; accepted_by_id: number }>(
      cms,
      'SELECT terms_text, accepted_by_id FROM negotiation_agreements WHERE protocol = ?',
      'SELECT terms_text, accepted_by_id FROM negotiation_agreements WHERE protocol = $1',
      [res.body.protocol],
    );
    expect(stored[0]!.terms_text).toBe(res.body.termsText);
    expect(Number(stored[0]!.accepted_by_id)).toBe(c.user.id);
    // Listed with its bills; the down payment may not be negotiated again.
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token: c.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].bills.map((b: { numDoc: string }) => b.numDoc)).toEqual([c.overdueA, c.overdueB]);
  });

  it('refuses a bill negotiated or paid meanwhile and writes nothing', async () => {
    const c = await customerWithDebts();
    expect((await accept(c.token, [c.overdueA], 1)).status).toBe(201);
    const again = await accept(c.token, [c.overdueB, c.overdueA], 1);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(
      `A fatura ${c.overdueA} não pode ser negociada: ela não está vencida, já foi paga ou já foi negociada.`,
    );
    expect(await statusOf(c.token, c.overdueB)).toBe('PENDING');
    await payInvoice(cms, { numDoc: c.overdueB });
    expect((await accept(c.token, [c.overdueB], 1)).status).toBe(422);
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token: c.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('two parallel acceptances of the same bills: one agreement, the other refused', async () => {
    const c = await customerWithDebts();
    const [a, b] = await Promise.all([accept(c.token, [c.overdueA], 2), accept(c.token, [c.overdueA], 2)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    // The refused one left nothing behind: one down-payment bill (R$ 60,00, 10 % of R$ 600,00) on the contract.
    const listed = await call(cms, 'GET', '/invoices', { token: c.token, query: { period: 'ALL' } });
    expect((listed.body.data.invoices as { priceCents: number }[]).filter((i) => i.priceCents === 6000)).toHaveLength(1);
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token: c.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses without the terms accepted or with a count the simulation does not offer', async () => {
    const c = await customerWithDebts();
    const terms = await accept(c.token, [c.overdueA], 2, { acceptTerms: false });
    expect(terms.status).toBe(400);
    expect(terms.body.error.message).toBe('Para fazer o acordo, aceite os termos.');
    const count = await accept(c.token, [c.overdueA], 7);
    expect(count.status).toBe(422);
    expect(count.body.error.message).toBe('Escolha uma das opções de parcelamento da simulação.');
    expect(await statusOf(c.token, c.overdueA)).toBe('PENDING');
  });

  it("answers 404 for another customer's contract", async () => {
    const a = await customerWithDebts();
    const b = await customerWithDebts();
    const query = { contractId: b.contract.documentId };
    expect((await call(cms, 'GET', '/collections/negotiation/bills', { token: a.token, query })).status).toBe(404);
    expect((await call(cms, 'GET', '/collections/negotiation/agreements', { token: a.token, query })).status).toBe(404);
    const res = await call(cms, 'POST', '/collections/negotiation/agreements', {
      token: a.token,
      query,
      body: { bills: [b.overdueA], instalments: 1, acceptTerms: true },
    });
    expect(res.status).toBe(404);
    expect(await statusOf(b.token, b.overdueA)).toBe('PENDING');
  });

  it('an attendant makes it for the served contract, and the customer reads it in the attendant audit', async () => {
    const c = await customerWithDebts();
    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: c.contract.documentId } })).status).toBe(200);
    const res = await accept(token, [c.overdueA], 2);
    expect(res.status).toBe(201);
    expect(res.body.acceptedByName).toBe(staff.user.name);
    const audit = await call(cms, 'GET', '/user/attendant-changes', { token: c.token });
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({
        action: 'NEGOTIATION',
        actionLabel: 'Acordo de parcelamento',
        description: `Acordo de parcelamento ${res.body.protocol}: faturas ${c.overdueA}, entrada e 2 parcela(s)`,
        attendantName: staff.user.name,
      }),
    );
  });
});

async function agreementsOnceSwept(token: string, protocol: string, state: string) {
  for (let tries = 0; tries < 60; tries++) {
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token });
    const found = (list.body.data as { protocol: string; state: string }[]).find((a) => a.protocol === protocol);
    if (found?.state === state) return found as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`agreement ${protocol} never became ${state}`);
}

describe('the undo rule on the server clock', () => {
  it('an unpaid down payment past its due date undoes the agreement: bills overdue again, instalments cancelled, down payment withdrawn', async () => {
    await setClock(cms, '2026-03-15T10:00:00-03:00');
    const c = await customerWithDebts();
    const paidOne = await customerWithDebts();
    const made = await accept(c.token, [c.overdueA, c.overdueB], 2);
    const kept = await accept(paidOne.token, [paidOne.overdueA], 2);
    await payInvoice(cms, { numDoc: kept.body.downPaymentNumDoc, paymentDate: '2026-03-18' });
    // Still within the due date (20/03, 23:59 in São Paulo): waiting.
    await setClock(cms, '2026-03-20T23:59:00-03:00');
    c.token = await tokenFor(cms, c.user.email, c.user.password!); // a session of this day
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token: c.token });
    expect(list.body.data[0].state).toBe('WAITING');
    await setClock(cms, '2026-03-21T08:00:00-03:00');
    c.token = await tokenFor(cms, c.user.email, c.user.password!);
    paidOne.token = await tokenFor(cms, paidOne.user.email, paidOne.user.password!);
    const undone = await agreementsOnceSwept(c.token, made.body.protocol, 'UNDONE');
    expect(undone.stateLabel).toBe('Desfeito');
    expect((undone.instalments as { cancelled: boolean }[]).every((i) => i.cancelled)).toBe(true);
    expect(await statusOf(c.token, c.overdueA)).toBe('PENDING');
    expect(await statusOf(c.token, c.overdueB)).toBe('PENDING');
    expect(await statusOf(c.token, made.body.downPaymentNumDoc)).toBeUndefined();
    // The paid one is in force; its bills stay negotiated.
    const active = await call(cms, 'GET', '/collections/negotiation/agreements', { token: paidOne.token });
    expect(active.body.data[0]).toMatchObject({ state: 'ACTIVE', stateLabel: 'Em vigor', downPaymentPaid: true });
    expect(await statusOf(paidOne.token, paidOne.overdueA)).toBe('NEGOTIATED');
    // The customer may negotiate the bills again.
    expect((await call(cms, 'POST', '/collections/negotiation/simulation', { token: c.token, body: { bills: [c.overdueA] } })).status).toBe(
      200,
    );
  });
});

/** The customer's bill as the invoice list shows it. */
const listed = async (token: string, numDoc: string) => {
  const res = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
  return (res.body.data.invoices as { numDoc: string; priceCents: number; deadline: string }[]).find((i) => i.numDoc === numDoc);
};

const instalmentRows = (protocol: string) =>
  sql<{ number: number; reference_month: string; amount_cents: number; invoice_id: number | null; invoice_num_doc: string | null }>(
    cms,
    'SELECT i.number, i.reference_month, i.amount_cents, i.invoice_id, i.invoice_num_doc FROM negotiation_instalments i JOIN negotiation_instalments_agreement_lnk l ON l.negotiation_instalment_id = i.id JOIN negotiation_agreements a ON a.id = l.negotiation_agreement_id WHERE a.protocol = ? ORDER BY i.number',
    'SELECT i.number, i.reference_month, i.amount_cents, i.invoice_id, i.invoice_num_doc FROM negotiation_instalments i JOIN negotiation_instalments_agreement_lnk l ON l.negotiation_instalment_id = i.id JOIN negotiation_agreements a ON a.id = l.negotiation_agreement_id WHERE a.protocol = $1 ORDER BY i.number',
    [protocol],
  );

describe('the protocol and the instalments on the next bills', () => {
  it('e-mails the protocol to the customer and notifies it in the portal', async () => {
    await setClock(cms, '2026-03-15T10:00:00-03:00');
    const c = await customerWithDebts();
    const res = await accept(c.token, [c.overdueA], 2);
    expect(res.status).toBe(201);
    const protocol = res.body.protocol as string;
    const mail = readOutbox(cms.outboxDir).find((m) => m.includes(`Acordo de parcelamento - protocolo ${protocol}`));
    expect(mail).toBeDefined();
    expect(mail).toContain(c.user.email);
    const notifications = await call(cms, 'GET', '/notification', { token: c.token });
    expect(JSON.stringify(notifications.body)).toContain(`Acordo de parcelamento ${protocol}`);
  });

  it('adds instalment k to the bill of its month (factory and CSV batch), once, and records the bill', async () => {
    await setClock(cms, '2026-02-15T10:00:00-03:00');
    const c = await customerWithDebts();
    // 15/02/2026: R$ 600,00 and R$ 400,00 overdue; R$ 900,00 financed in 2 instalments at 1 % a.m.: R$ 456,76 each (PMT 456,7612…) on the bills of 03/2026 and 04/2026.
    const made = await accept(c.token, [c.overdueA, c.overdueB], 2);
    expect(made.status).toBe(201);
    const protocol = made.body.protocol as string;
    expect(made.body.instalments).toEqual([
      { number: 1, referenceMonth: '2026-03', amountCents: 45676, cancelled: false, invoiceNumDoc: null },
      { number: 2, referenceMonth: '2026-04', amountCents: 45676, cancelled: false, invoiceNumDoc: null },
    ]);
    // The down payment (R$ 100,00) is not a monthly bill: it carries no instalment.
    expect((await listed(c.token, made.body.downPaymentNumDoc))!.priceCents).toBe(10000);
    await payInvoice(cms, { numDoc: made.body.downPaymentNumDoc, paymentDate: '2026-02-18' });

    // The bill of 03/2026 comes in the invoices CSV batch (R$ 187,65) on 05/04/2026.
    await setClock(cms, '2026-04-05T09:00:00-03:00');
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    const march = freshNumDoc();
    const form = new FormData();
    const csv = invoiceCsv([
      { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj, numDoc: march, scheduledDate: '05/04/2026' },
    ]);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const upload = await fetch(new URL('/api/batch', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    await expect.poll(async () => (await listed(token, march))?.priceCents, { timeout: 60_000 }).toBe(18765 + 45676);

    // The bill of 04/2026 from the factory (the admin's path: the document service): R$ 150,00 + R$ 456,76.
    const april = (
      await createInvoice(cms, {
        contractId: c.contract.documentId,
        referenceMonth: '2026-04',
        issueDate: '2026-05-05',
        dueDate: '2026-05-20',
        amountCents: 15000,
      })
    ).invoice;
    expect(april.priceCents).toBe(15000 + 45676);
    // A second bill of the same month does not take it again.
    const again = (
      await createInvoice(cms, {
        contractId: c.contract.documentId,
        referenceMonth: '2026-04',
        issueDate: '2026-05-06',
        dueDate: '2026-05-20',
        amountCents: 15000,
      })
    ).invoice;
    expect(again.priceCents).toBe(15000);

    const rows = await instalmentRows(protocol);
    expect(rows.map((r) => [Number(r.number), r.reference_month, Number(r.amount_cents), r.invoice_num_doc])).toEqual([
      [1, '2026-03', 45676, march],
      [2, '2026-04', 45676, april.numDoc],
    ]);
    expect(rows.every((r) => Number(r.invoice_id) > 0)).toBe(true);
    const list = await call(cms, 'GET', '/collections/negotiation/agreements', { token });
    expect(list.body.data[0].instalments.map((i: { invoiceNumDoc: string | null }) => i.invoiceNumDoc)).toEqual([march, april.numDoc]);
  });

  it("an undone agreement's instalments are not added to the next bill", async () => {
    await setClock(cms, '2026-03-15T10:00:00-03:00');
    const c = await customerWithDebts();
    const made = await accept(c.token, [c.overdueA], 2);
    expect(made.status).toBe(201);
    await setClock(cms, '2026-03-21T08:00:00-03:00');
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    await agreementsOnceSwept(token, made.body.protocol, 'UNDONE');
    const april = (
      await createInvoice(cms, {
        contractId: c.contract.documentId,
        referenceMonth: '2026-04',
        issueDate: '2026-05-05',
        dueDate: '2026-05-20',
        amountCents: 15000,
      })
    ).invoice;
    expect(april.priceCents).toBe(15000);
    expect((await instalmentRows(made.body.protocol)).map((r) => r.invoice_num_doc)).toEqual([null, null]);
  });
});
