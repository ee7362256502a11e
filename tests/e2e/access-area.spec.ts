import { expect, test } from '@playwright/test';
import { maskCpfCnpj } from '../../cms/src/domain/cpf-cnpj';
import { expectNoA11yViolations } from './helpers/axe';
import { keepPopupClosed } from './helpers/popup';
import { DEMO_CONTRACTS, DEMO_SIMPLIFIED_INVOICE, login } from './helpers/access';

test.beforeEach(async ({ page }) => keepPopupClosed(page));

test('an attendant searches a contract, starts the service and ends it', async ({ page }) => {
  await login(page, 'atendente@demo.test');
  await page.waitForURL('**/area-cliente/atendimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();
  await expectNoA11yViolations(page);

  // At least one field is needed; unknown documents and codes have their own messages.
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Informe o CPF/CNPJ ou o código do cliente')).toBeVisible();
  await page.getByLabel('CPF/CNPJ').pressSequentially('529.982.247-25');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('toast')).toContainText('O CPF ou CNPJ ainda não é cliente Necta');
  await page.getByLabel('CPF/CNPJ').fill('');
  await page.getByLabel('Código do cliente').pressSequentially('999999999999');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Código de cliente não encontrado' })).toBeVisible();

  const contract = DEMO_CONTRACTS.cliente;
  await page.getByLabel('Código do cliente').fill('');
  await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 contrato encontrado')).toBeVisible();
  await expect(page.getByText(`Código do cliente: ${contract.consumerCode}`)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Iniciar atendimento' }).click();

  await page.waitForURL('**/area-cliente/home');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('true');
  const panel = page.getByTestId('attendant-panel');
  await expect(panel).toContainText(contract.consumerName);
  await expect(panel).toContainText('Instalação ativa');
  await expect(panel).toContainText(maskCpfCnpj(contract.consumerCpfCnpj));
  await expect(page.getByTestId('selected-contract')).toContainText(contract.consumerCode);
  await expectNoA11yViolations(page);

  // The service survives a reload (server-side attendant session).
  await page.reload();
  await expect(page.getByTestId('attendant-panel')).toContainText(contract.consumerName);

  await page.getByRole('button', { name: 'Encerrar atendimento' }).click();
  await page.waitForURL('**/area-cliente/atendimento');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('false');
  await page.goto('/area-cliente/home');
  await expect(page.getByText('Nenhum atendimento iniciado')).toBeVisible();
  await expect(page.getByTestId('attendant-panel')).toHaveCount(0);
});

test('an attendant whose service flag is set lands on the home after signing in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('servicerStarted', 'true'));
  await login(page, 'atendente2@demo.test');
  await page.waitForURL('**/area-cliente/home');
});

test('the logged header: breadcrumb, emergency phone, profile menu; compact at 1290 px and a menu button on mobile', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  await expectNoA11yViolations(page);
  await page.getByRole('navigation', { name: 'Menu da área do cliente' }).getByRole('link', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/area-cliente\/atualizar-senha$/);
  const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(crumbs.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/area-cliente/home');
  await expect(crumbs.getByText('Redefinir senha')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Emergência/ })).toHaveAttribute('href', /^tel:/);

  const name = page.getByText('Maria Aparecida Souza', { exact: true }).first();
  await page.setViewportSize({ width: 1300, height: 800 });
  await expect(name).toBeVisible();
  await page.setViewportSize({ width: 1290, height: 800 });
  await expect(name).not.toBeInViewport();

  await page.setViewportSize({ width: 800, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Menu da área do cliente' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Início' }).click();
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/area-cliente\/home$/);
});

test('the public top navigation is not shown inside the client area; the logged footer has privacy and cookie settings', async ({
  page,
}) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  await expect(page.getByRole('link', { name: 'Já sou cliente' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Do que você precisa hoje?')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/institucional/politica-de-privacidade-1',
  );
  await footer.getByRole('button', { name: 'Configurações de cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Configurações de cookies' })).toBeVisible();
  // Common access: no information bar.
  await expect(page.getByTestId('info-bar')).toHaveCount(0);
});

test('the error page knows gasReconnection and sends any other type to the digital account', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  await page.goto('/area-cliente/error?type=gasReconnection');
  await expect(page.getByRole('main').getByRole('link', { name: '0800 773 6099' })).toHaveAttribute('href', 'tel:08007736099');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Ir para Home' }).click();
  await expect(page).toHaveURL(/\/area-cliente\/home$/);
  await page.goto('/area-cliente/error?type=outro');
  await expect(page).toHaveURL(/\/area-cliente\/conta-digital$/);
});

test('a slug outside the user menu shows nothing', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.waitForURL('**/area-cliente/home');
  await page.goto('/area-cliente/atendimento');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#conteudo-area')).toBeEmpty();
  await page.goto('/area-cliente/nao-existe');
  await expect(page.locator('#conteudo-area')).toBeEmpty();
});

test('the simplified invoice opens with the consumer code and CPF, and "Sair" closes it', async ({ page }) => {
  await page.goto('/login-fatura-simplificada');
  await expect(page.getByRole('heading', { level: 1, name: 'Via simplificada da fatura' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Código do cliente').pressSequentially(DEMO_SIMPLIFIED_INVOICE.consumerCod);
  await page.getByLabel('CPF/CNPJ').pressSequentially('529.982.247-25');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByTestId('toast')).toContainText('Código do Cliente e/ou CPF/CNPJ inválidos');

  await page.getByLabel('CPF/CNPJ').fill('');
  await page.getByLabel('CPF/CNPJ').pressSequentially(DEMO_SIMPLIFIED_INVOICE.cpfcnpj);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL('**/area-cliente/fatura-simplificada');
  await expect(page.getByRole('heading', { level: 1, name: 'Via simplificada para pagamento' })).toBeVisible();
  await expectNoA11yViolations(page);
  // A simplified access opens nothing else of the client area.
  const home = await page.request.get('/area-cliente/home', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  // While that access lasts, the simplified-invoice login forwards straight to it.
  await page.goto('/login-fatura-simplificada');
  await page.waitForURL('**/area-cliente/fatura-simplificada');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login-fatura-simplificada');
  const again = await page.request.get('/area-cliente/fatura-simplificada', { maxRedirects: 0 });
  expect(again.headers().location).toBe('/login-fatura-simplificada');
});
