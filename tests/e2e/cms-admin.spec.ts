/**
 * The Strapi admin as the marketing editors meet it (Portuguese labels and block names), in Chromium, signed in as
 * the demo editor (read only: nothing is saved): after login the admin speaks Portuguese; a page's
 * fields carry Portuguese labels; the texts of a special paragraph are listed by name, not as
 * blank rows; the block picker lists blocks as an editor says them; and the Media Library opens on
 * the site's folders.
 */
import { cmsUrl, expect, test } from './fixtures';
import { editorToken, signInToAdmin } from './helpers/cms-admin';

/**
 * Strapi's admin keeps its own session token in the editor's browser by design (login answer and
 * cookie on the CMS origin): here the guard watches the site's origin only, where no token may
 * ever reach the browser.
 */
test.use({ jwtGuardWatchesCms: false });

// The admin is a large app: its first load on a busy machine takes a while.
test.describe.configure({ timeout: 300_000 });

let adminErrors: string[] = [];
test.beforeEach(() => {
  adminErrors = [];
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from its first argument
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && adminErrors.length)
    await testInfo.attach('admin-errors.txt', { body: adminErrors.join('\n\n'), contentType: 'text/plain' });
});

async function pageDocumentId(path: string): Promise<string> {
  const res = await fetch(`${cmsUrl()}/content-manager/collection-types/api::page.page?filters[path][$eq]=${encodeURIComponent(path)}`, {
    headers: { Authorization: `Bearer ${await editorToken()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { documentId: string }[] }).results[0]!.documentId;
}

// Runs again on the same stack (E2E_REUSE): Strapi allows 5 admin sign-ins per 5 minutes per e-mail
// and the admin tests sign the editor in several times a run (a later run was refused with 429), so
// the browser stack sets ADMIN_LOGIN_RATE_LIMIT_MAX out of reach and the API token is signed in once
// per worker (helpers/cms-admin.ts). The admin's error page ('Ops! Algo deu errado.') seen once on a
// second run did not come back in later runs; should it, the errors its code threw are attached to
// the failure (afterEach above).
test('the demo editor works in a Portuguese admin, with named rows and blocks named as an editor says them', async ({ page }) => {
  // What the admin's own code threw is attached to a failure ('Ops! Algo deu errado.' is its error page).
  page.on('pageerror', (error) => adminErrors.push(error.stack ?? error.message));
  page.on('console', (message) => (message.type() === 'error' ? adminErrors.push(message.text()) : undefined));
  const documentId = await pageDocumentId('/nossas-solucoes/para-sua-casa');

  // A browser that never chose a language meets the sign-in page in Portuguese.
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signInToAdmin(page);

  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/${documentId}`);
  const main = page.getByRole('main');
  // The editor's language is Portuguese: the admin's own links speak it after login ('Voltar').
  await expect(main.getByRole('link', { name: 'Voltar' })).toBeVisible({ timeout: 60_000 });
  await expect(main.getByRole('heading', { name: 'Para sua casa', level: 1 })).toBeVisible();
  await expect(main.getByText('Mostrar cabeçalho', { exact: true })).toBeVisible();
  await expect(main.getByText('Mostrar rodapé', { exact: true })).toBeVisible();
  // A required field's label carries its asterisk.
  await expect(main.getByText(/^Tipo de página/)).toBeVisible();
  await expect(main.getByText('show_header', { exact: true })).toHaveCount(0);

  // The special paragraph's texts are rows named by their text.
  await main
    .getByRole('button', { name: /Parágrafo especial/ })
    .first()
    .click();
  await expect(main.getByText('Disposição dos textos', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'O prédio ainda não tem: o pedido é feito pelo síndico ou…' })).toBeVisible();

  // The block picker: blocks grouped by purpose, groups and blocks as an editor says them.
  await main.getByRole('button', { name: /Adicionar componente a Blocos/ }).click();
  await expect(main.getByText('Selecione um componente')).toBeVisible();
  for (const group of ['Texto', 'Mídia', 'Destaques e chamadas', 'Navegação', 'Notícias', 'Área do cliente', 'Página'])
    await expect(main.getByRole('button', { name: group, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Blocos', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Navegacao', exact: true })).toHaveCount(0);
  // The first group is open; each other group opens on its title.
  await expect(main.getByRole('button', { name: 'Linha do tempo', exact: true })).toBeVisible();
  for (const [group, names] of [
    ['Mídia', ['Galeria de imagens', 'Carrossel de cartões']],
    ['Destaques e chamadas', ['Banner de marketing']],
    ['Área do cliente', ['Login da fatura simplificada']],
  ] as const) {
    await main.getByRole('button', { name: group, exact: true }).click();
    for (const name of names) await expect(main.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('button', { name: 'marketing banner', exact: true })).toHaveCount(0);
});

test('the Media Library opens on the site’s folders, with the starter images filed in theirs', async ({ page }) => {
  page.on('pageerror', (error) => adminErrors.push(error.stack ?? error.message));
  await signInToAdmin(page);
  await page.goto(`${cmsUrl()}/admin/plugins/upload`);
  const main = page.getByRole('main');
  for (const name of ['Imagens do site', 'Vídeos do site', 'Documentos do site'])
    await expect(main.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 60_000 });

  await main.getByText('Imagens do site', { exact: true }).first().dblclick();
  await expect(page).toHaveURL(/[?&]folder=\d+/);
  // Listed by name: the seed uploads a page's images concurrently, so the default order (latest
  // first, one page of 20) does not always show a given image.
  const byName = new URL(page.url());
  byName.searchParams.set('sort', 'name:ASC');
  await page.goto(byName.toString());
  await expect(main.getByRole('heading', { level: 1, name: /^Imagens do site/ })).toBeVisible({ timeout: 60_000 });
  await expect(main.getByText('cover-desktop.jpg', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
});
