import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/axe';
import { keepPopupClosed } from './helpers/popup';
import { DEMO_ACCOUNTS, JWT_PATTERN, linkIn, login, submitLogin, waitForIslands, waitForMail } from './helpers/access';

test.beforeEach(async ({ page }) => keepPopupClosed(page));

/** Accounts that sign in with a password and land in the client area (DESIGN §7). */
const landingAccounts = DEMO_ACCOUNTS.filter((a) => a.password && a.active && a.landing.startsWith('/'));

test.describe('each demo account lands where the spec says', () => {
  for (const account of landingAccounts) {
    test(`${account.email} → ${account.landing}`, async ({ page }) => {
      await login(page, account.email);
      await page.waitForURL((url) => url.pathname === account.landing);
      if (account.landing === '/contratos') {
        await expect(page.getByRole('heading', { level: 1, name: 'Escolha o contrato' })).toBeVisible();
      } else {
        // The logged header shows who is signed in.
        await expect(page.getByRole('button', { name: new RegExp(account.name.split(' ')[0]!) })).toBeVisible();
      }
    });
  }
});

test('a customer with several contracts picks one on /contratos and enters the client area with it', async ({ page }) => {
  await login(page, 'multicontrato@demo.test');
  await page.waitForURL('**/contratos');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expectNoA11yViolations(page);
  await page.getByRole('listitem').filter({ hasText: '100000003' }).getByRole('button', { name: 'Acessar este contrato' }).click();
  await page.waitForURL('**/area-cliente/home');
  await expect(page.getByTestId('selected-contract')).toContainText('100000003');
  await expect(page.getByTestId('selected-contract')).toContainText('São Carlos');
});

test('a client-area address without a session goes to the login with r, and back there after signing in', async ({ page }) => {
  await page.goto('/area-cliente/atualizar-senha');
  await expect(page).toHaveURL(/\/login\?r=atualizar-senha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await submitLogin(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/atualizar-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
});

test('bad credentials show the catalogue messages on the fields and in a toast', async ({ page }) => {
  await login(page, 'cliente@demo.test', { password: 'SenhaErrada1' });
  await expect(page.getByTestId('toast')).toContainText('Dados não encontrados.');
  await expect(page.getByText('Por favor, verifique se o e-mail inserido está correto')).toBeVisible();
  await expect(page.getByText('Por favor, verifique se a sua senha está correta')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty e-mail and password are required', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Este campo é obrigatório')).toHaveCount(2);
});

test('err=alreadyregistred shows the other-provider toast', async ({ page }) => {
  await page.goto('/login?err=alreadyregistred');
  await expect(page.getByTestId('toast')).toContainText('Usuário cadastrado com outro provider');
});

test('without a configured site key there is no captcha, and without Google no Google button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await expect(page.getByTestId('captcha')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Entrar com Google' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Não sei meu código de cliente' })).toHaveAttribute(
    'href',
    '/meu-codigo-cliente?page=login&params=SignUp',
  );
});

