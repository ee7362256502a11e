/**
 * Alphanumeric CNPJ (Receita Federal, from July 2026) typed into the real forms: the CPF/CNPJ
 * field takes letters in its first 12 positions, shows them upper-case in the mask
 * XX.XXX.XXX/XXXX-00, says 'CNPJ inválido' for wrong check digits, and sends the document
 * normalized. Every account and contract is made by the factories (`document: 'cnpj-alnum'`).
 */
import { createContract } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { ClientArea } from './pages/client-area';
import { ContractingPage } from './pages/contracting-page';
import { LoginPage } from './pages/login-page';
import { SimplifiedInvoicePage } from './pages/simplified-invoice-page';

/** "12ABC34501DE35" → "12.ABC.345/01DE-35". */
const masked = (d: string) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
const wrongCheckDigit = (d: string) => d.slice(0, 13) + String((Number(d[13]) + 1) % 10);

test('the forgot-password form takes an alphanumeric CNPJ typed in lower case and sends it upper-case', async ({ page }) => {
  const account = await createAccount('client', { document: 'cnpj-alnum' });
  const document = account.cpfCnpj!;
  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();

  await login.cpfCnpj.pressSequentially(wrongCheckDigit(document).toLowerCase());
  await expect(login.cpfCnpj).toHaveValue(masked(wrongCheckDigit(document)));
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('CNPJ inválido', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await login.cpfCnpj.fill('');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/user/forgotPassword') && r.method() === 'POST');
  // The value is checked before the send: a successful send leaves the form at once.
  await login.cpfCnpj.pressSequentially(document.toLowerCase());
  await expect(login.cpfCnpj).toHaveValue(masked(document));
  await page.getByRole('button', { name: 'Enviar link' }).click();
  expect((await sent).postDataJSON()).toEqual({ cpfcnpj: document });
  await expect(login.toast.filter({ hasText: 'Enviamos um link para redefinir sua senha para o e-mail cadastrado.' })).toBeVisible();
  await expect(login.signInHeading).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an unfinished registration is completed with an alphanumeric CNPJ', async ({ page }) => {
  const account = await createAccount('client', { active: false, contracts: 0 });
  const { contract } = await createContract(cmsUrl(), { document: 'cnpj-alnum' });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(login.additionalDataHeading).toBeVisible();
  await login.consumerCode.pressSequentially(contract.consumerCode);
  await login.cpfCnpj.pressSequentially(masked(contract.consumerCpfCnpj).toLowerCase());
  await expect(login.cpfCnpj).toHaveValue(masked(contract.consumerCpfCnpj));
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  const area = new ClientArea(page);
  await area.arrive('home');
  await expect(area.selectedContract).toContainText(contract.consumerCode);
});

test('the simplified-invoice access opens with an alphanumeric CNPJ', async ({ page }) => {
  const account = await createAccount('client', { document: 'cnpj-alnum' });
  const contract = account.contracts[0]!;
  const login = new LoginPage(page);
  await login.open('/login-fatura-simplificada');
  await login.consumerCode.pressSequentially(contract.consumerCode);
  await login.cpfCnpj.pressSequentially(contract.consumerCpfCnpj.toLowerCase());
  await expect(login.cpfCnpj).toHaveValue(masked(contract.consumerCpfCnpj));
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Acessar' }).click();
  const simplified = new SimplifiedInvoicePage(page);
  await expect(simplified.heading).toBeVisible();
  await simplified.loaded();
});

test('the attendant finds a customer by alphanumeric CNPJ and sees it masked', async ({ page }) => {
  const customer = await createAccount('client', { document: 'cnpj-alnum' });
  const attendant = await createAccount('attendant');
  await signInPage(page, attendant);
  const screen = new AttendantPage(page);
  await screen.open();
  await screen.searchByDocument(customer.cpfCnpj!.toLowerCase());
  await expect(screen.cpfCnpj).toHaveValue(masked(customer.cpfCnpj!));
  const result = screen.result(customer.contracts[0]!.consumerCode);
  await expect(result).toBeVisible();
  await expect(result).toContainText(masked(customer.cpfCnpj!));
  await expectNoA11yViolations(page);
});

test('the contracting flow’s document modal takes an alphanumeric CNPJ: verified with its letters, the flow goes on', async ({ page }) => {
  // An installation of a contract whose holder has an alphanumeric CNPJ: the verification finds it (code 3).
  const { contract } = await createContract(cmsUrl(), { document: 'cnpj-alnum', segment: 'COMERCIAL' });
  const document = contract.consumerCpfCnpj;
  expect(document).toMatch(/[A-Z]/);
  const flow = new ContractingPage(page);
  await flow.goto();
  await flow.card('Comércio').click();
  const dialog = page.getByRole('dialog', { name: 'Comércio: informe o CNPJ' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox');
  await field.pressSequentially(wrongCheckDigit(document).toLowerCase());
  await expect(field).toHaveValue(masked(wrongCheckDigit(document)));
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Por favor, verifique se o CNPJ inserido está correto')).toBeVisible();

  await field.fill('');
  await field.pressSequentially(document.toLowerCase());
  await expect(field).toHaveValue(masked(document));
  const verified = page.waitForRequest((r) => new URL(r.url()).pathname === '/session/connection/verify');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  expect(new URL((await verified).url()).searchParams.get('cpfCnpj')).toBe(document);
  await expect(page.getByRole('dialog', { name: 'Já existe uma instalação neste documento' })).toBeVisible();
  await expectNoA11yViolations(page);
});
