import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/atualizacao-cadastro — 'Dados cadastrais' and 'Dados de login' (spec 01 §2.7). */
export class ProfilePage extends ClientArea {
  readonly heading: Locator;
  readonly registrationTab: Locator;
  readonly loginTab: Locator;
  readonly editButton: Locator;
  readonly newEmail: Locator;
  readonly confirmation: Locator;
  readonly invoiceByEmail: Locator;
  readonly phone: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Atualização cadastral' });
    this.registrationTab = page.getByRole('tab', { name: 'Dados cadastrais' });
    this.loginTab = page.getByRole('tab', { name: 'Dados de login' });
    this.editButton = page.getByRole('button', { name: 'Editar dados' });
    this.newEmail = page.getByRole('textbox', { name: /^Novo e-mail/ });
    this.confirmation = page.getByRole('textbox', { name: /^Confirme o novo e-mail/ });
    this.invoiceByEmail = page.getByRole('checkbox', { name: 'Receber fatura por e-mail' });
    this.phone = page.getByRole('textbox', { name: 'Telefone' });
    this.save = page.getByRole('button', { name: 'Salvar', exact: true });
    this.cancel = page.getByRole('button', { name: 'Cancelar', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.goto('atualizacao-cadastro');
    await this.ready(this.heading);
  }

  /** The value shown in view mode beside a label ('E-mail cadastrado', 'Telefone'…). */
  shown(label: string): Locator {
    return this.main
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: label }) })
      .locator('dd');
  }

  async edit(): Promise<void> {
    await this.editButton.click();
    await expect(this.newEmail).toBeVisible();
  }

  /** Empties the masked phone as a user does (select all, erase). */
  async clearPhone(): Promise<void> {
    await this.phone.click();
    await this.phone.press('ControlOrMeta+a');
    await this.phone.press('Backspace');
    await expect(this.phone).toHaveValue('');
  }

  /** Types digits at the end of the phone. */
  async typePhone(digits: string): Promise<void> {
    await this.phone.click();
    await this.phone.press('End');
    await this.phone.pressSequentially(digits);
  }

  /** The field's own error message (role alert under the field). */
  errorOf(field: Locator): Locator {
    return field.locator('xpath=ancestor::div[1]').getByRole('alert');
  }
}
