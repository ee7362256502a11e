/**
 * Uploads and batches against a real Strapi (PORTAL-API.md §16), on SQLite and PostgreSQL:
 * whole-file checks (malformed and renamed files, 10 MB, one file) write nothing; rows become
 * items (valid applied, invalid ERROR with a reason); final states; the downloads; programmed
 * invoices hidden before their date (fixed clock); the installations sheet feeds the
 * contracting flow's cities and condominiums; a CMS killed mid-batch resumes with every item
 * applied exactly once; two claimers racing on the database never take the same job; and (on
 * PostgreSQL) two CMS instances share batches without processing one twice.
 */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItemView, BatchView } from '@domain/batches/types';
import { claimJob } from '../../cms/src/portal/jobs/store';
import { invoiceCsv, freshNumDoc, installationsXlsx } from '../support/batch-files';
import { createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { freePort, launchCms, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let admin: string;

async function adminToken(target: RunningCms) {
  const made = await createStaff(target, { role: 'admin' });
  return tokenFor(target, made.user.email, made.user.password!);
}

beforeAll(async () => {
  cms = await startCms();
  admin = await adminToken(cms);
});
afterAll(async () => {
  await cms?.stop();
});

type Part = { field?: string; name: string; data: Buffer | string; type?: string };

async function upload(target: RunningCms, token: string, path: string, parts: Part[]) {
  const form = new FormData();
  for (const part of parts)
    form.append(
      part.field ?? 'file',
      new Blob([typeof part.data === 'string' ? part.data : new Uint8Array(part.data)], { type: part.type ?? 'application/octet-stream' }),
      part.name,
    );
  const res = await fetch(new URL(`/api${path}`, target.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const uploadCsv = (parts: Part[], target = cms, token = admin) => upload(target, token, '/batch', parts);
const uploadXlsx = (parts: Part[], target = cms, token = admin) =>
  upload(
    target,
    token,
    '/services/connection/locations/import',
    parts.map((p) => ({ field: 'attachments', ...p })),
  );

async function batches(target = cms, token = admin, kind?: string): Promise<BatchView[]> {
  const res = await call(target, 'GET', '/batches', { token, query: kind ? { kind } : {} });
  expect(res.status).toBe(200);
  return res.body.data;
}
async function items(id: number, target = cms, token = admin): Promise<BatchItemView[]> {
  const res = await call(target, 'GET', '/batches/items', { token, query: { batchId: String(id) } });
  expect(res.status).toBe(200);
  return res.body.data;
}
async function settled(id: number, target = cms, token = admin, kind?: string): Promise<BatchView> {
  for (let i = 0; i < 600; i++) {
    const batch = (await batches(target, token, kind)).find((b) => b.id === id);
    if (batch && (batch.status === 'PROCESSED' || batch.status === 'ERROR')) return batch;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`batch ${id} did not finish`);
}

async function customerWithContract() {
  const made = await createCustomer(cms);
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

describe('whole-file checks: a refused file writes nothing', () => {
  const count = async () => (await batches()).length + (await batches(cms, admin, 'installations')).length;

  it('refuses no file, a renamed binary, a binary CSV, a CSV renamed .xlsx, missing columns, a header only, >10 MB and two files', async () => {
    const before = await count();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5b0000000049454e44ae426082',
      'hex',
    );
    const cases: [Promise<{ status: number; body: any }>, number, string][] = [
      [uploadCsv([]), 400, 'Selecione um arquivo para enviar'],
      [uploadCsv([{ name: 'faturas.csv', data: png }]), 400, 'Formato de arquivo não suportado. Apenas arquivos CSV são aceitos.'],
      [uploadCsv([{ name: 'faturas.txt', data: 'a;b\n1;2\n' }]), 400, 'Formato de arquivo não suportado. Apenas arquivos CSV são aceitos.'],
      [
        uploadCsv([{ name: 'faturas.csv', data: Buffer.from([0x61, 0x3b, 0x00, 0x01, 0x0a]) }]),
        400,
        'Formato de arquivo não suportado. Apenas arquivos CSV são aceitos.',
      ],
      [
        uploadXlsx([{ name: 'instalacoes.xlsx', data: 'Cidade;Condomínio\nX;Y\n' }]),
        400,
        'Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.',
      ],
      [uploadXlsx([{ name: 'instalacoes.xlsx', data: png }]), 400, 'Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.'],
      [
        uploadXlsx([{ name: 'instalacoes.csv', data: await installationsXlsx([['Lins', 'A', 'Rua B', 1, '', '']]) }]),
        400,
        'Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.',
      ],
      [
        uploadCsv([{ name: 'faturas.csv', data: 'consumerCode;numDoc\n1;2\n' }]),
        400,
        'O arquivo não tem as colunas obrigatórias: consumerCpfCnpj, referenceMonth, issueDate, deadline, price, previousReading, currentReading, scheduledDate.',
      ],
      [
        uploadCsv([{ name: 'faturas.csv', data: invoiceCsv([]) }]),
        400,
        'O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.',
      ],
      [
        uploadCsv([{ name: 'faturas.csv', data: '"consumerCode;x\n1;2' }]),
        400,
        'Não foi possível ler o arquivo CSV. Verifique se ele é um texto separado por ponto e vírgula.',
      ],
      [
        uploadXlsx([{ name: 'instalacoes.xlsx', data: await installationsXlsx([['Lins']], ['Cidade', 'Outro']) }]),
        400,
        'O arquivo não tem as colunas obrigatórias: Condomínio, Endereço.',
      ],
      [
        uploadCsv([{ name: 'grande.csv', data: Buffer.alloc(10_485_761, 0x61) }]),
        413,
        'O tamanho total dos arquivos não pode ultrapassar 10MB.',
      ],
      [
        uploadCsv([
          { name: 'a.csv', data: invoiceCsv([]) },
          { name: 'b.csv', data: invoiceCsv([]) },
        ]),
        400,
        'Você atingiu o limite de arquivos permitidos.',
      ],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect({ status: res.status, message: res.body?.error?.message }).toEqual({ status, message });
    }
    expect(await count()).toBe(before);
  });

  it('takes exactly 10 MB and counts a file sent twice (same name and size) once', async () => {
    const c = await customerWithContract();
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const csv = invoiceCsv([
      {
        consumerCode: c.contract.consumerCode,
        consumerCpfCnpj: c.contract.consumerCpfCnpj,
        numDoc: freshNumDoc(),
        scheduledDate: '01/04/2026',
      },
    ]);
    const padded = csv + ' '.repeat(10_485_760 - Buffer.byteLength(csv));
    const res = await uploadCsv([{ name: 'faturas.csv', data: padded }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Faturas programadas com sucesso!');
    expect((await settled(res.body.data.id)).status).toBe('PROCESSED');
    // The same file twice in one body (a double append) counts once. Both copies must fit the
    // CMS's body limit of 15 MB of files in all (cms/src/middlewares/body-limits.ts), as they
    // must fit the web proxy's.
    const again = invoiceCsv([
      {
        consumerCode: c.contract.consumerCode,
        consumerCpfCnpj: c.contract.consumerCpfCnpj,
        numDoc: freshNumDoc(),
        scheduledDate: '01/04/2026',
      },
    ]);
    const half = again + ' '.repeat(5 * 1024 * 1024 - Buffer.byteLength(again));
    const twice = await uploadCsv([
      { name: 'faturas.csv', data: half },
      { name: 'faturas.csv', data: half },
    ]);
    expect(twice.status).toBe(201);
    expect((await settled(twice.body.data.id)).status).toBe('PROCESSED');
    await resetClock(cms);
  });
});

describe('invoice CSV: rows become items, the batch ends PROCESSED or ERROR', () => {
  afterAll(async () => {
    await resetClock(cms);
  });

  it('applies valid rows, refuses invalid ones with a reason, and ends ERROR; all valid ends PROCESSED', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await customerWithContract();
    const other = await customerWithContract();
    const mine = { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj };
    const good = [freshNumDoc(), freshNumDoc()];
    const csv = invoiceCsv([
      { ...mine, numDoc: good[0]!, scheduledDate: '01/04/2026', price: '1.234,56' },
      { ...mine, numDoc: good[1]!, scheduledDate: '10/04/2026' },
      { ...mine, numDoc: good[0]!, scheduledDate: '10/04/2026' },
      { ...mine, consumerCpfCnpj: other.contract.consumerCpfCnpj, numDoc: freshNumDoc(), scheduledDate: '10/04/2026' },
      { consumerCode: '999999999999', consumerCpfCnpj: mine.consumerCpfCnpj, numDoc: freshNumDoc(), scheduledDate: '10/04/2026' },
      { ...mine, numDoc: freshNumDoc(), scheduledDate: '31/03/2026' },
      { ...mine, numDoc: freshNumDoc(), scheduledDate: '10/04/2026', price: 'abc' },
      { ...mine, numDoc: 'x1', scheduledDate: '10/04/2026' },
    ]);
    const res = await uploadCsv([{ name: 'faturas-programadas.csv', data: csv, type: 'text/csv' }]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'invoices',
      status: 'WAITING',
      totalItems: 8,
      scheduledDate: '31/03/2026',
      fileName: 'faturas-programadas.csv',
    });
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ status: 'ERROR', totalItems: 8, processedItems: 2, errorItems: 6 });
    const list = await items(done.id);
    expect(list.map((i) => [i.line, i.status, i.reason])).toEqual([
      [2, 'PROCESSED', null],
      [3, 'PROCESSED', null],
      [4, 'ERROR', 'Já existe uma fatura com este número.'],
      [5, 'ERROR', 'O CPF/CNPJ não é o titular deste código de cliente.'],
      [6, 'ERROR', 'Código do cliente não encontrado.'],
      [7, 'ERROR', 'A data programada não pode ser anterior a hoje.'],
      [8, 'ERROR', 'Valor inválido: use reais com vírgula, por exemplo 187,65.'],
      [9, 'ERROR', 'Número da fatura inválido: use de 1 a 17 dígitos.'],
    ]);
    expect(list[0]).toMatchObject({
      consumerCode: mine.consumerCode,
      consumerCpfCnpj: mine.consumerCpfCnpj,
      numDoc: good[0],
      data: { deadline: '20/04/2026', price: 1234.56, priceCents: 123456, scheduledDate: '01/04/2026' },
    });

    const clean = await uploadCsv([
      { name: 'ok.csv', data: invoiceCsv([{ ...mine, numDoc: freshNumDoc(), scheduledDate: '02/04/2026' }]) },
    ]);
    expect(await settled(clean.body.data.id)).toMatchObject({ status: 'PROCESSED', processedItems: 1, errorItems: 0 });
  });

  it('a chunk broken by one row falls back to one row at a time: every good row is applied, the bad one reported', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await customerWithContract();
    const mine = { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj };
    const numDocs = Array.from({ length: 7 }, () => freshNumDoc());
    const bad = numDocs[3]!;
    // The database refuses that one bill (a fault the row checks cannot foresee): the chunk's
    // multi-row INSERT fails as a whole and is rolled back.
    await sql(
      cms,
      `CREATE TRIGGER refuse_one_bill BEFORE INSERT ON invoices WHEN NEW.num_doc = '${bad}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
      `CREATE FUNCTION refuse_one_bill() RETURNS trigger AS $$ BEGIN IF NEW.num_doc = '${bad}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    if (cms.env.DATABASE_URL)
      await sql(cms, '', 'CREATE TRIGGER refuse_one_bill BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_one_bill()');
    try {
      const res = await uploadCsv([
        { name: 'um-ruim.csv', data: invoiceCsv(numDocs.map((numDoc) => ({ ...mine, numDoc, scheduledDate: '10/04/2026' }))) },
      ]);
      expect(res.status).toBe(201);
      const done = await settled(res.body.data.id);
      expect(done).toMatchObject({ status: 'ERROR', totalItems: 7, processedItems: 6, errorItems: 1 });
      expect((await items(done.id)).map((i) => [i.line, i.numDoc, i.status, i.reason])).toEqual(
        numDocs.map((numDoc, i) =>
          numDoc === bad
            ? [i + 2, numDoc, 'ERROR', 'Erro inesperado ao processar a linha. Tente enviar o arquivo novamente.']
            : [i + 2, numDoc, 'PROCESSED', null],
        ),
      );
      // Each good bill issued once, the bad one not at all.
      const issued = await sql<{ numDoc: string }>(
        cms,
        `SELECT num_doc AS "numDoc" FROM invoices WHERE num_doc IN (${numDocs.map(() => '?').join(', ')})`,
        `SELECT num_doc AS "numDoc" FROM invoices WHERE num_doc IN (${numDocs.map((_, i) => `$${i + 1}`).join(', ')})`,
        numDocs,
      );
      expect(issued.map((r) => r.numDoc).sort()).toEqual(numDocs.filter((n) => n !== bad).sort());
    } finally {
      await sql(cms, 'DROP TRIGGER IF EXISTS refuse_one_bill', 'DROP TRIGGER IF EXISTS refuse_one_bill ON invoices');
      if (cms.env.DATABASE_URL) await sql(cms, '', 'DROP FUNCTION IF EXISTS refuse_one_bill()');
    }
  });

  it('draws the PDF of each bill a batch issued, before anyone asks (docs/scaling.md, "Documents")', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await customerWithContract();
    const mine = { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj };
    const numDocs = [freshNumDoc(), freshNumDoc(), freshNumDoc()];
    const res = await uploadCsv([
      {
        name: 'emitidas.csv',
        data: invoiceCsv(numDocs.map((numDoc) => ({ ...mine, numDoc, scheduledDate: '01/04/2026' }))),
        type: 'text/csv',
      },
    ]);
    expect(res.status).toBe(201);
    expect(await settled(res.body.data.id)).toMatchObject({ status: 'PROCESSED', processedItems: 3 });
    // Nobody downloads: each bill's PDF is drawn and kept in private storage.
    const kept = () =>
      sql<{ numDoc: string }>(
        cms,
        `SELECT i.num_doc AS "numDoc" FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::invoices.invoice' AND i.num_doc IN (?, ?, ?)`,
        `SELECT i.num_doc AS "numDoc" FROM private_files f JOIN invoices i ON i.id = f.related_id WHERE f.kind = 'RENDERED_PDF' AND f.related_type = 'api::invoices.invoice' AND i.num_doc IN ($1, $2, $3)`,
        numDocs,
      );
    await expect.poll(async () => (await kept()).map((r) => r.numDoc).sort(), { timeout: 60_000 }).toEqual([...numDocs].sort());
  });

  it('hides a programmed invoice from the customer before its date and shows it from that date on', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await customerWithContract();
    const numDoc = freshNumDoc();
    const res = await uploadCsv([
      {
        name: 'f.csv',
        data: invoiceCsv([
          { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj, numDoc, scheduledDate: '15/04/2026' },
        ]),
      },
    ]);
    expect((await settled(res.body.data.id)).status).toBe('PROCESSED');
    const listed = async (instant: string) => {
      await setClock(cms, instant);
      // A new sign-in at each instant (a session signed in days before has expired).
      const token = await tokenFor(cms, c.user.email, c.user.password!);
      const list = await call(cms, 'GET', '/invoices', { token, query: { period: 'ALL' } });
      expect(list.status).toBe(200);
      const details = await call(cms, 'GET', `/invoices/${numDoc}`, { token, query: { docDate: '05/04/2026', type: 'barCode' } });
      return { listed: list.body.data.invoices.some((i: { numDoc: string }) => i.numDoc === numDoc), details: details.status };
    };
    expect(await listed('2026-04-14T23:59:00-03:00')).toEqual({ listed: false, details: 404 });
    // 02:30 UTC on the 15th is still the 14th in São Paulo.
    expect(await listed('2026-04-15T02:30:00Z')).toEqual({ listed: false, details: 404 });
    expect(await listed('2026-04-15T00:00:00-03:00')).toEqual({ listed: true, details: 200 });
    expect(await listed('2026-05-20T10:00:00-03:00')).toEqual({ listed: true, details: 200 });
  });

  it('downloads the original file and one item as CSV; unknown ids are 404', async () => {
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    const c = await customerWithContract();
    const csv = invoiceCsv([
      { consumerCode: c.contract.consumerCode, consumerCpfCnpj: c.contract.consumerCpfCnpj, numDoc: 'bad', scheduledDate: '02/04/2026' },
    ]);
    const res = await uploadCsv([{ name: 'programação de faturas.csv', data: csv }]);
    const batch = await settled(res.body.data.id);
    const file = await fetch(new URL(`/api/batches/${batch.id}/file-download`, cms.url), { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('programação de faturas.csv')}`);
    expect(await file.text()).toBe(csv);
    const [item] = await items(batch.id);
    const one = await fetch(new URL(`/api/batches/items/${item!.id}/file-download`, cms.url), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(one.status).toBe(200);
    const text = await one.text();
    expect(text).toContain('consumerCode;consumerCpfCnpj;numDoc');
    expect(text).toContain('Número da fatura inválido: use de 1 a 17 dígitos.');
    for (const path of ['/batches/999999/file-download', '/batches/items/999999/file-download', '/batches/abc/file-download'])
      expect((await call(cms, 'GET', path, { token: admin })).status).toBe(404);
    expect((await call(cms, 'GET', '/batches/items', { token: admin })).body.error.message).toBe('Informe o lote (batchId).');
  });

  it('lets the gas programmer follow batches but not upload; customers get 403', async () => {
    const programmer = await createStaff(cms, { role: 'gas-programmer' });
    const pToken = await tokenFor(cms, programmer.user.email, programmer.user.password!);
    expect((await call(cms, 'GET', '/batches', { token: pToken })).status).toBe(200);
    expect((await uploadCsv([{ name: 'f.csv', data: invoiceCsv([]) }], cms, pToken)).status).toBe(403);
    const c = await customerWithContract();
    expect((await call(cms, 'GET', '/batches', { token: c.token })).status).toBe(403);
  });
});

describe('installations XLSX feeds the contracting flow', () => {
  it('adds cities and condominiums, refuses bad rows, and adds nothing twice', async () => {
    const city = `Cidade Teste ${Date.now()}`;
    const sheet = await installationsXlsx([
      [city, 'Residencial Aurora', 'Rua das Flores', 120, '16400-000', 'Coletivo'],
      [city.toUpperCase(), 'Edifício Boa Vista', 'Avenida Brasil', '45', '16400001', 'Individual'],
      [city, '', 'Rua Sem Nome', 1, '', ''],
      [city, 'Condomínio CEP Errado', 'Rua A', 2, '123', ''],
      [city, 'Condomínio Tipo Errado', 'Rua B', 3, '', 'Misto'],
    ]);
    const res = await uploadXlsx([{ name: 'instalacoes.xlsx', data: sheet }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Instalações adicionadas com sucesso!');
    const done = await settled(res.body.data.id, cms, admin, 'installations');
    expect(done).toMatchObject({ status: 'ERROR', processedItems: 2, errorItems: 3 });
    expect((await items(done.id)).map((i) => [i.line, i.status, i.reason])).toEqual([
      [2, 'PROCESSED', null],
      [3, 'PROCESSED', null],
      [4, 'ERROR', 'A coluna Condomínio é obrigatória.'],
      [5, 'ERROR', 'CEP inválido: use 8 dígitos.'],
      [6, 'ERROR', 'Tipo inválido: use Individual ou Coletivo.'],
    ]);
    const cities = await call(cms, 'GET', '/services/connection/cities');
    expect(cities.body.data.filter((c: { name: string }) => c.name === city)).toHaveLength(1);
    const locations = async () => (await call(cms, 'GET', '/services/connection/locations', { query: { cityName: city } })).body.data;
    expect(await locations()).toEqual([
      {
        id: expect.any(Number),
        name: 'Edifício Boa Vista',
        address: 'Avenida Brasil',
        number: '45',
        cep: '16400001',
        type: 'INDIVIDUAL',
        city: { name: city },
      },
      {
        id: expect.any(Number),
        name: 'Residencial Aurora',
        address: 'Rua das Flores',
        number: '120',
        cep: '16400000',
        type: 'COLLECTIVE',
        city: { name: city },
      },
    ]);
    const again = await uploadXlsx([
      {
        name: 'instalacoes.xlsx',
        data: await installationsXlsx([[city, 'Residencial Aurora', 'Rua das Flores', 120, '16400-000', 'Individual']]),
      },
    ]);
    expect((await settled(again.body.data.id, cms, admin, 'installations')).status).toBe('PROCESSED');
    const after = await locations();
    expect(after).toHaveLength(2);
    expect(after.find((l: { name: string }) => l.name === 'Residencial Aurora').type).toBe('INDIVIDUAL');
  });
});

describe('two claimers racing on the database never take the same job', () => {
  it('gives each job to exactly one of two connections claiming at once', async () => {
    const pgUrl = cms.env.DATABASE_URL;
    const open = (): Knex =>
      pgUrl
        ? knexFactory({ client: 'pg', connection: pgUrl, pool: { min: 1, max: 2 } })
        : knexFactory({
            client: 'better-sqlite3',
            connection: { filename: cms.env.DATABASE_FILENAME! },
            useNullAsDefault: true,
            pool: {
              afterCreate: (conn: any, done: any) => {
                conn.pragma('busy_timeout = 10000');
                done(null, conn);
              },
            },
          });
    const a = open();
    const b = open();
    try {
      const kind = `claim-test-${Date.now()}`;
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const [row] = await a('batches').insert({ kind, status: 'WAITING', attempts: 0, total_items: 0 }).returning('id');
        ids.push(Number(typeof row === 'object' ? row.id : row));
      }
      const claimer = async (knex: Knex, owner: string) => {
        const got: number[] = [];
        for (
          let job = await claimJob(knex, { owner, leaseMs: 600_000, kinds: [kind] });
          job;
          job = await claimJob(knex, { owner, leaseMs: 600_000, kinds: [kind] })
        )
          got.push(job.id);
        return got;
      };
      const [first, second] = await Promise.all([claimer(a, 'instance-a'), claimer(b, 'instance-b')]);
      expect([...first, ...second].sort((x, y) => x - y)).toEqual(ids);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
      const rows = (await a('batches').whereIn('id', ids).select('owner', 'attempts', 'status')) as {
        owner: string;
        attempts: number;
        status: string;
      }[];
      expect(rows).toHaveLength(40);
      expect(rows.every((r) => Number(r.attempts) === 1 && r.status === 'PROCESSING')).toBe(true);
      // An expired lease makes the job claimable again, by one claimer only.
      await a('batches')
        .whereIn('id', ids.slice(0, 5))
        .update({ lease_until_ms: Date.now() - 1 });
      const [again1, again2] = await Promise.all([claimer(a, 'instance-a'), claimer(b, 'instance-b')]);
      expect([...again1, ...again2].sort((x, y) => x - y)).toEqual(ids.slice(0, 5));
      await a('batches').whereIn('id', ids).del();
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});

describe.runIf(process.env.API_DB === 'postgres')('two CMS instances on one PostgreSQL database', () => {
  it('share the batches, each batch processed by one instance and every row applied once', async () => {
    const first = await startCms({ JOBS_ITEM_PAUSE_MS: '40', JOBS_POLL_MS: '300' });
    let second: Awaited<ReturnType<typeof launchCms>> | null = null;
    const db = knexFactory({ client: 'pg', connection: first.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    try {
      second = await launchCms({ ...first.env, CMS_PORT: String(await freePort()) });
      const token = await adminToken(first);
      const contract = (await createCustomer(first)).contracts[0]!;
      const ids: number[] = [];
      for (let b = 0; b < 6; b++) {
        const rows = Array.from({ length: 25 }, () => ({
          consumerCode: contract.consumerCode,
          consumerCpfCnpj: contract.consumerCpfCnpj,
          numDoc: freshNumDoc(),
          scheduledDate: '31/12/2099',
        }));
        const res = await uploadCsv([{ name: `lote-${b}.csv`, data: invoiceCsv(rows) }], first, token);
        expect(res.status).toBe(201);
        ids.push(res.body.data.id);
      }
      for (const id of ids)
        expect(await settled(id, first, token)).toMatchObject({ status: 'PROCESSED', processedItems: 25, errorItems: 0 });
      const owners = (await db('batch_items').whereIn('batch_id', ids).distinct('batch_id', 'applied_by')) as {
        batch_id: number;
        applied_by: string;
      }[];
      // One instance per batch (no lease ran out: each batch was claimed once) …
      expect(owners).toHaveLength(ids.length);
      const claims = (await db('batches').whereIn('id', ids).select('attempts')) as { attempts: number }[];
      expect(claims).toHaveLength(ids.length);
      expect(claims.every((c) => Number(c.attempts) === 1)).toBe(true);
      // … and both instances took part.
      expect(new Set(owners.map((o) => o.applied_by)).size).toBe(2);
    } finally {
      await db.destroy();
      await second?.stop();
      await first.stop();
    }
  }, 300_000);
});

describe('a CMS killed in the middle of a batch', () => {
  it('resumes on restart with every item applied exactly once', async () => {
    // Its own CMS: short lease, chunks of 5 rows and a pause per row so the kill lands mid-batch.
    const first = await startCms({ JOBS_LEASE_MS: '3000', JOBS_CHUNK_ROWS: '5', JOBS_ITEM_PAUSE_MS: '40', JOBS_POLL_MS: '500' });
    let second: Awaited<ReturnType<typeof launchCms>> | null = null;
    try {
      // Real clock on both processes (a restart forgets a test clock): the bills are programmed for 2099.
      const token = await adminToken(first);
      const made = await createCustomer(first);
      const contract = made.contracts[0]!;
      const rows = Array.from({ length: 120 }, () => ({
        consumerCode: contract.consumerCode,
        consumerCpfCnpj: contract.consumerCpfCnpj,
        numDoc: freshNumDoc(),
        scheduledDate: '31/12/2099',
      }));
      const res = await uploadCsv([{ name: 'grande.csv', data: invoiceCsv(rows) }], first, token);
      expect(res.status).toBe(201);
      const id = res.body.data.id as number;
      let seen: BatchView | undefined;
      for (let i = 0; i < 400; i++) {
        seen = (await batches(first, token)).find((b) => b.id === id);
        if (seen && seen.processedItems >= 10) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen!.status).toBe('PROCESSING');
      expect(seen!.processedItems).toBeLessThan(120);
      await first.kill();

      second = await launchCms({ ...first.env, CMS_PORT: String(await freePort()) });
      const target = { ...first, url: second.url };
      const done = await settled(id, target, token);
      expect(done).toMatchObject({ status: 'PROCESSED', totalItems: 120, processedItems: 120, errorItems: 0 });
      // A second application would have met the unique bill number and become an ERROR item.
      const list = await items(id, target, token);
      expect(list.filter((i) => i.status === 'PROCESSED')).toHaveLength(120);
      await setClock(target, '2099-12-31T10:00:00-03:00');
      const customerToken = await tokenFor(target, made.user.email, made.user.password!);
      const bills = await call(target, 'GET', '/invoices', { token: customerToken, query: { period: '2026' } });
      expect(bills.status).toBe(200);
      expect(bills.body.data.invoices.length).toBe(60); // the answer keeps the newest 60
    } finally {
      await second?.stop();
      await first.stop();
    }
  }, 300_000);
});
