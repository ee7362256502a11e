import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the rule ids, targets and axe's reasons when axe finds WCAG 2.2 A/AA violations (page scrolled to the top). */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // The same scroll position every time: at a random one, the sticky menu covers whichever field
  // happens to sit under it, and axe's target-size counts that field as obscured.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
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
