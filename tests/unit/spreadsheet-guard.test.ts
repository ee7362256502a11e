/**
 * The uploaded-spreadsheet guard (cms/src/portal/core/spreadsheets.ts): the zip's central
 * directory is checked before any parsing, and the first sheet is read as a stream with the row
 * cap applied while reading. Archives are built by hand (tests/support/xlsx-zip.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkXlsxArchive, parseXlsxRows } from '../../cms/src/portal/core/spreadsheets';
import { sheetXml, workbookParts, zipBombXlsx, zipParts } from '../support/xlsx-zip';
import { installationsXlsx } from '../support/batch-files';

const TOO_BIG = 'A planilha é grande demais depois de descompactada. Envie um arquivo com menos dados ou divida-o em arquivos menores.';
const UNREADABLE = 'Não foi possível ler a planilha. Verifique se o arquivo é um .xlsx válido.';

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; message?: string };
    return { status: e.status, message: e.message };
  }
  return null;
}

describe('the zip central directory is checked before parsing', () => {
  it('refuses a zip bomb (under 1 MB that inflates to 200 MB) with a 400 and the Portuguese message', async () => {
    const bomb = zipBombXlsx([['Cidade'], ['Lins']], 200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(checkXlsxArchive(bomb))).toEqual({ status: 400, message: TOO_BIG });
    expect(await refusal(parseXlsxRows(bomb, ['Cidade'], [], 10))).toEqual({ status: 400, message: TOO_BIG });
  });

  it('refuses an entry that inflates more than 200 times its compressed size even under the size limits', async () => {
    const dense = zipBombXlsx([['Cidade'], ['Lins']], 20);
    expect(await refusal(checkXlsxArchive(dense))).toEqual({ status: 400, message: TOO_BIG });
  });

  it('refuses a directory that lies about the uncompressed size', async () => {
    const parts = workbookParts(sheetXml([['Cidade'], ['Lins']], 5 * 1024 * 1024));
    parts[4]!.declaredSize = 1000;
    expect(await refusal(checkXlsxArchive(zipParts(parts)))).toEqual({ status: 400, message: UNREADABLE });
  });

  it('refuses encrypted entries, nested archives, parent paths and too many entries', async () => {
    const sheet = sheetXml([['Cidade'], ['Lins']]);
    const encrypted = workbookParts(sheet);
    encrypted[4]!.encrypted = true;
    const nested = [...workbookParts(sheet), { name: 'xl/embeddings/outra.xlsx', data: 'PK' }];
    const parent = [...workbookParts(sheet), { name: '../fora.xml', data: '<a/>' }];
    const many = [...workbookParts(sheet), ...Array.from({ length: 1000 }, (_, i) => ({ name: `xl/extra/${i}.xml`, data: '<a/>' }))];
    for (const parts of [encrypted, nested, parent, many])
      expect(await refusal(checkXlsxArchive(zipParts(parts)))).toEqual({ status: 400, message: UNREADABLE });
  });

  it('accepts a normal workbook made by exceljs', async () => {
    await expect(
      checkXlsxArchive(await installationsXlsx([['Lins', 'Jardim', 'Rua A', '1', '16400-000', 'Individual']])),
    ).resolves.toBeUndefined();
  });
});

describe('the first sheet is read as a stream with the row cap applied while reading', () => {
  it('reads the rows of a normal workbook keyed by column, dates and numbers as the operator sees them', async () => {
    const file = await installationsXlsx([
      ['Lins', 'Jardim', 'Rua A', 12, '16400-000', 'Individual'],
      [null, null, null, null, null, null],
      ['Bauru', 'Vila', 'Rua B', '3', '17000-000', 'Coletivo'],
    ]);
    const rows = await parseXlsxRows(file, ['Cidade', 'Condomínio', 'Número'], [], 10);
    expect(rows).toEqual([
      { line: 2, data: { Cidade: 'Lins', Condomínio: 'Jardim', Número: '12' } },
      { line: 4, data: { Cidade: 'Bauru', Condomínio: 'Vila', Número: '3' } },
    ]);
  });

  it('stops at the first row past the cap with the row-limit message', async () => {
    const file = await installationsXlsx(Array.from({ length: 50 }, (_, i) => [`Cidade ${i}`]));
    expect(await refusal(parseXlsxRows(file, ['Cidade'], [], 5))).toEqual({
      status: 400,
      message: 'O arquivo passa do limite de 5 linhas.',
    });
  });

  it('answers missing columns and a header-only sheet with their messages', async () => {
    expect(await refusal(parseXlsxRows(await installationsXlsx([['x']], ['Outro']), ['Cidade'], [], 5))).toEqual({
      status: 400,
      message: 'O arquivo não tem as colunas obrigatórias: Cidade.',
    });
    expect(await refusal(parseXlsxRows(await installationsXlsx([], ['Cidade']), ['Cidade'], [], 5))).toEqual({
      status: 400,
      message: 'O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.',
    });
  });
});
