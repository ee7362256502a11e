/**
 * Hourly measurements against a real Strapi (issue 26 §5; PORTAL-API.md §29), on SQLite and
 * PostgreSQL, with a fixed clock: a CSV and an XLSX become 'hourly-data' batches that end
 * PROCESSED and fill the gas day's curve; re-importing an hour replaces it; a file with any
 * invalid row is refused whole with every line and nothing is written; the projection of the day
 * uses the hourly measurements when the gas day has them (and the partial volume otherwise);
 * only the roles that send the daily data may send the hourly file, and a client reads only its
 * own contracts' curve. Every figure is worked out by hand in the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchView } from '@domain/batches/types';
import { installationsXlsx } from '../support/batch-files';
import { createAxis, createConsumptionDay, createCustomer, joinAxis, resetClock, setClock } from '../support/factories';
import type { RunningCms } from './helpers/cms';
import { postFile, settledBatch, startWithImporters } from './helpers/file-import';
import { call, tokenFor } from './auth-support';

const HEADER = ['Código do cliente', 'Data', 'Hora', 'Volume'];
const csv = (rows: string[][]) => `${[HEADER, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`;
const sheet = (rows: (string | number)[][]) => installationsXlsx(rows, HEADER);

/** 2026-05-20 10:20 in São Paulo: with the gas day from 06:00, hours 06h–09h are over. */
const NOW = '2026-05-20T10:20:00-03:00';

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

const IMPORT = 'consumption-schedule/import-hourly';
const upload = (data: Buffer | string, name: string, token: string = programmer) => postFile(cms, IMPORT, data, name, token);
const settled = (id: number) => settledBatch(cms, IMPORT, id, programmer);

async function hourlyBatches(): Promise<number> {
  const res = await call(cms, 'GET', '/batches', { token: admin, query: { kind: 'hourly-data' } });
  expect(res.status).toBe(200);
  return (res.body.data as BatchView[]).length;
}

/** A test's own industrial contract (gas day from 06:00) with its client's token. */
async function ownContract() {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', contractSituation: 'ACTIVE' });
  const axis = (await createAxis(cms)).axis;
  const contract = made.contracts[0]!;
  await joinAxis(cms, { contractId: contract.documentId, axisId: axis.id, qdc: '5000', baseHour: 360 });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { contract, token };
}

async function curve(contractId: string, token = programmer) {
  const res = await call(cms, 'GET', '/consumption-schedule/hourly', { token, query: { contractId } });
  return res;
}

