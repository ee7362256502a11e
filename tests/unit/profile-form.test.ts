/**
 * The profile screen's form rules (spec 01 §5) over the shared `@domain/profile` rules: no
 * message while a field is empty, the Save enablement rule and the login-e-mail form validity.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  canRequestLoginChange,
  canSaveRegistration,
  confirmationError,
  newEmailError,
  phoneError,
} from '../../src/area-cliente/features/profile/schemas/rules';
import { loginEmailSchema, registrationSchema } from '../../src/area-cliente/features/profile/schemas/profile';

const CURRENT = 'atual@exemplo.com';
const base = { email: '', emailConfirmation: '', faturaEmail: false, telefone: '' };

describe('field messages', () => {
  it('says nothing while a field is empty', () => {
    expect(newEmailError('', CURRENT)).toBeUndefined();
    expect(confirmationError('', 'novo@exemplo.com')).toBeUndefined();
    expect(phoneError('')).toBeUndefined();
  });
  it('checks the pattern, then that the new e-mail differs from the current one (lowercased)', () => {
    expect(newEmailError('nao-e-email', CURRENT)).toBe('E-mail inválido');
    expect(newEmailError('ATUAL@Exemplo.com', CURRENT)).toBe('O novo email deve ser diferente do atual');
    expect(newEmailError('novo@exemplo.com', CURRENT)).toBeUndefined();
    expect(newEmailError('novo@exemplo.com', null)).toBeUndefined();
  });
  it('checks the confirmation pattern, then that it equals the new e-mail', () => {
    expect(confirmationError('x@', 'novo@exemplo.com')).toBe('E-mail inválido');
    expect(confirmationError('novo@exemplo.co', 'novo@exemplo.com')).toBe('Digite seu e-mail exatamente igual ao campo anterior');
    expect(confirmationError('NOVO@exemplo.com', 'novo@exemplo.com')).toBeUndefined();
  });
  it('accepts an empty or complete phone only', () => {
    expect(phoneError('(14) 9 9988-877')).toBe('Telefone incompleto');
    expect(phoneError('(14) 9 9988-8777')).toBeUndefined();
  });
});

describe('Save enablement (spec 01 §5)', () => {
  const can = (values: Partial<typeof base>, initial = { faturaEmail: false }) =>
    canSaveRegistration({ ...base, ...values }, initial, CURRENT);

  it('is off with nothing to save', () => {
    expect(can({})).toBe(false);
  });
  it('is on with a complete phone, a changed preference or a matching new e-mail pair', () => {
    expect(can({ telefone: '(14) 9 9988-8777' })).toBe(true);
    expect(can({ faturaEmail: true })).toBe(true);
    expect(can({ faturaEmail: false }, { faturaEmail: true })).toBe(true);
    expect(can({ email: 'novo@exemplo.com', emailConfirmation: 'novo@exemplo.com' })).toBe(true);
  });
  it('is off with any error or half an e-mail pair', () => {
    expect(can({ faturaEmail: true, telefone: '(14) 9 99' })).toBe(false);
    expect(can({ faturaEmail: true, email: 'novo@exemplo.com' })).toBe(false);
    expect(can({ faturaEmail: true, emailConfirmation: 'novo@exemplo.com' })).toBe(false);
    expect(can({ email: 'novo@exemplo.com', emailConfirmation: 'outro@exemplo.com' })).toBe(false);
    expect(can({ email: CURRENT, emailConfirmation: CURRENT })).toBe(false);
    expect(can({ telefone: '(14) 9 9988-8777', email: 'x@', emailConfirmation: 'x@' })).toBe(false);
  });
});

describe('login-e-mail form validity (spec 01 §5)', () => {
  it('needs both fields, equal, without errors', () => {
    expect(canRequestLoginChange('', '', CURRENT)).toBe(false);
    expect(canRequestLoginChange('novo@exemplo.com', '', CURRENT)).toBe(false);
    expect(canRequestLoginChange('novo@exemplo.com', 'novo@exemplo.co', CURRENT)).toBe(false);
    expect(canRequestLoginChange(CURRENT, CURRENT, CURRENT)).toBe(false);
    expect(canRequestLoginChange('x@y', 'x@y', CURRENT)).toBe(false);
    expect(canRequestLoginChange('Novo@Exemplo.com', 'novo@exemplo.com', CURRENT)).toBe(true);
  });
});

describe('form schemas put each message on its field', () => {
  const issuesOf = (result: v.SafeParseResult<v.GenericSchema>) =>
    Object.fromEntries((result.issues ?? []).map((i) => [v.getDotPath(i), i.message]));

  it('registration', () => {
    const result = v.safeParse(registrationSchema(CURRENT), {
      email: CURRENT,
      emailConfirmation: 'outro@exemplo.com',
      faturaEmail: true,
      telefone: '(14) 9',
    });
    expect(issuesOf(result)).toEqual({
      email: 'O novo email deve ser diferente do atual',
      emailConfirmation: 'Digite seu e-mail exatamente igual ao campo anterior',
      telefone: 'Telefone incompleto',
    });
    expect(v.safeParse(registrationSchema(CURRENT), { ...base, telefone: '(14) 9 9988-8777' }).success).toBe(true);
  });
  it('login e-mail', () => {
    expect(issuesOf(v.safeParse(loginEmailSchema(CURRENT), { email: 'ruim', emailConfirmation: '' }))).toEqual({
      email: 'E-mail inválido',
    });
    expect(v.safeParse(loginEmailSchema(CURRENT), { email: 'novo@exemplo.com', emailConfirmation: 'novo@exemplo.com' }).success).toBe(true);
  });
});
