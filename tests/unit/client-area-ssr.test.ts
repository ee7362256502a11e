/**
 * The client area renders its screen on the server in place. A lazy screen that is not loaded
 * when the server renders suspends; @astrojs/react streams the island without waiting, so React
 * completes the boundary with an inline script (`$RC`) that the page's Content-Security-Policy
 * refuses, and the browser throws the server's markup away (React error #419). The page calls
 * preloadScreen first, so the screen is ready when the render reaches it. A synchronous render
 * shows the difference deterministically: a screen that is not ready renders its fallback.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from '../../src/area-cliente/app/Router';
import { preloadScreen } from '../../src/area-cliente/app/screens';
import { $location } from '../../src/area-cliente/lib/router';

function serverHtml(): string {
  $location.set({ slug: 'error', search: '?type=gasReconnection' });
  return renderToString(createElement(Router, { slug: 'error', menu: [{ slug: 'error', screen: 'error', label: 'Erro' }] }));
}

describe('client-area screens rendered on the server', () => {
  it('a screen not loaded yet suspends: the render holds only the fallback', () => {
    const html = serverHtml();
    expect(html).toContain('Carregando…');
    expect(html).not.toContain('Não foi possível agendar a religação pelo portal');
  });

  it('after preloadScreen the screen renders in place, without suspending', async () => {
    await preloadScreen('error');
    const html = serverHtml();
    expect(html).not.toContain('Carregando…');
    expect(html).toContain('<h1 id="erro-title">Não foi possível agendar a religação pelo portal</h1>');
  });

  it('a menu entry whose screen is not built yet says so, with the support phone, instead of a blank page', () => {
    // A menu entry no screen answers (religacao-gas was the example until its screen was built).
    const html = renderToString(
      createElement(Router, {
        slug: 'tela-futura',
        menu: [{ slug: 'tela-futura', screen: 'tela_futura', label: 'Tela futura' }],
      }),
    );
    expect(html).toContain('<h1 id="screen-pending-title">Tela futura</h1>');
    expect(html).toContain('Esta funcionalidade ainda não está disponível pela área do cliente.');
    expect(html).toContain('href="tel:08007736099"');
  });

  it('a slug that is not in the menu renders nothing', () => {
    expect(renderToString(createElement(Router, { slug: 'perfis-necta', menu: [] }))).toBe('');
  });
});
