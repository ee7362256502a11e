/**
 * The FEBRABAN débito automático files (150 positions, version 08) of domain/collections/
 * direct-debit/layout. Expected records are written by hand from the manual's tables (position,
 * size, type), never from the writer: `at(line, from, to)` reads the 1-based inclusive positions.
 */
import { describe, expect, it } from 'vitest';
import { LayoutError, readRemittance, readReturnFile, writeRemittance } from '@domain/collections/direct-debit/layout';

const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
const spaces = (n: number) => ' '.repeat(n);

const header = {
  agreement: '0012345',
  companyName: 'Necta Gás Natural S.A.',
  bankCode: '341',
  bankName: 'Itaú Unibanco',
  date: '2026-03-16',
  nsa: 42,
};

const remittance = () =>
  writeRemittance({
    header,
    enrolments: [
      { customerId: '000123456', agency: '0987', account: '0123456', date: '2026-03-14', action: 'INCLUDE' },
      { customerId: '000555111', agency: '1234', account: '98765X', date: '2026-03-15', action: 'EXCLUDE' },
    ],
    debits: [
      {
        customerId: '000123456',
        agency: '0987',
        account: '0123456',
        dueDate: '2026-03-18',
        amountCents: 15_790,
        reference: '100000001202603',
        document: '123.456.789-09',
      },
      {
        customerId: '000777888',
        agency: '0001',
        account: '55',
        dueDate: '2026-03-18',
        amountCents: 1_234_567,
        reference: '100000077202603',
        document: '12.345.678/0001-95',
      },
    ],
  });

describe('writeRemittance (remessa)', () => {
  const file = remittance();
  const lines = file.split('\r\n');

  it('ends every record with CR LF and writes 150 positions each', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).toHaveLength(150);
  });

  it('writes header A field by field', () => {
    const a = lines[0]!;
    expect(at(a, 1, 1)).toBe('A');
    expect(at(a, 2, 2)).toBe('1');
    expect(at(a, 3, 22)).toBe('0012345' + spaces(13));
    expect(at(a, 23, 42)).toBe('NECTA GAS NATURAL S.');
    expect(at(a, 43, 45)).toBe('341');
    expect(at(a, 46, 65)).toBe('ITAU UNIBANCO' + spaces(7));
    expect(at(a, 66, 73)).toBe('20260316');
    expect(at(a, 74, 79)).toBe('000042');
    expect(at(a, 80, 81)).toBe('08');
    expect(at(a, 82, 98)).toBe('DEBITO AUTOMATICO');
    expect(at(a, 99, 150)).toBe(spaces(52));
  });

  it('writes the enrolment (B, inclusão) and the cancellation (B, exclusão)', () => {
    const b = lines[1]!;
    expect(at(b, 1, 1)).toBe('B');
    expect(at(b, 2, 26)).toBe('000123456' + spaces(16));
    expect(at(b, 27, 30)).toBe('0987');
    expect(at(b, 31, 44)).toBe('0123456' + spaces(7));
    expect(at(b, 45, 52)).toBe('20260314');
    expect(at(b, 53, 149)).toBe(spaces(97));
    expect(at(b, 150, 150)).toBe('2');
    const exclusion = lines[2]!;
    expect(at(exclusion, 31, 44)).toBe('98765X' + spaces(8));
    expect(at(exclusion, 45, 52)).toBe('20260315');
    expect(at(exclusion, 150, 150)).toBe('1');
  });

  it('writes debit record E with the value in cents, currency 03 and the holder CPF/CNPJ', () => {
    const e = lines[3]!;
    expect(at(e, 1, 1)).toBe('E');
    expect(at(e, 2, 26)).toBe('000123456' + spaces(16));
    expect(at(e, 27, 30)).toBe('0987');
    expect(at(e, 31, 44)).toBe('0123456' + spaces(7));
    expect(at(e, 45, 52)).toBe('20260318');
    expect(at(e, 53, 67)).toBe('000000000015790');
    expect(at(e, 68, 69)).toBe('03');
    expect(at(e, 70, 129)).toBe('100000001202603' + spaces(45));
    expect(at(e, 130, 130)).toBe('2');
    expect(at(e, 131, 145)).toBe('000012345678909');
    expect(at(e, 146, 149)).toBe(spaces(4));
    expect(at(e, 150, 150)).toBe('0');
    const company = lines[4]!;
    expect(at(company, 53, 67)).toBe('000000001234567');
    expect(at(company, 130, 130)).toBe('1');
    expect(at(company, 131, 145)).toBe('012345678000195');
  });

  it('writes trailer Z with every record counted (A and Z too) and the sum of the E values', () => {
    const z = lines[5]!;
    expect(at(z, 1, 1)).toBe('Z');
    expect(at(z, 2, 7)).toBe('000006');
    expect(at(z, 8, 24)).toBe('00000000001250357');
    expect(at(z, 25, 150)).toBe(spaces(126));
  });

  it('reads its own file back (round trip)', () => {
    const back = readRemittance(file);
    expect(back.header).toEqual({ ...header, companyName: 'NECTA GAS NATURAL S.', bankName: 'ITAU UNIBANCO' });
    expect(back.enrolments.map((e) => [e.customerId, e.account, e.action])).toEqual([
      ['000123456', '0123456', 'INCLUDE'],
      ['000555111', '98765X', 'EXCLUDE'],
    ]);
    expect(back.debits.map((d) => [d.reference, d.amountCents, d.document, d.dueDate])).toEqual([
      ['100000001202603', 15_790, '12345678909', '2026-03-18'],
      ['100000077202603', 1_234_567, '12345678000195', '2026-03-18'],
    ]);
  });
});

