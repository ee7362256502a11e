import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/acesso-api — the industrial administrator's personal access tokens (issue 26 §6). */
export class AccessTokensPage extends ClientArea {
  readonly heading: Locator;
  readonly form: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Acesso por API' });
    this.form = page.getByRole('form', { name: 'Novo token de acesso' });
    this.table = this.main.getByRole('table', { name: 'Tokens de acesso' });
  }

  async open(): Promise<void> {
    await this.goto('acesso-api');
    await this.ready(this.heading);
    await expect(this.table.or(this.main.getByText('Nenhum token criado.'))).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}
