import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/axe';
import { createAccount, expect, signInPage, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { ClientArea } from './pages/client-area';
import { LoginPage } from './pages/login-page';

const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

test('an attendant searches a contract, starts the service and ends it', async ({ page }) => {
  // The service lives on the attendant's own session: this test signs in on its own.
  const attendant = await createAccount('attendant');
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  await signInPage(page, attendant);
  const screen = new AttendantPage(page);
  await screen.open();
  await expectNoA11yViolations(page);

  // At least one field is needed; unknown documents and codes have their own messages.
  await screen.searchButton.click();
  await expect(page.getByText('Informe o CPF/CNPJ ou o código do cliente')).toBeVisible();
  await screen.searchByDocument('529.982.247-25');
  await expect(screen.toastSaying('O CPF ou CNPJ ainda não é cliente Necta')).toHaveAttribute('data-kind', 'error');
  await screen.searchByCode('999999999999');
  await expect(screen.toastSaying('Código de cliente não encontrado')).toHaveAttribute('data-kind', 'error');

  await screen.searchByDocument(contract.consumerCpfCnpj);
  await expect(page.getByText('1 contrato encontrado')).toBeVisible();
  await expect(page.getByText(`Código do cliente: ${contract.consumerCode}`)).toBeVisible();
  await expectNoA11yViolations(page);
  await screen.startService(contract.consumerCode);

  await screen.arrive('home');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('true');
  await expect(screen.attendantPanel).toContainText(contract.consumerName);
  await expect(screen.attendantPanel).toContainText('Instalação ativa');
  await expect(screen.attendantPanel).toContainText(maskedCpf(contract.consumerCpfCnpj));
  await expect(screen.selectedContract).toContainText(contract.consumerCode);
  await expectNoA11yViolations(page);

  // The service survives a reload (server-side attendant session).
  await page.reload();
  await screen.settled();
  await expect(screen.attendantPanel).toContainText(contract.consumerName);

  await screen.attendantPanel.getByRole('button', { name: 'Encerrar atendimento' }).click();
  await screen.arrive('atendimento');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('false');
  await screen.goto('home');
  await expect(page.getByRole('heading', { name: 'Nenhum atendimento iniciado' })).toBeVisible();
  await expect(screen.attendantPanel).toHaveCount(0);
});

test('an attendant whose service flag is set lands on the home after signing in', async ({ page, accounts }) => {
  const attendant = await accounts.create('attendant2');
  const login = new LoginPage(page);
  await login.goto();
  await page.evaluate(() => sessionStorage.setItem('servicerStarted', 'true'));
  await login.signIn(attendant.email, attendant.password);
  await page.waitForURL('**/area-cliente/home');
});

test.describe('a signed-in customer', () => {
  test.use({ signedInAs: 'client' });

  test('the logged header: breadcrumb, emergency phone, profile menu; compact at 1290 px and a menu button on mobile', async ({
    page,
    account,
  }) => {
    const area = new ClientArea(page);
    await area.goto('home');
    await expectNoA11yViolations(page);
    await area.menu.getByRole('link', { name: 'Redefinir senha' }).click();
    await expect(page).toHaveURL(/\/area-cliente\/atualizar-senha$/);
    await expect(area.breadcrumb.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/area-cliente/home');
    await expect(area.breadcrumb.getByText('Redefinir senha')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /Emergência/ })).toHaveAttribute('href', 'tel:08007736099');

    const name = page.getByText(account.name, { exact: true }).first();
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect(name).toBeVisible();
    await page.setViewportSize({ width: 1290, height: 800 });
    await expect(name).not.toBeInViewport();

    // One mobile boundary (spec 01 §9: 1024 px): 1024 px is desktop, 1023 px is mobile.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(area.menu).toBeVisible();
    await expect(area.menuButton).toBeHidden();
    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(area.menu).toBeHidden();
    await expect(area.menuButton).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(area.menu).toBeHidden();
    await area.menuButton.click();
    await expect(area.menu).toBeVisible();
    await area.menu.getByRole('link', { name: 'Início' }).click();
    await expect(area.menu).toBeHidden();
    await expect(page).toHaveURL(/\/area-cliente\/home$/);
  });

  test('the public top navigation is not shown inside the client area; the logged footer has privacy and cookie settings', async ({
    page,
  }) => {
    const area = new ClientArea(page);
    await area.goto('home');
    await expect(area.selectedContract).toBeVisible();
    await expect(page.getByRole('link', { name: 'Já sou cliente' })).toHaveCount(0);
    await expect(page.getByPlaceholder('Do que você precisa hoje?')).toHaveCount(0);
    await expect(area.footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/institucional/politica-de-privacidade-1',
    );
    await area.footer.getByRole('button', { name: 'Configurações de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Configurações de cookies' })).toBeVisible();
    // Common access: no information bar.
    await expect(page.getByTestId('info-bar')).toHaveCount(0);
  });

  test('the error page knows gasReconnection and sends any other type to the digital account', async ({ page }) => {
    const area = new ClientArea(page);
    await area.goto('error?type=gasReconnection');
    await expect(page.getByRole('main').getByRole('link', { name: '0800 773 6099' })).toHaveAttribute('href', 'tel:08007736099');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Ir para Home' }).click();
    await expect(page).toHaveURL(/\/area-cliente\/home$/);
    await page.goto('/area-cliente/error?type=outro');
    await expect(page).toHaveURL(/\/area-cliente\/conta-digital$/);
  });

  test('every screen of the menu renders in place on the server and the browser logs no error', async ({ page }) => {
    await expectEveryScreenInPlace(page, 'bloqueio-temporario');
  });

  test('a slug outside the user menu shows nothing', async ({ page, account }) => {
    const area = new ClientArea(page);
    await area.goto('atendimento');
    await expect(area.profileButton(account.name)).toBeVisible();
    await expect(area.main).toBeEmpty();
    await area.goto('nao-existe');
    await expect(area.header).toBeVisible();
    await expect(area.main).toBeEmpty();
  });
});

