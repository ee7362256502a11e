/** Débito automático rules (domain/collections/direct-debit/rules): form, consent, dates, return codes. */
import { describe, expect, it } from 'vitest';
import {
  consentText,
  debitDateOf,
  debitGoesInFileOf,
  debitOutcome,
  enrolmentErrors,
  maskedAccount,
  refusalReason,
  returnReason,
} from '@domain/collections/direct-debit/rules';
import { directDebitSettings, parseBanks } from '@domain/collections/direct-debit/settings';

const banks = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '341', name: 'Itaú Unibanco' },
];

describe('enrolment form', () => {
  it('accepts a bank of the list, a 4-digit agency, the account and its digit, with consent', () => {
    expect(enrolmentErrors({ bankCode: '341', agency: '0987', account: '012345', accountDigit: 'x', consent: true }, banks)).toEqual({});
  });

  it('names every wrong field with its message', () => {
    expect(enrolmentErrors({ bankCode: '237', agency: '98', account: '12a', accountDigit: '', consent: false }, banks)).toEqual({
      bankCode: 'Escolha um banco da lista.',
      agency: 'Informe a agência com 4 algarismos, sem o dígito.',
      account: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      accountDigit: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      consent: 'Para ativar o débito automático, confirme a autorização.',
    });
  });

  it('shows only the end of the account', () => {
    expect(maskedAccount('0123456', '7')).toBe('••••456-7');
  });

  it('writes a consent specific to the purpose, the contract and the account', () => {
    expect(
      consentText({
        company: 'Necta Gás Natural',
        bank: banks[1]!,
        agency: '0987',
        account: '012345',
        accountDigit: '6',
        consumerCode: '000123456',
      }),
    ).toBe(
      'Autorizo a Necta Gás Natural a debitar na conta corrente 012345-6, agência 0987, do banco 341 – Itaú Unibanco, de que sou ' +
        'titular, o valor de cada fatura de gás canalizado do contrato 000123456 na data do seu vencimento. Esta autorização vale ' +
        'apenas para esta finalidade e esta conta, e posso cancelá-la a qualquer momento no portal ou no meu banco (Resolução CMN nº 4.790/2020).',
    );
  });
});

describe('debit dates (business days of the holiday table)', () => {
  it('debits on the due date, or on the next business day after a weekend or holiday', () => {
    expect(debitDateOf('2026-03-18')).toBe('2026-03-18');
    expect(debitDateOf('2026-03-21')).toBe('2026-03-23'); // Saturday
    expect(debitDateOf('2026-04-03')).toBe('2026-04-06'); // Sexta-Feira Santa
  });

  it('puts a bill in the file of a business day when its debit date is 1 to N business days later', () => {
    // Thursday 2026-04-02, lead 2: Friday is a holiday, so the window is Mon 04-06 and Tue 04-07.
    expect(debitGoesInFileOf('2026-04-02', '2026-04-06', 2)).toBe(true);
    expect(debitGoesInFileOf('2026-04-02', '2026-04-03', 2)).toBe(true); // holiday → debited on 04-06
    expect(debitGoesInFileOf('2026-04-02', '2026-04-07', 2)).toBe(true);
    expect(debitGoesInFileOf('2026-04-02', '2026-04-08', 2)).toBe(false);
    expect(debitGoesInFileOf('2026-04-02', '2026-04-02', 2)).toBe(false); // today: too late for the bank
  });
});

describe('return codes of record F', () => {
  it('maps the codes to Portuguese reasons and outcomes', () => {
    expect(returnReason('01')).toBe('Débito não efetuado: saldo insuficiente');
    expect(returnReason('30')).toBe('Débito não efetuado: sem autorização de débito automático no banco');
    expect(returnReason('77')).toBe('Débito não efetuado pelo banco (código 77)');
    expect(debitOutcome('00', false)).toBe('PAID');
    expect(debitOutcome('31', false)).toBe('PAID');
    expect(debitOutcome('01', false)).toBe('FAILED');
    expect(debitOutcome('99', true)).toBe('CANCELLED');
    expect(debitOutcome('98', true)).toBe('SCHEDULED');
  });

  it('explains a refused enrolment with the bank occurrences', () => {
    expect(refusalReason(['CONTA ENCERRADA'])).toBe('O banco recusou a autorização: CONTA ENCERRADA');
    expect(refusalReason([])).toBe('O banco recusou a autorização.');
  });
});

describe('settings (DIRECT_DEBIT_*)', () => {
  it('reads the banks with their agreement and first NSA, the file time and the lead days', () => {
    expect(
      directDebitSettings({
        DIRECT_DEBIT_BANKS: '001:Banco do Brasil:0012345:7; 341:Itaú Unibanco:ITAU99',
        DIRECT_DEBIT_FILE_TIME: '07:30',
        DIRECT_DEBIT_LEAD_DAYS: '3',
        DIRECT_DEBIT_FILE_DIR: 'var/debito',
      }),
    ).toEqual({
      banks: [
        { code: '001', name: 'Banco do Brasil', agreement: '0012345', firstNsa: 7 },
        { code: '341', name: 'Itaú Unibanco', agreement: 'ITAU99', firstNsa: 1 },
      ],
      fileTime: '07:30',
      leadBusinessDays: 3,
      fileDir: 'var/debito',
    });
  });

  it('is off with an empty list, and uses the demo banks only when unset with demo data on', () => {
    expect(directDebitSettings({ DIRECT_DEBIT_BANKS: '' }, true).banks).toEqual([]);
    expect(directDebitSettings({}, false).banks).toEqual([]);
    expect(directDebitSettings({}, true).banks.map((b) => b.code)).toEqual(['001', '341']);
  });

  it('refuses a malformed bank entry', () => {
    expect(() => parseBanks('1:Banco:123')).toThrow(
      'DIRECT_DEBIT_BANKS: "1:Banco:123" não é código(3 algarismos):nome:convênio(até 20):NSA inicial',
    );
    expect(() => parseBanks('001:A:1;001:B:2')).toThrow('DIRECT_DEBIT_BANKS: banco 001 repetido');
  });
});
