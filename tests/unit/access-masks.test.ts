import { describe, it, expect } from 'vitest';
import IMask from 'imask';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { ATTENDANT_CONSUMER_CODE_MASK, CPF_CNPJ_MASK, CONSUMER_CODE_MASK } from '../../src/area-cliente/lib/masks';

/** What the IMask input shows after the given digits are typed. */
function typed(mask: unknown, digits: string): string {
  const masked = IMask.createMask({ mask } as Parameters<typeof IMask.createMask>[0]) as unknown as {
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

  it('stops the customer code at 12 digits and drops anything else', () => {
    expect(typed(CONSUMER_CODE_MASK, '1234567890123')).toBe('123456789012');
    expect(typed(CONSUMER_CODE_MASK, '12a3')).toBe('123');
  });

  it("stops the attendant search's customer code at 11 digits (spec 02 §2.7)", () => {
    expect(typed(ATTENDANT_CONSUMER_CODE_MASK, '123456789012')).toBe('12345678901');
  });
});
