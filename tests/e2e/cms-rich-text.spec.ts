/**
 * What an editor formats is what the site shows (docs/cms-admin.md, "Rich text"), in Chromium, in
 * the real Strapi admin, as the demo editor: in a page's paragraph — Strapi 5's Blocks editor —
 * the editor makes a word bold with 'Negrito', writes a list with 'Lista com marcadores' and a
 * link with 'Link', saves and publishes; the live page, once rebuilt, has the bold word, the list
 * and the link as HTML.
 *
 * Typed with real key presses: words without accents, since synthetic key presses of accented
 * letters may not reach the editor.
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
    blocks: [
      {
        __component: 'texto.paragraph',
        Titulo: 'Texto formatado',
        Paragrafo: [{ type: 'paragraph', children: [{ type: 'text', text: 'Primeira linha' }] }],
      },
    ],
  });
  try {
    await signInToAdmin(page);
    await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/${created.data.documentId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Parágrafo - Texto formatado' }).click({ timeout: 60_000 });
    const editor = main.locator('[data-slate-editor="true"]');
    const toolbar = main.getByRole('toolbar');
    /** A toolbar control (the list buttons are a radio group); on a narrow editor Strapi moves it to the 'Mais' menu. */
    const tool = async (name: string) => {
      const control = toolbar.getByRole('button', { name, exact: true }).or(toolbar.getByRole('radio', { name, exact: true }));
      if (await control.isVisible()) return control.click();
      await toolbar.getByRole('button', { name: 'Mais', exact: true }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
    };
    /**
     * Selects `text`, which the line just typed ends with `after` past, as an editor does with the
     * keyboard (← over `after`, Shift+← over `text`) — again, from the line's end, until the editor's
     * selection is exactly `text` (a busy machine can deliver the keys before the editor has taken in
     * the typing).
     */
    const select = async (text: string, after: string) => {
      await expect(editor).toContainText(`${text}${after}`);
      let attempt = 0;
      await expect
        .poll(
          async () => {
            // The caret is at the end of the line just typed; a further attempt goes back there first.
            if (attempt++ > 0) await page.keyboard.press('End');
            for (let i = 0; i < after.length; i++) await page.keyboard.press('ArrowLeft');
            for (let i = 0; i < text.length; i++) await page.keyboard.press('Shift+ArrowLeft');
            return page.evaluate(() => window.getSelection()?.toString());
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(text);
    };
    /**
     * The caret at the end of the editor's text, as an editor puts it there. The editor is focused,
     * not clicked: a click leaves a caret where it landed, and on a busy machine the editor took
     * that caret in after Ctrl+End and typing had begun, so the rest of a line went into the middle
     * of the first one. Ctrl+End is pressed until the browser's caret has stayed at the end of the
     * last text twice in a row.
     */
    const toEnd = async () => {
      await editor.focus();
      let atEnd = 0;
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Control+End');
            const ok = await editor.evaluate((root) => {
              const selection = window.getSelection();
              const leaves = root.querySelectorAll('[data-slate-string], [data-slate-zero-width]');
              const last = leaves[leaves.length - 1];
              const node = selection?.focusNode;
              // An empty line (a new list item) holds only Slate's zero-width leaf: anywhere in it is its end.
              if (last?.hasAttribute('data-slate-zero-width') && node && last.contains(node)) return !!selection?.isCollapsed;
              return (
                !!selection?.isCollapsed &&
                !!last &&
                !!node &&
                last.contains(node) &&
                selection.focusOffset === (node.textContent ?? '').length
              );
            });
            atEnd = ok ? atEnd + 1 : 0;
            return atEnd;
          },
          { timeout: 30_000, intervals: [300], message: "the caret stays at the end of the editor's text" },
        )
        .toBeGreaterThanOrEqual(2);
    };
    await toEnd();

    // Bold: the words typed, one selected, then 'Negrito'.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Energia segura e limpa');
    /** Whether the editor shows 'segura' alone in bold (Strapi draws a bold leaf in a bold Typography). */
    const seguraIsBold = () =>
      editor.evaluate((root) =>
        [...root.querySelectorAll('[data-slate-string]')].some(
          (leaf) => leaf.textContent === 'segura' && Number(getComputedStyle(leaf).fontWeight) >= 600,
        ),
      );
    // The editor applies 'Negrito' to its own selection, which follows the browser's a moment later:
    // a click that came first made only the caret bold — select and press again until the word shows bold.
    for (let attempt = 0; attempt < 3 && !(await seguraIsBold()); attempt++) {
      if (attempt > 0) {
        await toEnd();
      }
      await select('segura', ' e limpa');
      await tool('Negrito');
      await expect
        .poll(seguraIsBold, { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await seguraIsBold()).toBe(true);
    // Back to the end of the text (the toolbar keeps the keyboard focus: End alone would move it along the toolbar).
    await toEnd();

    // A link: two words of a new line selected, then 'Link', the address pasted in the link's form and saved.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fale conosco agora');
    const linked = editor.getByRole('link', { name: 'Fale conosco', exact: true });
    // As with 'Negrito': a 'Link' pressed before the editor took the selection links other letters
    // ('le conosco'): the line is typed again and the words linked again.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt > 0) {
        await toEnd();
        await page.keyboard.press('Shift+Home');
        await page.keyboard.type('Fale conosco agora');
      }
      await select('Fale conosco', ' agora');
      await tool('Link');
      const address = page.getByPlaceholder('Cole o link');
      await address.fill('https://www.necta.com.br/contato');
      await page.getByRole('dialog').filter({ has: address }).getByRole('button', { name: 'Salvar' }).click();
      if (
        await linked.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
    await expect(linked).toBeVisible();
    await toEnd();

    // A bulleted list: the button turns the new line into a list, Enter adds an item.
    await page.keyboard.press('Enter');
    await tool('Lista com marcadores');
    await expect(editor.getByRole('listitem')).toHaveCount(1);
    // The button keeps the keyboard focus, and the editor may take its caret back a moment later: typed
    // at once, the rest of the item went elsewhere ('Sem cilindr').
    await toEnd();
    await page.keyboard.type('Sem cilindro');
    await expect(editor.getByRole('listitem')).toHaveText(['Sem cilindro']);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sem falta de energia');
    await expect(editor.getByRole('listitem')).toHaveText(['Sem cilindro', 'Sem falta de energia']);

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
  } finally {
    await unpublishPage(token, created.data.documentId).catch(() => undefined);
  }
});
