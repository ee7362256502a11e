/**
 * Daily-data upload of the dashboard's 'Atualizar' against a real Strapi (PORTAL-API.md §17
 * "Daily data upload"), on SQLite and PostgreSQL, with a fixed clock: the sample file of
 * site/samples becomes a 'daily-data' batch (valid rows applied, the refused ones ERROR with
 * their reasons, listed in the batch history); a valid sheet for the test's own contract ends
 * PROCESSED and changes the dashboard's QDR figure; a renamed file and a malformed sheet are
 * refused with the spec's message and write nothing; the gas programmer may upload, a
 * customer may not.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItemView, BatchView } from '@domain/batches/types';
import { installationsXlsx } from '../support/batch-files';
import { createAxis, createConsumptionDay, createCustomer, joinAxis, resetClock, setClock } from '../support/factories';
import type { RunningCms } from './helpers/cms';
import { postFile, settledBatch, startWithImporters } from './helpers/file-import';
import { call, tokenFor } from './auth-support';

const HEADER = ['Código do cliente', 'Data', 'QDR'];
const sheet = (rows: (string | number | null)[][], header = HEADER) => installationsXlsx(rows, header);
const SAMPLE = path.resolve(import.meta.dirname, '../../site/samples/consumo-diario.xlsx');

let cms: RunningCms;
let programmer: string;
let admin: string;

beforeAll(async () => {
  ({ cms, programmer, admin } = await startWithImporters());
}, 120_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const IMPORT = 'consumption-schedule/import-daily';
const upload = (data: Buffer | string, name = 'consumo.xlsx', token: string | null = programmer) =>
  postFile(cms, IMPORT, data, name, token);
const settled = (id: number, token = programmer) => settledBatch(cms, IMPORT, id, token);

async function items(id: number): Promise<BatchItemView[]> {
  const res = await call(cms, 'GET', '/batches/items', { token: admin, query: { batchId: String(id) } });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function dailyBatches(): Promise<BatchView[]> {
  const res = await call(cms, 'GET', '/batches', { token: admin, query: { kind: 'daily-data' } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A test's own industrial contract on its own axis, with a programmed day yesterday. */
async function ownContract() {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', contractSituation: 'ACTIVE' });
  const axis = (await createAxis(cms)).axis;
  const contract = made.contracts[0]!;
  await joinAxis(cms, { contractId: contract.documentId, axisId: axis.id, qdc: '1000', baseHour: 360 });
  await createConsumptionDay(cms, {
    contractId: contract.documentId,
    date: '2026-05-19',
    volume: '110',
    availableVolume: '100',
    qdr: '50',
    situation: 1,
  });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { contract, axisId: axis.id, token };
}

async function graphQdr(axisId: number): Promise<Record<string, string>> {
  const res = await call(cms, 'GET', '/consumption-schedule/dashboard/consumed-graph', {
    token: programmer,
    query: { axisId: String(axisId), dateOptions: 'last15Days' },
  });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data as { date: string; qdr: string }[]).map((p) => [p.date, p.qdr]));
}

