/**
 * The bills' PDFs drawn ahead yield to the portal's requests (docs/scaling.md, "Documents";
 * cms/src/portal/core/busy.ts): while requests keep coming the queue waits, a bill asked for
 * meanwhile is drawn on demand and served, and the queue is drawn once the portal is quiet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  // Quiet after 1.5 s without requests; the loop looks every 200 ms.
  cms = await startCms({ PDF_DRAW_AHEAD_QUIET_MS: '1500', JOBS_POLL_MS: '200' });
  await setClock(cms, '2026-06-10T10:00:00-03:00');
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const kept = (numDoc: string) =>
  sql<{ n: number | string }>(
    cms,
    `SELECT COUNT(*) AS n FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::invoices.invoice' AND i.num_doc = ?`,
    `SELECT COUNT(*) AS n FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::invoices.invoice' AND i.num_doc = $1`,
    [numDoc],
  ).then((rows) => Number(rows[0]!.n));

const waiting = (numDoc: string) =>
  sql<{ status: string }>(
    cms,
    `SELECT status FROM invoice_pdf_renders WHERE invoice_id IN (SELECT id FROM invoices WHERE num_doc = ?)`,
    `SELECT status FROM invoice_pdf_renders WHERE invoice_id IN (SELECT id FROM invoices WHERE num_doc = $1)`,
    [numDoc],
  ).then((rows) => rows.map((r) => r.status));

describe('bills drawn ahead while the portal is busy', () => {
  it('waits while requests keep coming, serves a bill asked for meanwhile, and draws the rest once quiet', async () => {
    const made = await createCustomer(cms);
    const contract = made.contracts[0]!;
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    const bill = (referenceMonth: string, issueDate: string, dueDate: string) =>
      createInvoice(cms, { contractId: contract.documentId, referenceMonth, issueDate, dueDate, amountCents: 18_765 });
    const asked = (await bill('2026-05', '2026-06-05', '2026-06-22')).invoice;
    const unasked = (await bill('2026-04', '2026-05-05', '2026-05-22')).invoice;

    // The customer keeps the portal busy: one request after another for 4 s.
    let busy = true;
    const crowd = (async () => {
      while (busy) expect((await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } })).status).toBe(200);
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      // Nothing drawn ahead yet: both bills wait in the queue.
      expect(await waiting(asked.numDoc)).toEqual(['WAITING']);
      expect(await waiting(unasked.numDoc)).toEqual(['WAITING']);
      expect(await kept(unasked.numDoc)).toBe(0);
      // A bill asked for now is drawn on demand and served.
      const url = new URL(`/api/invoices/${asked.numDoc}/download`, cms.url);
      url.searchParams.set('docDate', asked.docDate);
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await kept(unasked.numDoc)).toBe(0);
      expect(await waiting(unasked.numDoc)).toEqual(['WAITING']);
    } finally {
      busy = false;
      await crowd;
    }
    // Quiet: the queue is drawn, the bill nobody asked for included.
    await expect.poll(() => kept(unasked.numDoc), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => waiting(unasked.numDoc), { timeout: 30_000 }).toEqual([]);
    await expect.poll(() => waiting(asked.numDoc), { timeout: 30_000 }).toEqual([]);
    expect(await kept(asked.numDoc)).toBe(1);
  });
});
