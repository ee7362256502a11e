import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The WCAG 2.2 A and AA rules every browser test checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run of the page's WCAG 2.2 A/AA rules, in axe's single-page mode (`setLegacyMode`): axe
 * runs in the page and its frames and answers there. The default mode opens a blank tab in the
 * context for every run to merge the frames' partial results, which only cross-origin frames
 * need (the portal's pages have no frames at all) and which took more than half of each run's
 * time on two cores (2.0–2.6 s against 0.9–1.4 s, same rules, same results).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
}

/** Fails with the rule ids, targets and axe's reasons when axe finds WCAG 2.2 A/AA violations (page scrolled to the top). */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = axeBuilder(page);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // The same scroll position every time: at a random one, the sticky menu covers (or sits next to)
  // whichever target happens to be under it, and axe's target-size counts that. The browser may
  // still restore a scroll position after a history navigation (goBack) as the page grows, so the
  // top must hold for three checks in a row.
  let atTop = 0;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => {
          if (window.scrollY !== 0 || window.scrollX !== 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
          return window.scrollY;
        });
        atTop = y === 0 ? atTop + 1 : 0;
        return atTop;
      },
      { intervals: [50], message: 'the page stays scrolled to the top' },
    )
    .toBeGreaterThanOrEqual(3);
  const { violations } = await builder.analyze();
  // Each node with what axe says of it and the elements involved (e.g. what covers a target).
  const related = (n: (typeof violations)[number]['nodes'][number]) =>
    [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes?.map((r) => r.target.join(' ')) ?? []);
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}${related(n).length ? `; related: ${related(n).join(', ')}` : ''})`,
        )
        .join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
