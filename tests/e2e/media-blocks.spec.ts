import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

const CATALOGUE = '/catalogo-de-blocos';

// The catalogue's popup opens as a modal on first load; these tests are about other blocks, so
// it stays closed (the fixtures' default `popupClosed`).

test.describe('media blocks on the block catalogue', () => {
  test('the special-paragraph video starts on click and pauses on the second click', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="special-paragraph"]');
    await block.scrollIntoViewIfNeeded();
    // client:visible: wait until the island is hydrated before clicking.
    await expect(block.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    const video = block.locator('video');
    const play = block.getByRole('button', { name: /^Reproduzir vídeo/ });
    await expect(play.locator('img')).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await play.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ loop: v.loop, volume: v.volume }))).toEqual({ loop: true, volume: 0.7 });
    const pause = block.getByRole('button', { name: /^Pausar vídeo/ });
    await expect(pause.locator('img')).toHaveCount(0);

    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(block.getByRole('button', { name: /^Reproduzir vídeo/ })).toBeVisible();
  });

  test('the pdf viewer loads pdf.js only when asked, renders a page with the self-hosted worker and pages through the document', async ({
    page,
    baseURL,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="pdf-viewer"]');
    await block.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // Nothing of pdf.js before the reader asks: no worker, no canvas.
    expect(requests.some((r) => /pdf\.worker/.test(r.url()))).toBe(false);
    await expect(block.locator('canvas')).toHaveCount(0);
    await block.getByRole('button', { name: 'Ver o documento aqui' }).click();

    const canvas = block.locator('canvas').first();
    await expect(canvas).toBeVisible();
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);
    const pages = block.getByRole('navigation', { name: /^Páginas de/ });
    await expect(pages.getByText('Página 1 de 3')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Próxima página' }).click();
    await expect(pages.getByText('Página 2 de 3')).toBeVisible();
    // The text layer of page 2 replaced page 1's.
    await expect(block.getByText('Cuidados no dia a dia')).toBeVisible();
    await expect(block.getByRole('link', { name: /Baixar o guia em PDF/ })).toHaveAttribute('href', /\.pdf$/);

    const siteOrigin = new URL(baseURL!).origin;
    // The CMS serves the PDF itself (its public URL may differ from the server-side one).
    const cmsOrigins = [process.env.CMS_URL, process.env.CMS_PUBLIC_URL].filter(Boolean).map((u) => new URL(u!).origin);
    const worker = requests.find((r) => /pdf\.worker[^/]*\.mjs/.test(r.url()));
    expect(worker, 'the pdf.js worker was requested').toBeDefined();
    expect(new URL(worker!.url()).origin).toBe(siteOrigin);
    const elsewhere = requests
      .map((r) => r.url())
      .filter((u) => /^https?:/.test(u) && ![siteOrigin, ...cmsOrigins].includes(new URL(u).origin));
    expect(elsewhere, 'requests to other hosts').toEqual([]);
  });

  test('the html block shows the sanitized embed without scripts or inline handlers', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="html"]');
    await expect(block.getByRole('table', { name: 'Faixas de consumo mensal (referência)' })).toBeVisible();
    await expect(block.getByRole('cell', { name: '50,01 a 150,00 m³' })).toBeVisible();
    await expect(block.locator('script')).toHaveCount(0);
    await expect(block.locator('[onclick]')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});

test.describe('cover, video and anchors', () => {
  test('the cover loads only the image of the current viewport', async ({ browser, baseURL }) => {
    for (const [viewport, wanted, unwanted] of [
      [{ width: 1280, height: 900 }, /cover_desktop/, /cover_mobile/],
      [{ width: 375, height: 800 }, /cover_mobile/, /cover_desktop/],
    ] as const) {
      const context = await browser.newContext({ viewport, baseURL: baseURL! });
      const page = await context.newPage();
      const images: string[] = [];
      page.on('request', (r) => r.resourceType() === 'image' && images.push(r.url()));
      await page.goto(CATALOGUE);
      const cover = page.locator('[data-block="cover"] img');
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(images.filter((u) => wanted.test(u)).length, `${viewport.width}px loads ${wanted}`).toBeGreaterThan(0);
      expect(
        images.filter((u) => unwanted.test(u)),
        `${viewport.width}px skips ${unwanted}`,
      ).toEqual([]);
      await context.close();
    }
  });

  test('the medium video of video-with-text is 561x328 on desktop and full width on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(CATALOGUE);
    const figure = page.locator('[data-block="video-with-text"] figure');
    await figure.scrollIntoViewIfNeeded();
    expect(await figure.boundingBox()).toMatchObject({ width: 561, height: 328 });
    await expect(page.locator('[data-block="video-with-text"] video')).toHaveAttribute('controls', '');

    await page.setViewportSize({ width: 375, height: 800 });
    const box = (await figure.boundingBox())!;
    const container = (await page.locator('[data-block="video-with-text"] .container').boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(container.width));
    expect(Math.round(box.height)).toBe(Math.round((box.width * 328) / 561));
  });

  test('the institutional table of contents jumps to its sections', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="institutional"]');
    const toc = block.getByRole('navigation', { name: 'Nesta página' });
    await toc.getByRole('link', { name: 'Seus direitos' }).click();
    await expect(page).toHaveURL(/#direitos-do-titular$/);
    await expect(block.getByRole('heading', { name: 'Seus direitos' })).toBeInViewport();
  });

  test('a link to the anchor block lands on it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${CATALOGUE}#atendimento`);
    const anchor = page.locator('[data-block="anchor"] #atendimento');
    await expect(anchor.getByRole('heading', { name: 'Atendimento' })).toBeVisible();
    // The browser scrolled the target to the top of the viewport, just below the sticky menu
    // (never hidden under it).
    const menu = (await page.locator('[data-floating-menu]').boundingBox())!;
    await expect.poll(async () => (await anchor.boundingBox())!.y).toBeLessThanOrEqual(menu.y + menu.height + 40);
    expect((await anchor.boundingBox())!.y).toBeGreaterThanOrEqual(menu.y + menu.height);
  });
});
