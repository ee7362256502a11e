/**
 * Access details: every failure of the forgot password — not found, 403, 429, network — has its
 * own message and counts towards the modal of spec 04 §4.3 (the second consecutive failure); the keep-logged cookie follows the
 * 'Manter conectado' choice (§4.1, §6); the landing footer cuts column titles at 25
 * characters (§9) like the other footers; the video-with-text block plays at volume 0.7.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, SITE_REQUEST_HEADERS, test } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { createDraftPage, editorToken } from './helpers/cms-admin';
import { LoginPage } from './pages/login-page';
import { previewPath } from '../support/preview';

const FORGOT = '**/api/auth/user/forgotPassword';
const NOT_CUSTOMER = 'CPF/CNPJ não encontrado';

test('403, 429 and network failures of the forgot password get their own messages, and count toward the second consecutive failure that opens the not-a-customer modal', async ({
  page,
}) => {
  test.slow(); // three rounds
  let next: 'deactivated' | 'limited' | 'offline' | 'real' = 'deactivated';
  await page.route(FORGOT, async (route) => {
    if (next === 'deactivated')
      return route.fulfill({
        status: 403,
        json: {
          data: null,
          error: {
            status: 403,
            name: 'ForbiddenError',
            message: 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.',
          },
        },
      });
    if (next === 'limited')
      return route.fulfill({
        status: 429,
        json: {
          data: null,
          error: { status: 429, name: 'TooManyRequestsError', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
        },
      });
    if (next === 'offline') return route.abort('internetdisconnected');
    return route.fallback();
  });
  const login = new LoginPage(page);
  const rounds = [
    ['deactivated', 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.'],
    ['limited', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['offline', 'Por favor, confira os dados e tente novamente'],
  ] as const;
  for (const [kind, message] of rounds) {
    await login.goto();
    await login.openForgotPassword();
    next = kind;
    await login.requestPasswordLink('529.982.247-25');
    await expect(login.toastSaying(message)).toBeVisible();
    await expect(page.getByRole('dialog', { name: NOT_CUSTOMER })).toHaveCount(0);
    // Spec 04 §4.3: the second consecutive failure, whatever the first one was, opens the modal.
    next = 'real';
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(login.toastSaying('Dados não encontrados')).toBeVisible();
    await expect(page.getByRole('dialog', { name: NOT_CUSTOMER })).toBeVisible();
  }
  const modal = page.getByRole('dialog', { name: NOT_CUSTOMER });
  await expect(modal.getByRole('link', { name: 'Retornar para a home' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'Ir para o cadastro' }).click();
  await expect(login.signUpHeading).toBeVisible();
});

test.describe('the keep-logged cookie follows "Manter conectado"', () => {
  const keepLogged = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'keepLogged');

  test('a sign-in without it leaves no cookie', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await page.waitForURL('**/area-cliente/**');
    expect(await keepLogged(page)).toBeUndefined();
  });

  test('a sign-in with it keeps the cookie as long as the kept session (30 days)', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password, { keepConnected: true });
    await page.waitForURL('**/area-cliente/**');
    const cookie = await keepLogged(page);
    expect(cookie).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('an unfinished registration comes back to the additional data only when the person chose to stay connected', async ({
    page,
    accounts,
  }) => {
    const login = new LoginPage(page);
    const kept = await accounts.create('client', { active: false, contracts: 0 });
    await login.goto();
    await login.signIn(kept.email, kept.password, { keepConnected: true });
    await expect(login.additionalDataHeading).toBeVisible();
    // Opening the login again finds the session, and the cookie sends it on.
    await login.open('/login');
    await expect(login.additionalDataHeading).toBeVisible();

    await page.context().clearCookies();
    const notKept = await accounts.create('client', { active: false, contracts: 0 });
    await login.goto();
    await login.signIn(notKept.email, notKept.password);
    await expect(login.additionalDataHeading).toBeVisible();
    await login.open('/login');
    await expect(login.signInHeading).toBeVisible();
    // The page shows the sign-in form and ends the session in the background: it is gone soon after.
    await expect.poll(async () => (await (await page.request.get('/session', { headers: SITE_REQUEST_HEADERS })).json()).user).toBeNull();
  });
});

test('the landing footer cuts column titles at 25 characters and keeps the whole title as a tooltip', async ({ page }) => {
  const token = await editorToken();
  const long = 'Atendimento ao cliente Necta Gás Natural';
  const draft = await createDraftPage(token, {
    title: 'Rodapé de landing',
    path: `/teste/rodape-${randomBytes(4).toString('hex')}`,
    type: 'default',
    show_header: true,
    show_footer: false,
    blocks: [
      {
        __component: 'navegacao.landing-page-footer',
        nomeColunaItem: 'Links úteis para economizar gás em casa',
        ItemColuna: [{ Nome: 'Início', Link: '/' }],
        ColunaCaixaDeTexto: [
          { nome_secao: long, caixaDeTexto: [{ type: 'paragraph', children: [{ type: 'text', text: 'Central 0800' }] }] },
        ],
      },
    ],
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(previewPath(draft.data.documentId));
  const footer = page.locator('[data-block="landing-page-footer"]');
  await expect(footer.getByRole('heading', { level: 2, name: 'Links úteis para economiz…', exact: true })).toBeVisible();
  const title = footer.getByRole('heading', { level: 2, name: 'Atendimento ao cliente Ne…', exact: true });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('title', long);
});

test('the video-with-text block plays at volume 0.7 like the side video', async ({ page }) => {
  await page.goto('/catalogo-de-blocos');
  const video = page.locator('[data-block="video-with-text"] video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.7);
});
