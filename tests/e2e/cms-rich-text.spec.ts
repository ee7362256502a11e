/**
 * What an editor formats is what the site shows (docs/cms-admin.md, "Rich text"), in Chromium, in
 * the real Strapi admin, as the demo editor: in a page's paragraph the editor makes a word bold
 * with 'Negrito', writes a list with 'Lista com marcadores' and a link with 'Mais' → 'Link', saves
 * and publishes; the live page, once rebuilt, has the bold word, the list and the link as HTML —
 * never the Markdown marks the editor's buttons wrote.
 *
 * Typed with real key presses (Strapi's editor is CodeMirror, which reads keys): words without
 * accents, since synthetic key presses of accented letters do not reach it.
 */
import { randomBytes } from 'node:crypto';
import { cmsUrl, expect, test } from './fixtures';
import { createDraftPage, editorToken, signInToAdmin, unpublishPage } from './helpers/cms-admin';

/** Strapi's admin keeps its own token in the editor's browser by design: the guard watches the site's origin. */
test.use({ jwtGuardWatchesCms: false });
// The admin is a large app and the publish waits for a whole site build.
test.describe.configure({ timeout: 600_000 });

const PATH = `/teste/texto-formatado-${randomBytes(4).toString('hex')}`;

test('an editor makes a word bold, writes a list and a link with the editor’s buttons, publishes, and the live page shows them formatted', async ({
  page,
  request,
}) => {
  const token = await editorToken();
  const created = await createDraftPage(token, {
    title: 'Texto formatado no teste',
    path: PATH,
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [{ __component: 'blocks.paragraph', Titulo: 'Texto formatado', Paragrafo: 'Primeira linha' }],
  });
  try {
    await signInToAdmin(page);
    await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/${created.data.documentId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Parágrafo - Texto formatado' }).click({ timeout: 60_000 });
    const editor = main.locator('.CodeMirror');
    await editor.click();
    await page.keyboard.press('Control+End');

    // Bold: the button writes a placeholder, already selected, that the typed word replaces.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Energia limpa e ');
    await main.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('segura');
    await page.keyboard.press('End');

    // A bulleted list: the button starts it, Enter continues it, Enter on an empty item ends it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Lista com marcadores' }).click();
    await page.keyboard.type('Sem cilindro');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sem falta de energia');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // A link: the text selected, then 'Mais' → 'Link', then the address typed in place of Strapi's 'link'.
    await page.keyboard.type('Fale conosco');
    await page.keyboard.press('Shift+Home');
    await main.getByRole('button', { name: 'Mais', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Link' }).click();
    await editor.click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < 'link)'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('https://www.necta.com.br/contato)');

    await main.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    // The publish rebuilds the site; the page appears once the new release is live.
    await expect.poll(async () => (await request.get(PATH)).status(), { timeout: 420_000, intervals: [2000] }).toBe(200);
    await page.goto(PATH);
    const text = page.locator('main .rich-text').first();
    await expect(text.locator('strong', { hasText: 'segura' })).toBeVisible();
    await expect(text.getByRole('list').getByRole('listitem')).toHaveText(['Sem cilindro', 'Sem falta de energia']);
    await expect(text.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', 'https://www.necta.com.br/contato');
    await expect(text).not.toContainText('**');
    await expect(text).not.toContainText('](');
  } finally {
    await unpublishPage(token, created.data.documentId).catch(() => undefined);
  }
});
