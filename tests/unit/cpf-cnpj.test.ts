import { describe, it, expect } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  cpfCnpjError,
  documentKind,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  normalizeDocument,
  onlyDigits,
} from '@domain/cpf-cnpj';

describe('CPF check digits', () => {
  it('computes the two check digits from the first nine', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
  });
  it('accepts valid CPFs, masked or not', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('rejects a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });
});

describe('CNPJ check digits', () => {
  it('computes the two check digits from the first twelve', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('114447770001')).toBe('61');
  });
  it('accepts valid CNPJs, masked or not', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
  });
  it('rejects a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
  it('picks CPF or CNPJ by length', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('123')).toBe(false);
    expect(documentKind('52998224725')).toBe('CPF');
    expect(documentKind('112223330001')).toBe('CNPJ');
  });
});

describe('masks', () => {
  it('masks a CPF as 000.000.000-00 and a CNPJ as 00.000.000/0000-00', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
  it('masks progressively while typing and drops non-digits', () => {
    expect(maskCpfCnpj('5299')).toBe('529.9');
    expect(maskCpfCnpj('5299822')).toBe('529.982.2');
    expect(maskCpfCnpj('529982247')).toBe('529.982.247');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj(' 529-982 ')).toBe('529.982');
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
  });
  it('gives the masked lengths of spec 04 §9', () => {
    expect(maskCpfCnpj('52998224725')).toHaveLength(14);
    expect(maskCpfCnpj('11222333000181')).toHaveLength(18);
  });
});

describe('CPF/CNPJ field messages (spec 04 §5)', () => {
  it('asks for a value when empty', () => {
    expect(cpfCnpjError('')).toBe('Esse campo é obrigatório');
    expect(cpfCnpjError(undefined)).toBe('Esse campo é obrigatório');
  });
  it("says 'CPF inválido' up to 11 digits and 'CNPJ inválido' from 12 to 14", () => {
    expect(cpfCnpjError('529.982.247-24')).toBe('CPF inválido');
    expect(cpfCnpjError('5299')).toBe('CPF inválido');
    expect(cpfCnpjError('112223330001')).toBe('CNPJ inválido');
    expect(cpfCnpjError('11.222.333/0001-82')).toBe('CNPJ inválido');
  });
  it('accepts valid documents', () => {
    expect(cpfCnpjError('529.982.247-25')).toBeNull();
    expect(cpfCnpjError('11222333000181')).toBeNull();
  });
});

/**
 * Alphanumeric CNPJ (Receita Federal, Nota Técnica Conjunta COCAD/SUARA/RFB nº 49/2024, from
 * July 2026): 12 characters 0-9/A-Z, each worth its ASCII code minus 48, then 2 numeric check
 * digits by modulo 11 with the numeric CNPJ's weights. The Receita's published example is
 * 12.ABC.345/01DE-35.
 */
describe('alphanumeric CNPJ', () => {
  it("accepts the Receita Federal's published example, masked or not", () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCpfCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(cpfCnpjError('12.ABC.345/01DE-35')).toBeNull();
  });

  it("accepts the Receita's other combinations: letters in the root, in the branch, or both", () => {
    expect(isValidCnpj('AA.345.678/0001-14')).toBe(true);
    expect(isValidCnpj('AA.345.678/000A-29')).toBe(true);
    expect(isValidCnpj('12.345.678/000A-08')).toBe(true);
  });

  it('computes each character as its ASCII code minus 48 (A = 17, B = 18 …)', () => {
    // By hand: 1·5 + 2·4 + A(17)·3 + B(18)·2 + C(19)·9 + 3·8 + 4·7 + 5·6 + 0·5 + 1·4 + D(20)·3 + E(21)·2
    // = 459, 459 mod 11 = 8 → 11 − 8 = 3; then with the 3 appended and weights 6,5,4,3,2,9,8,7,6,5,4,3,2
    // the sum is 424, 424 mod 11 = 6 → 11 − 6 = 5.
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('accepts lower case and keeps it upper-cased', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(cpfCnpjError('12abc34501de35')).toBeNull();
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
  });

  it("refuses wrong check digits, a letter among the check digits, and a CPF with letters as 'CNPJ inválido'", () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(cpfCnpjError('12.ABC.345/01DE-36')).toBe('CNPJ inválido');
    expect(cpfCnpjError('12ABC')).toBe('CNPJ inválido');
    expect(isValidCpf('529.982.247-2A')).toBe(false);
  });

  it('still accepts the numeric examples and refuses their wrong check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(true);
  });

  it('reads a value with a letter as a CNPJ, digits up to 11 as a CPF', () => {
    expect(documentKind('12A')).toBe('CNPJ');
    expect(documentKind('12ABC34501DE35')).toBe('CNPJ');
    expect(documentKind('52998224725')).toBe('CPF');
  });

  it('normalizes: digits stay digits (stored numeric documents are found as before), letters upper-case', () => {
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeDocument(' 12.abc.345/01DE-35 ')).toBe('12ABC34501DE35');
    expect(normalizeDocument(undefined)).toBe('');
    expect(normalizeDocument(52998224725)).toBe('52998224725');
  });

  it('masks while typing: CNPJ layout from the first letter, letters only in the first 12 positions', () => {
    expect(maskCpfCnpj('1')).toBe('1');
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12ab')).toBe('12.AB');
    expect(maskCpfCnpj('12abc3')).toBe('12.ABC.3');
    expect(maskCpfCnpj('12abc345')).toBe('12.ABC.345');
    expect(maskCpfCnpj('12abc3450')).toBe('12.ABC.345/0');
    expect(maskCpfCnpj('12abc34501de')).toBe('12.ABC.345/01DE');
    expect(maskCpfCnpj('12abc34501de3')).toBe('12.ABC.345/01DE-3');
    expect(maskCpfCnpj('12abc34501deX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('12abc34501de3599')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('12ABC34501DE35')).toHaveLength(18);
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
