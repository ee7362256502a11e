/**
 * The home page (spec 01 §2.8, §6, §9): the role's description, the invoice parts for a contract
 * in use, the attendant's card only once a service has started, the first 5 quick-access cards of
 * the role's list, the assistance cards and the login-change toast.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { createAccount, expect, signInPage, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { HomePage } from './pages/home-page';

const CLIENT_DESCRIPTION = 'Aqui você acompanha suas faturas, solicita serviços e mantém seus dados de gás natural em dia.';
const STAFF_DESCRIPTION = 'Acompanhe o atendimento em andamento e acesse os serviços do contrato do cliente.';
const SERVICE_LINKS = ['Religação do gás', 'Suspensão de fornecimento'];

test.describe('a customer with common access', () => {
  test.use({ signedInAs: 'client' });

  test('sees the client description, the invoice parts, the user list of quick access and the assistance cards', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.description).toHaveText(CLIENT_DESCRIPTION);
    await expect(page.getByTestId('current-invoice').filter({ visible: true })).toHaveCount(1);
    await expect(home.selectedContract).toBeVisible();
    // The starter content's entries by 'Ordem', the simplified invoice left out (its own access), at most 5.
    expect(await home.quickAccessCards()).toEqual([
      ['Segunda via de fatura', '/area-cliente/conta-digital'],
      ['Religação do gás', '/area-cliente/religacao-gas'],
      ['Assistência técnica', '/institucional/assistencia-tecnica'],
      ['Quero contratar', '/quero-contratar'],
      ['Suspensão de fornecimento', '/area-cliente/suspensao-fornecimento'],
    ]);
    const service = home.assistance.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Central de atendimento' }) });
    await expect(service.getByRole('link', { name: '0800 773 6099' })).toHaveAttribute('href', 'tel:08007736099');
    await expect(home.assistance.getByRole('heading', { name: 'Emergência 24 horas' })).toBeVisible();
    await expect(home.assistance.getByRole('link', { name: 'Conheça a assistência técnica' })).toHaveAttribute(
      'href',
      '/institucional/assistencia-tecnica',
    );
    await expectNoA11yViolations(page);

    // A client-area card opens its screen inside the area.
    await page.getByTestId('quick-access').getByRole('link', { name: 'Religação do gás' }).click();
    await home.arrive('religacao-gas');
  });

  test('shows the login-change toast from the success parameter', async ({ page }) => {
    const home = new HomePage(page);
    await home.open('?success=true');
    await expect(home.toastSaying('Login alterado com sucesso')).toHaveAttribute('data-kind', 'success');
    // Said once: the parameter leaves the address, so a reload does not repeat it.
    await expect(page).toHaveURL(/\/area-cliente\/home$/);
    await expectNoA11yViolations(page);
    await home.open('?success=false');
    await expect(home.toastSaying('Ocorreu um erro ao alterar o login')).toHaveAttribute('data-kind', 'error');
  });
});

test.describe('a GNV customer', () => {
  test.use({ signedInAs: 'gnv' });

  test('gets the attendant list without reconnection or suspension links', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.description).toHaveText(CLIENT_DESCRIPTION);
    const cards = await home.quickAccessCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(5);
    for (const [name, href] of cards) {
      expect(SERVICE_LINKS).not.toContain(name);
      expect(href).toMatch(/^\/area-cliente\//);
    }
    await expectNoA11yViolations(page);
  });
});

test.describe('an administrator', () => {
  test.use({ signedInAs: 'admin' });

  test('without a started service sees the staff description and the invitation, no contract or invoices', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.description).toHaveText(STAFF_DESCRIPTION);
    await expect(home.serviceNotStarted).toContainText('Nenhum atendimento iniciado');
    await expect(home.serviceNotStarted.getByRole('link', { name: 'Iniciar atendimento' })).toHaveAttribute(
      'href',
      '/area-cliente/atendimento',
    );
    await expect(page.getByTestId('current-invoice')).toHaveCount(0);
    await expect(home.selectedContract).toHaveCount(0);
    expect(await home.quickAccessCards()).toEqual([]);
    await expect(home.assistance).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('an administrator serving a customer gets no reconnection or suspension cards', async ({ page }) => {
  const admin = await createAccount('admin');
  const customer = await createAccount('client');
  await signInPage(page, admin);
  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(customer.contracts[0]!.consumerCode);
  await attendance.startService(customer.contracts[0]!.consumerCode);
  const home = new HomePage(page);
  await home.arrive('home');
  await expect(home.selectedContract).toContainText(customer.contracts[0]!.consumerCode);
  const cards = await home.quickAccessCards();
  expect(cards.map(([name]) => name)).toContain('Segunda via de fatura');
  for (const [name, href] of cards) {
    expect(SERVICE_LINKS).not.toContain(name);
    expect(href).toMatch(/^\/area-cliente\//);
  }
});

test('an attendant sees the home card only once a service has started, with the attendant list', async ({ page }) => {
  const attendant = await createAccount('attendant');
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  await signInPage(page, attendant);
  const home = new HomePage(page);
  await home.open();
  await expect(home.description).toHaveText(STAFF_DESCRIPTION);
  await expect(home.serviceNotStarted).toBeVisible();
  await expect(page.getByTestId('current-invoice')).toHaveCount(0);

  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(contract.consumerCode);
  await attendance.startService(contract.consumerCode);
  await home.arrive('home');
  await expect(home.serviceNotStarted).toHaveCount(0);
  await expect(home.selectedContract).toContainText(contract.consumerCode);
  await expect(page.getByTestId('current-invoice').filter({ visible: true })).toHaveAttribute('data-variant', 'attendant');
  const cards = await home.quickAccessCards();
  // Only client-area screens (what an attendant does for the customer), reconnection and suspension included.
  expect(cards.map(([name]) => name)).toEqual(['Segunda via de fatura', 'Religação do gás', 'Suspensão de fornecimento']);
  await expectNoA11yViolations(page);
});
