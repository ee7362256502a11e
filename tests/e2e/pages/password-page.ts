import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/atualizar-senha — 'Redefinir senha' inside the client area (spec 02 §2.9). */
export class PasswordPage extends ClientArea {
  readonly heading: Locator;
  /** Asked unless the screen was opened from an e-mailed reset link (?t=…). */
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Redefinir senha' });
    this.currentPassword = page.getByRole('textbox', { name: 'Senha atual', exact: true });
    this.newPassword = page.getByRole('textbox', { name: 'Nova senha', exact: true });
    this.confirmation = page.getByRole('textbox', { name: 'Confirme a nova senha' });
    this.save = page.getByRole('button', { name: 'Salvar nova senha' });
  }

  async open(): Promise<void> {
    await this.goto('atualizar-senha');
    await this.ready(this.heading);
    await expect(this.heading).toBeVisible();
  }

  async change(current: string, password: string, confirmation = password): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(password);
    await this.confirmation.fill(confirmation);
    await this.save.click();
  }
}
