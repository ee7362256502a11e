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
    expect(maskCpfCnpj('abc529.982')).toBe('529.982');
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
