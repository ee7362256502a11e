/**
 * Customer-code help (spec 04 §2.1): the page the login forms link to shows where the code is on
 * the bill, checks the CPF/CNPJ like spec 04 §5, and answers the same message for a customer's
 * document (whose code arrives by e-mail) and an unknown one (no e-mail), with a way back to
 * the sign-up.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { waitForMail } from './helpers/access';
import { expect, test } from './fixtures';
import { CustomerCodePage } from './pages/customer-code-page';
import { LoginPage } from './pages/login-page';

const SENT = 'Se o CPF/CNPJ informado for de um cliente Necta, enviaremos o código do cliente para o e-mail cadastrado em alguns minutos.';
const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

test('the login link opens the page, which shows where the code is printed on the bill', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('link', { name: 'Não sei meu código de cliente' }).first().click();
  await expect(page).toHaveURL(/\/meu-codigo-cliente\?page=login&params=SignUp$/);
  const help = new CustomerCodePage(page);
  await expect(help.heading).toBeVisible();
  await expect(help.bill).toBeVisible();
  await expect(help.bill.getByText('Código do cliente:')).toBeVisible();
  await expect(help.billText).toContainText('logo abaixo do endereço, na linha “Código do cliente”');
  await expect(page.getByRole('link', { name: 'Voltar para o cadastro' })).toHaveAttribute('href', '/login?params=SignUp');
  await expectNoA11yViolations(page);
});

test('the document field gives the spec 04 §5 messages and nothing is sent', async ({ page }) => {
  const help = new CustomerCodePage(page);
  await help.goto();
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/user/customerCode')) calls += 1;
  });
  await help.submit.click();
  await expect(page.getByText('Esse campo é obrigatório')).toBeVisible();
  await help.request('529.982.247-24');
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await help.request('11.222.333/0001-82');
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(calls).toBe(0);
});

test("a customer's document gets the code by e-mail; an unknown one gets the same answer", async ({ page, accounts }) => {
  const account = await accounts.create('client');
  const help = new CustomerCodePage(page);
  await help.goto();
  const since = Date.now();
  await help.request(maskedCpf(account.cpfCnpj!));
  await expect(help.status).toContainText(SENT);
  await expect(help.status.getByRole('link', { name: 'faça seu cadastro' })).toHaveAttribute('href', '/login?params=SignUp');
  await expectNoA11yViolations(page);
  const mail = await waitForMail(account.email, since);
  expect(account.contracts).toHaveLength(1);
  for (const contract of account.contracts) expect(mail.text).toContain(contract.consumerCode);

  const again = new CustomerCodePage(page);
  await again.goto();
  // A valid CPF that no account or contract holds (the factories' CPFs are random).
  await again.request('529.982.247-25');
  await expect(again.status).toContainText(SENT);
});

test('a refused request shows its reason: too many attempts, or an unexpected error, and the form stays', async ({ page }) => {
  const help = new CustomerCodePage(page);
  await help.goto();
  let answer: 'limited' | 'broken' = 'limited';
  await page.route('**/api/auth/user/customerCode', (route) =>
    answer === 'limited'
      ? route.fulfill({
          status: 429,
          json: {
            data: null,
            error: { status: 429, name: 'TooManyRequestsError', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
          },
        })
      : route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await help.request('529.982.247-25');
  await expect(page.getByRole('alert')).toHaveText('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  answer = 'broken';
  await help.submit.click();
  await expect(page.getByRole('alert')).toHaveText('Ocorreu um erro inesperado');
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expect(help.status).toHaveCount(0);
  await expectNoA11yViolations(page);
});
