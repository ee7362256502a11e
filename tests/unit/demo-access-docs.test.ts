/**
 * The quick start tells newcomers how to open the simplified invoice (DESIGN §7): the consumer
 * code and CPF of cliente@demo.test's contract, written here as the docs must print them (the
 * API test tests/api/auth-access.test.ts signs in with the same pair against the seed).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const startScript = readFileSync(new URL('../../scripts/start.mjs', import.meta.url), 'utf8');

describe('simplified-invoice demo access in the docs', () => {
  it.each([
    ['README', readme],
    ['npm start banner', startScript],
  ])('the %s names the seeded consumer code and CPF', (_where, text) => {
    expect(text).toContain('100000001');
    expect(text).toContain('348.712.965-55');
  });
});
