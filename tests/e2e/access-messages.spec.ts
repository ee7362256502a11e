/**
 * The message catalogue of the screens built so far, each text asserted as the spec writes it:
 * spec 04 §5 and §8 (access) and spec 02 §8 (attendant and password screens). Messages the
 * stack can produce for real are met that way in the other files (bad credentials, unknown
 * document or code, a taken e-mail, an invalid link…); the failures a healthy stack never
 * gives — a 5xx, a dropped connection — are injected with `page.route` on the browser's call.
 *
 * Met elsewhere: 'Dados não encontrados.' and its two field messages, 'Dados não encontrados'
 * (access-login, access-accounts); 'Ocorreu um erro ao atualizar o cadastro do usuário',
 * 'Código do Cliente e/ou CPF/CNPJ inválidos', 'Ocorreu um erro ao cadastrar usuário',
 * 'Senha alterada com sucesso!', 'Sua senha foi definida!', 'Senha alterada com sucesso'
 * (access-accounts, access-area); 'Usuário cadastrado com outro provider' (access-login);
 * 'O CPF ou CNPJ ainda não é cliente Necta', 'Código de cliente não encontrado' (access-area).
 * Not built yet (their screens come with later issues): 'Erro ao verificar documento', the
 * contracting-flow and upload messages, the invoice-list messages.
 */
import type { Page, Route } from '@playwright/test';
import { createAccount, expect, signInPage, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { LoginPage } from './pages/login-page';
import { PasswordPage } from './pages/password-page';

/** A server failure as Strapi shapes it (no message worth showing to the user). */
const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
  });
/** The connection drops before any answer. */
const networkError = (route: Route) => route.abort('failed');

/** Answers only the given method on the path; other methods go through. */
async function fail(page: Page, method: string, path: string, answer: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === method ? answer(route) : route.fallback()),
  );
}

