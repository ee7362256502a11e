/**
 * Customers' files in private storage (docs/security.md "Customers' files in private storage";
 * security review, second round, High 2), against a real Strapi on SQLite and PostgreSQL:
 * connection documents and selfies, reconnection proofs, batch files and LGPD exports are kept in
 * the private-files folder under random keys — never in the Media Library, never as base64 in a
 * row —, served only by authorised portal routes as attachments that no shared cache keeps; the
 * editor and the site build's token cannot reach them; and the start-up migration moves what an
 * older version left, with the same bytes, also when it was stopped half-way.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCsv } from '../support/batch-files';
import { createCustomer, createStaff } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let admin: string;

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
  const made = await createStaff(cms, { role: 'admin' });
  admin = await tokenFor(cms, made.user.email, made.user.password!);
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

/** Every file under this stack's private-files folder: sha256 → count. */
function privateFolder(): string[] {
  if (!fs.existsSync(cms.privateDir)) return [];
  return fs
    .readdirSync(cms.privateDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => sha(fs.readFileSync(`${e.parentPath}/${e.name}`)));
}

async function count(table: string, where = ''): Promise<number> {
  const q = `SELECT count(*) AS n FROM ${table} ${where}`;
  return Number((await sql<{ n: number | string }>(cms, q, q))[0]!.n);
}

