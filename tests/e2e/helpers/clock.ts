/**
 * The page's clock (Playwright's `page.clock`): timers, Date and animation frames of the page
 * run on a clock the test moves, so "advances every 3 s" is checked at 2.9 s and 3.1 s without
 * waiting. Install it before the page loads (`page.clock.install()`), let the page load on
 * running time, then `stopClock` — from there only `page.clock.runFor` / `fastForward` move it.
 */
import type { Locator, Page } from '@playwright/test';

/** Stops the page's clock (installed before `goto`) a moment after its current time. */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Resolves once the page has run what it had queued (React renders and effects are scheduled
 * on a MessageChannel, which the clock does not hold).
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** CSS animations and transitions (real time, not the page clock) running inside the element. */
export const runningAnimations = (element: Locator) =>
  element.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
