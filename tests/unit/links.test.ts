import { describe, it, expect } from 'vitest';
import { rewriteQuickAccessLink } from '@domain/links';

describe('rewriteQuickAccessLink (quick-access cards, spec 04 §2.3)', () => {
  it('sends client-area links through the login with the page as redirect target', () => {
    expect(rewriteQuickAccessLink('/area-cliente/conta-digital')).toBe('/login?r=conta-digital');
    expect(rewriteQuickAccessLink('/area-cliente/religacao-gas')).toBe('/login?r=religacao-gas');
  });

  it('accepts client-area links without the leading slash or with the site origin', () => {
    expect(rewriteQuickAccessLink('area-cliente/home')).toBe('/login?r=home');
    expect(rewriteQuickAccessLink('https://www.necta.com.br/area-cliente/home')).toBe('/login?r=home');
  });

  it('encodes a nested page or query so it survives as one r parameter', () => {
    expect(rewriteQuickAccessLink('/area-cliente/conta-digital?r=v')).toBe(`/login?r=${encodeURIComponent('conta-digital?r=v')}`);
  });

  it('sends the simplified invoice to its own login when there is no simplified-invoice session', () => {
    expect(rewriteQuickAccessLink('/area-cliente/fatura-simplificada')).toBe('/login-fatura-simplificada');
    expect(rewriteQuickAccessLink('/fatura-simplificada')).toBe('/login-fatura-simplificada');
  });

  it('keeps the simplified invoice link when a simplified-invoice session exists', () => {
    expect(rewriteQuickAccessLink('/area-cliente/fatura-simplificada', true)).toBe('/area-cliente/fatura-simplificada');
    expect(rewriteQuickAccessLink('/fatura-simplificada', true)).toBe('/fatura-simplificada');
  });

  it('leaves public links alone', () => {
    expect(rewriteQuickAccessLink('/institucional/assistencia-tecnica')).toBe('/institucional/assistencia-tecnica');
    expect(rewriteQuickAccessLink('/quero-contratar')).toBe('/quero-contratar');
    expect(rewriteQuickAccessLink(' /noticias ')).toBe('/noticias');
  });

  it('does not treat a page that merely mentions the client area as one of its pages', () => {
    expect(rewriteQuickAccessLink('/institucional/area-cliente/duvidas')).toBe('/institucional/area-cliente/duvidas');
  });
});
