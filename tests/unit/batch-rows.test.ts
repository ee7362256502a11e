/**
 * Row rules of the upload files (cms/src/domain/batches/rows.ts; PORTAL-API.md §16): Brazilian
 * numbers and dates read exactly, header matching, and each refused row's reason.
 */
import { describe, expect, it } from 'vitest';
import {
  columnKey,
  matchHeader,
  parseBrDate,
  parseCents,
  parseDecimal,
  parseInstallationRow,
  parseInvoiceRow,
  parseReferenceMonth,
} from '@domain/batches/rows';
import { batchRefreshInterval } from '../../src/area-cliente/features/batches/api/list-batches';
import { withoutDuplicates } from '../../src/area-cliente/features/batches/schemas/upload';

const ROW = {
  consumerCode: '100000001',
  consumerCpfCnpj: '348.712.965-55',
  numDoc: '10000000127011',
  referenceMonth: '12/2026',
  issueDate: '05/01/2027',
  deadline: '20/01/2027',
  price: '1.234,56',
  previousReading: '1.204,310',
  currentReading: '1.238,02',
  consumptionM3: '',
  scheduledDate: '05/01/2027',
};

describe('numbers and dates as Brazilians write them', () => {
  it('reads decimals exactly, with comma or dot', () => {
    expect(parseDecimal('1.234,5', 3)).toBe('1234.5');
    expect(parseDecimal('187.65', 2)).toBe('187.65');
    expect(parseDecimal('007', 3)).toBe('7');
    expect(parseDecimal('1,2345', 3)).toBeNull();
    expect(parseDecimal('-1', 3)).toBeNull();
    expect(parseDecimal('abc', 3)).toBeNull();
  });

  it('turns reais into integer cents without float error', () => {
    expect(parseCents('0,29')).toBe(29);
    expect(parseCents('1.234,56')).toBe(123456);
    expect(parseCents('187.6')).toBe(18760);
    expect(parseCents('0')).toBeNull();
    expect(parseCents('20.000.000,01')).toBeNull();
  });

  it('reads dd/mm/aaaa and MM/AAAA, refusing impossible dates', () => {
    expect(parseBrDate('5/1/2027')).toBe('2027-01-05');
    expect(parseBrDate('2027-01-05')).toBe('2027-01-05');
    expect(parseBrDate('31/02/2027')).toBeNull();
    expect(parseReferenceMonth('3/2026')).toBe('2026-03');
    expect(parseReferenceMonth('13/2026')).toBeNull();
  });

  it('matches header names without case, accents, spaces or dashes', () => {
    expect(columnKey(' Condomínio ')).toBe('condominio');
    expect(matchHeader(['CIDADE', 'condominio', 'endereco'], ['Cidade', 'Condomínio', 'Endereço', 'CEP'], ['CEP'])).toEqual({
      ok: true,
      index: { Cidade: 0, Condomínio: 1, Endereço: 2 },
    });
    expect(matchHeader(['Cidade'], ['Cidade', 'Condomínio', 'Endereço'])).toEqual({ ok: false, missing: ['Condomínio', 'Endereço'] });
  });
});

describe('invoice rows', () => {
  it('gives the bill to write, consumption computed exactly when empty', () => {
    expect(parseInvoiceRow(ROW, '2027-01-01')).toEqual({
      ok: true,
      value: {
        consumerCode: '100000001',
        consumerCpfCnpj: '34871296555',
        numDoc: '10000000127011',
        referenceMonth: '2026-12',
        issueDate: '2027-01-05',
        dueDate: '2027-01-20',
        amountCents: 123456,
        previousReading: '1204.310',
        currentReading: '1238.02',
        consumptionM3: '33.71',
        scheduledDate: '2027-01-05',
        // No consumption columns in the file: no consumption data.
        consumption: null,
      },
    });
  });

  it('refuses each bad cell with its reason', () => {
    const reason = (patch: Partial<typeof ROW>, today = '2027-01-01') => {
      const result = parseInvoiceRow({ ...ROW, ...patch }, today);
      return result.ok ? null : result.reason;
    };
    expect(reason({ numDoc: '' })).toBe('A coluna numDoc é obrigatória.');
    expect(reason({ consumerCode: '12a' })).toBe('Código do cliente inválido: use só dígitos (até 12).');
    expect(reason({ consumerCpfCnpj: '111.111.111-11' })).toBe('CPF/CNPJ inválido.');
    expect(reason({ numDoc: '123456789012345678' })).toBe('Número da fatura inválido: use de 1 a 17 dígitos.');
    expect(reason({ referenceMonth: '2026' })).toBe('Mês de referência inválido: use MM/AAAA.');
    expect(reason({ issueDate: '32/01/2027' })).toBe('Data inválida em issueDate: use dd/mm/aaaa.');
    expect(reason({ deadline: '04/01/2027' })).toBe('O vencimento não pode ser anterior à data de emissão.');
    expect(reason({ price: 'R$ 10' })).toBe('Valor inválido: use reais com vírgula, por exemplo 187,65.');
    expect(reason({ currentReading: '1.000' })).toBe('A leitura atual não pode ser menor que a leitura anterior.');
    expect(reason({ consumptionM3: '1,2345' })).toBe('Valor inválido em consumptionM3: use um número com até 3 casas decimais.');
    expect(reason({}, '2027-01-06')).toBe('A data programada não pode ser anterior a hoje.');
    expect(reason({}, '2027-01-05')).toBeNull();
  });
});

describe('installation rows', () => {
  const row = { Cidade: ' Lins ', Condomínio: 'Residencial  Aurora', Endereço: 'Rua A', Número: '12', CEP: '16400-050', Tipo: 'coletivo' };

  it('gives the city and the condominium of the contracting flow', () => {
    expect(parseInstallationRow(row)).toEqual({
      ok: true,
      value: { city: 'Lins', name: 'Residencial Aurora', address: 'Rua A', number: '12', cep: '16400050', type: 'COLLECTIVE' },
    });
    expect(parseInstallationRow({ ...row, Número: '', CEP: '', Tipo: '' })).toMatchObject({
      ok: true,
      value: { number: null, cep: null, type: 'INDIVIDUAL' },
    });
  });

  it('refuses a missing name, a bad CEP or an unknown type', () => {
    expect(parseInstallationRow({ ...row, Endereço: '' })).toEqual({ ok: false, reason: 'A coluna Endereço é obrigatória.' });
    expect(parseInstallationRow({ ...row, CEP: '1640-050' })).toEqual({ ok: false, reason: 'CEP inválido: use 8 dígitos.' });
    expect(parseInstallationRow({ ...row, Tipo: 'Misto' })).toEqual({ ok: false, reason: 'Tipo inválido: use Individual ou Coletivo.' });
  });
});

describe('client area rules', () => {
  it('polls every 10 s only while a batch waits or runs', () => {
    const batch = (status: 'WAITING' | 'PROCESSING' | 'PROCESSED' | 'ERROR') => ({ status }) as never;
    expect(batchRefreshInterval(undefined)).toBe(0);
    expect(batchRefreshInterval([batch('PROCESSED'), batch('ERROR')])).toBe(0);
    expect(batchRefreshInterval([batch('PROCESSED'), batch('WAITING')])).toBe(10_000);
    expect(batchRefreshInterval([batch('PROCESSING')])).toBe(10_000);
  });

  it('keeps one of the files with the same name and size', () => {
    const a = new File(['abc'], 'a.csv');
    const b = new File(['abc'], 'a.csv');
    const c = new File(['abcd'], 'a.csv');
    expect(withoutDuplicates([a, b, c])).toEqual([a, c]);
  });
});
