import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/meus-usuarios — secondary users of an industry administrator (spec 02 §2.3). */
export class SecondaryUsersPage extends ClientArea {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Meus usuários' });
    this.addButton = page.getByRole('button', { name: 'Adicionar usuário' });
    this.table = this.main.getByRole('table', { name: 'Usuários secundários' });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.goto('meus-usuarios');
    await this.ready(this.heading);
    await expect(this.table.or(this.main.getByText('Nenhum dado encontrado'))).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  field(name: string): Locator {
    return this.dialog.getByLabel(name, { exact: true });
  }
}
