import { expect, test } from './fixtures';

/** Seeded pages whose blocks are all static: the site chrome must not add JavaScript to them. */
// /nossas-solucoes/para-sua-casa ends with a want-to-hire block: its cards are links, the flow loads only on /quero-contratar.
const STATIC_PAGES = [
  '/institucional/politica-de-privacidade-1',
  '/institucional/sobre-a-necta',
  '/noticias',
  '/noticias/pagina/2',
  '/nossas-solucoes/para-sua-casa',
];

/** Every <script> start tag of the HTML that is not JSON-LD. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\btype\s*=\s*["']?application\/ld\+json/i.test(tag));
}

test.describe('pages without interactive blocks ship no JavaScript', () => {
  for (const path of STATIC_PAGES) {
    test(`${path} has no script and loads no JavaScript file`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) scripts.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(executableScripts(await response!.text())).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      // The chrome still works: the footer's cookie settings button is there.
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Configurações de cookies' })).toBeVisible();
    });
  }
});

test.describe('cookie settings without JavaScript', () => {
  test('the footer button opens the dialog with the keyboard; saving stores the choice and returns to the page', async ({ page }) => {
    const path = '/institucional/sobre-a-necta';
    await page.goto(path);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'necta_cookie_consent' }));

    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Configurações de cookies' });
    const dialog = page.getByRole('dialog', { name: 'Configurações de cookies' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Cookies necessários/)).toBeChecked();
    await expect(dialog.getByLabel(/Cookies necessários/)).toBeDisabled();
    await dialog.getByLabel(/Cookies de desempenho/).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel(/Cookies de desempenho/)).toBeChecked();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).focus();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/cookies');
    await page.keyboard.press('Enter');
    await posted;
    await page.waitForURL((url) => url.pathname === path);
    await expect(opener).toBeVisible();
    await expect(dialog).toBeHidden();

    const consent = (await page.context().cookies()).find((c) => c.name === 'necta_cookie_consent');
    expect(consent, 'the consent cookie is set').toBeDefined();
    expect(consent!.path).toBe('/');
    expect(consent!.sameSite).toBe('Lax');
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ necessary: true, performance: true, marketing: false });
  });

  test("'Fechar' closes the dialog without storing a choice", async ({ page }) => {
    await page.goto('/noticias');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Configurações de cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurações de cookies' });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('necta_cookie_consent');
  });

  test('the endpoint refuses an invalid choice and sends other sites back home', async ({ request, baseURL }) => {
    const bad = await request.post('/cookies', { form: { action: 'delete' }, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(bad.status()).toBe(400);
    const ok = await request.post('/cookies', {
      form: { action: 'all' },
      headers: { origin: baseURL!, referer: 'https://evil.example/x' },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(303);
    expect(ok.headers()['location']).toBe('/');
    expect(ok.headers()['set-cookie']).toMatch(/necta_cookie_consent=/);
  });
});
