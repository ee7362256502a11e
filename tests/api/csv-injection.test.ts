/**
 * CSV ("formula") injection through the real routes that write CSV with text that users typed
 * (cms/src/portal/core/csv.ts): a batch item's download repeats the operator's row, and the LGPD
 * archive's CSVs repeat the customer's own data. A cell starting with `=` comes back with a
 * leading quote, so a spreadsheet shows it as text instead of running it. (The invoices and
 * consumption exports write only figures, dates and status labels, through the same writer.)
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCsv } from '../support/batch-files';
import { FACTORY_PASSWORD, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';

let cms: RunningCms;
let admin: string;

beforeAll(async () => {
  cms = await startCms();
  const boss = await createStaff(cms, { role: 'admin' });
  admin = await tokenFor(cms, boss.user.email, boss.user.password!);
}, 120_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

describe('a formula typed in a cell comes back as text in the CSV files the portal writes', () => {
  it('batch item download: the refused row’s =formula is written with a leading quote', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await createCustomer(cms);
    const contract = c.contracts[0]!;
    const csv = invoiceCsv([
      { consumerCode: contract.consumerCode, consumerCpfCnpj: contract.consumerCpfCnpj, numDoc: '=1+2', scheduledDate: '02/04/2026' },
    ]);
    const form = new FormData();
    form.append('file', new Blob([csv]), 'faturas.csv');
    const sent = await fetch(new URL('/api/batch', cms.url), { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(sent.status).toBe(201);
    const batchId = ((await sent.json()) as { data: { id: number } }).data.id;
    let itemId: number | undefined;
    await expect
      .poll(
        async () => {
          const res = await call(cms, 'GET', '/batches/items', { token: admin, query: { batchId: String(batchId) } });
          const item = (res.body.data as { id: number; status: string }[])[0];
          itemId = item?.id;
          return item?.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('ERROR');
    const file = await fetch(new URL(`/api/batches/items/${itemId}/file-download`, cms.url), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    const lines = (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toContain(";'=1+2;");
    expect(lines[1]).not.toMatch(/(^|;)=1\+2/);
    // Amounts stay readable.
    expect(lines[1]).toContain(';187,65;');
  });

  it('LGPD archive: a name starting with = is written with a leading quote in conta.csv', async () => {
    const made = await createCustomer(cms, { name: '=HYPERLINK("http://mal.test","Clique")' });
    const token = await tokenFor(cms, made.user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'POST', '/privacy/exports', { token, body: { format: 'zip' } })).status).toBe(202);
    let id = '';
    await expect
      .poll(
        async () => {
          const latest = await call(cms, 'GET', '/privacy/exports/latest', { token });
          id = latest.body.data?.id;
          return latest.body.data?.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('READY');
    const res = await fetch(new URL(`/api/privacy/exports/${id}/file`, cms.url), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const conta = await zip.file('conta.csv')!.async('string');
    expect(conta).toContain('"\'=HYPERLINK(""http://mal.test"",""Clique"")"');
    expect(conta).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
