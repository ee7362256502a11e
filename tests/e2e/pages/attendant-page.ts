import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/atendimento — the attendant's contract search and service start (spec 02 §2.7). */
export class AttendantPage extends ClientArea {
  readonly heading: Locator;
  readonly cpfCnpj: Locator;
  readonly consumerCode: Locator;
  readonly searchButton: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Atendimento' });
    this.cpfCnpj = page.getByRole('textbox', { name: 'CPF/CNPJ' });
    this.consumerCode = page.getByRole('textbox', { name: 'Código do cliente' });
    this.searchButton = page.getByRole('button', { name: 'Buscar' });
  }

  async open(): Promise<void> {
    await this.goto('atendimento');
    await this.ready(this.heading);
    await expect(this.heading).toBeVisible();
  }

  async searchByDocument(cpfCnpj: string): Promise<void> {
    await this.consumerCode.fill('');
    await this.cpfCnpj.fill('');
    await this.cpfCnpj.pressSequentially(cpfCnpj);
    await this.searchButton.click();
  }

  async searchByCode(code: string): Promise<void> {
    await this.cpfCnpj.fill('');
    await this.consumerCode.fill('');
    await this.consumerCode.pressSequentially(code);
    await this.searchButton.click();
  }

  /** The result card of a contract, by its consumer code. */
  result(consumerCode: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: consumerCode });
  }

  /** Chooses the contract among the results and starts the service on it. */
  async startService(consumerCode: string): Promise<void> {
    await this.result(consumerCode).getByRole('radio').check();
    await this.page.getByRole('button', { name: 'Iniciar atendimento' }).click();
  }
}
