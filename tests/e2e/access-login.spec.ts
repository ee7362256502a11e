import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { expectNoA11yViolations } from './helpers/axe';
import { JWT_PATTERN, linkIn, waitForMail } from './helpers/access';
import type { Page } from '@playwright/test';
import { cmsUrl, expect, signIn, signInPage, SITE_REQUEST_HEADERS, test, type Account, type Role } from './fixtures';
import { ClientArea } from './pages/client-area';
import { LoginPage } from './pages/login-page';

/** Where each role lands after signing in with the form (spec 04 §2.2), written as the spec says. */
const LANDING: Record<Role, string> = {
  client: '/area-cliente/home',
  multi: '/contratos',
  industry: '/area-cliente/programacao-consumo',
  gnv: '/area-cliente/home',
  attendant: '/area-cliente/atendimento',
  attendant2: '/area-cliente/atendimento',
  admin: '/area-cliente/home',
  master: '/area-cliente/home',
  programmer: '/area-cliente/visao-geral-dashboard',
};

test.describe('the login form sends each role where spec 04 §2.2 says', () => {
  for (const [role, landing] of Object.entries(LANDING) as [Role, string][]) {
    test(`${role} → ${landing}`, async ({ page, accounts }) => {
      const account = await accounts.create(role);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(account.email, account.password);
      await page.waitForURL((url) => url.pathname === landing);
      if (landing === '/contratos') {
        await expect(page.getByRole('heading', { level: 1, name: 'Escolha o contrato' })).toBeVisible();
      } else {
        // The logged header shows who is signed in.
        await expect(new ClientArea(page).profileButton(account.name)).toBeVisible();
      }
    });
  }
});

test('the demo accounts of the README (DESIGN §7) sign in with the published password', async ({ playwright, baseURL }) => {
  const demo = ['cliente', 'multicontrato', 'inativo', 'atendente', 'atendente2', 'admin', 'master', 'industria', 'programador', 'gnv'];
  const request = await playwright.request.newContext({ baseURL: baseURL! });
  try {
    for (const name of demo) {
      const email = `${name}@demo.test`;
      const user = await signIn(request, { email, password: 'Demo@1234' });
      expect(user.email, email).toBe(email);
      await request.post('/session/logout', { headers: SITE_REQUEST_HEADERS });
    }
  } finally {
    await request.dispose();
  }
});

test('a customer with several contracts picks one on /contratos and enters the client area with it', async ({ page, accounts }) => {
  const account = await accounts.create('multi');
  await signInPage(page, account);
  await page.goto('/contratos');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o contrato' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expectNoA11yViolations(page);
  const chosen = account.contracts[2]!;
  await page.getByRole('listitem').filter({ hasText: chosen.consumerCode }).getByRole('button', { name: 'Acessar este contrato' }).click();
  const area = new ClientArea(page);
  await area.arrive('home');
  await expect(area.selectedContract).toContainText(chosen.consumerCode);
  await expect(area.selectedContract).toContainText('Bauru');
});

test('a client-area address without a session goes to the login with r, and back there after signing in', async ({ page, accounts }) => {
  const account = await accounts.create('client');
  await page.goto('/area-cliente/atualizar-senha');
  await expect(page).toHaveURL(/\/login\?r=atualizar-senha$/);
  const login = new LoginPage(page);
  await expect(login.signInHeading).toBeVisible();
  await login.signIn(account.email, account.password);
  await new ClientArea(page).arrive('atualizar-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
});

test('bad credentials show the catalogue messages on the fields and in a toast', async ({ page, accounts }) => {
  const account = await accounts.create('client');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, 'SenhaErrada1');
  await expect(login.toastSaying('Dados não encontrados.')).toHaveAttribute('data-kind', 'error');
  await expect(page.getByText('Por favor, verifique se o e-mail inserido está correto')).toBeVisible();
  await expect(page.getByText('Por favor, verifique se a sua senha está correta')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty e-mail and password are required', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  await expect(page.getByText('Este campo é obrigatório', { exact: true })).toHaveCount(2);
});

test('err=alreadyregistred shows the other-provider toast', async ({ page }) => {
  await page.goto('/login?err=alreadyregistred');
  await expect(new LoginPage(page).toastSaying('Usuário cadastrado com outro provider')).toBeVisible();
});

test('without a configured site key there is no captcha, and without Google no Google button', async ({ page, accounts }) => {
  const account = await accounts.create('client');
  const login = new LoginPage(page);
  // First the positive state: the providers have answered (neither configured on this stack)
  // and the form is live — only then does an absence mean anything.
  const providers = page.waitForResponse((r) => new URL(r.url()).pathname === '/session/providers');
  await login.goto();
  const answer = await providers;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ google: false, captcha: false });
  await expect(page.getByRole('link', { name: 'Não sei meu código de cliente' })).toHaveAttribute(
    'href',
    '/meu-codigo-cliente?page=login&params=SignUp',
  );
  await expect(login.captcha).toHaveCount(0);
  await expect(login.googleLink).toHaveCount(0);
  // Without a captcha the sign-in needs none: it goes through with no reCAPTCHA alert.
  await login.signIn(account.email, account.password);
  await page.waitForURL('**/area-cliente/home');
});

