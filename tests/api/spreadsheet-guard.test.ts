/**
 * Uploaded spreadsheets against a real Strapi (security review, second round, item 7): a zip bomb
 * .xlsx (a few hundred KB that inflate to hundreds of MB) sent to each route that reads an .xlsx is
 * refused with a 400 and the Portuguese message before exceljs parses anything, the CMS stays up,
 * and a normal file sent right after still imports.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationsXlsx } from '../support/batch-files';
import { createStaff } from '../support/factories';
import { zipBombXlsx } from '../support/xlsx-zip';
import { startCms, type RunningCms } from './helpers/cms';
import { tokenFor } from './auth-support';

const TOO_BIG = 'A planilha é grande demais depois de descompactada. Envie um arquivo com menos dados ou divida-o em arquivos menores.';
const SAMPLE = path.resolve(import.meta.dirname, '../../site/samples/consumo-diario.xlsx');

let cms: RunningCms;
let admin: string;
let programmer: string;

beforeAll(async () => {
  cms = await startCms();
  const boss = await createStaff(cms, { role: 'admin' });
  admin = await tokenFor(cms, boss.user.email, boss.user.password!);
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  programmer = await tokenFor(cms, staff.user.email, staff.user.password!);
}, 120_000);
afterAll(async () => {
  await cms?.stop();
});

async function upload(route: string, field: string, token: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  const res = await fetch(new URL(`/api${route}`, cms.url), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('a zip bomb spreadsheet is refused before parsing and the CMS stays up', () => {
  it('installations import: 400 with the message, then a normal sheet still imports', async () => {
    const bomb = zipBombXlsx(
      [
        ['Cidade', 'Condomínio', 'Endereço', 'Número', 'CEP', 'Tipo'],
        ['Lins', 'Bomba', 'Rua A', '1', '16400-000', 'Individual'],
      ],
      300,
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload('/services/connection/locations/import', 'attachments', admin, bomb, 'instalacoes.xlsx');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TOO_BIG);
    const normal = await installationsXlsx([['Lins', 'Jardim Seguro', 'Rua B', '2', '16400-000', 'Coletivo']]);
    const ok = await upload('/services/connection/locations/import', 'attachments', admin, normal, 'instalacoes.xlsx');
    expect(ok.status).toBe(201);
    expect(ok.body.data.totalItems).toBe(1);
  });

  it('daily-data import: 400 with the message, then the sample file still imports', async () => {
    const bomb = zipBombXlsx(
      [
        ['Código do cliente', 'Data', 'QDR'],
        ['123', '19/05/2026', '10'],
      ],
      300,
    );
    const refused = await upload('/consumption-schedule/import-daily', 'files', programmer, bomb, 'consumo.xlsx');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TOO_BIG);
    const ok = await upload('/consumption-schedule/import-daily', 'files', programmer, await fs.readFile(SAMPLE), 'consumo-diario.xlsx');
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ kind: 'daily-data', totalItems: 9 });
  });
});
