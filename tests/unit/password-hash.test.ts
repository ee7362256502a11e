/**
 * Passwords hashed and compared off the event loop (cms/src/portal/core/password-hash.ts), checked
 * against the published bcrypt test vectors (OpenBSD's, as jBCrypt's TestBCrypt lists them) and
 * against hashes Strapi's own bcryptjs writes, so every password stored before still signs in.
 */
import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashConcurrency, hashPassword, verifyPassword } from '../../cms/src/portal/core/password-hash';

// Published vectors: [password, hash] (jBCrypt TestBCrypt.java, from OpenBSD's regression tests).
const VECTORS: [string, string][] = [
  ['', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.'],
  ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
  ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
];

describe('password hashing on the thread pool', () => {
  it.each(VECTORS)('accepts the published hash of %j and refuses any other password', async (password, hash) => {
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}x`, hash)).toBe(false);
  });

  it('writes a bcrypt hash of cost 10 by default that Strapi’s bcryptjs accepts', async () => {
    const hash = await hashPassword('Senha@Forte2026');
    expect(hash).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcryptjs.compareSync('Senha@Forte2026', hash)).toBe(true);
    expect(bcryptjs.compareSync('Senha@Forte2027', hash)).toBe(false);
  });

  it('keeps the cost the user model asks for', async () => {
    expect(await hashPassword('Senha@Forte2026', 12)).toMatch(/^\$2b\$12\$/);
  });

  it('signs in with a password that Strapi’s bcryptjs hashed before the change ($2a$ and $2b$)', async () => {
    const old = bcryptjs.hashSync('Demo@1234', 10);
    expect(await verifyPassword('Demo@1234', old)).toBe(true);
    expect(await verifyPassword('Demo@12345', old)).toBe(false);
  });

  it('never matches an empty, malformed or missing hash', async () => {
    for (const stored of ['', 'not-a-hash', '$2b$10$short', 'Demo@1234']) expect(await verifyPassword('Demo@1234', stored)).toBe(false);
    expect(await verifyPassword('Demo@1234', null as unknown as string)).toBe(false);
  });

  it('two hashes of one password differ (a fresh salt each time) and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('Senha@Forte2026', 4), hashPassword('Senha@Forte2026', 4)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Senha@Forte2026', a)).toBe(true);
    expect(await verifyPassword('Senha@Forte2026', b)).toBe(true);
  });
});

describe('how many passwords are hashed at once', () => {
  it('hashes one password per core by default, and follows PASSWORD_HASH_CONCURRENCY when it is a positive whole number', () => {
    expect(hashConcurrency({}, 2)).toBe(2);
    expect(hashConcurrency({}, 1)).toBe(1);
    expect(hashConcurrency({}, 8)).toBe(8);
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: '3' }, 2)).toBe(3);
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: 'muitos' }, 4)).toBe(4);
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: '0' }, 4)).toBe(4);
  });

  it('answers every one of many comparisons started at once, each with its own result', async () => {
    const hash = await hashPassword('Senha@Forte2026', 4);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(i % 2 ? 'Senha@Forte2026' : 'errada', hash)));
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
  });
});
