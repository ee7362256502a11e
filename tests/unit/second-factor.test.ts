/**
 * Second factor and password rules that need no server: the TOTP library against the published
 * test vectors of RFC 6238 (appendix B), the sealing of secrets at rest, when the second factor
 * is required, and the common-password list (server-only, never in the browser's code).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../cms/src/domain/common-passwords';
import { productionProblems, staffSecondFactorRequired } from '../../cms/src/portal/core/production-guard';
import { open, seal } from '../../cms/src/portal/core/secret-box';

describe('TOTP (RFC 6238)', () => {
  // Appendix B: SHA-1, seed "12345678901234567890" (ASCII), 8 digits, 30-second steps.
  const seed = OTPAuth.Secret.fromLatin1('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i s gives %s', (seconds, code) => {
    expect(OTPAuth.TOTP.generate({ secret: seed, algorithm: 'SHA1', digits: 8, period: 30, timestamp: seconds * 1000 })).toBe(code);
  });
});

describe('secrets at rest', () => {
  it('seals with the server key and refuses a tampered or foreign value', () => {
    process.env.ENCRYPTION_KEY ||= 'unit-test-encryption-key';
    const sealed = seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), Buffer.from('XXXXXXXXXXXXXXXX').toString('base64url')].join('.');
    expect(() => open(flipped)).toThrow();
    const saved = process.env.TOTP_ENCRYPTION_KEY;
    process.env.TOTP_ENCRYPTION_KEY = 'ab'.repeat(32);
    try {
      expect(() => open(sealed)).toThrow();
    } finally {
      if (saved === undefined) delete process.env.TOTP_ENCRYPTION_KEY;
      else process.env.TOTP_ENCRYPTION_KEY = saved;
    }
  });
});

describe('when staff must use the second factor', () => {
  const exposed = { NODE_ENV: 'production', CMS_HOST: '0.0.0.0', SITE_URL: 'https://www.necta.com.br' };
  it('is on by default for a production start other machines reach, off for development and the loopback demo', () => {
    expect(staffSecondFactorRequired(exposed)).toBe(true);
    expect(staffSecondFactorRequired({ NODE_ENV: 'development' })).toBe(false);
    expect(staffSecondFactorRequired({ NODE_ENV: 'production', CMS_HOST: '127.0.0.1', SITE_URL: 'http://localhost:4321' })).toBe(false);
    expect(staffSecondFactorRequired({ NODE_ENV: 'development', STAFF_TOTP_REQUIRED: 'true' })).toBe(true);
  });

  it('a production start refuses STAFF_TOTP_REQUIRED=false and a malformed TOTP_ENCRYPTION_KEY', () => {
    const problems = productionProblems(
      { ...exposed, CMS_DEMO_DATA: 'false', STAFF_TOTP_REQUIRED: 'false', TOTP_ENCRYPTION_KEY: 'curta' },
      { demoPasswordAccounts: [] },
    ).join('\n');
    expect(problems).toContain('STAFF_TOTP_REQUIRED=false');
    expect(problems).toContain('TOTP_ENCRYPTION_KEY deve ter 64 caracteres hexadecimais');
  });
});

describe('common and breached passwords', () => {
  it('finds list entries without case, and only exact entries', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('password-necta-2026')).toBe(false);
  });

  it('does not hold the demo password nor the factories’ password', () => {
    expect(isCommonPassword('Demo@1234')).toBe(false);
    expect(isCommonPassword('Test@12345')).toBe(false);
  });

  it('is never imported by browser code (the site and the client area), directly or through a domain module', () => {
    const root = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? files(file) : /\.(ts|tsx|astro|mjs|js)$/.test(name) ? [file] : [];
      });
    const domain = path.join(root, 'cms/src/domain');
    const moduleOf = (file: string) => path.relative(domain, file).replace(/\.ts$/, '');
    // The domain modules that load the list: the list itself and, transitively, its importers (type-only imports load nothing).
    const loading = new Set(['common-passwords']);
    for (let grown = true; grown;) {
      grown = false;
      for (const file of files(domain)) {
        const name = moduleOf(file);
        const text = readFileSync(file, 'utf8');
        if (
          !loading.has(name) &&
          [...loading].some((m) => new RegExp(`^import (?!type )[^;]*from '(\\./|\\.\\./)+${m}'`, 'm').test(text))
        ) {
          loading.add(name);
          grown = true;
        }
      }
    }
    expect(loading.has('request-schemas')).toBe(true);
    const offenders = files(path.join(root, 'src')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /zxcvbn/.test(text) || [...loading].some((m) => text.includes(`domain/${m}'`));
    });
    expect(offenders).toEqual([]);
  });
});