test('the simplified invoice opens with the consumer code and CPF, and "Sair" closes it', async ({ page, accounts }) => {
  const customer = await accounts.create('client');
  const contract = customer.contracts[0]!;
  await new LoginPage(page).open('/login-fatura-simplificada');
  await expect(page.getByRole('heading', { level: 1, name: 'Via simplificada da fatura' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Código do cliente').pressSequentially(contract.consumerCode);
  await page.getByLabel('CPF/CNPJ').pressSequentially('529.982.247-25');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(new LoginPage(page).toastSaying('Código do Cliente e/ou CPF/CNPJ inválidos')).toHaveAttribute('data-kind', 'error');

  await page.getByLabel('CPF/CNPJ').fill('');
  await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL('**/area-cliente/fatura-simplificada');
  await expect(page.getByRole('heading', { level: 1, name: 'Via simplificada para pagamento' })).toBeVisible();
  await expectNoA11yViolations(page);
  // A simplified access opens nothing else of the client area.
  const home = await page.request.get('/area-cliente/home', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  // While that access lasts, the simplified-invoice login forwards straight to it.
  await new LoginPage(page).open('/login-fatura-simplificada');
  await page.waitForURL('**/area-cliente/fatura-simplificada');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login-fatura-simplificada');
  const again = await page.request.get('/area-cliente/fatura-simplificada', { maxRedirects: 0 });
  expect(again.headers().location).toBe('/login-fatura-simplificada');
});

/**
 * Opens every screen of the signed-in user's menu: the server's HTML holds the screen itself (not
 * a loading fallback completed by a streamed inline script, which the CSP refuses), the screen
 * shows its heading, and the browser logs no script error on any of them.
 */
async function expectEveryScreenInPlace(page: Page, mustInclude: string): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A screen's data call may answer 404 for this account (the industry factory account has no
    // industrial schedule): the browser logs that answer; what must not appear is a script error,
    // a refused inline script or a React error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const area = new ClientArea(page);
  await area.goto('home');
  const slugs = await area.menu
    .locator('a[href^="/area-cliente/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/')[2]!))]);
  expect(slugs).toContain(mustInclude);
  for (const slug of slugs) {
    const html = await (await page.request.get(`/area-cliente/${slug}`)).text();
    expect(html, slug).not.toContain('<!--$?-->');
    await area.goto(slug);
    await expect(area.main.locator('h1, h2').first(), slug).toBeVisible();
  }
  expect(errors).toEqual([]);
}

for (const [role, slug] of [
  ['industry', 'programacao-consumo'],
  ['programmer', 'gestao-consumo-visao-geral'],
  ['master', 'perfis-necta'],
] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ signedInAs: role });
    test('every screen of the menu renders in place on the server and the browser logs no error', async ({ page }) => {
      await expectEveryScreenInPlace(page, slug);
    });
  });
}
