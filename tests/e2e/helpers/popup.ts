import type { Page } from '@playwright/test';
import { POPUP_CLOSED_AT_KEY } from '../../../cms/src/domain/popup';

/**
 * Makes every page of this test behave as if the visitor had just closed the popup, so the
 * modal banner (shown on first load, spec 04 §4.5) does not cover the page under test.
 */
export async function keepPopupClosed(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    try {
      sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // about:blank and opaque origins have no sessionStorage; nothing to keep closed there.
    }
  }, POPUP_CLOSED_AT_KEY);
}
