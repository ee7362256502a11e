import { expectNoA11yViolations } from './helpers/axe';
import { seededPagePaths } from './helpers/site';
import { expect, test } from './fixtures';
import { SPEC_BLOCK_NAMES } from '../support/spec-blocks';

// These pages are checked as a first-time visitor sees them: with the content popup open.
test.use({ popupClosed: false });

/** The page marks each block with its name in lower case, words joined by '-' (data-block). */
const asDataBlock = (name: string) => name.toLowerCase().replace(/[\s_]+/g, '-');

test.describe('seeded pages', () => {
  for (const path of seededPagePaths()) {
    test(`${path} answers 200 with a title and passes axe (WCAG 2.2 AA)`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expectNoA11yViolations(page);
    });
  }
});

test('the block catalogue page shows every one of the 39 blocks once', async ({ page }) => {
  expect(SPEC_BLOCK_NAMES).toHaveLength(39);
  await page.goto('/catalogo-de-blocos');
  const names = await page.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));
  for (const name of SPEC_BLOCK_NAMES.map(asDataBlock)) {
    expect(
      names.filter((n) => n === name),
      `data-block="${name}"`,
    ).toHaveLength(1);
  }
});

test('an unknown path answers 404 with the not-found block', async ({ page }) => {
  const response = await page.goto('/esta-pagina-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-block="not-found"]')).toBeVisible();
});

test('the home page carries Organization structured data, canonical and Open Graph tags', async ({ page }) => {
  await page.goto('/');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld['@type']).toBe('Organization');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap-index.xml');
  expect(sitemap.status()).toBe(200);
});

test('pages and scripts are sent compressed to browsers that accept it, and as they are otherwise', async ({ request }) => {
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const html = await plain.text();
  const script = html.match(/(?:src|component-url)="(\/_astro\/[^"]+\.js)"/)?.[1];
  expect(script, 'the home page loads an island script').toBeTruthy();

  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const page = await request.get('/', { headers: { 'accept-encoding': accept } });
    expect(page.headers()['content-encoding']).toBe(encoding);
    expect(page.headers().vary).toBe('Accept-Encoding');
    expect(await page.text()).toBe(html);
  }
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(await asset.text()).toBe(await (await request.get(script!, { headers: { 'accept-encoding': 'identity' } })).text());
});
