import { expect, test } from '@playwright/test';
import { createDraftPage, editorToken, publishPage, unpublishPage } from './helpers/cms-admin';

const paragraph = (text: string) => ({ __component: 'blocks.paragraph', Titulo: text, Paragrafo: `<p>${text}</p>` });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('an editor previews a draft page before it is published', async ({ page }) => {
  const token = await editorToken();
  const draft = await createDraftPage(token, {
    title: 'Rascunho de teste',
    path: '/teste/rascunho',
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [paragraph('Texto ainda em rascunho')],
  });
  expect((await page.goto('/teste/rascunho'))?.status()).toBe(404);

  const preview = `/preview?uid=api::page.page&documentId=${draft.data.documentId}&status=draft&secret=${process.env.PREVIEW_SECRET}`;
  expect((await page.goto(preview))?.status()).toBe(200);
  await expect(page.getByText('Texto ainda em rascunho').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Pré-visualização');

  expect((await page.goto(preview.replace(/secret=[^&]+/, 'secret=errado')))?.status()).toBe(401);
});

test('publishing a page rebuilds the static site and unpublishing removes it again', async ({ page, request }) => {
  const token = await editorToken();
  const created = await createDraftPage(token, {
    title: 'Página publicada no teste',
    path: '/teste/publicada',
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [paragraph('Conteúdo recém-publicado')],
  });
  const before = (await (await request.get('/__status')).json()).release;
  await publishPage(token, created.data.documentId);

  await expect.poll(async () => (await request.get('/teste/publicada')).status(), { timeout: 150_000, intervals: [2000] }).toBe(200);
  expect((await (await request.get('/__status')).json()).release).not.toBe(before);
  await page.goto('/teste/publicada');
  await expect(page.getByText('Conteúdo recém-publicado').first()).toBeVisible();

  await unpublishPage(token, created.data.documentId);
  await expect.poll(async () => (await request.get('/teste/publicada')).status(), { timeout: 150_000, intervals: [2000] }).toBe(404);
});

test('the rebuild hook refuses calls without the shared secret', async ({ request }) => {
  expect((await request.post('/__rebuild')).status()).toBe(403);
  expect((await request.post('/__rebuild', { headers: { 'x-rebuild-secret': 'errado' } })).status()).toBe(403);
});
