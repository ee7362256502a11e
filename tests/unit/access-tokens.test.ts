/**
 * The personal access tokens' pure rules (issue 26 §6; docs/access-tokens.md): the token's text
 * from its random bytes (base64url worked by hand), its shape and listed prefix, its SHA-256, the
 * expiry and the state at a fixed instant, the create form's messages and the expiry setting.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_EXPIRY_DAYS,
  createTokenErrors,
  displayPrefix,
  expiresAtFor,
  isAccessTokenText,
  tokenState,
  tokenText,
} from '@domain/access-tokens/rules';
import { hashToken, maxExpiryDays, newTokenText } from '../../cms/src/portal/core/access-tokens';
import { tokenRateLimitFromEnv } from '../../cms/src/portal/core/rate-limit';

describe('token text', () => {
  it('is ngp_ followed by the bytes in base64url without padding', () => {
    // 'Man' = 0x4d 0x61 0x6e = 010011 010110 000101 101110 = T W F u.
    expect(tokenText(new TextEncoder().encode('Man'))).toBe('ngp_TWFu');
    // 'Ma' = 0x4d 0x61 (+ 8 zero bits) = 010011 010110 000100 = T W E, no '='.
    expect(tokenText(new TextEncoder().encode('Ma'))).toBe('ngp_TWE');
    // 32 zero bytes: 256 zero bits in 43 sextets (42 full, the last one padded with zeros) = 43 'A'.
    expect(tokenText(new Uint8Array(32))).toBe(`ngp_${'A'.repeat(43)}`);
    // 32 bytes 0xff: 42 sextets 111111 = '_' (63 in the URL alphabet), then 1111 + 00 = 60 = '8'.
    expect(tokenText(new Uint8Array(32).fill(0xff))).toBe(`ngp_${'_'.repeat(42)}8`);
  });

  it('new tokens have the shape, differ each time and list only their first 12 characters', () => {
    const a = newTokenText();
    const b = newTokenText();
    expect(a).toMatch(/^ngp_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(isAccessTokenText(a)).toBe(true);
    expect(displayPrefix(a)).toBe(a.slice(0, 12));
    expect(displayPrefix('ngp_ABCDEFGHIJKLMNOP')).toBe('ngp_ABCDEFGH');
  });

  it('recognises only the token shape', () => {
    expect(isAccessTokenText(`ngp_${'A'.repeat(43)}`)).toBe(true);
    expect(isAccessTokenText(`ngp_${'A'.repeat(42)}`)).toBe(false);
    expect(isAccessTokenText(`ngp_${'A'.repeat(44)}`)).toBe(false);
    expect(isAccessTokenText(`ngx_${'A'.repeat(43)}`)).toBe(false);
    expect(isAccessTokenText(`ngp_${'A'.repeat(42)}=`)).toBe(false);
    expect(isAccessTokenText(42)).toBe(false);
  });

  it('is stored as its SHA-256 in hex', () => {
    // FIPS 180-2, appendix B.1: SHA-256("abc").
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(`ngp_${'A'.repeat(43)}`)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('expiry and state', () => {
  const created = new Date('2026-03-02T08:00:00-03:00');

  it('expires exactly the chosen number of days of 24 hours later', () => {
    expect(expiresAtFor(created, 1).toISOString()).toBe('2026-03-03T11:00:00.000Z');
    // 2 March + 90 days: 29 days of March left + 31 of April + 30 of May = 31 May.
    expect(expiresAtFor(created, 90).toISOString()).toBe('2026-05-31T11:00:00.000Z');
    // 2026 is not a leap year: 365 days later is 2 March 2027.
    expect(expiresAtFor(created, 365).toISOString()).toBe('2027-03-02T11:00:00.000Z');
  });

  it('is active until the expiry instant, expired from it on, and revoked above all', () => {
    const expiresAt = '2026-03-03T11:00:00.000Z';
    expect(tokenState({ expiresAt, revokedAt: null }, new Date('2026-03-03T10:59:59.999Z'))).toBe('active');
    expect(tokenState({ expiresAt, revokedAt: null }, new Date('2026-03-03T11:00:00.000Z'))).toBe('expired');
    expect(tokenState({ expiresAt, revokedAt: '2026-03-02T12:00:00.000Z' }, new Date('2026-03-02T12:00:01.000Z'))).toBe('revoked');
    expect(tokenState({ expiresAt, revokedAt: '2026-03-02T12:00:00.000Z' }, new Date('2026-04-01T00:00:00.000Z'))).toBe('revoked');
  });

  it('takes ACCESS_TOKEN_MAX_DAYS as the longest expiry, 365 days by default', () => {
    expect(DEFAULT_MAX_EXPIRY_DAYS).toBe(365);
    expect(maxExpiryDays({})).toBe(365);
    expect(maxExpiryDays({ ACCESS_TOKEN_MAX_DAYS: '30' })).toBe(30);
    expect(maxExpiryDays({ ACCESS_TOKEN_MAX_DAYS: '0' })).toBe(365);
    expect(maxExpiryDays({ ACCESS_TOKEN_MAX_DAYS: 'abc' })).toBe(365);
  });

  it('limits a token to ACCESS_TOKEN_RATE_LIMIT_MAX calls per ACCESS_TOKEN_RATE_LIMIT_WINDOW_MS, 120 a minute by default', () => {
    expect(tokenRateLimitFromEnv({})).toEqual({ max: 120, windowMs: 60_000 });
    expect(tokenRateLimitFromEnv({ ACCESS_TOKEN_RATE_LIMIT_MAX: '5', ACCESS_TOKEN_RATE_LIMIT_WINDOW_MS: '1000' })).toEqual({
      max: 5,
      windowMs: 1000,
    });
  });
});

describe('the create form', () => {
  it('accepts a name, known scopes and whole days from 1', () => {
    expect(createTokenErrors({ name: 'ERP', scopes: ['consumption:read', 'programming:write'], expiresInDays: 1 })).toEqual({});
  });

  it('names each field’s problem', () => {
    expect(createTokenErrors({})).toEqual({
      name: 'Informe um nome para o token',
      scopes: 'Escolha ao menos um escopo',
      expiresInDays: 'Informe a validade em dias (número inteiro a partir de 1)',
    });
    expect(createTokenErrors({ name: 'x'.repeat(61), scopes: ['admin:all'], expiresInDays: 1.5 })).toEqual({
      name: 'O nome pode ter até 60 caracteres',
      scopes: 'Escolha ao menos um escopo',
      expiresInDays: 'Informe a validade em dias (número inteiro a partir de 1)',
    });
    expect(createTokenErrors({ name: 'ERP', scopes: 'consumption:read', expiresInDays: '30' })).toEqual({
      scopes: 'Escolha ao menos um escopo',
      expiresInDays: 'Informe a validade em dias (número inteiro a partir de 1)',
    });
  });
});
