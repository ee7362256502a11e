/**
 * The CPF/CNPJ as documents and e-mails print it (docs/security.md, "Cross-site requests and the
 * login e-mail"): only a middle part stays.
 */
import { describe, expect, it } from 'vitest';
import { redactCpfCnpj } from '../../cms/src/domain/cpf-cnpj';

describe('CPF/CNPJ masked for documents and e-mails', () => {
  it('keeps digits 4 to 9 of a CPF, formatted or not', () => {
    expect(redactCpfCnpj('52998224725')).toBe('***.982.247-**');
    expect(redactCpfCnpj('529.982.247-25')).toBe('***.982.247-**');
  });

  it('keeps characters 3 to 8 of a CNPJ root, numeric or alphanumeric', () => {
    expect(redactCpfCnpj('11222333000181')).toBe('**.222.333/****-**');
    expect(redactCpfCnpj('11.222.333/0001-81')).toBe('**.222.333/****-**');
    expect(redactCpfCnpj('12.abc.345/01de-35')).toBe('**.ABC.345/****-**');
  });

  it('hides anything else entirely', () => {
    expect(redactCpfCnpj('')).toBe('');
    expect(redactCpfCnpj(null)).toBe('');
    expect(redactCpfCnpj('12345')).toBe('*****');
  });
});
