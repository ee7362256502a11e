/**
 * The whole-body rules that the middleware global::portal-input and the use cases share
 * (docs/architecture.md, "Where input is parsed"): sign-in, a request by CPF/CNPJ, and the
 * consumer code + CPF/CNPJ pair. Messages are the catalogue's (spec 04 §5, §8), written here.
 */
import { describe, expect, it } from 'vitest';
import { codeAndDocumentErrors } from '../../cms/src/domain/code-and-document';
import { documentRequestErrors, requestDocumentOf } from '../../cms/src/domain/cpf-cnpj';
import { fieldMessages } from '../../cms/src/domain/request-schemas';
import { signInErrors } from '../../cms/src/domain/sign-in';

describe('sign-in body', () => {
  it('requires the e-mail and the password, as text', () => {
    expect(signInErrors({})).toEqual({ email: 'Este campo é obrigatório', password: 'Este campo é obrigatório' });
    expect(signInErrors({ email: '  ', password: 'x' })).toEqual({ email: 'Este campo é obrigatório' });
    expect(signInErrors({ email: 12, password: 12 })).toEqual({ email: 'Este campo é obrigatório', password: 'Este campo é obrigatório' });
    expect(signInErrors({ email: 'a@b.test', password: ' ' })).toEqual({});
  });
});

describe('request by CPF/CNPJ', () => {
  it('reads cpfcnpj, or cpfCnpj', () => {
    expect(requestDocumentOf({ cpfCnpj: '529.982.247-25' })).toBe('529.982.247-25');
    expect(documentRequestErrors({ cpfCnpj: '529.982.247-25' })).toEqual({});
    expect(documentRequestErrors({})).toEqual({ cpfcnpj: 'Esse campo é obrigatório' });
    expect(documentRequestErrors({ cpfcnpj: '529.982.247-26' })).toEqual({ cpfcnpj: 'CPF inválido' });
    expect(documentRequestErrors({ cpfcnpj: { $ne: null } })).toEqual({ cpfcnpj: 'Esse campo é obrigatório' });
  });
});

describe('consumer code + CPF/CNPJ', () => {
  it('answers each field in the form’s order', () => {
    expect(codeAndDocumentErrors({})).toEqual({ consumerCod: 'Esse campo é obrigatório', cpfcnpj: 'Esse campo é obrigatório' });
    expect(codeAndDocumentErrors({ consumerCod: '12a', cpfcnpj: '529.982.247-25' })).toEqual({
      consumerCod: 'Código do Cliente e/ou CPF/CNPJ inválidos',
    });
  });

  it('is what the schema answers, missing fields included', () => {
    expect(fieldMessages('auth.additional-data', {})).toEqual(codeAndDocumentErrors({}));
    expect(fieldMessages('auth.login', { email: 'a@b.test' })).toEqual({ password: 'Este campo é obrigatório' });
  });
});