test('the Google button appears when the providers say Google is configured', async ({ page }) => {
  // The counterpart of the absence above: the same locator finds the button once it is offered.
  await page.route('**/session/providers', (route) => route.fulfill({ json: { google: true, captcha: false } }));
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.googleLink).toHaveAttribute('href', '/session/google');
});

test.describe('session cookie', () => {
  test('without "Manter conectado" the session cookie ends with the browser', async ({ page, context, accounts }) => {
    const account = await accounts.create('client');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await page.waitForURL('**/area-cliente/home');
    const cookie = (await context.cookies()).find((c) => c.name === 'necta_session');
    expect(cookie).toBeDefined();
    expect(cookie!.expires).toBe(-1);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
  });

  test('with "Manter conectado" it lasts 30 days', async ({ page, context, accounts }) => {
    const account = await accounts.create('client');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password, { keepConnected: true });
    await page.waitForURL('**/area-cliente/home');
    const cookie = (await context.cookies()).find((c) => c.name === 'necta_session');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'client' });

  test('no token ever reaches the browser: not in cookies, storage nor the session answer', async ({ page, account }) => {
    await new ClientArea(page).goto('home');
    const visible = await page.evaluate(
      async (headers) => ({
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        answer: await (await fetch('/session', { headers })).text(),
        me: await (await fetch('/api/portal/me', { headers })).text(),
      }),
      SITE_REQUEST_HEADERS,
    );
    expect(visible.answer).toContain(account.email);
    expect(visible.me).toContain(account.email);
    for (const [where, value] of Object.entries(visible)) {
      expect(value, where).not.toMatch(JWT_PATTERN);
      expect(value.toLowerCase(), where).not.toContain('"jwt"');
    }
    expect(visible.cookie).not.toContain('necta_session');
  });
});

