// JavaScript the browser fetches per seeded page, after scrolling it whole.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, HEADLESS_CHROMIUM, countScripts, kb, seededPaths } from './common.mjs';

export async function run({ env, say, figures }) {
  /** Pages with a PDF-viewer block: what they fetch before anyone opens the document (pdf.js comes on the click). */
  const pdfViewerPages = [];
  say('### JavaScript shipped per seeded page');
  say('');
  say(
    'JavaScript the browser fetches after scrolling the whole page (so every `client:visible` island loads): bytes over the wire (brotli), bytes once decoded, and inline script bytes.',
  );
  say('');
  say('| page | JS transferred | JS decoded | inline |');
  say('|---|---:|---:|---:|');
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: CHROME_FLAGS });
  for (const p of await seededPaths(env)) {
    const page = await browser.newPage();
    const scripts = countScripts(page);
    await page.goto(`${env.SITE_URL}${p}`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    // client:visible islands start loading once scrolled into view; give them time to arrive.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const { wire, decoded } = await scripts.total();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => s.type !== 'application/ld+json')
        .reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
    );
    // The block catalogue shows every block at once (the editors' reference): its JS is every island's.
    if (p !== '/catalogo-de-blocos' && (await page.locator('[data-pdf-viewer]').count())) pdfViewerPages.push({ path: p, wire });
    say(`| \`${p}\` | ${kb(wire)} | ${kb(decoded)} | ${kb(inline)} |`);
    await page.close();
  }
  await browser.close();
  figures.js = { pdfViewerPages };
  say('');
}