/** A retorno written by hand, position by position, as a bank would send it. */
function returnLine(parts: [number, string][]): string {
  const line = Array.from({ length: 150 }, () => ' ');
  for (const [from, text] of parts) for (let i = 0; i < text.length; i++) line[from - 1 + i] = text[i]!;
  return line.join('');
}

const A = returnLine([
  [1, 'A2'],
  [3, '0012345'],
  [23, 'NECTA GAS NATURAL'],
  [43, '341'],
  [46, 'ITAU UNIBANCO'],
  [66, '20260319'],
  [74, '000107'],
  [80, '08'],
  [82, 'DEBITO AUTOMATICO'],
]);
const B = returnLine([
  [1, 'B000123456'],
  [27, '0987'],
  [31, '0123456'],
  [45, '20260317'],
  [150, '2'],
]);
const C = returnLine([
  [1, 'C000555111'],
  [27, '1234'],
  [31, '98765X'],
  [45, 'CONTA ENCERRADA'],
  [150, '2'],
]);
const F_PAID = returnLine([
  [1, 'F000123456'],
  [27, '0987'],
  [31, '0123456'],
  [45, '20260318'],
  [53, '000000000015790'],
  [68, '00'],
  [70, '100000001202603'],
  [130, '2000012345678909'],
  [150, '0'],
]);
const F_FAILED = returnLine([
  [1, 'F000777888'],
  [27, '0001'],
  [31, '55'],
  [45, '20260318'],
  [53, '000000001234567'],
  [68, '01'],
  [70, '100000077202603'],
  [150, '0'],
]);
const J = returnLine([[1, 'J000042202603160000060000000000125035720260317']]);
const Z = returnLine([[1, 'Z00000700000000001250357']]);

const crlf = (lines: string[]) => lines.map((l) => `${l}\r\n`).join('');

