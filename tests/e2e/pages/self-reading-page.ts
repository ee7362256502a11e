/** Page object of self-reading, /area-cliente/autoleitura (docs/insights-self-reading.md). */
import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

export class SelfReadingScreen extends ClientArea {
  readonly heading: Locator;
  readonly cycleForm: Locator;
  readonly readings: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Autoleitura' });
    this.cycleForm = page.getByRole('form', { name: 'Informar a leitura do medidor' });
    this.readings = page.getByRole('table', { name: 'Leituras informadas' });
  }

  async open(): Promise<void> {
    await this.goto('autoleitura');
    await this.heading.waitFor();
  }

  async photo(form: Locator, buffer: Buffer, name = 'medidor.png', mimeType = 'image/png'): Promise<void> {
    await form.getByLabel('Foto do medidor (JPG ou PNG, até 5 MB)').setInputFiles({ name, mimeType, buffer });
  }
}