test('the /api proxy refuses the token-issuing routes', async ({ request, accounts }) => {
  const account = await accounts.create('client');
  const login = await request.post('/api/portal/auth/login', {
    headers: SITE_REQUEST_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(404);
  const local = await request.post('/api/auth/local', {
    headers: SITE_REQUEST_HEADERS,
    data: { identifier: account.email, password: account.password },
  });
  expect(local.status()).toBe(404);
  expect(await login.text()).not.toMatch(JWT_PATTERN);
  expect(await local.text()).not.toMatch(JWT_PATTERN);
});

test('a cross-site request cannot change anything through the proxy', async ({ request }) => {
  const res = await request.patch('/api/attendant/session', {
    data: { contractId: 'x' },
    headers: { origin: 'https://malicioso.example', ...SITE_REQUEST_HEADERS },
  });
  expect(res.status()).toBe(403);
});

test('logout ends the session on both sides: the old cookie opens nothing any more', async ({ page, context, accounts }) => {
  const account = await accounts.create('client');
  await signInPage(page, account);
  const area = new ClientArea(page);
  await area.goto('home');
  const old = (await context.cookies()).find((c) => c.name === 'necta_session')!;
  await area.logout(account.name);
  await page.waitForURL('**/login');
  await context.addCookies([{ ...old }]);
  const res = await page.request.get('/session', { headers: SITE_REQUEST_HEADERS });
  expect((await res.json()).user).toBeNull();
  const home = await page.request.get('/area-cliente/home', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/login?r=home');
});

test('the login page passes axe on the sign-in, sign-up and forgot-password forms', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Cadastre-se' }).click();
  await expect(login.signUpHeading).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await login.openForgotPassword();
  await expectNoA11yViolations(page);
});

test('params=SignUp opens the sign-up, and the browser back button returns to the e-mail sign-in', async ({ page }) => {
  await new LoginPage(page).open('/login?params=SignUp');
  const login = new LoginPage(page);
  await expect(login.signUpHeading).toBeVisible();
  await page.goBack();
  await expect(login.signInHeading).toBeVisible();
});

test('/passwordcreate without a token goes to /login', async ({ page }) => {
  await page.goto('/passwordcreate');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('return from Google sign-in', () => {
  const googleError = 'Não foi possível entrar com o Google. Tente novamente.';

  /**
   * Google itself cannot be reached here, so the single-use code the CMS mints at the end of a
   * Google sign-in is made from a real link token of the test's own account (a forgot-password
   * link, its purpose switched and bound to the browser's state in the stack's database).
   * Everything around Google runs for real: /session/google gives the browser its state cookie
   * and sends it to the CMS with the state's hash; the site's /login/google takes the cookie,
   * exchanges the code with the CMS, keeps the JWT in the session and lands. The rows written
   * are the test's own account's, never a demo account's.
   */
  const withDatabase = <T>(work: (db: Database.Database) => T): T => {
    const db = new Database(process.env.E2E_CMS_DATABASE!);
    try {
      return work(db);
    } finally {
      db.close();
    }
  };

  /** Starts a Google sign-in in the page's browser: its state cookie, and the hash the CMS is given. */
  async function startGoogle(page: Page): Promise<string> {
    const started = await page.request.get('/session/google', { headers: SITE_REQUEST_HEADERS, maxRedirects: 0 });
    expect(started.status()).toBe(302);
    const binding = new URL(started.headers().location!).searchParams.get('binding');
    expect(binding).toMatch(/^[0-9a-f]{64}$/);
    return binding!;
  }

  /** A Google exchange code of the account, bound to a started sign-in's state hash. */
  async function exchangeCode(account: Account, binding: string): Promise<string> {
    const since = Date.now();
    const asked = await fetch(`${cmsUrl()}/api/auth/user/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpfcnpj: account.cpfCnpj }),
    });
    expect(asked.status).toBe(200);
    const code = new URL(linkIn(await waitForMail(account.email, since), /[?&]t=/), 'http://site').searchParams.get('t')!;
    const hash = createHash('sha256').update(code).digest('hex');
    const changed = withDatabase(
      (db) =>
        db.prepare("UPDATE portal_auth_tokens SET purpose = 'google-exchange', binding = ? WHERE token_hash = ?").run(binding, hash)
          .changes,
    );
    expect(changed).toBe(1);
    return code;
  }

  test('a password account coming back from Google is told to use its password', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const code = await exchangeCode(account, await startGoogle(page));
    await page.goto(`/login/google?code=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/login\?err=alreadyregistred$/);
    await expect(new LoginPage(page).toastSaying('Usuário cadastrado com outro provider')).toBeVisible();
  });

  test("a Google account signs in once with its code, only in the browser that started; a reused, another browser's or unknown code shows the Google error", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create('client');
    withDatabase((db) => db.prepare("UPDATE up_users SET provider = 'google' WHERE id = ?").run(account.userId));
    const login = new LoginPage(page);

    // A code bound to another browser's state is refused here.
    const elsewhere = await exchangeCode(account, createHash('sha256').update('o estado de outro navegador').digest('hex'));
    await startGoogle(page);
    await page.goto(`/login/google?code=${encodeURIComponent(elsewhere)}`);
    await expect(page).toHaveURL(/\/login\?err=google$/);
    await expect(login.toastSaying(googleError)).toBeVisible();

    const code = await exchangeCode(account, await startGoogle(page));
    await page.goto(`/login/google?code=${encodeURIComponent(code)}`);
    await page.waitForURL('**/area-cliente/home');
    await expect(new ClientArea(page).profileButton(account.name)).toBeVisible();

    // Leave the client area first: with the cookies gone, its polling would get a 401 and send
    // the page to /login while the next navigation is under way.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await startGoogle(page);
    await page.goto(`/login/google?code=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/login\?err=google$/);
    await expect(login.toastSaying(googleError)).toBeVisible();
    await startGoogle(page);
    await page.goto('/login/google?code=inventado');
    await expect(login.toastSaying(googleError)).toBeVisible();
  });
});
