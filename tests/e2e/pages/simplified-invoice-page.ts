import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { SITE_REQUEST_HEADERS } from '../../../src/lib/site-request.mjs';

/** /area-cliente/fatura-simplificada — the simplified invoice (spec 01 §2.3). */
export class SimplifiedInvoicePage {
  readonly heading: Locator;
  readonly banner: Locator;
  readonly rows: Locator;
  readonly table: Locator;
  readonly logout: Locator;
  readonly privacy: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Via simplificada para pagamento' });
    this.banner = page.getByTestId('simplified-banner');
    this.table = page.getByRole('table', { name: 'Faturas do contrato' });
    this.rows = page.getByTestId('simplified-row');
    this.logout = page.getByRole('button', { name: 'Sair' });
    this.privacy = page.getByRole('link', { name: 'Política de Privacidade' });
    this.toast = page.getByTestId('toast');
  }

  /** Opens the page signed in with the consumer code and CPF/CNPJ through the site's own endpoint. */
  async signIn(consumerCod: string, cpfcnpj: string): Promise<void> {
    const res = await this.page.request.post('/session/simplified', { headers: SITE_REQUEST_HEADERS, data: { consumerCod, cpfcnpj } });
    expect(res.status(), await res.text()).toBe(200);
  }

  async open(): Promise<void> {
    await this.page.goto('/area-cliente/fatura-simplificada');
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(this.heading).toBeVisible();
  }

  /** The list has arrived (banner shown or the error). */
  async loaded(): Promise<void> {
    await expect(this.banner.or(this.page.getByText('Ocorreu um erro ao buscar os dados'))).toBeVisible();
  }

  row(deadline: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: deadline, exact: true }) });
  }

  toastSaying(text: string): Locator {
    return this.toast.filter({ has: this.page.getByText(text, { exact: true }) });
  }
}
