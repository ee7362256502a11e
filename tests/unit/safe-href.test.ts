import { describe, it, expect } from 'vitest';
import { safeHref } from '../../src/lib/safe-href';

describe('links typed by editors', () => {
  it('keeps site paths, anchors and query links', () => {
    expect(safeHref('/nossas-solucoes/para-sua-casa')).toBe('/nossas-solucoes/para-sua-casa');
    expect(safeHref('#faq')).toBe('#faq');
    expect(safeHref('?s=fatura')).toBe('?s=fatura');
    expect(safeHref('  /quero-contratar  ')).toBe('/quero-contratar');
  });

  it('keeps web, e-mail and phone links', () => {
    expect(safeHref('https://www.gov.br/anp')).toBe('https://www.gov.br/anp');
    expect(safeHref('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeHref('mailto:atendimento@necta.local')).toBe('mailto:atendimento@necta.local');
    expect(safeHref('tel:08007736099')).toBe('tel:08007736099');
  });

  it('drops script and data links, however they are spelled', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('java\nscript:alert(1)')).toBeUndefined();
    expect(safeHref('\u0001javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('vbscript:msgbox(1)')).toBeUndefined();
  });

  it('treats an empty link as no link', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref('   ')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