async function submitConnection(parts: { field: string; name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  const fields = {
    type: 'BUSINESS',
    name: 'Maria',
    fullName: 'Maria Aparecida Souza',
    address: 'Avenida Bento de Abreu',
    number: '1410',
    phone: '(16) 9 9123-4567',
    email: `maria.${Math.random().toString(36).slice(2, 8)}@exemplo.test`,
    cep: '14801-010',
    socialReason: 'Padaria Pão Quente Ltda',
    cnpj: '11.222.333/0001-81',
    segment: 'Panificação',
    averageConsumption: '500,01 A 2.000,00',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const res = await fetch(`${cms.url}/api/services/connection`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function download(path: string, token: string | null) {
  const res = await fetch(new URL(`/api${path}`, cms.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

describe('connection requests', () => {
  it("keeps the request's documents in private storage under random keys, never in the Media Library", async () => {
    const mediaBefore = await count('files');
    const linksBefore = await count('files_related_mph');
    const first = pdf(`rg ${Math.random()}`);
    const second = pdf(`cnpj ${Math.random()}`);
    const res = await submitConnection([
      { field: 'files', name: 'rg de maria.pdf', type: 'application/pdf', bytes: first },
      { field: 'files', name: 'cartao.pdf', type: 'application/pdf', bytes: second },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('files')).toBe(mediaBefore);
    expect(await count('files_related_mph')).toBe(linksBefore);

    const q = (p: string) =>
      `SELECT f.key AS k, f.name AS name, f.mime AS mime, f.size AS size, f.sha_256 AS sha FROM private_files f JOIN connection_requests r ON r.id = f.related_id WHERE f.related_type = 'api::connection.connection-request' AND r.protocol = ${p} ORDER BY f.position`;
    const rows = await sql<{ k: string; name: string; mime: string; size: number; sha: string }>(cms, q('?'), q('$1'), [
      res.body.data.protocol,
    ]);
    // The multipart parser lists a field's files as each finishes arriving, not in the order sent,
    // so the two documents are compared as a set: both kept, each numbered once, bytes intact.
    expect(rows.map((r) => r.name).sort()).toEqual(['solicitacao-ligacao-documento-1.pdf', 'solicitacao-ligacao-documento-2.pdf']);
    expect(rows.map((r) => [r.mime, Number(r.size), r.sha]).sort()).toEqual(
      [
        ['application/pdf', first.length, sha(first)],
        ['application/pdf', second.length, sha(second)],
      ].sort(),
    );
    for (const row of rows) expect(row.k).toMatch(/^[0-9a-f]{64}$/);
    expect(privateFolder()).toEqual(expect.arrayContaining([sha(first), sha(second)]));
  });

  it('lets only the portal administrators download a document, as an attachment no shared cache keeps', async () => {
    const bytes = pdf(`selfie ${Math.random()}`);
    const res = await submitConnection([{ field: 'files', name: 'doc.pdf', type: 'application/pdf', bytes }]);
    const path = `/services/connection/requests/${res.body.data.protocol}/files/1`;

    const got = await download(path, admin);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="solicitacao-ligacao-documento-1\.pdf"/);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await download(path, null)).status).toBe(401);
    const customer = await createCustomer(cms);
    expect((await download(path, await tokenFor(cms, customer.user.email, customer.user.password!))).status).toBe(403);
    const attendant = await createStaff(cms, { role: 'attendant-only' });
    expect((await download(path, await tokenFor(cms, attendant.user.email, attendant.user.password!))).status).toBe(403);

    const missing = await call(cms, 'GET', `/services/connection/requests/${res.body.data.protocol}/files/2`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Arquivo não encontrado.');
    const bad = await call(cms, 'GET', `/services/connection/requests/${res.body.data.protocol}/files/zero`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o número do arquivo (1, 2, …).');
  });

  it('sends the sales team the documents attached to its copy of the request', async () => {
    const marker = `anexo-${Math.random().toString(36).slice(2)}`;
    const res = await submitConnection([{ field: 'files', name: 'doc.pdf', type: 'application/pdf', bytes: pdf(marker) }]);
    const raw = fs
      .readdirSync(cms.outboxDir)
      .map((f) => fs.readFileSync(`${cms.outboxDir}/${f}`, 'utf8'))
      .find((m) => m.includes('comercial@necta.local') && m.includes(res.body.data.protocol));
    expect(raw).toBeDefined();
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=solicitacao-ligacao-documento-1\.pdf/);
    expect(raw).toContain(pdf(marker).toString('base64').slice(0, 60));
  });
});

describe('who else could reach customers files', () => {
  it("gives the site build's token the site's content (media URLs included) and nothing else", async () => {
    const get = (path: string) => fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${cms.readToken}` } });
    const news = await get('/api/news-items?pagination[pageSize]=100');
    expect(news.status).toBe(200);
    const items = ((await news.json()) as { data: { Capa?: { url?: string } | null }[] }).data;
    expect(items.some((n) => typeof n.Capa?.url === 'string' && n.Capa.url.startsWith('/uploads/'))).toBe(true);
    expect((await get('/api/site-setting')).status).toBe(200);
    expect((await get('/api/upload/files')).status).toBe(403);
    // Content types outside the site's list, and portal data (the portal's routes want a portal session).
    expect((await get('/api/cities')).status).toBe(403);
    expect((await get('/api/locations')).status).toBe(403);
    expect((await get('/api/batches')).status).toBe(401);
    expect((await get('/api/news-items')).status).toBe(200);
  });

  it("shows the editor none of the customers' files in the Media Library, and not the files' records", async () => {
    const marker = `editor-${Math.random().toString(36).slice(2)}`;
    await submitConnection([{ field: 'files', name: `${marker}.pdf`, type: 'application/pdf', bytes: pdf(marker) }]);
    const login = await fetch(new URL('/admin/login', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const library = await fetch(new URL('/upload/files?page=1&pageSize=100&sort=createdAt:DESC', cms.url), { headers });
    expect(library.status).toBe(200);
    const names = JSON.stringify(await library.json());
    expect(names).not.toContain('solicitacao-ligacao');
    expect(names).not.toContain(marker);
    const records = await fetch(new URL('/content-manager/collection-types/api::private-file.private-file', cms.url), { headers });
    expect(records.status).toBe(403);
  });
});

describe('batch files and data exports', () => {
  it('keeps an uploaded batch file in private storage and serves it back unchanged', async () => {
    // One row refused on purpose (bill number 'bad'): the file is kept whatever its rows say.
    const csv = invoiceCsv([
      { consumerCode: '1', consumerCpfCnpj: '52998224725', numDoc: 'bad', scheduledDate: `0${1 + Math.floor(Math.random() * 9)}/04/2026` },
    ]);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    const res = await fetch(new URL('/api/batch', cms.url), { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(201);
    const id = body.data.id as number;
    expect(await count('batches', `WHERE id = ${id} AND file_data IS NOT NULL`)).toBe(0);
    expect(await count('private_files', `WHERE related_type = 'api::batches.batch' AND related_id = ${id}`)).toBe(1);
    expect(privateFolder()).toContain(sha(Buffer.from(csv)));
    const got = await download(`/batches/${id}/file-download`, admin);
    expect(got.status).toBe(200);
    expect(got.bytes.toString()).toBe(csv);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
  });

  it("keeps a customer's data export in private storage, for the owner only", async () => {
    const a = await createCustomer(cms);
    const token = await tokenFor(cms, a.user.email, a.user.password!);
    expect((await call(cms, 'POST', '/privacy/exports', { token, body: { format: 'zip' } })).status).toBe(202);
    let job: { id: string; status: string } | null = null;
    await expect
      .poll(
        async () => {
          job = (await call(cms, 'GET', '/privacy/exports/latest', { token })).body.data;
          return job?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('READY');
    const path = `/privacy/exports/${job!.id}/file`;
    const got = await download(path, token);
    expect(got.status).toBe(200);
    expect(got.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(privateFolder()).toContain(sha(got.bytes));
    expect(await count('privacy_data_exports', 'WHERE file_data IS NOT NULL')).toBe(0);
    const other = await createCustomer(cms);
    expect((await download(path, await tokenFor(cms, other.user.email, other.user.password!))).status).toBe(404);
  }, 60_000);
});

describe('the migration at start', () => {
  async function legacy() {
    const a = await createCustomer(cms);
    const archive = Buffer.from(`PK\u0003\u0004 arquivo legado ${Math.random()}`);
    const parts = [
      { field: 'files', name: 'legado-rg.pdf', mime: 'application/pdf', base64: pdf(`legado ${Math.random()}`).toString('base64') },
      { field: 'files', name: 'legado-cpf.pdf', mime: 'application/pdf', base64: pdf(`legado ${Math.random()}`).toString('base64') },
      { field: 'selfie', name: 'legado-selfie.png', mime: 'image/png', base64: PNG.toString('base64') },
    ];
    const csv = `a;b\r\n${Math.random()};2\r\n`;
    const res = await fetch(new URL('/api/test-support/private-files/legacy', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-support-secret': cms.testSupportSecret },
      body: JSON.stringify({ parts, batchCsv: csv, exportBase64: archive.toString('base64'), exportUserId: a.user.id }),
    });
    const made = (await res.json()) as any;
    expect(res.status, JSON.stringify(made)).toBe(201);
    const before = [...parts.map((p) => sha(Buffer.from(p.base64, 'base64'))), sha(Buffer.from(csv)), sha(archive)].sort();
    return { made, before, owner: await tokenFor(cms, a.user.email, a.user.password!) };
  }

  const migrate = async (body: Record<string, unknown> = {}) => {
    const res = await fetch(new URL('/api/test-support/private-files/migrate', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-support-secret': cms.testSupportSecret },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, number>;
  };

  /** The sha256 of each recorded file of the legacy rows, read back through the storage. */
  async function after(made: any): Promise<string[]> {
    const q = (a: string, b: string, c: string) =>
      `SELECT sha_256 AS sha, key AS k FROM private_files WHERE (related_type = 'api::connection.connection-request' AND related_id = ${a}) OR (related_type = 'api::batches.batch' AND related_id = ${b}) OR (related_type = 'api::privacy.data-export' AND related_id = ${c})`;
    const rows = await sql<{ sha: string; k: string }>(
      cms,
      q(made.connectionRequest.id, made.batchId, made.exportId),
      q(made.connectionRequest.id, made.batchId, made.exportId),
    );
    const folder = privateFolder();
    expect(rows.length, 'the legacy rows have recorded files').toBeGreaterThan(0);
    for (const row of rows) expect(folder).toContain(row.sha);
    return rows.map((r) => r.sha).sort();
  }

  it('moves Media Library files and base64 rows into private storage: same files, same bytes', async () => {
    const { made, before, owner } = await legacy();
    const publicFiles = made.mediaFiles.map((f: { url: string }) => f.url);
    const report = await migrate();
    expect(report).toMatchObject({ mediaFiles: 3, batchFiles: 1, exportFiles: 1 });
    expect(await after(made)).toEqual(before);
    // Out of the Media Library (rows, links and bytes under public/uploads) and out of the rows.
    const ids = made.mediaFiles.map((f: { id: number }) => f.id).join(',');
    expect(await count('files', `WHERE id IN (${ids})`)).toBe(0);
    expect(await count('files_related_mph', `WHERE file_id IN (${ids})`)).toBe(0);
    expect(publicFiles).toHaveLength(3);
    for (const url of publicFiles) expect((await fetch(new URL(url, cms.url))).status).toBe(404);
    expect(await count('batches', `WHERE id = ${made.batchId} AND file_data IS NOT NULL`)).toBe(0);
    expect(await count('privacy_data_exports', `WHERE id = ${made.exportId} AND file_data IS NOT NULL`)).toBe(0);
    // Served by the portal routes as before.
    const selfie = await download(`/services/connection/requests/${made.connectionRequest.protocol}/files/3`, admin);
    expect(selfie.status).toBe(200);
    expect(sha(selfie.bytes)).toBe(sha(PNG));
    expect((await download(`/privacy/exports/${made.exportDocumentId}/file`, owner)).status).toBe(200);
    // Idempotent: a second start moves nothing.
    expect(await migrate()).toMatchObject({ mediaFiles: 0, batchFiles: 0, exportFiles: 0 });
    expect(await after(made)).toEqual(before);
  });

  it('finishes after being stopped half-way, with nothing lost or doubled', async () => {
    const { made, before } = await legacy();
    expect(await migrate({ stopAfter: 2 })).toMatchObject({ mediaFiles: 2 });
    expect(await count('files', `WHERE id = ${made.mediaFiles[2].id}`)).toBe(1);
    await migrate();
    expect(await after(made)).toEqual(before);
    expect(await count('files', `WHERE id IN (${made.mediaFiles.map((f: { id: number }) => f.id).join(',')})`)).toBe(0);
  });
});
