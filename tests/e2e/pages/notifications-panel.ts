import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ClientArea } from './client-area';

/** The logged header's notification bell and its panel (spec 01 §2.4, §2.5). */
export class NotificationsPanel extends ClientArea {
  readonly bell: Locator;
  readonly badge: Locator;
  readonly panel: Locator;
  readonly markAll: Locator;
  readonly items: Locator;

  constructor(page: Page) {
    super(page);
    this.bell = page.getByTestId('notification-bell');
    this.badge = page.getByTestId('notification-badge');
    this.panel = page.getByTestId('notification-panel');
    this.markAll = this.panel.getByRole('button', { name: 'Marcar todas como lidas' });
    this.items = this.panel.getByTestId('notification-item');
  }

  /** The tab whose label starts with 'Não lidas' or 'Todas'. */
  tab(name: 'Não lidas' | 'Todas'): Locator {
    return this.panel.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  async open(): Promise<void> {
    await this.bell.click();
    await expect(this.panel).toBeVisible();
  }

  /** The listed notification whose title is `title`. */
  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: new RegExp(`${title}$`) }) });
  }
}
