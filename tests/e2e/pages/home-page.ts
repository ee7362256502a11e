import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** /area-cliente/home — greeting, role description, invoice parts, quick access and assistance (spec 01 §2.8). */
export class HomePage extends ClientArea {
  readonly heading: Locator;
  readonly description: Locator;
  readonly quickAccess: Locator;
  readonly assistance: Locator;
  readonly serviceNotStarted: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: /^Olá,/ });
    this.description = page.getByTestId('home-description').filter({ visible: true });
    this.quickAccess = page.getByRole('region', { name: 'Acesso rápido' }).or(page.getByTestId('quick-access')).first();
    this.assistance = page.getByTestId('assistance-cards').filter({ visible: true });
    this.serviceNotStarted = page.getByTestId('service-not-started').filter({ visible: true });
  }

  async open(query = ''): Promise<void> {
    await this.goto(`home${query}`);
    await this.ready(this.heading);
  }

  /** The quick-access cards as [name, href], in order. */
  async quickAccessCards(): Promise<[string, string][]> {
    const list = this.page.getByTestId('quick-access').filter({ visible: true });
    if ((await list.count()) === 0) return [];
    await expect(list).toHaveCount(1);
    return list
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''] as [string, string]));
  }
}
