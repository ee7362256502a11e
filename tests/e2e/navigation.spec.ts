import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/axe';
import { expect, SITE_REQUEST_HEADERS, test } from './fixtures';

// The spec's values, written here as the spec writes them (never imported from the code under
// test, so a drift between the two shows): spec 04 §9.
const FLOATING_MENU_THRESHOLD_PX = 50;
const SEARCH_PAGE_SIZE = 10;
const SEARCH_MAX_PAGE_LINKS = 5;
/** The contracting flow's path (spec 04 §2.3). */
const WANT_TO_HIRE_PATH = '/quero-contratar';
// The starter content's (site/settings.json) phone, and the landing footer's text when the
// entry has no copyright of its own (site/landing-footer.json leaves it empty).
const CUSTOMER_SERVICE_PHONE = '0800 773 6099';
const LANDING_FOOTER_DEFAULT_COPYRIGHT = '© 2023 Necta Gás Natural. Todos os direitos reservados.';

const floatingMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu rápido' });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test.describe('floating menu', () => {
  test(`on the home page it appears only after scrolling more than ${FLOATING_MENU_THRESHOLD_PX} px`, async ({ page }) => {
    await page.goto('/');
    await expect(floatingMenu(page)).toBeHidden();

    await scrollTo(page, FLOATING_MENU_THRESHOLD_PX + 1);
    await expect(floatingMenu(page)).toBeVisible();
    await expect(floatingMenu(page).getByRole('link', { name: 'Quero Contratar' })).toHaveAttribute('href', WANT_TO_HIRE_PATH);

    await scrollTo(page, FLOATING_MENU_THRESHOLD_PX);
    await expect(floatingMenu(page)).toBeHidden();
  });

  test(`on other pages it is visible without scrolling and its 'Quero Contratar' links to ${WANT_TO_HIRE_PATH}`, async ({ page }) => {
    for (const path of ['/noticias', '/institucional/assistencia-tecnica']) {
      await page.goto(path);
      await expect(floatingMenu(page)).toBeVisible();
      await expect(floatingMenu(page).getByRole('link', { name: 'Para sua casa' })).toBeVisible();
      await expect(floatingMenu(page).getByRole('link', { name: 'Quero Contratar' })).toHaveAttribute('href', WANT_TO_HIRE_PATH);
    }
  });

  test("'Quero Contratar' opens the contracting flow with its four service cards (spec 04 §4.4)", async ({ page }) => {
    await page.goto('/noticias');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === WANT_TO_HIRE_PATH && r.request().isNavigationRequest()),
      floatingMenu(page).getByRole('link', { name: 'Quero Contratar' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${WANT_TO_HIRE_PATH}$`));
    for (const [card, document] of [
      ['Residência', 'CPF'],
      ['Comércio', 'CNPJ'],
      ['Indústria', 'CNPJ'],
      ['GNV', 'CPF ou CNPJ'],
    ] as const) {
      const button = page.getByRole('main').getByRole('button', { name: new RegExp(`^${card}`) });
      await expect(button).toBeVisible();
      await expect(button).toContainText(document);
    }
    // The cards are the flow's: one opens its document modal.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: /^GNV/ }).click();
    await expect(page.getByRole('dialog', { name: 'GNV: informe o CPF ou CNPJ' })).toBeVisible();
  });
});

test.describe('top navigation', () => {
  test('shows the emergency phone, the client access and the menu columns', async ({ page }) => {
    await page.goto('/institucional/assistencia-tecnica');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Emergência 24h/ })).toHaveAttribute('href', 'tel:08007736099');
    await expect(banner.getByRole('link', { name: 'Já sou cliente' })).toHaveAttribute('href', '/login');

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const column = menu.getByRole('button', { name: 'Nossas soluções' });
    const link = menu.getByRole('link', { name: 'Para sua indústria' });
    await expect(link).toBeHidden();
    // The dropdown opens under its button and closes with Escape (focus back on the button) or a click outside.
    await column.click();
    await expect(link).toBeVisible();
    const [buttonBox, linkBox] = [await column.boundingBox(), await link.boundingBox()];
    expect(linkBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);
    expect(Math.abs(linkBox!.x - buttonBox!.x)).toBeLessThan(24);
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(column).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(link).toBeHidden();

    await column.click();
    await link.click();
    await expect(page).toHaveURL(/\/nossas-solucoes\/para-sua-industria$/);
  });

  test('under 1024 px the menu button opens and closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/noticias');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const client = page.getByRole('banner').getByRole('link', { name: 'Já sou cliente' });
    await expect(client).toBeHidden();
    await toggle.click();
    await expect(page.locator('#topnav-panel:popover-open')).toHaveCount(1);
    await expect(client).toBeVisible();
    // A column of the panel opens inside it, under its button.
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Nossas soluções' }).click();
    await expect(menu.getByRole('link', { name: 'Para sua indústria' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Para sua indústria' })).toBeHidden();
    await expect(client).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Do que você precisa hoje?' })).toBeVisible();
    await expectNoA11yViolations(page);
    await toggle.click();
    await expect(client).toBeHidden();

    // Escape from inside the panel closes it and returns focus to the button.
    await toggle.click();
    await page.getByRole('searchbox', { name: 'Do que você precisa hoje?' }).focus();
    await page.keyboard.press('Escape');
    await expect(client).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the search box 'Do que você precisa hoje?' searches the site at /busca", async ({ page }) => {
    await page.goto('/noticias');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Do que você precisa hoje?' });
    await expect(box).toHaveAttribute('placeholder', 'Do que você precisa hoje?');
    await box.fill('religação');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?s=religa%C3%A7%C3%A3o$/);
    await expect(page.getByRole('heading', { name: /resultados? para “religação”/ })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Religação do gás agora pode ser pedida pela área do cliente' }).first(),
    ).toBeVisible();
  });
});

test.describe('site search', () => {
  test(`pages the results ${SEARCH_PAGE_SIZE} at a time with at most ${SEARCH_MAX_PAGE_LINKS} page links`, async ({ page, request }) => {
    const all = (await (await request.get('/api/search?search=g%C3%A1s', { headers: SITE_REQUEST_HEADERS })).json()) as Array<{
      Titulo: string;
      Link: string;
    }>;
    expect(all.length, 'the seed has more than two pages of results for "gás"').toBeGreaterThan(2 * SEARCH_PAGE_SIZE);

    await page.goto('/busca?s=g%C3%A1s');
    await expect(page.getByRole('heading', { name: `${all.length} resultados para “gás”` })).toBeVisible();
    const items = page.locator('.search-results__item');
    await expect(items).toHaveCount(SEARCH_PAGE_SIZE);
    await expect(items.first().getByRole('link')).toHaveText(all[0]!.Titulo);

    const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
    const numbered = pages.getByRole('link', { name: /^Página \d+$/ });
    expect(await numbered.count()).toBe(Math.min(SEARCH_MAX_PAGE_LINKS, Math.ceil(all.length / SEARCH_PAGE_SIZE)));
    await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(items.first().getByRole('link')).toHaveText(all[SEARCH_PAGE_SIZE]!.Titulo);
    await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(items.first().getByRole('link')).toHaveText(all[0]!.Titulo);
    await expectNoA11yViolations(page);
  });

  test('finds the same results with or without accents, both ways, for several words', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 2, name: /resultados? para “/ });
    const titles = () => page.locator('.search-results__item').getByRole('link').allTextContents();
    // The starter content writes these words with their accents (site/).
    const pairs: [accented: string, plain: string][] = [
      ['religação', 'religacao'],
      ['indústria', 'industria'],
      ['condomínio', 'condominio'],
      ['medição', 'medicao'],
      ['São Carlos', 'Sao Carlos'],
      ['GÁS', 'gas'],
    ];
    for (const [accented, plain] of pairs) {
      await page.goto(`/busca?s=${encodeURIComponent(accented)}`);
      await expect(heading).toHaveText(new RegExp(`^\\d+ resultados? para “${accented}”$`));
      const count = (await heading.textContent())!.split(' ')[0];
      expect(Number(count), `results for ${accented}`).toBeGreaterThan(0);
      const withAccents = await titles();

      await page.goto(`/busca?s=${encodeURIComponent(plain)}`);
      await expect(heading).toHaveText(`${count} ${count === '1' ? 'resultado' : 'resultados'} para “${plain}”`);
      expect(await titles(), `${plain} finds what ${accented} finds`).toEqual(withAccents);
    }
    // Typed without accents, the search still finds the text written with them.
    await page.goto('/busca?s=religacao');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Religação do gás agora pode ser pedida pela área do cliente' }).first(),
    ).toBeVisible();
  });

  test("a search the server cannot answer shows 'Erro ao buscar Dados'", async ({ page }) => {
    await page.route('**/api/search?**', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/busca?s=biometano');
    await expect(page.getByRole('alert')).toHaveText('Erro ao buscar Dados');
    await expect(page.locator('.search-results__item')).toHaveCount(0);
  });

  test("shows 'Nenhum resultado encontrado.' when nothing matches", async ({ page }) => {
    await page.goto('/busca?s=xilofone%20quantico');
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
    await expect(page.locator('.search-results__item')).toHaveCount(0);
  });

  test('a new search on the results page replaces the results', async ({ page }) => {
    await page.goto('/busca?s=xilofone');
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
    const form = page.getByRole('search', { name: 'Nova busca' });
    const box = form.getByRole('searchbox');
    await expect(box).toHaveValue('xilofone');
    await box.fill('biometano');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/s=biometano/);
    await expect(page.getByRole('link', { name: /Biometano/ }).first()).toBeVisible();
  });
});

test.describe('news', () => {
  test('an article shows its title, date, category, cover, body and share buttons', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/noticias/como-identificar-um-vazamento-de-gas');
    await expect(page.getByRole('heading', { level: 1, name: 'Como identificar um vazamento de gás e o que fazer' })).toBeVisible();
    const article = page.locator('article');
    await expect(article.getByText('Segurança', { exact: true })).toBeVisible();
    await expect(article.getByText('15 de abril de 2025')).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'Sinais de alerta' })).toBeVisible();

    const encodedPath = encodeURIComponent('/noticias/como-identificar-um-vazamento-de-gas');
    for (const network of ['Twitter', 'Facebook', 'LinkedIn']) {
      const link = page.getByRole('link', { name: `Compartilhar no ${network} (abre em nova aba)` });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toContain(encodedPath);
    }
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/noticias\/como-identificar-um-vazamento-de-gas$/);

    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')['@type']).toBe('NewsArticle');
    await expectNoA11yViolations(page);
  });

  test("an article without category shows 'Sem Categoria'", async ({ page }) => {
    await page.goto('/noticias/gnv-economia-para-quem-roda-muito');
    await expect(page.locator('article').getByText('Sem Categoria', { exact: true })).toBeVisible();
  });

  test('the news list pages through static pages', async ({ page }) => {
    await page.goto('/noticias');
    const list = page.locator('[data-block="news-list"]');
    await expect(list.locator('article')).toHaveCount(9);
    await list.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\/noticias\/pagina\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: /Notícias — página 2 de \d+/ })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('landing-page header and footer', () => {
  const landing = '/campanhas/gas-natural-na-sua-casa';

  test('under 1024 px the header-menu hamburger toggles the menu panel', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(landing);
    const header = page.locator('[data-block="header-menu"]');
    const hamburger = header.getByRole('button', { name: 'Abrir menu' });
    const item = header.getByRole('link', { name: 'Assistência técnica' });
    await expect(item).toBeHidden();
    await hamburger.click();
    await expect(item).toBeVisible();
    await hamburger.click();
    await expect(item).toBeHidden();
    // Escape closes it too and gives the focus back to the hamburger.
    await hamburger.click();
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('from 1024 px the header-menu shows its items without a hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(landing);
    const header = page.locator('[data-block="header-menu"]');
    await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Assistência técnica' })).toBeVisible();
  });

  test('up to 767 px the footer columns collapse and toggle; the default copyright shows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(landing);
    const footer = page.locator('[data-block="landing-page-footer"]');
    const toggle = footer.locator('summary', { hasText: 'Links úteis' });
    const link = footer.getByRole('link', { name: 'Fatura simplificada' });
    await expect(link).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(link).toBeHidden();
    await expect(footer.getByText(LANDING_FOOTER_DEFAULT_COPYRIGHT)).toBeVisible();

    // From 768 px every column shows its content, collapsed or not, under a plain heading.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(footer.getByRole('heading', { level: 2, name: 'Links úteis' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Quero contratar' })).toBeVisible();
    await expect(link).toBeVisible();
  });
});

test.describe('site footer', () => {
  test('shows the customer service phone, the privacy policy and the cookie settings', async ({ page }) => {
    await page.goto('/noticias');
    const footer = page.getByRole('contentinfo');
    const service = footer.locator('p').filter({ hasText: 'Atendimento ao cliente' });
    await expect(service.getByRole('link', { name: CUSTOMER_SERVICE_PHONE })).toHaveAttribute('href', 'tel:08007736099');
    const privacy = footer.getByRole('link', { name: 'Política de Privacidade' });
    await expect(privacy.last()).toBeVisible();
    for (const link of await privacy.all()) await expect(link).toHaveAttribute('href', '/institucional/politica-de-privacidade-1');

    await footer.getByRole('button', { name: 'Configurações de cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurações de cookies' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(dialog).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === 'necta_cookie_consent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ performance: true, marketing: true });
  });
});

test.describe('quick access', () => {
  test('cards into the client area go through the login with the page as redirect', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('[data-block="quick-access"]');
    await expect(cards.getByRole('link', { name: 'Segunda via de fatura' })).toHaveAttribute('href', '/login?r=conta-digital');
    await expect(cards.getByRole('link', { name: 'Fatura simplificada' })).toHaveAttribute('href', '/login-fatura-simplificada');
    await expect(cards.getByRole('link', { name: 'Assistência técnica' })).toHaveAttribute('href', '/institucional/assistencia-tecnica');
    await cards.getByRole('link', { name: 'Religação do gás' }).click();
    await expect(page).toHaveURL(/\/login\?r=religacao-gas$/);
  });
});
