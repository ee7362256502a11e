import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/**
 * /area-cliente/conta-digital — 'Todas as faturas' (spec 01 §2.1, §2.2): filters, table,
 * pages and the side panels, located as a user finds them.
 */
export class InvoicesPage extends ClientArea {
  readonly heading: Locator;
  readonly sort: Locator;
  readonly year: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly skeletons: Locator;
  readonly empty: Locator;
  readonly overdueFlag: Locator;
  readonly pages: Locator;
  readonly count: Locator;
  readonly sendContract: Locator;
  readonly exportCsv: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Todas as faturas' });
    this.sort = page.getByRole('combobox', { name: 'Ordenar por' });
    this.year = page.getByRole('combobox', { name: 'Ano', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Buscar por número da fatura' });
    this.table = page.getByRole('table', { name: 'Faturas' });
    this.rows = this.table.getByTestId('invoice-row');
    // What the user sees: on a first server render the screen's streamed copy can stay hidden
    // beside the live one (React's inline swap script is not among the page's CSP hashes).
    this.skeletons = page.getByTestId('invoice-skeleton').filter({ visible: true });
    this.empty = page.getByTestId('invoice-empty').filter({ visible: true });
    this.overdueFlag = page.getByTestId('overdue-flag').filter({ visible: true });
    this.pages = page.getByRole('navigation', { name: 'Páginas de faturas' });
    this.count = this.main.getByText(/^\d+ faturas?(, página \d+ de \d+)?$/);
    this.sendContract = page.getByRole('button', { name: 'Enviar contrato por e-mail' });
    this.exportCsv = page.getByRole('button', { name: 'Exportar histórico (CSV)' });
  }

  /** Opens the screen (with an optional query such as `?r=v`) and waits for the list or its empty state. */
  async open(query = ''): Promise<void> {
    await this.goto(`conta-digital${query}`);
    await this.ready(this.heading);
    await this.loaded();
  }

  /** The list has arrived: rows or an empty state, no skeleton. */
  async loaded(): Promise<void> {
    await expect(this.skeletons).toHaveCount(0);
    await expect(this.rows.or(this.empty).first()).toBeVisible();
  }

  statusFilter(name: 'Todas' | 'Pagas' | 'Pendentes'): Locator {
    return this.page.getByRole('radio', { name, exact: true });
  }

  async columnHeaders(): Promise<string[]> {
    return (await this.table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  }

  /** The row of a reference ('MAR/2026'). */
  row(reference: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: reference, exact: true }) });
  }

  /** The references of the rows shown, top to bottom. */
  async references(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));
  }

  /** The status labels of the rows shown. */
  async statuses(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.querySelector('[data-status]')?.textContent?.trim() ?? ''));
  }

  /** An action of a row by its visible text: 'Pix', 'Código de barras', 'Baixar', 'Enviar por e-mail'. */
  action(row: Locator, name: 'Pix' | 'Código de barras' | 'Baixar' | 'Enviar por e-mail'): Locator {
    return row.getByRole('button', { name });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
