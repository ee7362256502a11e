/** The quick start tells newcomers how to open the simplified invoice; it must match the seed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { DEMO_SIMPLIFIED_INVOICE } from '../../cms/src/seed/demo-portal-data';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const startScript = readFileSync(new URL('../../scripts/start.mjs', import.meta.url), 'utf8');

describe('simplified-invoice demo access in the docs', () => {
  it.each([
    ['README', readme],
    ['npm start banner', startScript],
  ])('the %s names the seeded consumer code and CPF', (_where, text) => {
    expect(text).toContain(DEMO_SIMPLIFIED_INVOICE.consumerCod);
    expect(text).toContain(maskCpfCnpj(DEMO_SIMPLIFIED_INVOICE.cpfcnpj));
  });
});
