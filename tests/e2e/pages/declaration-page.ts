/** Page objects of the discharge declaration (docs/collections-declaration.md): the client-area screen and the public check. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

export class DeclarationScreen extends ClientArea {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Declaração de quitação' });
    this.table = page.getByRole('table', { name: 'Declarações por ano' });
  }

  async open(): Promise<void> {
    await this.goto('declaracao-quitacao');
    await this.heading.waitFor();
  }

  /** The table row of a year. */
  year(year: number): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: String(year), exact: true }) });
  }

  downloadButton(year: number): Locator {
    return this.page.getByRole('button', { name: `Baixar PDF da declaração de ${year}` });
  }
}

export class DeclarationCheckPage {
  readonly heading: Locator;
  readonly code: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Verificar declaração de quitação' });
    this.code = page.getByLabel('Código de verificação');
    this.submit = page.getByRole('button', { name: 'Verificar' });
    this.result = page.getByRole('status', { name: 'Resultado da verificação' });
    this.alert = page.getByRole('alert');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/declaracao-quitacao${query}`);
    await this.heading.waitFor();
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  async check(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }
}
