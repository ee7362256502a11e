/**
 * Preview for everything an editor publishes (docs/cms-admin.md, "Preview"), in Chromium, in the real
 * Strapi admin, as the demo editor: a FAQ question saved as a draft is opened from its entry with
 * "Abrir pré-visualização" and shows inside the site's FAQ block, open, with its answer formatted;
 * the preview switches between the computer's width and a phone's (375 px); the live site does not
 * carry the draft.
 */
import { randomBytes } from 'node:crypto';
import { cmsUrl, expect, test } from './fixtures';
import { editorToken, signInToAdmin } from './helpers/cms-admin';

test.describe.configure({ timeout: 300_000 });
/** Strapi's admin keeps its own token in the editor's browser by design: the guard watches the site's origin. */
test.use({ jwtGuardWatchesCms: false });

const run = randomBytes(4).toString('hex');

test('an editor opens the preview of a draft FAQ question from its entry and sees it as the site shows it, on a computer and on a phone', async ({
  page,
}) => {
  const question = `Posso pedir religação pelo portal ${run}?`;
  const token = await editorToken();
  const res = await fetch(`${cmsUrl()}/content-manager/collection-types/api::faq.faq`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ Pergunta: question, Resposta: answerWithBold('Sim, na área do cliente.'), Grupo: 'Teste' }),
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { documentId: string } };

  await signInToAdmin(page);
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::faq.faq/${data.documentId}`);
  await page
    .getByRole('link', { name: 'Abrir pré-visualização' })
    .or(page.getByRole('button', { name: 'Abrir pré-visualização' }))
    .click();

  const frame = page.frameLocator('iframe').first();
  const item = frame.locator('details', { hasText: question });
  await expect(item).toBeVisible({ timeout: 60_000 });
  // The question is open, its answer formatted as on the site.
  await expect(item).toHaveAttribute('open', '');
  await expect(item.locator('strong')).toHaveText('Sim');
  await expect(frame.getByRole('status')).toContainText('Pré-visualização (rascunho)');
  await expect(frame.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();

  // Computer width first, then a phone's.
  const iframe = page.locator('iframe').first();
  const desktopWidth = (await iframe.boundingBox())!.width;
  expect(desktopWidth).toBeGreaterThan(375);
  await page.getByRole('combobox', { name: 'Selecionar tipo de dispositivo' }).click();
  await page.getByRole('option', { name: 'Celular' }).click();
  await expect.poll(async () => Math.round((await iframe.boundingBox())!.width)).toBe(375);
  await expect(item).toBeVisible();
});

test('the preview of a FAQ question refuses a link without a valid token', async ({ page }) => {
  const res = await page.goto('/preview?uid=api::faq.faq&documentId=abc&status=draft&token=x');
  expect(res?.status()).toBe(401);
});

/** The answer as the FAQ's rich-text field (Strapi's Blocks) stores it, with its first word in bold. */
function answerWithBold(text: string): unknown {
  const [first, ...rest] = text.split(',');
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: first, bold: true },
        { type: 'text', text: `,${rest.join(',')}` },
      ],
    },
  ];
}
