import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import {
  additionalDataSchema,
  createPasswordSchema,
  emailSignInSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signUpSchema,
  simplifiedSignInSchema,
} from '../../src/islands/access/schemas';
import { searchSchema } from '../../src/area-cliente/features/attendance/schemas/search';
import { passwordSchema } from '../../src/area-cliente/features/password/schemas/password';

/** Field → first message, as react-hook-form shows them. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

const validSignUp = {
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  emailConfirmation: 'maria@exemplo.com.br',
  consumerCod: '000000100001',
  cpfCnpj: '529.982.247-25',
  password: 'Segura@2024',
  confirmPassword: 'Segura@2024',
};

describe('login form rules (spec 04 §5)', () => {
  it('requires e-mail and password with the login wording', () => {
    expect(errors(emailSignInSchema, { email: '', password: '', keepConnected: false })).toEqual({
      email: 'Este campo é obrigatório',
      password: 'Este campo é obrigatório',
    });
  });

  it('accepts a complete sign-up', () => {
    expect(errors(signUpSchema, validSignUp)).toEqual({});
  });

  it('reports each sign-up rule with the spec message', () => {
    expect(errors(signUpSchema, { ...validSignUp, email: 'maria@', emailConfirmation: 'maria@' }).email).toBe(
      'Digite um formato de email válido',
    );
    expect(errors(signUpSchema, { ...validSignUp, emailConfirmation: 'outra@exemplo.com.br' }).emailConfirmation).toBe(
      'Digite seu e-mail exatamente igual ao campo anterior',
    );
    expect(errors(signUpSchema, { ...validSignUp, password: 'curta', confirmPassword: 'curta' }).password).toBe(
      'Sua senha deve possuir pelo menos 8 caracteres',
    );
    expect(errors(signUpSchema, { ...validSignUp, confirmPassword: 'Segura@2025' }).confirmPassword).toBe('As senhas não coincidem');
    expect(errors(signUpSchema, { ...validSignUp, name: '  ' }).name).toBe('Esse campo é obrigatório');
  });

  it('checks CPF and CNPJ digits and says which one is wrong', () => {
    expect(errors(forgotPasswordSchema, { cpfcnpj: '' }).cpfcnpj).toBe('Esse campo é obrigatório');
    expect(errors(forgotPasswordSchema, { cpfcnpj: '529.982.247-26' }).cpfcnpj).toBe('CPF inválido');
    expect(errors(forgotPasswordSchema, { cpfcnpj: '11.222.333/0001-82' }).cpfcnpj).toBe('CNPJ inválido');
    expect(errors(forgotPasswordSchema, { cpfcnpj: '11.222.333/0001-81' })).toEqual({});
  });

  it('requires the customer code and a valid document to finish the registration', () => {
    expect(errors(additionalDataSchema, { consumerCod: '', cpfcnpj: '529.982.247-25' }).consumerCod).toBe('Esse campo é obrigatório');
    expect(errors(additionalDataSchema, { consumerCod: '123', cpfcnpj: '529.982.247-25' })).toEqual({});
    expect(errors(simplifiedSignInSchema, { consumerCod: '123', cpfcnpj: '111.111.111-11' }).cpfcnpj).toBe('CPF inválido');
  });

  it('uses each password form its own mismatch text', () => {
    expect(errors(resetPasswordSchema, { password: 'Segura@2024', confirmpassword: 'Outra@2024' }).confirmpassword).toBe(
      'As senhas precisam ser iguais',
    );
    expect(errors(createPasswordSchema, { password: 'Segura@2024', passwordConfirmation: 'Outra@2024' }).passwordConfirmation).toBe(
      'As senhas não correspondem',
    );
    expect(errors(createPasswordSchema, { password: 'curta', passwordConfirmation: 'curta' }).password).toBe(
      'Sua senha deve possuir pelo menos 8 caracteres',
    );
  });
});

describe('client-area form rules (spec 02 §5)', () => {
  it('asks the attendant for a CPF/CNPJ or a customer code', () => {
    expect(errors(searchSchema, { cpfcnpj: '', consumerCode: '' }).cpfcnpj).toBe('Informe o CPF/CNPJ ou o código do cliente');
    expect(errors(searchSchema, { cpfcnpj: '', consumerCode: '000000100001' })).toEqual({});
    expect(errors(searchSchema, { cpfcnpj: '529.982.247-25', consumerCode: '' })).toEqual({});
    expect(errors(searchSchema, { cpfcnpj: '529.982.247-26', consumerCode: '' }).cpfcnpj).toBe('CPF inválido');
  });

  it('checks the logged password update, with the current password unless opened from an e-mailed link', () => {
    expect(errors(passwordSchema(true), { currentPassword: '', password: '', confirmpassword: '' })).toEqual({
      currentPassword: 'Informe sua senha atual',
      password: 'Esse campo é obrigatório',
      confirmpassword: 'Esse campo é obrigatório',
    });
    expect(errors(passwordSchema(false), { currentPassword: '', password: '', confirmpassword: '' })).toEqual({
      password: 'Esse campo é obrigatório',
      confirmpassword: 'Esse campo é obrigatório',
    });
    expect(
      errors(passwordSchema(true), { currentPassword: 'Antiga@2024', password: 'Segura@2024', confirmpassword: 'Segura@2025' })
        .confirmpassword,
    ).toBe('Digite sua senha exatamente igual ao campo anterior');
  });
});

describe('alphanumeric CNPJ in the access and attendant forms', () => {
  it('accepts 12.ABC.345/01DE-35 in any case wherever a CPF/CNPJ is asked', () => {
    for (const typed of ['12.ABC.345/01DE-35', '12.abc.345/01de-35']) {
      expect(errors(signUpSchema, { ...validSignUp, cpfCnpj: typed })).toEqual({});
      expect(errors(additionalDataSchema, { consumerCod: '000000100001', cpfcnpj: typed })).toEqual({});
      expect(errors(forgotPasswordSchema, { cpfcnpj: typed })).toEqual({});
      expect(errors(simplifiedSignInSchema, { consumerCod: '000000100001', cpfcnpj: typed })).toEqual({});
      expect(errors(searchSchema, { cpfcnpj: typed, consumerCode: '' })).toEqual({});
    }
  });

  it("refuses wrong check digits with 'CNPJ inválido'", () => {
    expect(errors(forgotPasswordSchema, { cpfcnpj: '12.ABC.345/01DE-36' })).toEqual({ cpfcnpj: 'CNPJ inválido' });
    expect(errors(signUpSchema, { ...validSignUp, cpfCnpj: '12.ABC.345/01DE-53' }).cpfCnpj).toBe('CNPJ inválido');
    expect(errors(searchSchema, { cpfcnpj: '12.ABC.345/01DE-36', consumerCode: '' })).toEqual({ cpfcnpj: 'CNPJ inválido' });
  });
});
