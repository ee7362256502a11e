import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** /interrupcoes-programadas — the public list of planned interruptions by city (docs/insights-interruptions.md). */
export class InterruptionsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Interrupções programadas' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/interrupcoes-programadas');
    await this.heading.waitFor();
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  /** The section of one city (its heading names it). */
  city(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
