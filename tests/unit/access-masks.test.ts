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

describe('input masks show the display format (CPF 000.000.000-00, CNPJ 00.000.000/0000-00)', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789012', '12.345.678/9012'],
    ['1234567800019', '12.345.678/0001-9'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('CPF/CNPJ mask of %s is %s', (digits, shown) => {
    expect(typed(CPF_CNPJ_MASK, digits)).toBe(shown);
    // The display rule the server and the lists use agrees with what the field shows.
    expect(maskCpfCnpj(digits)).toBe(shown);
  });

  it.each([
    ['1a', '1A'],
    ['12a', '12.A'],
    ['12abc', '12.ABC'],
    ['12ABC3', '12.ABC.3'],
    ['12abc34501', '12.ABC.345/01'],
    ['12abc34501de', '12.ABC.345/01DE'],
    ['12abc34501de3', '12.ABC.345/01DE-3'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12abc34501deX35', '12.ABC.345/01DE-35'],
    ['12abc34501de359', '12.ABC.345/01DE-35'],
    ['aa34567800', 'AA.345.678/00'],
    ['52998224725a', '52.998.224/725A'],
  ])('alphanumeric CNPJ mask of %s is %s (upper-cased, letters only before the check digits)', (chars, shown) => {
    expect(typed(CPF_CNPJ_MASK, chars)).toBe(shown);
    expect(maskCpfCnpj(chars)).toBe(shown);
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
