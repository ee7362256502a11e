/** Page object of /meu-codigo-cliente (customer-code help, spec 04 §2.1). */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export class CustomerCodePage {
  readonly heading: Locator;
  readonly bill: Locator;
  /** The text that says where the code is (the drawing's description). */
  readonly billText: Locator;
  readonly document: Locator;
  readonly submit: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Não sei meu código de cliente' });
    this.bill = page.getByRole('img', { name: 'Desenho do topo da fatura com a linha Código do cliente destacada' });
    this.billText = page.locator('#bill-description');
    this.document = page.getByLabel('CPF/CNPJ do titular');
    this.submit = page.getByRole('button', { name: 'Enviar código por e-mail' });
    this.status = page.getByRole('status');
  }

  async goto(): Promise<void> {
    await this.page.goto('/meu-codigo-cliente?page=login&params=SignUp');
    await this.heading.waitFor();
    // Hydrated: Astro drops the `ssr` attribute of an island once React has taken it over.
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  async request(document: string): Promise<void> {
    await this.document.fill(document);
    await this.submit.click();
  }
}