describe('readReturnFile (retorno)', () => {
  it('reads confirmed and refused enrolments, paid and failed debits and the processing confirmation', () => {
    const file = readReturnFile(crlf([A, B, C, F_PAID, F_FAILED, J, Z]));
    expect(file.header).toEqual({
      agreement: '0012345',
      companyName: 'NECTA GAS NATURAL',
      bankCode: '341',
      bankName: 'ITAU UNIBANCO',
      date: '2026-03-19',
      nsa: 107,
    });
    expect(file.enrolments).toEqual([
      {
        kind: 'CONFIRMED',
        action: 'INCLUDE',
        customerId: '000123456',
        agency: '0987',
        account: '0123456',
        date: '2026-03-17',
        occurrences: [],
        line: 2,
      },
      {
        kind: 'OCCURRENCE',
        action: 'INCLUDE',
        customerId: '000555111',
        agency: '1234',
        account: '98765X',
        date: null,
        occurrences: ['CONTA ENCERRADA'],
        line: 3,
      },
    ]);
    expect(file.debits.map((d) => [d.reference, d.amountCents, d.returnCode, d.date, d.cancel])).toEqual([
      ['100000001202603', 15_790, '00', '2026-03-18', false],
      ['100000077202603', 1_234_567, '01', '2026-03-18', false],
    ]);
    expect(file.confirmations).toEqual([{ nsa: 42, date: '2026-03-16', records: 6, totalCents: 1_250_357, processedOn: '2026-03-17' }]);
  });

  it('accepts LF-only line ends', () => {
    expect(readReturnFile([A, B, C, F_PAID, F_FAILED, J, Z].join('\n')).debits).toHaveLength(2);
  });

  const refuses = (lines: string[], message: string) => {
    expect(() => readReturnFile(crlf(lines))).toThrow(LayoutError);
    expect(() => readReturnFile(crlf(lines))).toThrow(message);
  };

  it('refuses a record that is not 150 positions long, naming its line', () => {
    refuses([A, B.slice(0, 149), Z], 'Linha 2: o registro tem 149 posições; o layout tem 150.');
  });

  it('refuses a trailer whose count differs from the records', () => {
    refuses([A, B, C, F_PAID, F_FAILED, Z], 'Linha 6: o trailer diz 7 registros; o arquivo tem 6.');
  });

  it('refuses a trailer whose sum differs from the F values', () => {
    const z = returnLine([[1, 'Z00000700000000001250358']]);
    refuses([A, B, C, F_PAID, F_FAILED, J, z], 'Linha 7: o trailer soma 1250358 centavos; os registros "F" somam 1250357.');
  });

  it('refuses a remessa sent back as if it were a retorno', () => {
    refuses([`A1${A.slice(2)}`, Z], 'Linha 1: o arquivo não é um retorno (código de remessa 2).');
  });

  it('refuses another version of the layout', () => {
    refuses([`${A.slice(0, 79)}05${A.slice(81)}`, Z], 'Linha 1: versão do layout "05"; o portal lê a versão 08.');
  });

  it('refuses letters in a numeric field and an impossible date', () => {
    const letters = `${F_PAID.slice(0, 52)}00000000001579O${F_PAID.slice(67)}`;
    refuses([A, letters, Z], 'Linha 2: o campo "valor" (posições 53 a 67) deve ter só algarismos.');
    const feb30 = `${F_PAID.slice(0, 44)}20260230${F_PAID.slice(52)}`;
    refuses([A, feb30, Z], 'Linha 2: o campo "data do débito" (posições 45 a 52) não é uma data AAAAMMDD válida.');
  });

  it('refuses a retorno carrying an enrolment made by the bank (record E, "cadastramento misto" of manual v08, Normas e procedimentos)', () => {
    refuses(
      [A, `E${F_PAID.slice(1)}`, Z],
      'Linha 2: registro "E" num retorno (cadastramento pela Instituição Depositária, "cadastramento misto") não é aceito: o convênio do portal não tem essa cláusula.',
    );
  });

  it('refuses an unknown record type and a file without trailer', () => {
    refuses([A, `Q${B.slice(1)}`, Z], 'Linha 2: tipo de registro "Q" desconhecido no layout de débito automático.');
    refuses([A, B], 'Linha 2: o arquivo deve terminar pelo registro "Z" (trailer).');
    refuses([], 'O arquivo está vazio ou não tem o registro "Z" (trailer).');
  });
});
