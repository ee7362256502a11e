/**
 * Generated CPF/CNPJ of the test factories (cms/src/portal/test-support/documents.ts): check
 * digits by the Receita Federal's rule, proved on published documents and on many generated
 * ones, each checked by the portal's own rule and by cpf-cnpj-validator.
 */
import { describe, expect, it } from 'vitest';
import { cnpj as cnpjValidator, cpf as cpfValidator } from 'cpf-cnpj-validator';
import { isValidCnpj, isValidCpf } from '@domain/cpf-cnpj';
import {
  alphanumericCnpjCheckDigits,
  generateAlphanumericCnpj,
  generateCnpj,
  generateCpf,
  isValidAlphanumericCnpj,
} from '../../cms/src/portal/test-support/documents';

const MANY = 500;

describe('alphanumeric CNPJ (Receita Federal, NT 49/2024)', () => {
  it("gives the check digits of the Receita's published example 12.ABC.345/01DE-35", () => {
    expect(alphanumericCnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidAlphanumericCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidAlphanumericCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('reduces to the classic CNPJ rule for digits only (11.222.333/0001-81)', () => {
    expect(alphanumericCnpjCheckDigits('112223330001')).toBe('81');
    expect(isValidAlphanumericCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('refuses a base that is not 12 characters of 0-9/A-Z, and repeated characters', () => {
    expect(() => alphanumericCnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => alphanumericCnpjCheckDigits('12ABC34501D*')).toThrow(RangeError);
    expect(isValidAlphanumericCnpj('00000000000000')).toBe(false);
    expect(isValidAlphanumericCnpj('12ABC34501DEAB')).toBe(false);
  });

  it('generates 14 characters with at least one letter and valid digits, as cpf-cnpj-validator reads them', () => {
    for (let i = 0; i < MANY; i++) {
      const value = generateAlphanumericCnpj();
      expect(value).toMatch(/^[0-9A-Z]{12}\d{2}$/);
      expect(value.slice(0, 12)).toMatch(/[A-Z]/);
      expect(isValidAlphanumericCnpj(value), value).toBe(true);
      expect(cnpjValidator.isValid(value), value).toBe(true);
    }
  });
});

describe('numeric CPF and CNPJ', () => {
  it('generates CPFs the portal and cpf-cnpj-validator accept, never a repeated-digit one', () => {
    for (let i = 0; i < MANY; i++) {
      const value = generateCpf();
      expect(value).toMatch(/^\d{11}$/);
      expect(value).not.toMatch(/^(\d)\1{10}$/);
      expect(isValidCpf(value), value).toBe(true);
      expect(cpfValidator.isValid(value), value).toBe(true);
    }
  });

  it('generates head-office CNPJs (branch 0001) the portal and cpf-cnpj-validator accept', () => {
    for (let i = 0; i < MANY; i++) {
      const value = generateCnpj();
      expect(value).toMatch(/^\d{8}0001\d{2}$/);
      expect(isValidCnpj(value), value).toBe(true);
      expect(cnpjValidator.isValid(value), value).toBe(true);
    }
  });

  it('changes a check digit only with a wrong document: one altered digit is refused', () => {
    const value = generateCpf();
    const altered = value.slice(0, 10) + String((Number(value[10]) + 1) % 10);
    expect(isValidCpf(altered)).toBe(false);
  });
});