describe('daily-data upload (Atualizar)', () => {
  it('the sample file: valid rows applied, refused rows ERROR with reasons, listed in the batch history', async () => {
    await setClock(cms, '2026-11-26T10:00:00-03:00');
    const res = await upload(await fs.readFile(SAMPLE), 'consumo-diario.xlsx');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Dados diários enviados com sucesso!');
    expect(res.body.data).toMatchObject({ kind: 'daily-data', fileName: 'consumo-diario.xlsx', totalItems: 9 });
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ status: 'ERROR', processedItems: 7, errorItems: 2 });
    const list = await items(done.id);
    expect(list.filter((i) => i.status === 'ERROR').map((i) => [i.line, i.consumerCode, i.reason])).toEqual([
      [9, '299999999', 'Contrato industrial não encontrado para este código do cliente.'],
      [10, '200000001', 'QDR inválido: Volume deve ser maior ou igual a zero.'],
    ]);
    expect((await dailyBatches()).map((b) => b.id)).toContain(done.id);
  });

  it('a valid sheet ends PROCESSED and changes the dashboard figure (exact decimals, thousand separators removed)', async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const own = await ownContract();
    const before = await graphQdr(own.axisId);
    expect(before['2026-05-19']).toBe('50');
    expect(before['2026-05-18']).toBe('0');
    const file = await sheet([
      [own.contract.consumerCode, '19/05/2026', '1.234,567'],
      [own.contract.consumerCode, '18/05/2026', 80.25],
      [null, null, null],
      [own.contract.consumerCode, '17/05/2026', '1.000.000'],
    ]);
    const res = await upload(file);
    expect(res.status).toBe(201);
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ status: 'PROCESSED', totalItems: 3, processedItems: 3, errorItems: 0 });
    const after = await graphQdr(own.axisId);
    expect(after['2026-05-19']).toBe('1234.567');
    expect(after['2026-05-18']).toBe('80.25');
    expect(after['2026-05-17']).toBe('1000000');
    // The same day again replaces the figure (upsert), it does not add a second one.
    const again = await upload(await sheet([[own.contract.consumerCode, '2026-05-19', '60']]));
    expect((await settled(again.body.data.id)).status).toBe('PROCESSED');
    expect((await graphQdr(own.axisId))['2026-05-19']).toBe('60');
  });

  it('a renamed file, a malformed sheet or no file: the spec message and nothing written', async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const own = await ownContract();
    const batchesBefore = (await dailyBatches()).length;
    const renamed = await upload(`Código do cliente;Data;QDR\n${own.contract.consumerCode};19/05/2026;70\n`, 'consumo.xlsx');
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toBe('Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.');
    const csvName = await upload(await sheet([[own.contract.consumerCode, '19/05/2026', '70']]), 'consumo.csv');
    expect(csvName.body.error.message).toBe('Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.');
    const noColumn = await upload(await sheet([[own.contract.consumerCode, '70']], ['Código do cliente', 'QDR']));
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.error.message).toBe('O arquivo não tem as colunas obrigatórias: Data.');
    const headerOnly = await upload(await sheet([]));
    expect(headerOnly.body.error.message).toBe('O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.');
    const none = await fetch(new URL('/api/consumption-schedule/import-daily', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${programmer}` },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe('Selecione um arquivo para enviar');
    expect((await dailyBatches()).length).toBe(batchesBefore);
    expect((await graphQdr(own.axisId))['2026-05-19']).toBe('50');
  });

  it('invalid rows become ERROR items with their Portuguese reason; the valid row is applied', async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const own = await ownContract();
    const plain = (await createCustomer(cms, { role: 'client' })).contracts[0]!; // not industrial
    const code = own.contract.consumerCode;
    const res = await upload(
      await sheet([
        [code, '19/05/2026', '75,5'],
        ['', '19/05/2026', '10'],
        ['12AB', '19/05/2026', '10'],
        [code, '31/02/2026', '10'],
        [code, '21/05/2026', '10'],
        [code, '18/05/2026', ''],
        [code, '18/05/2026', 'dez'],
        [code, '18/05/2026', '-3'],
        [code, '18/05/2026', '1,2345'],
        [plain.consumerCode, '18/05/2026', '10'],
      ]),
    );
    expect(res.status).toBe(201);
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ status: 'ERROR', processedItems: 1, errorItems: 9 });
    expect((await items(done.id)).map((i) => [i.line, i.status, i.reason])).toEqual([
      [2, 'PROCESSED', null],
      [3, 'ERROR', 'A coluna Código do cliente é obrigatória.'],
      [4, 'ERROR', 'Código do cliente inválido: use só dígitos (até 12).'],
      [5, 'ERROR', 'Data inválida: use dd/mm/aaaa.'],
      [6, 'ERROR', 'A data do consumo não pode ser posterior a hoje.'],
      [7, 'ERROR', 'A coluna QDR é obrigatória.'],
      [8, 'ERROR', 'QDR inválido: Apenas números ou números com casas decimais.'],
      [9, 'ERROR', 'QDR inválido: Volume deve ser maior ou igual a zero.'],
      [10, 'ERROR', 'QDR inválido: Apenas números ou números com casas decimais.'],
      [11, 'ERROR', 'Contrato industrial não encontrado para este código do cliente.'],
    ]);
    const after = await graphQdr(own.axisId);
    expect(after['2026-05-19']).toBe('75.5');
    expect(after['2026-05-18']).toBe('0');
  });

  it('access: the gas programmer uploads; a customer gets 403 and an anonymous call 401; another kind is not a daily batch', async () => {
    await setClock(cms, '2026-05-20T10:00:00-03:00');
    const own = await ownContract();
    const file = await sheet([[own.contract.consumerCode, '19/05/2026', '70']]);
    expect((await upload(file, 'consumo.xlsx', own.token)).status).toBe(403);
    expect((await upload(file, 'consumo.xlsx', null)).status).toBe(401);
    expect((await call(cms, 'GET', '/consumption-schedule/import-daily/1', { token: own.token })).status).toBe(403);
    expect((await call(cms, 'GET', '/consumption-schedule/import-daily/999999', { token: programmer })).status).toBe(404);
    expect((await call(cms, 'GET', '/consumption-schedule/import-daily/abc', { token: programmer })).status).toBe(404);
    expect((await graphQdr(own.axisId))['2026-05-19']).toBe('50');
  });
});
