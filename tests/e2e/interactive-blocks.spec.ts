import type { Locator, Page } from '@playwright/test';
import { POPUP_CLOSED_AT_KEY } from '../../cms/src/domain/popup';
import { axeBuilder } from './helpers/axe';
import { pageIdle, runningAnimations, stopClock } from './helpers/clock';
import { expect, test } from './fixtures';

const CATALOGUE = '/catalogo-de-blocos';
const MINUTE = 60_000;
const BLOCKS = ['image-gallery', 'slider-cards', 'side-slider', 'solutions', 'faq', 'table', 'timeline'];

/** WCAG 2.2 A/AA violations inside the given elements only (other blocks have their own tests). */
async function a11yViolations(page: Page, selectors: string[]): Promise<string[]> {
  let builder = axeBuilder(page);
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Scrolls a block into view and waits until its client:visible island has hydrated. */
async function hydratedBlock(page: Page, name: string): Promise<Locator> {
  const block = page.locator(`[data-block="${name}"]`).first();
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
  return block;
}

test.describe('interactive blocks on the block catalogue', () => {
  test('the gallery carousel wraps at both ends and keeps the selected thumbnail in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'image-gallery');
    const stage = block.locator('figure');
    await expect(stage.getByText('Rede de distribuição')).toBeVisible();
    await expect(block.getByRole('list', { name: 'Miniaturas' }).getByRole('button')).toHaveCount(5);

    await block.getByRole('button', { name: 'Imagem anterior' }).click();
    await expect(stage.getByText('Cidade abastecida')).toBeVisible();
    await expect(block.getByRole('button', { name: /^Ver imagem 6/ })).toHaveAttribute('aria-current', 'true');
    await expect(block.getByRole('button', { name: /^Ver imagem 1\b/ })).toHaveCount(0);

    await block.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(stage.getByText('Rede de distribuição')).toBeVisible();
    await expect(block.getByRole('button', { name: /^Ver imagem 1\b/ })).toHaveAttribute('aria-current', 'true');
  });

  test('the gallery shows 4 thumbnails on a medium screen', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'image-gallery');
    await expect(block.getByRole('list', { name: 'Miniaturas' }).getByRole('button')).toHaveCount(4);
  });

  test('the expand button opens the gallery viewer; arrows move it and Escape closes it', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'image-gallery');
    await block.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(block.locator('figure').getByText('Cozinha a gás natural')).toBeVisible();

    await block.getByRole('button', { name: 'Ampliar imagem' }).click();
    const viewer = page.getByRole('dialog', { name: 'Visualizador de imagens' });
    await expect(viewer).toBeVisible();
    const slide = (n: number) => viewer.getByRole('group', { name: `${n} de 6` });
    await expect(slide(2)).toContainText('Cozinha a gás natural');
    await expect(slide(2)).toContainText('Chama estável, sem troca de botijão e sem ocupar espaço.');
    await expect(viewer.getByRole('button', { name: 'Ir para a imagem 2' })).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(slide(3)).toContainText('Medidor individual');
    await viewer.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(slide(4)).toContainText('Gás para a indústria');
    await viewer.getByRole('button', { name: 'Imagem anterior' }).click();
    await expect(slide(3)).toContainText('Medidor individual');
    await viewer.getByRole('button', { name: 'Ir para a imagem 6' }).click();
    await expect(slide(6)).toContainText('Cidade abastecida');
    await page.keyboard.press('ArrowRight');
    await expect(slide(1)).toContainText('Rede de distribuição');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The carousel follows what was viewed, and focus is back on the expand button.
    await expect(block.locator('figure').getByText('Rede de distribuição')).toBeVisible();
    await expect(block.getByRole('button', { name: 'Ampliar imagem' })).toBeFocused();
  });

  test('the gallery viewer closes with its close icon and with a click outside the image', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'image-gallery');
    const viewer = page.getByRole('dialog', { name: 'Visualizador de imagens' });

    await block.getByRole('button', { name: 'Ampliar imagem' }).click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await expect(viewer).toBeHidden();

    await block.getByRole('button', { name: 'Ampliar imagem' }).click();
    await expect(viewer).toBeVisible();
    // The image is letterboxed (3:2 in a 16:9 window): click the empty band beside it.
    const image = await viewer.getByRole('group', { name: '1 de 6' }).getByRole('img').boundingBox();
    expect(image!.x).toBeGreaterThan(40);
    await page.mouse.click(image!.x - 20, image!.y + image!.height / 4);
    await expect(viewer).toBeHidden();
  });

  test('the slider cards advance by themselves every 3 s and not while the pointer is over them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await page.goto(CATALOGUE);
    await stopClock(page);
    const block = await hydratedBlock(page, 'slider-cards');
    // The catalogue's slider leaves tempo_autoplayer at its default: 3 seconds (spec 04 §4.6).
    const delay = 3_000;
    expect(Number(await block.locator('[data-autoplay-ms]').getAttribute('data-autoplay-ms'))).toBe(delay);
    const card = (n: number) => block.getByRole('button', { name: `Ir para o card ${n}` });
    await expect(card(1)).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(delay - 100);
    await pageIdle(page);
    await expect(card(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(200);
    await expect(card(2)).toHaveAttribute('aria-current', 'true');
    // The slide's own transition (CSS, real time) ends before the next count starts.
    await expect.poll(() => runningAnimations(block)).toBe(0);

    await block.locator('.swiper').hover();
    await pageIdle(page);
    await page.clock.runFor(delay * 3);
    await pageIdle(page);
    await expect(card(2)).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(5, 5);
    await pageIdle(page);
    await page.clock.runFor(delay + 100);
    await expect(card(3)).toHaveAttribute('aria-current', 'true');
  });

  test('the slider cards move with the arrows and dots and wrap from the last position to the first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'slider-cards');
    await block.getByRole('button', { name: 'Pausar a passagem automática dos cards' }).click();
    await expect(block.getByRole('button', { name: 'Retomar a passagem automática dos cards' })).toBeVisible();
    const dots = block.getByRole('button', { name: /^Ir para o card/ });
    // 5 cards, 3 visible: 3 positions.
    await expect(dots).toHaveCount(3);
    await block.getByRole('button', { name: 'Card anterior' }).click();
    await expect(block.getByRole('button', { name: 'Ir para o card 3' })).toHaveAttribute('aria-current', 'true');
    await block.getByRole('button', { name: 'Próximo card' }).click();
    await expect(block.getByRole('button', { name: 'Ir para o card 1' })).toHaveAttribute('aria-current', 'true');
    await block.getByRole('button', { name: 'Ir para o card 2' }).click();
    await expect(block.getByRole('button', { name: 'Ir para o card 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('the slider cards show one card at a time with the next peeking under 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'slider-cards');
    await expect(block.getByRole('button', { name: /^Ir para o card/ })).toHaveCount(5);
    await expect(block.getByRole('button', { name: 'Próximo card' })).toBeHidden();
  });

  test('the solutions selector moves to the next solution every 4 s by itself and links to its page', async ({ page }) => {
    await page.clock.install();
    await page.goto(CATALOGUE);
    await stopClock(page);
    const block = await hydratedBlock(page, 'solutions');
    // spec 04 §2.4 and §9: solutions rotate every 4 s.
    const rotateMs = 4_000;
    await expect(block.getByRole('tab', { name: 'Para sua casa' })).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('tabpanel').getByRole('link')).toHaveAttribute('href', '/nossas-solucoes/para-sua-casa');
    await page.clock.runFor(rotateMs - 100);
    await pageIdle(page);
    await expect(block.getByRole('tab', { name: 'Para sua casa' })).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(200);
    await expect(block.getByRole('tab', { name: 'Para seu comércio' })).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('tabpanel').getByRole('link')).toHaveAttribute('href', '/nossas-solucoes/para-seu-comercio');

    // Keyboard: focus inside stops the rotation; arrows choose.
    await block.getByRole('tab', { name: 'Para seu comércio' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(block.getByRole('tab', { name: 'Para sua indústria' })).toBeFocused();
    await expect(block.getByRole('tabpanel').getByRole('link')).toHaveAttribute('href', '/nossas-solucoes/para-sua-industria');
    await page.keyboard.press('End');
    await expect(block.getByRole('tabpanel').getByRole('link')).toHaveAttribute('href', '/nossas-solucoes/para-seu-veiculo');
    await pageIdle(page);
    await page.clock.runFor(rotateMs * 2);
    await pageIdle(page);
    await expect(block.getByRole('tab', { name: 'Para seu veículo' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs block switches panels by click and with the arrow keys', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="table"]');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('tabpanel')).toContainText('0 a 7');
    await block.getByRole('tab', { name: 'Comercial' }).click();
    await expect(block.getByRole('tabpanel')).toContainText('Acima de 150');
    await expect(block.getByRole('tab', { name: 'Comercial' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(block.getByRole('tab', { name: 'Industrial' })).toBeFocused();
    await expect(block.getByRole('tabpanel')).toContainText('firme ou interruptível');
    await page.keyboard.press('ArrowRight');
    await expect(block.getByRole('tab', { name: 'Residencial' })).toBeFocused();
    await expect(block.getByRole('tabpanel')).toContainText('Condomínios com medição coletiva');
  });

  test('the FAQ opens an answer with the keyboard, without any script of its own', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = page.locator('[data-block="faq"]');
    await expect(block.locator('script, astro-island')).toHaveCount(0);
    const question = block.locator('summary', { hasText: 'O gás natural é seguro?' });
    const answer = block.getByText(/mais leve que o ar/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
  });

  test('the interactive blocks have no accessibility violations, the gallery viewer open included', async ({ page }) => {
    await page.goto(CATALOGUE);
    for (const name of ['image-gallery', 'slider-cards', 'side-slider', 'solutions']) await hydratedBlock(page, name);
    // A solution fading in mid-rotation would be measured at partial opacity: hold the rotation
    // and let the fade (CSS, real time) finish.
    await page.getByRole('button', { name: 'Pausar a troca automática das soluções' }).click();
    await expect(page.getByRole('button', { name: 'Retomar a troca automática das soluções' })).toBeVisible();
    await expect.poll(() => runningAnimations(page.locator('[data-block="solutions"]'))).toBe(0);
    // Back to the top, so the sticky site menu does not cover (and "obscure") any block's controls.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(
      await a11yViolations(
        page,
        BLOCKS.map((name) => `[data-block="${name}"]`),
      ),
    ).toEqual([]);

    await page.locator('[data-block="image-gallery"]').getByRole('button', { name: 'Ampliar imagem' }).click();
    await expect(page.getByRole('dialog', { name: 'Visualizador de imagens' })).toBeVisible();
    expect(await a11yViolations(page, ['.yarl__root'])).toEqual([]);
  });

  test('the side slider moves between slides and wraps around', async ({ page }) => {
    await page.goto(CATALOGUE);
    const block = await hydratedBlock(page, 'side-slider');
    await expect(block.getByRole('heading', { name: 'Fornecimento contínuo' })).toBeVisible();
    await block.getByRole('button', { name: 'Slide anterior' }).click();
    await expect(block.getByRole('heading', { name: 'Mais segurança' })).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Fornecimento contínuo' })).toBeHidden();
    await block.getByRole('button', { name: 'Próximo slide' }).click();
    await expect(block.getByRole('heading', { name: 'Fornecimento contínuo' })).toBeVisible();
  });
});

test.describe('popup', () => {
  test.use({ popupClosed: false });

  const intervalsOf = async (dialogs: Locator) =>
    (await dialogs.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.intervalMinutes)))) as number[];

  /**
   * Closes the popup and waits until its `close` event has run (it is dispatched asynchronously):
   * that handler stores the closing time and starts the interval's timer, so a clock moved before
   * it ran would be measured from the wrong moment.
   */
  const closePopup = async (page: Page) => {
    const closedAt = () => page.evaluate((key) => sessionStorage.getItem(key), POPUP_CLOSED_AT_KEY);
    const before = await closedAt();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(closedAt).not.toBe(before);
  };

  test('shows on first load; once closed, only again when its interval has passed, on a reload or on the open page', async ({ page }) => {
    await page.clock.install();
    await page.goto(CATALOGUE);
    await stopClock(page);
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link')).toBeVisible();
    const intervals = await intervalsOf(page.locator('dialog[data-popup]'));
    const shortest = Math.min(...intervals);
    const longest = Math.max(...intervals);
    expect(shortest).toBeGreaterThan(1);
    await closePopup(page);

    // Reloads before the interval has passed: not shown.
    await page.reload();
    await expect(page.locator('dialog[data-popup]').first()).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward((shortest - 1) * MINUTE);
    await page.reload();
    await expect(page.locator('dialog[data-popup]').first()).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Once every interval has passed since the closing, the next load shows it.
    await page.clock.fastForward((longest - shortest + 2) * MINUTE);
    await page.reload();
    await expect(popup).toBeVisible();

    // On a page left open, it comes back by itself when the closed popup's interval ends.
    const [interval] = await intervalsOf(page.locator('dialog[data-popup][open]'));
    await closePopup(page);
    await page.clock.fastForward((interval! - 1) * MINUTE);
    await pageIdle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward(MINUTE + 1_000);
    await expect(popup).toBeVisible();
  });

  test('is a modal dialog: focus starts inside, Tab stays inside, Escape closes it', async ({ page }) => {
    await page.goto(CATALOGUE);
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('link')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The dialog's `close` event (which stores the time) is dispatched asynchronously.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), POPUP_CLOSED_AT_KEY)).toMatch(/^\d+$/);
  });

  test('has no accessibility violations while open', async ({ page }) => {
    await page.goto(CATALOGUE);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await a11yViolations(page, ['dialog[data-popup][open]'])).toEqual([]);
  });

  test('a click on the blurred page around it closes it', async ({ page }) => {
    await page.goto(CATALOGUE);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
