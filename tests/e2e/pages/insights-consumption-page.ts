/** Page object of 'Meu consumo' (issue 25 §2; docs/insights-consumption.md). */
import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

export class ConsumptionInsightsScreen extends ClientArea {
  readonly heading: Locator;
  readonly period: Locator;
  readonly bars: Locator;
  readonly csv: Locator;
  readonly percent: Locator;
  readonly byEmail: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Meu consumo' });
    this.period = page.getByRole('combobox', { name: 'Período' });
    this.bars = page.getByTestId('consumption-bars');
    this.csv = page.getByRole('button', { name: 'Baixar CSV' });
    this.percent = page.getByRole('spinbutton', { name: 'Percentual acima do habitual (%)' });
    this.byEmail = page.getByRole('checkbox', { name: 'Avisar também por e-mail' });
    this.save = page.getByRole('button', { name: 'Salvar alerta' });
  }

  async open(): Promise<void> {
    await this.goto('meu-consumo');
    await this.heading.waitFor();
  }

  table(months: 12 | 24): Locator {
    return this.page.getByRole('table', { name: `Consumo mês a mês (${months} meses)` });
  }

  /** The table row of a month ('maio de 2026'). */
  month(months: 12 | 24, label: string): Locator {
    return this.table(months)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }
}
