/** Page object of the industrial contract cockpit (issue 26; docs/contract-accounting.md). */
import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

export class CockpitScreen extends ClientArea {
  readonly heading: Locator;
  readonly contract: Locator;
  readonly month: Locator;
  readonly overrun: Locator;
  readonly takeOrPay: Locator;
  readonly imbalance: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Contrato' });
    this.contract = page.getByRole('combobox', { name: 'Contrato industrial' });
    this.month = page.getByRole('combobox', { name: 'Mês das tabelas' });
    this.overrun = page.getByRole('region', { name: 'Ultrapassagem' });
    this.takeOrPay = page.getByRole('region', { name: 'Take-or-pay e ship-or-pay' });
    this.imbalance = page.getByRole('region', { name: 'Desequilíbrio (programado × medido)' });
  }

  /** /area-cliente/contrato-industrial (clients) or /area-cliente/contratos-industriais (staff). */
  async open(slug: 'contrato-industrial' | 'contratos-industriais'): Promise<void> {
    await this.goto(slug);
    await this.heading.waitFor();
  }

  csv(what: 'ultrapassagem' | 'desequilíbrio'): Locator {
    return this.page.getByRole('button', { name: `Baixar CSV d${what === 'ultrapassagem' ? 'a' : 'o'} ${what}` });
  }
}
