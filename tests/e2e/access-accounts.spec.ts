import { randomBytes } from 'node:crypto';
import { createContract } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { linkIn, waitForMail } from './helpers/access';
import { cmsUrl, createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test } from './fixtures';
import { ClientArea } from './pages/client-area';
import { LoginPage } from './pages/login-page';
import { PasswordPage } from './pages/password-page';

// Every test here makes the accounts and contracts it changes (tests/support/factories.ts):
// no demo account is signed up, confirmed, reset or completed, so the tests run in parallel
// and again on the same stack.

/** A fresh address for a sign-up (the factories' own addresses are taken by their accounts). */
const freshEmail = () => `cadastro.${randomBytes(5).toString('hex')}@exemplo.com.br`;
/** 11 digits → 000.000.000-00, as the CPF/CNPJ field shows them (spec 04 §5: mask of 14). */
const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

test('a new customer signs up, confirms the e-mail and signs in: submit stays disabled until every field is valid, and the confirmation e-mail cannot be pasted', async ({
  page,
}) => {
  const { contract } = await createContract(cmsUrl());
  const email = freshEmail();
  const password = 'GasNatural@2024';
  await new LoginPage(page).open('/login?params=SignUp');
  const login = new LoginPage(page);
  await expect(login.signUpHeading).toBeVisible();
  const submit = page.getByRole('button', { name: 'Cadastrar' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Nome completo').fill(contract.consumerName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  const confirmation = page.getByLabel('Confirme seu e-mail');
  await confirmation.focus();
  await page.evaluate(async (text) => {
    const input = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, email);
  await expect(confirmation).toHaveValue('');
  await confirmation.pressSequentially(email.replace(/\.br$/, ''));
  await page.getByLabel('Código do cliente').click();
  await expect(page.getByText('Digite seu e-mail exatamente igual ao campo anterior')).toBeVisible();
  await confirmation.pressSequentially('.br');
  await page.getByLabel('Código do cliente').pressSequentially(contract.consumerCode);
  await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(maskedCpf(contract.consumerCpfCnpj));
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirme sua senha').fill('curta');
  await expect(page.getByText('Sua senha deve possuir pelo menos 8 caracteres')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme sua senha').fill(`${password}x`);
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirme sua senha').fill(password);
  await expect(submit).toBeEnabled();

  const since = Date.now();
  await submit.click();
  const sent = page.getByRole('dialog', { name: 'Link enviado por e-mail' });
  await expect(sent).toBeVisible();
  await expectNoA11yViolations(page);
  await sent.getByRole('button', { name: 'Entendi' }).click();
  await expect(login.signInHeading).toBeVisible();

  await waitForMail(email, since);
  // Signing in before confirming: the modal says so and the CMS sends the link again.
  const resent = Date.now();
  await login.signIn(email, password);
  const unconfirmed = page.getByRole('dialog', { name: 'Confirme seu e-mail' });
  await expect(unconfirmed).toContainText(email);
  await unconfirmed.getByRole('button', { name: 'Entendi' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, resent);
  await page.goto(linkIn(mail, /emailValidation=/));
  await expect(login.toast).toContainText('E-mail confirmado com sucesso');
  await login.signIn(email, password);
  const area = new ClientArea(page);
  await area.arrive('home');
  await expect(area.selectedContract).toContainText(contract.consumerCode);
});

test('signing up with an e-mail that already has an account shows the sign-up failure toast and the field message', async ({
  page,
  accounts,
}) => {
  const existing = await accounts.create('client');
  const { contract } = await createContract(cmsUrl());
  await new LoginPage(page).open('/login?params=SignUp');
  await page.getByLabel('Nome completo').fill(contract.consumerName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(existing.email);
  await page.getByLabel('Confirme seu e-mail').pressSequentially(existing.email);
  await page.getByLabel('Código do cliente').pressSequentially(contract.consumerCode);
  await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
  await page.getByLabel('Senha', { exact: true }).fill('GasNatural@2024');
  await page.getByLabel('Confirme sua senha').fill('GasNatural@2024');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const login = new LoginPage(page);
  await expect(login.toastSaying('Ocorreu um erro ao cadastrar usuário')).toHaveAttribute('data-kind', 'error');
  await expect(page.getByText('E-mail já cadastrado')).toBeVisible();
  await expect(login.signUpHeading).toBeVisible();
});

test('a customer who forgot the password sets a new one through the e-mailed link, which works once', async ({ page, accounts }) => {
  const account = await accounts.create('client');
  const newPassword = 'Encanado#2025';
  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();
  const since = Date.now();
  await login.requestPasswordLink(account.cpfCnpj!);
  await expect(login.toast).toContainText('Enviamos um link para redefinir sua senha');
  await expect(login.signInHeading).toBeVisible();

  const link = linkIn(await waitForMail(account.email, since), /[?&]t=/);
  await new LoginPage(page).open(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill('Outra@senha1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas precisam ser iguais').first()).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(login.toastSaying('Senha alterada com sucesso!')).toBeVisible();
  await expect(login.signInHeading).toBeVisible();

  // The link is single-use.
  await new LoginPage(page).open(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('Terceira@2026');
  await page.getByLabel('Confirme a nova senha').fill('Terceira@2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(login.toast).toContainText('O link expirou ou já foi utilizado');

  await login.goto();
  await login.signIn(account.email, newPassword);
  await page.waitForURL('**/area-cliente/home');
});

test('a customer changes the password inside the client area; this session stays and the new password is the one that signs in', async ({
  page,
  accounts,
}) => {
  const account = await accounts.create('client');
  const newPassword = 'Encanado#2025';
  await signInPage(page, account);
  const screen = new PasswordPage(page);
  await screen.open();
  await expectNoA11yViolations(page);
  await screen.save.click();
  await expect(page.getByText('Informe sua senha atual', { exact: true })).toBeVisible();
  await expect(page.getByText('Esse campo é obrigatório', { exact: true })).toHaveCount(2);
  await screen.change(account.password, newPassword, `${newPassword}5`);
  await expect(page.getByText('Digite sua senha exatamente igual ao campo anterior')).toBeVisible();
  await expect(screen.toastSaying('As senhas precisam ser iguais')).toHaveAttribute('data-kind', 'error');
  await screen.confirmation.fill(newPassword);
  await screen.save.click();
  await expect(screen.toastSaying('Senha alterada com sucesso')).toHaveAttribute('data-kind', 'success');

  await page.reload();
  await screen.ready(screen.heading);
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(login.toastSaying('Dados não encontrados.')).toBeVisible();
  await login.signIn(account.email, newPassword);
  await page.waitForURL('**/area-cliente/home');
});

test('an account still pending creates its password from the e-mailed link and signs in', async ({ page }) => {
  // A secondary industry user made by the account owner, who has no password yet.
  const owner = await createAccount('industry');
  const pending = await createAccount('industry', {
    situation: 'PENDING',
    password: null,
    contracts: 0,
    linkContracts: [owner.contracts[0]!.documentId],
    accountOwnerId: owner.userId,
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();
  const since = Date.now();
  await login.requestPasswordLink(pending.cpfCnpj!);
  await expect(login.toast.first()).toBeVisible();
  const link = linkIn(await waitForMail(pending.email, since), /^\/passwordcreate\?t=/);

  await new LoginPage(page).open(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('Primeira@2024');
  await page.getByLabel('Confirme a nova senha').fill('Primeira@2025');
  await page.getByLabel('Nova senha', { exact: true }).click();
  await expect(page.getByText('As senhas não correspondem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('Primeira@2024');
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(login.toastSaying('Sua senha foi definida!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login.signIn(pending.email, 'Primeira@2024');
  await page.waitForURL('**/area-cliente/programacao-consumo');
});

test('the second failed forgot-password attempt offers sign-up or the home page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();
  // A valid CPF that no account or contract holds (the factories' CPFs are random).
  await login.requestPasswordLink('529.982.247-25');
  await expect(login.toastSaying('Dados não encontrados')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  const modal = page.getByRole('dialog', { name: 'CPF/CNPJ não encontrado' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Retornar para a home' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'Ir para o cadastro' }).click();
  await expect(login.signUpHeading).toBeVisible();
});

test('a failure of any kind counts toward the second consecutive forgot-password failure (spec 04 §4.3)', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();
  // The first attempt fails on the server's side (not a 404); the second is a 404.
  let calls = 0;
  await page.route('**/api/auth/user/forgotPassword', async (route) => {
    calls += 1;
    if (calls === 1)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Indisponível' } }),
      });
    else await route.fallback();
  });
  await login.requestPasswordLink('529.982.247-25');
  await expect(login.toastSaying('Por favor, confira os dados e tente novamente')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('dialog', { name: 'CPF/CNPJ não encontrado' })).toBeVisible();
});

test.describe('an account that has not finished registration', () => {
  /** Like inativo@demo.test: no contract, registration not finished. */
  const unfinished = () => createAccount('client', { active: false, contracts: 0 });

  test('leaving the additional data with "Retornar para o login" signs the user out', async ({ page }) => {
    const account = await unfinished();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(login.additionalDataHeading).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retornar para o login' }).click();
    await expect(login.signInHeading).toBeVisible();
    const state = await (await page.request.get('/session', { headers: SITE_REQUEST_HEADERS })).json();
    expect(state.user).toBeNull();
  });

  test('completes it with the additional data and enters the client area', async ({ page }) => {
    const account = await unfinished();
    const { contract } = await createContract(cmsUrl());
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(login.additionalDataHeading).toBeVisible();
    await expectNoA11yViolations(page);

    // Back (in-page and browser) asks before leaving.
    await page.getByRole('button', { name: 'Voltar' }).click();
    const exit = page.getByRole('dialog', { name: 'Deseja sair sem concluir o cadastro?' });
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(exit).toBeHidden();
    await page.goBack();
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(login.additionalDataHeading).toBeVisible();

    await login.consumerCode.pressSequentially('999999999');
    await login.cpfCnpj.pressSequentially(contract.consumerCpfCnpj);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(login.toastSaying('Ocorreu um erro ao atualizar o cadastro do usuário')).toHaveAttribute('data-kind', 'error');
    await expect(page.getByText('Código do Cliente e/ou CPF/CNPJ inválidos').first()).toBeVisible();

    await login.consumerCode.fill(contract.consumerCode);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    const area = new ClientArea(page);
    await area.arrive('home');
    await expect(area.selectedContract).toContainText(contract.consumerCode);
  });
});