describe('hourly measurements upload', () => {
  it('a CSV ends PROCESSED and the gas day shows the hours and the projection', async () => {
    await setClock(cms, NOW);
    const own = await ownContract();
    const code = own.contract.consumerCode;
    const res = await upload(
      csv([
        [code, '20/05/2026', '6', '100'],
        [code, '20/05/2026', '07', '110'],
        [code, '2026-05-20', '8h', '120'],
        [code, '20/05/2026', '9', '130,000'],
      ]),
      'medicoes.csv',
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Medições horárias enviadas com sucesso!');
    expect(res.body.data).toMatchObject({ kind: 'hourly-data', fileName: 'medicoes.csv', totalItems: 4 });
    expect(await settled(res.body.data.id)).toMatchObject({ status: 'PROCESSED', processedItems: 4, errorItems: 0 });

    const day = await curve(own.contract.documentId);
    expect(day.status).toBe(200);
    // Measured 100 + 110 + 120 + 130 = 460 m³ in 4 hours; recent rate (110 + 120 + 130) / 3 = 120 m³/h;
    // 20 hours left: 460 + 20 × 120 = 2 860 m³.
    expect(day.body.data).toMatchObject({
      contractId: own.contract.documentId,
      gasDayStart: '2026-05-20',
      baseHour: 360,
      hoursEnded: 4,
      measured: '460',
      hoursMeasured: 4,
      recentRate: '120',
      projected: '2860',
    });
    expect(day.body.data.points).toHaveLength(24);
    expect(day.body.data.points.slice(0, 5)).toEqual([
      { date: '2026-05-20', hour: 6, volume: '100' },
      { date: '2026-05-20', hour: 7, volume: '110' },
      { date: '2026-05-20', hour: 8, volume: '120' },
      { date: '2026-05-20', hour: 9, volume: '130' },
      { date: '2026-05-20', hour: 10, volume: null },
    ]);
    expect(day.body.data.points[23]).toEqual({ date: '2026-05-21', hour: 5, volume: null });
    // The client reads its own contract's curve too.
    expect((await curve(own.contract.documentId, own.token)).body.data.projected).toBe('2860');
  });

  it('an XLSX re-imports an hour: the volume is replaced, not added', async () => {
    await setClock(cms, NOW);
    const own = await ownContract();
    const code = own.contract.consumerCode;
    const first = await upload(
      await sheet([
        [code, '20/05/2026', 6, 100],
        [code, '20/05/2026', 7, 110],
        [code, '20/05/2026', 8, 120],
        [code, '20/05/2026', 9, 130],
      ]),
      'medicoes.xlsx',
    );
    expect(first.status).toBe(201);
    expect((await settled(first.body.data.id)).status).toBe('PROCESSED');
    const again = await upload(await sheet([[code, '20/05/2026', 9, '160,5']]), 'correcao.xlsx');
    expect(again.status).toBe(201);
    expect((await settled(again.body.data.id)).status).toBe('PROCESSED');
    const day = (await curve(own.contract.documentId)).body.data;
    expect(day.points[3]).toEqual({ date: '2026-05-20', hour: 9, volume: '160.5' });
    // 100 + 110 + 120 + 160,5 = 490,5 m³; rate (110 + 120 + 160,5) / 3 = 130,167 m³/h (390 500 L / 3 = 130 166,67 → 130 167 L);
    // 20 × 390 500 / 3 = 2 603 333,33 → 2 603 333 L; 490 500 + 2 603 333 = 3 093 833 L.
    expect(day).toMatchObject({ measured: '490.5', hoursMeasured: 4, recentRate: '130.167', projected: '3093.833' });
  });

  it('a file with any invalid row is refused whole, with every line, and nothing is written', async () => {
    await setClock(cms, NOW);
    const own = await ownContract();
    const code = own.contract.consumerCode;
    const before = await hourlyBatches();
    const res = await upload(
      csv([
        [code, '20/05/2026', '6', '100'],
        [code, '20/05/2026', '24', '100'],
        ['299999999', '20/05/2026', '7', '100'],
        [code, '20/05/2026', '06', '101'],
        [code, '20/05/2026', '10', '50'],
      ]),
      'medicoes.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Arquivo recusado, nenhuma medição foi gravada: 4 linhas inválidas. ' +
        'linha 3: Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília). ' +
        'linha 4: Contrato industrial não encontrado para este código do cliente. ' +
        'linha 5: Contrato, data e hora repetidos (já aparecem na linha 2). ' +
        'linha 6: A hora da medição ainda não terminou: envie só horas já encerradas.',
    );
    expect(res.body.error.details.fields).toEqual({
      'linha 3': 'Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).',
      'linha 4': 'Contrato industrial não encontrado para este código do cliente.',
      'linha 5': 'Contrato, data e hora repetidos (já aparecem na linha 2).',
      'linha 6': 'A hora da medição ainda não terminou: envie só horas já encerradas.',
    });
    expect(await hourlyBatches()).toBe(before);
    // The valid line 2 was not written either.
    expect((await curve(own.contract.documentId)).body.data).toMatchObject({ hoursMeasured: 0, measured: null, projected: null });
  });

  it('the same whole-file checks as the daily upload: format by name and content, columns', async () => {
    await setClock(cms, NOW);
    const own = await ownContract();
    const row = [own.contract.consumerCode, '20/05/2026', '6', '100'];
    const wrong = 'Formato de arquivo não suportado. Apenas arquivos XLSX ou CSV são aceitos.';
    expect((await upload(csv([row]), 'medicoes.txt')).body.error.message).toBe(wrong);
    expect((await upload(csv([row]), 'medicoes.xlsx')).body.error.message).toBe(wrong);
    expect((await upload(await sheet([row]), 'medicoes.csv')).body.error.message).toBe(wrong);
    const noHour = await upload('Código do cliente;Data;Volume\n1;20/05/2026;1\n', 'medicoes.csv');
    expect(noHour.status).toBe(400);
    expect(noHour.body.error.message).toBe('O arquivo não tem as colunas obrigatórias: Hora.');
    expect((await upload('Código do cliente;Data;Hora;Volume\n', 'medicoes.csv')).body.error.message).toBe(
      'O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.',
    );
  });
});

describe('the projection of the day', () => {
  it('uses the hourly measurements when the gas day has them, the partial volume otherwise', async () => {
    await setClock(cms, NOW);
    const withHours = await ownContract();
    const without = await ownContract();
    const code = withHours.contract.consumerCode;
    const res = await upload(
      csv([
        [code, '20/05/2026', '6', '100'],
        [code, '20/05/2026', '7', '110'],
        [code, '20/05/2026', '8', '120'],
        [code, '20/05/2026', '9', '130'],
      ]),
      'medicoes.csv',
    );
    expect((await settled(res.body.data.id)).status).toBe('PROCESSED');
    const rowWith = await createConsumptionDay(cms, {
      contractId: withHours.contract.documentId,
      date: '2026-05-20',
      volume: '3000',
      situation: 1,
    });
    const rowWithout = await createConsumptionDay(cms, {
      contractId: without.contract.documentId,
      date: '2026-05-20',
      volume: '3000',
      situation: 1,
    });
    const project = (id: string) =>
      call(cms, 'PATCH', `/consumption-schedule/${id}/projected-volume`, {
        token: programmer,
        body: { consumptionBaseHour: '06:00', partialConsumedVolume: '500' },
      });
    // Hourly: 460 + 20 × 120 = 2 860 m³ (the typed partial volume is not used).
    expect((await project(rowWith.id)).body.data.projectedVolume).toBe('2860');
    // Partial: 06:00 → 10:20 is 260 min; 500 m³ × 1 440 / 260 = 2 769,2307… → 2 769,231 m³.
    expect((await project(rowWithout.id)).body.data.projectedVolume).toBe('2769.231');
  });
});

describe('access', () => {
  it('only the roles of the daily upload may send the file; a client reads only its own curve', async () => {
    await setClock(cms, NOW);
    const own = await ownContract();
    const other = await ownContract();
    const row = [own.contract.consumerCode, '20/05/2026', '6', '100'];
    expect((await upload(csv([row]), 'medicoes.csv', own.token)).status).toBe(403);
    const byAdmin = await upload(csv([row]), 'medicoes.csv', admin);
    expect(byAdmin.status).toBe(201);
    expect((await settled(byAdmin.body.data.id)).status).toBe('PROCESSED');
    const foreign = await curve(other.contract.documentId, own.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Contrato não encontrado');
  });
});