test.describe('access (spec 04 §8)', () => {
  test("a sign-in the server cannot answer shows 'Ocorreu um erro ao realizar o login' for the 7 seconds of the spec", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create('client');
    await fail(page, 'POST', '/session/login', networkError);
    // The page's clock runs normally while it loads, then stands still: only runFor moves it.
    const loaded = new Date('2026-03-02T10:00:00-03:00');
    await page.clock.install({ time: loaded });
    const login = new LoginPage(page);
    await login.goto();
    await page.clock.pauseAt(new Date(loaded.getTime() + 60_000));
    await login.signIn(account.email, account.password);
    const toast = login.toastSaying('Ocorreu um erro ao realizar o login');
    await expect(toast).toHaveAttribute('data-kind', 'error');
    await expect(page).toHaveURL(/\/login$/);
    // spec 04 §9: the login error toast lasts 7000 ms.
    await page.clock.runFor(6_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test("a 500 of the sign-in also gives 'Ocorreu um erro ao realizar o login', never the server's text", async ({ page, accounts }) => {
    const account = await accounts.create('client');
    await fail(page, 'POST', '/session/login', serverError);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(login.toastSaying('Ocorreu um erro ao realizar o login')).toBeVisible();
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  });

  test("a sign-in refused for the captcha shows the reCAPTCHA alert 'Não conseguimos validar o reCAPTCHA…'", async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const message = 'Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.';
    await fail(page, 'POST', '/session/login', (route) =>
      route.fulfill({ status: 400, json: { data: null, error: { status: 400, name: 'ValidationError', message } } }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
    await expect(login.toastSaying(message)).toHaveCount(0);
  });

  test("a forgot-password request that fails on the server shows 'Por favor, confira os dados e tente novamente'", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create('client');
    await fail(page, 'POST', '/api/auth/user/forgotPassword', serverError);
    const login = new LoginPage(page);
    await login.goto();
    await login.openForgotPassword();
    await login.requestPasswordLink(account.cpfCnpj!);
    await expect(login.toastSaying('Por favor, confira os dados e tente novamente')).toHaveAttribute('data-kind', 'error');
    await expect(login.forgotHeading).toBeVisible();
  });

  test("a password reset the server cannot complete shows 'Ocorreu um erro ao alterar a senha'", async ({ page }) => {
    await fail(page, 'PATCH', '/api/auth/user/resetPassword', serverError);
    await new LoginPage(page).open('/login?t=um-link-qualquer');
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Encanado#2025');
    await page.getByLabel('Confirme a nova senha').fill('Encanado#2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(new LoginPage(page).toastSaying('Ocorreu um erro ao alterar a senha')).toHaveAttribute('data-kind', 'error');
  });

  test("a password creation the server cannot complete shows 'Ocorreu um erro ao definir a senha'", async ({ page }) => {
    await fail(page, 'PATCH', '/api/auth/user/confirm', networkError);
    await new LoginPage(page).open('/passwordcreate?t=um-link-qualquer');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Primeira@2024');
    await page.getByLabel('Confirme a nova senha').fill('Primeira@2024');
    await page.getByRole('button', { name: 'Definir senha' }).click();
    await expect(new LoginPage(page).toastSaying('Ocorreu um erro ao definir a senha')).toHaveAttribute('data-kind', 'error');
  });

  test("a simplified-invoice access the server cannot answer shows 'Ocorreu um erro inesperado'", async ({ page, accounts }) => {
    const customer = await accounts.create('client');
    const contract = customer.contracts[0]!;
    await fail(page, 'POST', '/session/simplified', serverError);
    await new LoginPage(page).open('/login-fatura-simplificada');
    await page.getByLabel('Código do cliente').pressSequentially(contract.consumerCode);
    await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(new LoginPage(page).toastSaying('Ocorreu um erro inesperado')).toHaveAttribute('data-kind', 'error');
    await expect(page).toHaveURL(/\/login-fatura-simplificada$/);
  });

  test("an e-mail confirmation link the server cannot check shows 'Ocorreu um erro inesperado'", async ({ page }) => {
    await fail(page, 'PATCH', '/api/auth/user/emailValidation', networkError);
    await page.goto('/login?emailValidation=um-token-qualquer');
    await expect(new LoginPage(page).toastSaying('Ocorreu um erro inesperado')).toHaveAttribute('data-kind', 'error');
  });
});

test.describe('access field messages (spec 04 §5)', () => {
  test("the CPF/CNPJ field: 'Esse campo é obrigatório', 'CPF inválido' up to 11 digits, 'CNPJ inválido' from 12", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.openForgotPassword();
    const send = page.getByRole('button', { name: 'Enviar link' });
    await send.click();
    await expect(page.getByText('Esse campo é obrigatório', { exact: true })).toBeVisible();
    await login.cpfCnpj.pressSequentially('11111111111');
    await send.click();
    await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
    await login.cpfCnpj.fill('');
    await login.cpfCnpj.pressSequentially('11111111111111');
    await send.click();
    await expect(page.getByText('CNPJ inválido', { exact: true })).toBeVisible();
  });

  test("the sign-up e-mail: 'Digite um formato de email válido'", async ({ page }) => {
    await new LoginPage(page).open('/login?params=SignUp');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sem-arroba.exemplo.com');
    await page.getByLabel('Nome completo').click();
    await expect(page.getByText('Digite um formato de email válido', { exact: true })).toBeVisible();
  });
});

test.describe('attendant screen (spec 02 §8)', () => {
  test.use({ signedInAs: 'attendant' });

  test("a contract search that fails shows 'Erro ao buscar contrato'", async ({ page }) => {
    const customer = await createAccount('client');
    await fail(page, 'GET', '/api/attendant/contracts', serverError);
    const screen = new AttendantPage(page);
    await screen.open();
    await screen.searchByDocument(customer.cpfCnpj!);
    await expect(screen.toastSaying('Erro ao buscar contrato')).toHaveAttribute('data-kind', 'error');
    await expect(page.getByText('1 contrato encontrado')).toHaveCount(0);
  });

  test("a service that cannot start shows 'Erro ao iniciar atendimento' and stays on the search", async ({ page }) => {
    const customer = await createAccount('client');
    const contract = customer.contracts[0]!;
    await fail(page, 'PATCH', '/api/attendant/session', networkError);
    const screen = new AttendantPage(page);
    await screen.open();
    await screen.searchByDocument(contract.consumerCpfCnpj);
    await expect(screen.result(contract.consumerCode)).toBeVisible();
    await screen.startService(contract.consumerCode);
    await expect(screen.toastSaying('Erro ao iniciar atendimento')).toHaveAttribute('data-kind', 'error');
    await expect(page).toHaveURL(/\/area-cliente\/atendimento$/);
    expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).not.toBe('true');
  });
});

test("ending a service the server does not confirm shows 'Ocorreu um erro inesperado' and still ends it here", async ({ page }) => {
  // Starts a real service: its own attendant session.
  const attendant = await createAccount('attendant');
  const contract = (await createAccount('client')).contracts[0]!;
  await signInPage(page, attendant);
  const screen = new AttendantPage(page);
  await screen.open();
  await screen.searchByDocument(contract.consumerCpfCnpj);
  await screen.startService(contract.consumerCode);
  await screen.arrive('home');
  await fail(page, 'DELETE', '/api/attendant/session', serverError);
  await screen.attendantPanel.getByRole('button', { name: 'Encerrar atendimento' }).click();
  await expect(screen.toastSaying('Ocorreu um erro inesperado')).toHaveAttribute('data-kind', 'error');
  await page.waitForURL('**/area-cliente/atendimento');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('false');
});

test("password screen (spec 02 §8): a change the server refuses shows 'Falha na requisição'", async ({ page }) => {
  // Its own account: were the call to go through, it would end the account's other sessions.
  const account = await createAccount('client');
  await signInPage(page, account);
  await fail(page, 'PUT', '/api/auth/user/resetPassword', serverError);
  const screen = new PasswordPage(page);
  await screen.open();
  await screen.change(account.password, 'Encanado#2025');
  await expect(screen.toastSaying('Falha na requisição')).toHaveAttribute('data-kind', 'error');
  await expect(screen.toastSaying('Senha alterada com sucesso')).toHaveCount(0);
});

test("password screen (spec 02 §8): a change refused with 400 toasts 'Falha na requisição' too, the reason under its field", async ({
  page,
}) => {
  const account = await createAccount('client');
  await signInPage(page, account);
  const screen = new PasswordPage(page);
  await screen.open();
  // A wrong current password: the server answers 400 with the field's message.
  await screen.change('Errada#2025x', 'Encanado#2025');
  await expect(screen.toastSaying('Falha na requisição')).toHaveAttribute('data-kind', 'error');
  await expect(page.getByText('A senha atual está incorreta')).toBeVisible();
  await expect(screen.toastSaying('Senha alterada com sucesso')).toHaveCount(0);
});
