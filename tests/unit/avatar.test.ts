/** The avatar's source (cms/src/domain/avatar.ts): a Google profile picture on Google's hosts, else the initials. */
import { describe, expect, it } from 'vitest';
import { initialsOf, safeAvatarUrl } from '@domain/avatar';

describe('safeAvatarUrl', () => {
  it('keeps an https picture of a Google account', () => {
    expect(safeAvatarUrl('https://lh3.googleusercontent.com/a/ACg8ocK=s96-c')).toBe('https://lh3.googleusercontent.com/a/ACg8ocK=s96-c');
    expect(safeAvatarUrl('https://googleusercontent.com/a/x')).toBe('https://googleusercontent.com/a/x');
  });

  it('refuses other schemes, other hosts, look-alike hosts, credentials, ports and oversized values', () => {
    for (const value of [
      'http://lh3.googleusercontent.com/a/x',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://example.invalid/p.png',
      'https://lh3.googleusercontent.com.evil.test/a/x',
      'https://evilgoogleusercontent.com/a/x',
      'https://user:pass@lh3.googleusercontent.com/a/x',
      'https://lh3.googleusercontent.com:8443/a/x',
      `https://lh3.googleusercontent.com/${'a'.repeat(1000)}`,
      '//lh3.googleusercontent.com/a/x',
      '',
      null,
      42,
    ]) {
      expect(safeAvatarUrl(value), String(value)).toBeNull();
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two names, upper-cased', () => {
    expect(initialsOf('maria da silva')).toBe('MD');
    expect(initialsOf('  Ana  ')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});
