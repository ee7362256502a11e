/**
 * Changing the bills' due day (issue 24 §5; docs/collections-due-date.md) against a real Strapi
 * with the clock fixed: the current day from the latest bill, a change with its protocol (answer,
 * e-mail, notification), the second change refused until 12 months later, the refusal while a
 * bill is overdue, bad days, staff reading but not changing, another customer's contract → 404;
 * the bills issued after the change (factory/admin path and the invoices CSV batch) due on the new day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, resetClock, setClock } from '../support/factories';
import { readOutbox, startCms, type RunningCms } from './helpers/cms';
import { freshNumDoc, invoiceCsv } from '../support/batch-files';
import { call, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
  await setClock(cms, '2026-03-02T10:00:00-03:00');
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

async function customer() {
  const made = await createCustomer(cms);
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

const show = (token: string, contractId: string) => call(cms, 'GET', '/collections/due-date', { token, query: { contractId } });
const change = (token: string, contractId: string, dueDay: unknown) =>
  call(cms, 'POST', '/collections/due-date', { token, query: { contractId }, body: { dueDay } });

/** A bill of February 2026 due on the 8th of March, paid (or open). */
const februaryBill = (contractId: string, paid = true) =>
  createInvoice(cms, {
    contractId,
    referenceMonth: '2026-02',
    issueDate: '2026-03-01',
    dueDate: '2026-03-08',
    amountCents: 10_000,
    ...(paid ? { paymentDate: '2026-03-01' } : {}),
  });

describe('due day', () => {
  it('changes once with a protocol by e-mail and notification; the next change waits 12 months', async () => {
    await setClock(cms, '2026-03-02T10:00:00-03:00');
    const c = await customer();
    const id = c.contract.documentId;
    await februaryBill(id);
    expect((await show(c.token, id)).body).toEqual({
      data: { currentDay: 8, options: [3, 8, 13, 18, 23, 28], blocked: null, lastChange: null },
    });

    const res = await change(c.token, id, 18);
    expect(res.status).toBe(200);
    const protocol = res.body.data.protocol as string;
    expect(protocol).toMatch(/^VEN-2026-\d{6}$/);
    expect(res.body).toEqual({
      data: { protocol, dueDay: 18, previousDay: 8, requestedAt: '02/03/2026 10:00', effectiveFrom: '03/2026' },
      message: `Dia de vencimento alterado. Protocolo ${protocol}.`,
    });
    const mail = readOutbox(cms.outboxDir).find((m) => m.includes(protocol) && m.includes(c.user.email));
    expect(mail).toBeDefined();
    const notifications = await call(cms, 'GET', '/notification', { token: c.token });
    expect(JSON.stringify(notifications.body)).toContain(protocol);

    const shown = await show(c.token, id);
    expect(shown.body.data.currentDay).toBe(18);
    const tooSoon =
      'O dia de vencimento pode ser alterado uma vez a cada 12 meses. A próxima alteração será possível a partir de 02/03/2027.';
    expect(shown.body.data.blocked).toBe(tooSoon);
    const again = await change(c.token, id, 23);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(tooSoon);

    // A year later the session of March 2026 has ended: signed in again.
    await setClock(cms, '2027-03-01T23:59:00-03:00');
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    expect((await change(token, id, 23)).status).toBe(409);
    await setClock(cms, '2027-03-02T00:01:00-03:00');
    const later = await change(token, id, 23);
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ dueDay: 23, previousDay: 18 });
    expect(later.body.data.protocol).toMatch(/^VEN-2027-\d{6}$/);
    await setClock(cms, '2026-03-02T10:00:00-03:00');
  });

  it('is refused while a bill is overdue, for a day outside the list and for the same day; nothing is written', async () => {
    await setClock(cms, '2026-03-20T10:00:00-03:00');
    const c = await customer();
    const id = c.contract.documentId;
    await februaryBill(id, false);
    const overdue = 'Não é possível alterar o vencimento enquanto houver faturas vencidas. Pague as faturas em atraso e tente novamente.';
    expect((await show(c.token, id)).body.data.blocked).toBe(overdue);
    const refused = await change(c.token, id, 13);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(overdue);

    for (const bad of [10, '13', null]) {
      const res = await change(c.token, id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.');
    }
    expect((await show(c.token, id)).body.data.lastChange).toBeNull();
    await setClock(cms, '2026-03-02T10:00:00-03:00');

    const fresh = await customer();
    await februaryBill(fresh.contract.documentId);
    const same = await change(fresh.token, fresh.contract.documentId, 8);
    expect(same.status).toBe(409);
    expect(same.body.error.message).toBe('Este já é o dia de vencimento das suas faturas.');
  });

  it("another customer's contract is not found; an attendant reads the served contract's day but cannot change it", async () => {
    const owner = await customer();
    const other = await customer();
    expect((await show(other.token, owner.contract.documentId)).status).toBe(404);
    expect((await change(other.token, owner.contract.documentId, 18)).status).toBe(404);

    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, staff.user.password!);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: owner.contract.documentId } })).status).toBe(200);
    expect((await show(token, owner.contract.documentId)).status).toBe(200);
    expect((await change(token, owner.contract.documentId, 18)).status).toBe(403);
  });
});

