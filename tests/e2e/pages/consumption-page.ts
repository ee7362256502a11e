import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/programacao-consumo and protocolos-programacao — the industry client's side (spec 03 §2.1, §2.2). */
export class ProgrammingPage extends ClientArea {
  readonly heading: Locator;
  readonly todayVolume: Locator;
  readonly protocols: Locator;
  readonly send: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Programação de consumo' });
    this.todayVolume = page.getByTestId('today-volume').filter({ visible: true });
    this.protocols = page.getByTestId('recent-protocols').filter({ visible: true });
    this.send = page.getByRole('button', { name: 'Enviar programação' });
  }

  /** Picks a day of the calendar by its date (YYYY-MM-DD) and types its volume. */
  async program(date: string, volume: string): Promise<void> {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const label = new Date(y, m - 1, d).toLocaleDateString('pt-BR', { day: 'numeric' });
    const month = this.page.locator('.rdp-month').filter({ hasText: new Date(y, m - 1, 1).toLocaleDateString('pt-BR', { month: 'long' }) });
    const next = this.page.getByRole('button', { name: /próximo mês|next month/i });
    while (!(await month.isVisible())) await next.click();
    await month
      .getByRole('gridcell')
      .getByRole('button', { name: new RegExp(`\\b${label}\\b`) })
      .first()
      .click();
    await this.typeVolume(date, volume);
  }

  /** Types the volume of a day already picked. */
  async typeVolume(date: string, volume: string): Promise<void> {
    const [y, m, d] = date.split('-');
    await this.page.getByLabel(`Quantidade (m³) para ${d}/${m}/${y}`).fill(volume);
  }
}

/** The programmer's screens (spec 03 §2.3–§2.6). */
export class ManagementPage extends ClientArea {
  constructor(page: Page) {
    super(page);
  }

  tableRow(title: string, company: string): Locator {
    return this.page
      .getByRole('region', { name: new RegExp(`^${title}`) })
      .getByRole('row')
      .filter({ hasText: company });
  }

  axisSection(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** The toast saying `text`; `timeout` for one that follows a job (a daily-data sheet is processed by the job runner). */
  async expectToast(text: string, timeout?: number): Promise<void> {
    await expect(this.toast.filter({ hasText: text }).first()).toBeVisible(timeout ? { timeout } : {});
  }
}
