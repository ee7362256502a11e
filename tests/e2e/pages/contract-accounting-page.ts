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

  /** /area-cliente/contrato-industrial (clients) or /area-cliente/contratos-industriais (staff: the portfolio above the cockpit). */
  async open(slug: 'contrato-industrial' | 'contratos-industriais'): Promise<void> {
    await this.goto(slug);
    await (
      slug === 'contrato-industrial' ? this.heading : this.page.getByRole('heading', { level: 1, name: 'Contratos industriais' })
    ).waitFor();
  }

  csv(what: 'ultrapassagem' | 'desequilíbrio'): Locator {
    return this.page.getByRole('button', { name: `Baixar CSV d${what === 'ultrapassagem' ? 'a' : 'o'} ${what}` });
  }
}

/** The staff's portfolio on "Contratos industriais" (docs/contract-accounting.md, "Carteira"). */
export class PortfolioSection {
  readonly region: Locator;
  readonly table: Locator;
  readonly csv: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Carteira do mês' });
    this.table = this.region.getByRole('table');
    this.csv = this.region.getByRole('button', { name: 'Baixar CSV da carteira' });
  }

  risk(label: 'Ultrapassagem' | 'Take-or-pay' | 'Desequilíbrio'): Locator {
    return this.region.getByRole('checkbox', { name: label });
  }

  /** The rows of one client (its name is the row header). */
  rowsOf(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }
}
