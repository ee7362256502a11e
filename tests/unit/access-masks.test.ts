import { describe, it, expect } from 'vitest';
import IMask from 'imask';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { ATTENDANT_CONSUMER_CODE_MASK, CNPJ_MASK, CPF_CNPJ_MASK, CONSUMER_CODE_MASK, imaskOptions } from '~/lib/masks';

/** What the IMask input shows after the given characters are typed (same options as MaskedField). */
function typed(mask: Parameters<typeof imaskOptions>[0], digits: string): string {
  const masked = IMask.createMask(imaskOptions(mask) as unknown as Parameters<typeof IMask.createMask>[0]) as unknown as {
    resolve(v: string): string;
    value: string;
  };
  masked.resolve(digits);
  return masked.value;
}

describe('input masks match the domain display format', () => {
  it.each([
    '1',
    '123',
    '1234',
    '123456',
    '1234567',
    '123456789',
    '1234567890',
    '12345678909',
    '123456789012',
    '1234567800019',
    '11222333000181',
  ])('CPF/CNPJ mask of %s', (digits) => {
    expect(typed(CPF_CNPJ_MASK, digits)).toBe(maskCpfCnpj(digits));
  });

  it.each([
    '1a',
    '12a',
    '12abc',
    '12ABC3',
    '12abc34501',
    '12abc34501de',
    '12abc34501de3',
    '12abc34501de35',
    '12abc34501deX35',
    '12abc34501de359',
    'aa34567800',
    '52998224725a',
  ])('alphanumeric CNPJ mask of %s (upper-cased, letters only before the check digits)', (chars) => {
    expect(typed(CPF_CNPJ_MASK, chars)).toBe(maskCpfCnpj(chars));
  });

  it('takes the Receita example typed in lower case as 12.ABC.345/01DE-35', () => {
    expect(typed(CPF_CNPJ_MASK, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typed(CPF_CNPJ_MASK, '12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('masks a CNPJ-only field with letters too', () => {
    expect(typed(CNPJ_MASK, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typed(CNPJ_MASK, '11222333000181')).toBe('11.222.333/0001-81');
  });

  it('stops the customer code at 12 digits and drops anything else', () => {
    expect(typed(CONSUMER_CODE_MASK, '1234567890123')).toBe('123456789012');
    expect(typed(CONSUMER_CODE_MASK, '12a3')).toBe('123');
  });

  it("stops the attendant search's customer code at 11 digits (spec 02 §2.7)", () => {
    expect(typed(ATTENDANT_CONSUMER_CODE_MASK, '123456789012')).toBe('12345678901');
  });
});
