import type { BrowserContext, Page } from '@playwright/test';
import { POPUP_CLOSED_AT_KEY } from '../../../cms/src/domain/popup';

/**
 * Makes every page (of this page, or of every page of this context) behave as if the visitor
 * had just closed the popup, so the modal banner (shown on first load, spec 04 §4.5) does not
 * cover the page under test. The fixtures do this by default (`popupClosed`).
 */
export async function keepPopupClosed(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key: string) => {
    try {
      sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // about:blank and opaque origins have no sessionStorage; nothing to keep closed there.
    }
  }, POPUP_CLOSED_AT_KEY);
}
