/**
 * The invoice list's answers are kept per contract revision (docs/scaling.md, "The invoice
 * list's answers"), on SQLite and PostgreSQL: whatever writes a contract's bills — the use
 * cases through Strapi's query engine, the CSV batch's multi-row INSERTs through knex, or SQL
 * typed by hand outside the CMS — the next list shows it; another contract's write leaves a
 * list as it was; the day's change moves a bill's status with no write at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListAnswer } from '@domain/invoices/types';
import { invoiceCsv, freshNumDoc } from '../support/batch-files';
import { createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
  await setClock(cms, '2026-04-10T10:00:00-03:00');
});
afterAll(async () => {
  await resetClock(cms);
  await cms?.stop();
});

async function customer() {
  const made = await createCustomer(cms);
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

async function bills(token: string, period = 'ALL') {
  const res = await call(cms, 'GET', '/invoices', { token, query: { period } });
  expect(res.status).toBe(200);
  return (res.body as InvoiceListAnswer).data;
}

const row = (list: InvoiceListAnswer['data'], numDoc: string) => list.invoices.find((i) => i.numDoc === numDoc);

describe('the kept invoice list follows every write of the contract’s bills', () => {
  it('shows a bill issued, then paid, through the use cases', async () => {
    const c = await customer();
    expect((await bills(c.token)).invoices).toHaveLength(0);
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-02',
      issueDate: '2026-03-05',
      dueDate: '2026-03-20',
    });
    const issued = await bills(c.token);
    expect(row(issued, invoice.numDoc)?.status).toBe('PENDING');
    expect(issued.numberOfOverdueInvoices).toBe(1);
    await payInvoice(cms, { numDoc: invoice.numDoc, paymentDate: '2026-04-09' });
    const paid = await bills(c.token);
    expect(row(paid, invoice.numDoc)?.status).toBe('PAYED');
    expect(paid.numberOfOverdueInvoices).toBe(0);
  });

  it('shows the bills of a CSV batch (written with multi-row INSERTs, not one by one)', async () => {
    const c = await customer();
    const staff = await createStaff(cms, { role: 'admin' });
    const admin = await tokenFor(cms, staff.user.email, staff.user.password!);
    expect((await bills(c.token)).invoices).toHaveLength(0);
    const numDocs = [freshNumDoc(), freshNumDoc()];
    const mine = { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj };
    const form = new FormData();
    form.append(
      'file',
      new Blob([invoiceCsv(numDocs.map((numDoc) => ({ ...mine, numDoc, scheduledDate: '10/04/2026' })))], { type: 'text/csv' }),
      'faturas.csv',
    );
    const upload = await fetch(new URL('/api/batch', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    let seen: string[] = [];
    for (let i = 0; i < 240 && seen.length < 2; i++) {
      seen = (await bills(c.token)).invoices.map((b) => b.numDoc).filter((n) => numDocs.includes(n));
      if (seen.length < 2) await new Promise((r) => setTimeout(r, 250));
    }
    expect(seen.sort()).toEqual([...numDocs].sort());
  });

  it('shows a change typed in SQL outside the CMS, and a bill deleted there', async () => {
    const c = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-01',
      dueDate: '2026-04-20',
    });
    expect(row(await bills(c.token), invoice.numDoc)?.status).toBe('TO_EXPIRE');
    await sql(cms, 'UPDATE invoices SET payment_date = ? WHERE num_doc = ?', 'UPDATE invoices SET payment_date = $1 WHERE num_doc = $2', [
      '2026-04-09',
      invoice.numDoc,
    ]);
    expect(row(await bills(c.token), invoice.numDoc)?.status).toBe('PAYED');
    await sql(cms, 'DELETE FROM invoices WHERE num_doc = ?', 'DELETE FROM invoices WHERE num_doc = $1', [invoice.numDoc]);
    expect(row(await bills(c.token), invoice.numDoc)).toBeUndefined();
  });

  it('leaves another contract’s list as it was, and moves a status when the day changes', async () => {
    const a = await customer();
    const b = await customer();
    const { invoice } = await createInvoice(cms, {
      contractId: a.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-01',
      dueDate: '2026-04-10',
    });
    const before = await bills(a.token);
    expect(row(before, invoice.numDoc)?.status).toBe('TO_EXPIRE');
    await createInvoice(cms, {
      contractId: b.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-04-01',
      dueDate: '2026-04-20',
    });
    expect(await bills(a.token)).toEqual(before);
    await setClock(cms, '2026-04-11T08:00:00-03:00');
    const nextDay = await bills(a.token);
    expect(row(nextDay, invoice.numDoc)?.status).toBe('PENDING');
    expect(nextDay.numberOfOverdueInvoices).toBe(1);
    await setClock(cms, '2026-04-10T10:00:00-03:00');
  });
});
