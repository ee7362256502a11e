import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { createDraftPage, editorToken, publishPage, unpublishPage } from './helpers/cms-admin';
import { previewPath } from '../support/preview';

/** The web server's internal listener (loopback only): site port + 1000. */
const INTERNAL = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? '4329') + 1000}`;

const paragraph = (text: string) => ({
  __component: 'texto.paragraph',
  Titulo: text,
  Paragrafo: [{ type: 'paragraph', children: [{ type: 'text', text: text }] }],
});
/** Paths of this run's own pages: a second run on the same stack (E2E_REUSE) makes new ones. */
const run = randomBytes(4).toString('hex');
const DRAFT_PATH = `/teste/rascunho-${run}`;
const PUBLISHED_PATH = `/teste/publicada-${run}`;

// A publish and an unpublish each wait for a whole site build (about 20 s on a quiet two-core
// machine, over a minute while the other browser worker and the CMS share those cores).
test.describe.configure({ mode: 'serial', timeout: 420_000 });

test('an editor previews a draft page before it is published', async ({ page }) => {
  const token = await editorToken();
  const draft = await createDraftPage(token, {
    title: 'Rascunho de teste',
    path: DRAFT_PATH,
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [paragraph('Texto ainda em rascunho')],
  });
  expect((await page.goto(DRAFT_PATH))?.status()).toBe(404);

  const preview = previewPath(draft.data.documentId);
  expect(preview).not.toContain(process.env.PREVIEW_SECRET!);
  expect((await page.goto(preview))?.status()).toBe(200);
  await expect(page.getByText('Texto ainda em rascunho').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Pré-visualização');

  // The secret itself no longer opens it, nor a token signed with another secret, nor an expired one.
  const withSecret = `/preview?uid=api::page.page&documentId=${draft.data.documentId}&status=draft&secret=${process.env.PREVIEW_SECRET}`;
  expect((await page.goto(withSecret))?.status()).toBe(401);
  expect((await page.goto(previewPath(draft.data.documentId, { secret: 'outro-segredo' })))?.status()).toBe(401);
  expect((await page.goto(previewPath(draft.data.documentId, { nowMs: Date.now() - 31 * 60 * 1000 })))?.status()).toBe(401);
});

test('publishing a page rebuilds the static site and unpublishing removes it again', async ({ page, request }) => {
  const token = await editorToken();
  const created = await createDraftPage(token, {
    title: 'Página publicada no teste',
    path: PUBLISHED_PATH,
    type: 'default',
    show_header: true,
    show_footer: true,
    blocks: [paragraph('Conteúdo recém-publicado')],
  });
  const before = (await (await request.get(`${INTERNAL}/__status`)).json()).release;
  await publishPage(token, created.data.documentId);

  await expect.poll(async () => (await request.get(PUBLISHED_PATH)).status(), { timeout: 200_000, intervals: [2000] }).toBe(200);
  expect((await (await request.get(`${INTERNAL}/__status`)).json()).release).not.toBe(before);
  await page.goto(PUBLISHED_PATH);
  await expect(page.getByText('Conteúdo recém-publicado').first()).toBeVisible();

  await unpublishPage(token, created.data.documentId);
  await expect.poll(async () => (await request.get(PUBLISHED_PATH)).status(), { timeout: 200_000, intervals: [2000] }).toBe(404);
});

test('the rebuild hook refuses calls without the shared secret', async ({ request }) => {
  expect((await request.post(`${INTERNAL}/__rebuild`)).status()).toBe(403);
  expect((await request.post(`${INTERNAL}/__rebuild`, { headers: { 'x-rebuild-secret': 'errado' } })).status()).toBe(403);
});

test('the public listener has no rebuild hook and no status', async ({ request }) => {
  expect((await request.post('/__rebuild', { headers: { 'x-rebuild-secret': 'e2e-rebuild-secret' } })).status()).toBe(404);
  expect((await request.get('/__status')).status()).toBe(404);
  // …while the internal one, on loopback, has both.
  expect((await request.get(`${INTERNAL}/__status`)).status()).toBe(200);
});
