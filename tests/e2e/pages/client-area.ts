import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The client-area shell around every screen (spec 01 §2.4): logged header with breadcrumb,
 * emergency phone and profile menu, the area menu, the screen's main region, the footer and
 * its info bar, and the toasts.
 */
export class ClientArea {
  readonly header: Locator;
  readonly menu: Locator;
  readonly menuButton: Locator;
  readonly breadcrumb: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly toast: Locator;
  readonly selectedContract: Locator;
  readonly attendantPanel: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Menu da área do cliente' });
    this.menuButton = page.getByRole('button', { name: 'Abrir menu', exact: true });
    this.breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
    this.main = page.locator('#conteudo-area');
    this.footer = page.getByRole('contentinfo');
    this.toast = page.getByTestId('toast');
    // What the user sees: a screen's server copy may sit hidden beside it for a moment (see `settled`).
    this.selectedContract = page.getByTestId('selected-contract').filter({ visible: true });
    this.attendantPanel = page.getByTestId('attendant-panel').filter({ visible: true });
  }

  /** Opens /area-cliente/<slug> and waits until React owns the shell and the screen. */
  async goto(slug: string): Promise<void> {
    await this.page.goto(`/area-cliente/${slug}`);
    await this.settled();
  }

  /** Waits for the browser to arrive at /area-cliente/<slug> (after a form, a click…) and settle. */
  async arrive(slug: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/area-cliente/${slug}`);
    await this.settled();
  }

  /**
   * Waits until the island has hydrated and the screen region holds one screen that React
   * rendered in the browser, the same on two looks in a row. Screens load on demand: while the
   * island hydrates, the server's markup of a screen can be dropped and rendered again once its
   * code arrives, so an element found before that can vanish or, for a moment, exist twice
   * (the server's copy beside the browser's). React marks the nodes it owns (`__reactFiber$…`);
   * what a library draws inside a `[data-foreign-dom]` element is not React's and is skipped.
   */
  async settled(): Promise<void> {
    await this.hydrated();
    let previous: string | null = null;
    await expect
      .poll(async () => {
        const look = await this.page
          .evaluate(() => {
            const main = document.querySelector('#conteudo-area');
            if (!main) return null;
            const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
            // Inside a [data-foreign-dom] element, a library (the chart) draws, not React.
            const all = [main, ...Array.from(main.querySelectorAll('*'))].filter((el) => !el.parentElement?.closest('[data-foreign-dom]'));
            if (main.children.length > 1 || !all.every(owned)) return null;
            if (main.querySelector('[role="status"]')?.textContent?.includes('Carregando')) return null;
            return `${main.children.length}:${all.length}:${main.textContent?.length ?? 0}`;
          })
          .catch(() => null);
        const same = look !== null && look === previous;
        previous = look;
        return same;
      })
      .toBe(true);
  }

  async hydrated(): Promise<void> {
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  /** Waits until the screen is React's (see `settled`) and shows this element once. */
  async ready(element: Locator): Promise<void> {
    await this.settled();
    await expect(element).toHaveCount(1);
  }

  /** The profile button shows the signed-in user's name. */
  profileButton(name: string): Locator {
    return this.header.getByRole('button', { name: new RegExp(name.split(' ')[0]!) });
  }

  async logout(name: string): Promise<void> {
    await this.profileButton(name).click();
    await this.page.getByRole('button', { name: 'Sair' }).click();
  }

  /** The toast whose message is exactly `text` (several toasts may be on screen). */
  toastSaying(text: string): Locator {
    return this.toast.filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** The slugs of the area menu's links, as the user sees them. */
  async menuSlugs(): Promise<string[]> {
    const hrefs = await this.menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => href.replace(/^\/area-cliente\//, ''));
  }
}