/** The customer's bill as the invoice list shows it. */
const listed = async (token: string, numDoc: string) => {
  const res = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
  return (res.body.data.invoices as { numDoc: string; deadline: string }[]).find((i) => i.numDoc === numDoc);
};

describe('bills issued after a change', () => {
  it('the next bill (the admin path) is due on the new day; the bills before keep theirs', async () => {
    await setClock(cms, '2026-03-02T10:00:00-03:00');
    const c = await customer();
    const id = c.contract.documentId;
    const february = (await februaryBill(id)).invoice;
    const res = await change(c.token, id, 18);
    expect(res.body.data.effectiveFrom).toBe('03/2026');
    // The bill of 03/2026, sent with the old day (08/04/2026): due on 18/04/2026.
    const march = (
      await createInvoice(cms, {
        contractId: id,
        referenceMonth: '2026-03',
        issueDate: '2026-04-01',
        dueDate: '2026-04-08',
        amountCents: 12_000,
      })
    ).invoice;
    expect(march.dueDate).toBe('2026-04-18');
    expect((await listed(c.token, march.numDoc))!.deadline).toBe('18/04/2026');
    expect((await listed(c.token, february.numDoc))!.deadline).toBe('08/03/2026');
  });

  it('a bill of the invoices CSV batch is due on the new day, in the next month when the day is before its issue', async () => {
    await setClock(cms, '2026-03-02T10:00:00-03:00');
    const late = await customer();
    const early = await customer();
    for (const [c, day] of [
      [late, 28],
      [early, 3],
    ] as const) {
      await februaryBill(c.contract.documentId);
      expect((await change(c.token, c.contract.documentId, day)).status).toBe(200);
    }
    await setClock(cms, '2026-04-05T09:00:00-03:00');
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    // Both rows: reference 03/2026, issued 05/04/2026, due 20/04/2026 as the billing system sent them.
    const [lateBill, earlyBill] = [freshNumDoc(), freshNumDoc()];
    const csv = invoiceCsv([
      {
        consumerCode: late.contract.consumerCode,
        consumerCpfCnpj: late.contract.consumerCpfCnpj,
        numDoc: lateBill,
        scheduledDate: '05/04/2026',
      },
      {
        consumerCode: early.contract.consumerCode,
        consumerCpfCnpj: early.contract.consumerCpfCnpj,
        numDoc: earlyBill,
        scheduledDate: '05/04/2026',
      },
    ]);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const upload = await fetch(new URL('/api/batch', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const lateToken = await tokenFor(cms, late.user.email, late.user.password!);
    const earlyToken = await tokenFor(cms, early.user.email, early.user.password!);
    await expect.poll(async () => (await listed(lateToken, lateBill))?.deadline, { timeout: 60_000 }).toBe('28/04/2026');
    // 03/04/2026 is before the issue (05/04/2026): the 3rd of the next month.
    await expect.poll(async () => (await listed(earlyToken, earlyBill))?.deadline, { timeout: 60_000 }).toBe('03/05/2026');
  });
});
