import { describe, it, expect } from 'vitest';
import { isValidEmail, maskEmail, normalizeEmail } from '@domain/email';
import { passwordError, passwordPairErrors } from '@domain/password';
import { isValidConsumerCode, normalizeConsumerCode } from '@domain/consumer-code';

describe('e-mail rules', () => {
  it('accepts simple addresses and normalises case and spaces', () => {
    expect(isValidEmail('cliente@demo.test')).toBe(true);
    expect(isValidEmail('  Maria.Souza@Exemplo.com.br ')).toBe(true);
    expect(normalizeEmail('  Maria@Exemplo.COM ')).toBe('maria@exemplo.com');
  });
  it('rejects addresses without domain, with spaces or without a top-level part', () => {
    expect(isValidEmail('cliente')).toBe(false);
    expect(isValidEmail('cliente@')).toBe(false);
    expect(isValidEmail('cli ente@demo.test')).toBe(false);
    expect(isValidEmail('cliente@demo')).toBe(false);
    expect(isValidEmail(42)).toBe(false);
  });
  it('masks the local part of an address', () => {
    expect(maskEmail('cliente@demo.test')).toBe('cl*****@demo.test');
    expect(maskEmail('ab@x.com')).toBe('a***@x.com');
  });
});

describe('password rules', () => {
  it('requires at least 8 characters', () => {
    expect(passwordError('')).toBe('Esse campo é obrigatório');
    expect(passwordError('1234567')).toBe('Sua senha deve possuir pelo menos 8 caracteres');
    expect(passwordError('12345678')).toBeNull();
  });
  it('refuses passwords longer than bcrypt reads', () => {
    expect(passwordError('a'.repeat(73))).toBe('Sua senha deve possuir no máximo 72 caracteres');
  });
  it('uses the mismatch text of each form', () => {
    expect(passwordPairErrors('Demo@1234', 'Demo@1235', 'reset').confirmation).toBe('As senhas precisam ser iguais');
    expect(passwordPairErrors('Demo@1234', 'Demo@1235', 'create').confirmation).toBe('As senhas não correspondem');
    expect(passwordPairErrors('Demo@1234', 'Demo@1235', 'signUp').confirmation).toBe('As senhas não coincidem');
    expect(passwordPairErrors('Demo@1234', 'Demo@1235', 'update').confirmation).toBe('Digite sua senha exatamente igual ao campo anterior');
    expect(passwordPairErrors('Demo@1234', 'Demo@1234', 'reset')).toEqual({});
  });
});

describe('consumer code', () => {
  it('keeps digits, up to 12', () => {
    expect(normalizeConsumerCode('0000-0010-0001')).toBe('000000100001');
    expect(isValidConsumerCode('000000100001')).toBe(true);
    expect(isValidConsumerCode('1234567890123')).toBe(false);
    expect(isValidConsumerCode('')).toBe(false);
  });
});
