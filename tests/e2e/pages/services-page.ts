import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/**
 * The service screens (spec 02 §2.4–§2.6 and assistência técnica): religacao-gas,
 * suspensao-fornecimento, bloqueio-temporario and assistencia-tecnica, located as a user finds them.
 */
export class ServicesPage extends ClientArea {
  readonly calendar: Locator;
  readonly phone: Locator;
  readonly modal: Locator;
  readonly protocol: Locator;

  constructor(page: Page) {
    super(page);
    this.calendar = page.getByRole('grid');
    this.phone = page.getByRole('textbox', { name: 'Telefone para contato' });
    this.modal = page.getByRole('dialog');
    this.protocol = this.modal.getByTestId('protocolo');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async open(slug: 'religacao-gas' | 'suspensao-fornecimento' | 'bloqueio-temporario' | 'assistencia-tecnica', heading: string) {
    await this.goto(slug);
    await this.ready(this.heading(heading));
  }

  /** The calendar's enabled days (what the server would accept). */
  get enabledDays(): Locator {
    return this.calendar.locator('button.rdp-day_button:not([disabled])');
  }

  async pickFirstDate(): Promise<void> {
    await this.enabledDays.first().click();
    await expect(this.page.getByText(/^Data escolhida: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  }

  period(name: 'Manhã (8h30 às 12h30)' | 'Tarde (12h30 às 17h30)'): Locator {
    return this.page.getByRole('radio', { name });
  }

  async typePhone(phone: string): Promise<void> {
    await this.phone.fill('');
    await this.phone.pressSequentially(phone);
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.locator('input[name="files"]').setInputFiles(files);
  }

  submit(name: string): Locator {
    return this.page.getByRole('button', { name });
  }

  async closeModal(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Fechar', exact: true }).first().click();
    await expect(this.modal).toBeHidden();
  }
}