test.describe('session cookie', () => {
  test('without "Manter conectado" the session cookie ends with the browser', async ({ page, context }) => {
    await login(page, 'cliente@demo.test');
    await page.waitForURL('**/area-cliente/home');
    const cookie = (await context.cookies()).find((c) => c.name === 'necta_session');
    expect(cookie).toBeDefined();
    expect(cookie!.expires).toBe(-1);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
  });

  test('with "Manter conectado" it lasts 30 days', async ({ page, context }) => {
    await login(page, 'cliente@demo.test', { keepConnected: true });
    await page.waitForURL('**/area-cliente/home');
    const cookie = (await context.cookies()).find((c) => c.name === 'necta_session');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test('no token ever reaches the browser: not in cookies, storage nor the session answer', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  const visible = await page.evaluate(async () => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    answer: await (await fetch('/session')).text(),
    me: await (await fetch('/api/portal/me')).text(),
  }));
  expect(visible.answer).toContain('cliente@demo.test');
  expect(visible.me).toContain('cliente@demo.test');
  for (const [where, value] of Object.entries(visible)) {
    expect(value, where).not.toMatch(JWT_PATTERN);
    expect(value.toLowerCase(), where).not.toContain('"jwt"');
  }
  expect(visible.cookie).not.toContain('necta_session');
});

test('the /api proxy refuses the token-issuing routes', async ({ request }) => {
  const login = await request.post('/api/portal/auth/login', { data: { email: 'cliente@demo.test', password: 'Demo@1234' } });
  expect(login.status()).toBe(404);
  const local = await request.post('/api/auth/local', { data: { identifier: 'cliente@demo.test', password: 'Demo@1234' } });
  expect(local.status()).toBe(404);
  expect(await login.text()).not.toMatch(JWT_PATTERN);
});

test('a cross-site request cannot change anything through the proxy', async ({ request }) => {
  const res = await request.patch('/api/attendant/session', {
    data: { contractId: 'x' },
    headers: { origin: 'https://malicioso.example' },
  });
  expect(res.status()).toBe(403);
});

test('logout ends the session on both sides: the old cookie opens nothing any more', async ({ page, context }) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  await waitForIslands(page);
  const old = (await context.cookies()).find((c) => c.name === 'necta_session')!;
  await page.getByRole('button', { name: /Maria/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
  await context.addCookies([{ ...old }]);
  const res = await page.request.get('/session');
  expect((await res.json()).user).toBeNull();
  const area = await page.request.get('/area-cliente/home', { maxRedirects: 0 });
  expect(area.status()).toBe(302);
  expect(area.headers().location).toBe('/login?r=home');
});

test('the login page passes axe on the sign-in, sign-up and forgot-password forms', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastre-se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Redefina sua senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redefina sua senha' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('params=SignUp opens the sign-up, and the browser back button returns to the e-mail sign-in', async ({ page }) => {
  await page.goto('/login?params=SignUp');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
});

test('/passwordcreate without a token goes to /login', async ({ page }) => {
  await page.goto('/passwordcreate');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('return from Google sign-in', () => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === 'operador.lins@demo.test')!;
  const googleError = 'Não foi possível entrar com o Google. Tente novamente.';
  const withDatabase = <T>(work: (db: Database.Database) => T): T => {
    const db = new Database(process.env.E2E_CMS_DATABASE!);
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  const setProvider = (provider: string) =>
    withDatabase((db) => db.prepare('UPDATE up_users SET provider = ? WHERE email = ?').run(provider, account.email));

  /**
   * Google itself cannot be reached here, so the single-use code the CMS mints at the end of
   * a Google sign-in is made from a real link token of the account (a forgot-password link,
   * its purpose switched in the database). Everything after Google runs for real: the site's
   * /login/google exchanges the code with the CMS, keeps the JWT in the session and lands.
   */
  async function exchangeCode(request: APIRequestContext): Promise<string> {
    const since = Date.now();
    const asked = await request.post(`${process.env.CMS_URL}/api/auth/user/forgotPassword`, { data: { cpfcnpj: account.cpfCnpj } });
    expect(asked.status()).toBe(200);
    const code = new URL(linkIn(await waitForMail(account.email, since), /[?&]t=/), 'http://site').searchParams.get('t')!;
    const hash = createHash('sha256').update(code).digest('hex');
    const changed = withDatabase(
      (db) => db.prepare("UPDATE portal_auth_tokens SET purpose = 'google-exchange' WHERE token_hash = ?").run(hash).changes,
    );
    expect(changed).toBe(1);
    return code;
  }

  test.afterEach(() => setProvider('local'));

  test('a password account coming back from Google is told to use its password', async ({ page, request }) => {
    await page.goto(`/login/google?code=${encodeURIComponent(await exchangeCode(request))}`);
    await expect(page).toHaveURL(/\/login\?err=alreadyregistred$/);
    await expect(page.getByTestId('toast')).toContainText('Usuário cadastrado com outro provider');
  });

  test('a Google account signs in once with its code; a reused or unknown code shows the Google error', async ({ page, request }) => {
    setProvider('google');
    const code = await exchangeCode(request);
    await page.goto(`/login/google?code=${encodeURIComponent(code)}`);
    await page.waitForURL((url) => url.pathname === account.landing);
    await expect(page.getByRole('button', { name: new RegExp(account.name.split(' ')[0]!) })).toBeVisible();

    await page.context().clearCookies();
    await page.goto(`/login/google?code=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/login\?err=google$/);
    await expect(page.getByTestId('toast')).toContainText(googleError);
    await page.goto('/login/google?code=inventado');
    await expect(page.getByTestId('toast')).toContainText(googleError);
  });
});
