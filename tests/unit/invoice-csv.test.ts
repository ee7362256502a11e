/**
 * Reading the invoice CSV in slices (cms/src/portal/batches/invoice-csv.ts; docs/jobs.md,
 * "Chunks"): the rows come out as the file has them, in file order with their line, whatever
 * the slice boundaries (quoted fields with line breaks and separators, blank lines, a trailing
 * row without line break), at most 1,000 per slice; the whole-file refusals are the catalogue's.
 */
import { describe, expect, it } from 'vitest';
import { readInvoiceCsv } from '../../cms/src/portal/batches/invoice-csv';

const HEADER =
  'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';

function row(i: number) {
  return {
    consumerCode: String(100000000 + i),
    consumerCpfCnpj: '34871296555',
    numDoc: String(5000000 + i),
    referenceMonth: '10/2026',
    issueDate: '05/11/2026',
    deadline: '20/11/2026',
    price: '187,65',
    previousReading: '1.000',
    currentReading: '1.023,5',
    consumptionM3: '',
    scheduledDate: `${String(1 + (i % 28)).padStart(2, '0')}/12/2026`,
  };
}

const cellsOf = (r: ReturnType<typeof row>) => Object.values(r).join(';');
const all = (data: Buffer) => [...readInvoiceCsv(data).slices()];

describe('readInvoiceCsv', () => {
  it('gives every row once, in file order with its line, 1,000 at most per slice', () => {
    const rows = Array.from({ length: 2345 }, (_, i) => row(i));
    const csv = Buffer.from(`${[HEADER, ...rows.map(cellsOf)].join('\r\n')}\r\n`);
    const read = readInvoiceCsv(csv);
    expect(read.count).toBe(2345);
    const slices = all(csv);
    expect(slices.map((s) => s.length)).toEqual([1000, 1000, 345]);
    expect(slices.flat()).toEqual(rows.map((data, i) => ({ line: i + 2, data })));
    expect(read.scheduledDate).toBe('2026-12-01');
  });

  it('keeps quoted separators and line breaks inside their field across slice ends, skips blank lines, reads a last row without line break', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => row(i));
    const lines = rows.map(cellsOf);
    // Row 1000 (the last of the first slice) has a quoted price with a separator and a line break.
    lines[999] = lines[999]!.replace('187,65', '"187;\r\n65"');
    const csv = Buffer.from(`${HEADER}\r\n\r\n${lines.slice(0, 500).join('\r\n')}\r\n  \r\n${lines.slice(500).join('\r\n')}`);
    const flat = all(csv).flat();
    expect(flat).toHaveLength(1001);
    expect(flat[999]).toEqual({ line: 1001, data: { ...rows[999]!, price: '187;\r\n65' } });
    expect(flat[1000]).toEqual({ line: 1002, data: rows[1000] });
    expect(flat.map((r) => r.data.numDoc)).toEqual(rows.map((r) => r.numDoc));
  });

  it('reads comma-separated files and headers in another order and case', () => {
    const csv = Buffer.from(
      'scheduledDate,ConsumerCode,consumerCpfCnpj,numDoc,referenceMonth,issueDate,deadline,price,previousReading,currentReading\n' +
        '10/12/2026,100000001,34871296555,77,10/2026,05/11/2026,20/11/2026,"187,65",1000,"1023,5"\n',
    );
    expect(all(csv).flat()).toEqual([
      {
        line: 2,
        data: {
          consumerCode: '100000001',
          consumerCpfCnpj: '34871296555',
          numDoc: '77',
          referenceMonth: '10/2026',
          issueDate: '05/11/2026',
          deadline: '20/11/2026',
          price: '187,65',
          previousReading: '1000',
          currentReading: '1023,5',
          scheduledDate: '10/12/2026',
        },
      },
    ]);
  });

  it('refuses the whole file with the catalogue messages', () => {
    const refused = (text: string) => () => readInvoiceCsv(Buffer.from(text));
    expect(refused('')).toThrow('O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.');
    expect(refused(`${HEADER}\r\n\r\n`)).toThrow('O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.');
    expect(refused('consumerCode;numDoc\n1;2\n')).toThrow(
      'O arquivo não tem as colunas obrigatórias: consumerCpfCnpj, referenceMonth, issueDate, deadline, price, previousReading, currentReading, scheduledDate.',
    );
    expect(refused(`${HEADER}\n${cellsOf(row(1))}\n"${cellsOf(row(2))}\n`)).toThrow(
      'Não foi possível ler o arquivo CSV. Verifique se ele é um texto separado por ponto e vírgula.',
    );
    const tooMany = `${HEADER}\n${`${cellsOf(row(1))}\n`.repeat(100_001)}`;
    expect(refused(tooMany)).toThrow('O arquivo passa do limite de 100.000 linhas.');
    expect(readInvoiceCsv(Buffer.from(`${HEADER}\n${`${cellsOf(row(1))}\n`.repeat(100_000)}`)).count).toBe(100_000);
  });
});
