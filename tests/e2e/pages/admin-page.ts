import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/perfis-necta — profiles (permission groups) list and editor (spec 02 §2.1, §2.2). */
export class ProfilesPage extends ClientArea {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly nameField: Locator;
  readonly save: Locator;
  readonly table: Locator;
  readonly permissionError: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Perfis' });
    this.addButton = page.getByRole('button', { name: 'Adicionar novo perfil' });
    this.search = page.getByRole('searchbox', { name: 'Buscar perfil' });
    this.nameField = page.getByRole('textbox', { name: 'Nome do perfil' });
    this.save = page.getByRole('button', { name: 'Salvar', exact: true });
    this.table = this.main.getByRole('table', { name: 'Perfis de acesso' });
    this.permissionError = this.main.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.goto('perfis-necta');
    await this.ready(this.heading);
    await expect(this.table.or(this.main.getByText('Perfil não encontrado'))).toBeVisible();
  }

  categoryTab(name: string): Locator {
    return this.main.getByRole('tab', { name });
  }

  permission(label: string, action: string): Locator {
    return this.main.getByRole('checkbox', { name: new RegExp(`^${label}: ${action}`) });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  chip(label: string): Locator {
    return this.main.getByRole('button', { name: label, exact: true });
  }
}

/** /area-cliente/perfis-necta/usuarios — platform users (spec 02 §2.2). */
export class UsersPage extends ClientArea {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Usuários' });
    this.addButton = page.getByRole('button', { name: 'Adicionar novo usuário' });
    this.search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, CPF/CNPJ ou situação' });
    this.list = this.main.getByRole('region', { name: /^Lista de usuários/ });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.goto('perfis-necta/usuarios');
    await this.ready(this.heading);
    await expect(this.list.or(this.main.getByText('Perfil não encontrado'))).toBeVisible();
  }

  rows(): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  field(name: string): Locator {
    return this.dialog.getByLabel(name, { exact: true });
  }
}
