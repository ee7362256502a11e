/**
 * An editor fills a table of the tabs block cell by cell, without Markdown (docs/cms-admin.md,
 * "Tables of the tabs block"), in Chromium, in the real Strapi admin, as the demo editor: in a
 * page's tabs block, the editor opens the tab, its table and a row, writes a cell, saves and
 * publishes; the live page, once rebuilt, shows that cell in a <table> named by its caption, under
 * its column's header.
 *
 * The cell is a plain text field, filled as a whole (accented letters included: no key presses).
 */
import { randomBytes } from 'node:crypto';
import { cmsUrl, expect, test } from './fixtures';
import { createDraftPage, editorToken, signInToAdmin, unpublishPage } from './helpers/cms-admin';

/** Strapi's admin keeps its own token in the editor's browser by design: the guard watches the site's origin. */
test.use({ jwtGuardWatchesCms: false });
// The admin is a large app and the publish waits for a whole site build.
test.describe.configure({ timeout: 600_000 });

const PATH = `/teste/tabela-das-abas-${randomBytes(4).toString('hex')}`;

test('an editor fills a cell of a tab’s table in the admin, publishes, and the live page shows it in the table', async ({
  page,
  request,
}) => {
  const token = await editorToken();
  const created = await createDraftPage(token, {
    title: 'Tabela das abas no teste',
    path: PATH,
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [
      {
        __component: 'texto.table',
        Titulo: 'Tarifas no teste',
        abas: [
          {
            Titulo: 'Residencial',
            Tabelas: [
              {
                Titulo: 'Tarifa residencial',
                Cabecalho: { Coluna_1: 'Faixa de consumo', Coluna_2: 'Preço do m³' },
                Linhas: [{ Coluna_1: '0 a 7' }],
              },
            ],
          },
        ],
      },
    ],
  });
  try {
    await signInToAdmin(page);
    await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/${created.data.documentId}`);
    const main = page.getByRole('main');
    // The block, its tab, the tab's table and the row, each opened as an editor does.
    await main.getByRole('button', { name: 'Abas - Tarifas no teste' }).click({ timeout: 60_000 });
    await main.getByRole('button', { name: 'Residencial', exact: true }).click();
    await main.getByRole('button', { name: 'Tarifa residencial', exact: true }).click();
    await main.getByRole('button', { name: '0 a 7', exact: true }).click();
    // The row's second cell (the header's 'Coluna 2' holds 'Preço do m³').
    const cell = main.getByRole('textbox', { name: 'Coluna 2' }).and(main.locator('[name$="Linhas.0.Coluna_2"]'));
    await cell.fill('R$ 6,92 por m³');
    await expect(cell).toHaveValue('R$ 6,92 por m³');

    await main.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    // The publish rebuilds the site; the page appears once the new release is live.
    await expect.poll(async () => (await request.get(PATH)).status(), { timeout: 420_000, intervals: [2000] }).toBe(200);
    await page.goto(PATH);
    const table = page.locator('[data-block="table"]').getByRole('table', { name: 'Tarifa residencial' });
    await expect(table.getByRole('columnheader')).toHaveText(['Faixa de consumo', 'Preço do m³']);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['0 a 7', 'R$ 6,92 por m³']);
  } finally {
    await unpublishPage(token, created.data.documentId).catch(() => undefined);
  }
});
