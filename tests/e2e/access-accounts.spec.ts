import { expect, test } from '@playwright/test';
import { maskCpfCnpj } from '../../cms/src/domain/cpf-cnpj';
import { expectNoA11yViolations } from './helpers/axe';
import { keepPopupClosed } from './helpers/popup';
import { DEMO_ACCOUNTS, DEMO_CONTRACTS, DEMO_FREE_CONTRACTS, linkIn, login, submitLogin, waitForMail } from './helpers/access';

test.beforeEach(async ({ page }) => keepPopupClosed(page));

const newcomer = DEMO_FREE_CONTRACTS.signUpE2e;
const email = 'luciana.campos@exemplo.com.br';
const password = 'GasNatural@2024';
const newPassword = 'Encanado#2025';

// One account's life: created, confirmed, signed in, password forgotten and reset.
test.describe.serial('a new customer', () => {
  test('signs up: submit stays disabled until every field is valid, and the confirmation e-mail cannot be pasted', async ({ page }) => {
    await page.goto('/login?params=SignUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Cadastrar' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Nome completo').fill(newcomer.consumerName);
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
    await confirmation.pressSequentially('luciana.campos@exemplo.com');
    await page.getByLabel('Código do cliente').click();
    await expect(page.getByText('Digite seu e-mail exatamente igual ao campo anterior')).toBeVisible();
    await confirmation.pressSequentially('.br');
    await page.getByLabel('Código do cliente').pressSequentially(newcomer.consumerCode);
    await page.getByLabel('CPF/CNPJ').pressSequentially(newcomer.consumerCpfCnpj);
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(maskCpfCnpj(newcomer.consumerCpfCnpj));
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
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();

    await waitForMail(email, since);
    // Signing in before confirming: the modal says so and the CMS sends the link again.
    const resent = Date.now();
    await submitLogin(page, email, password);
    const unconfirmed = page.getByRole('dialog', { name: 'Confirme seu e-mail' });
    await expect(unconfirmed).toContainText(email);
    await unconfirmed.getByRole('button', { name: 'Entendi' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const mail = await waitForMail(email, resent);
    const link = linkIn(mail, /emailValidation=/);
    await page.goto(link);
    await expect(page.getByTestId('toast')).toContainText('E-mail confirmado com sucesso');
    await submitLogin(page, email, password);
    await page.waitForURL('**/area-cliente/home');
    await expect(page.getByTestId('selected-contract')).toContainText(newcomer.consumerCode);
  });

  test('forgets the password and sets a new one through the e-mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Redefina sua senha' }).click();
    await page.getByLabel('CPF/CNPJ').pressSequentially(newcomer.consumerCpfCnpj);
    const since = Date.now();
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByTestId('toast')).toContainText('Enviamos um link para redefinir sua senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();

    const link = linkIn(await waitForMail(email, since), /[?&]t=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill('Outra@senha1');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('As senhas precisam ser iguais').first()).toBeVisible();
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Senha alterada com sucesso!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Terceira@2026');
    await page.getByLabel('Confirme a nova senha').fill('Terceira@2026');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByTestId('toast')).toContainText('O link expirou ou já foi utilizado');

    await login(page, email, { password: newPassword });
    await page.waitForURL('**/area-cliente/home');
  });

  test('changes the password inside the client area', async ({ page }) => {
    await login(page, email, { password: newPassword });
    await page.waitForURL('**/area-cliente/home');
    await page.goto('/area-cliente/atualizar-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Esse campo é obrigatório')).toHaveCount(2);
    await page.getByLabel('Nova senha', { exact: true }).fill(password);
    await page.getByLabel('Confirme a nova senha').fill(`${password}5`);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Digite sua senha exatamente igual ao campo anterior')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('As senhas precisam ser iguais');
    await page.getByLabel('Confirme a nova senha').fill(password);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Senha alterada com sucesso' })).toBeVisible();

    // This session stays; the new password is the one that signs in now.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await page.context().clearCookies();
    await login(page, email, { password: newPassword });
    await expect(page.getByTestId('toast')).toContainText('Dados não encontrados.');
    await submitLogin(page, email, password);
    await page.waitForURL('**/area-cliente/home');
  });
});

test('an account still pending creates its password from the e-mailed link and signs in', async ({ page }) => {
  const pending = DEMO_ACCOUNTS.find((a) => a.email === 'operadora.pederneiras@demo.test')!;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Redefina sua senha' }).click();
  await page.getByLabel('CPF/CNPJ').pressSequentially(pending.cpfCnpj!);
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  const link = linkIn(await waitForMail(pending.email, since), /^\/passwordcreate\?t=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('Primeira@2024');
  await page.getByLabel('Confirme a nova senha').fill('Primeira@2025');
  await page.getByLabel('Nova senha', { exact: true }).click();
  await expect(page.getByText('As senhas não correspondem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('Primeira@2024');
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sua senha foi definida!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, pending.email, 'Primeira@2024');
  await page.waitForURL('**' + pending.landing);
});

test('the second failed forgot-password attempt offers sign-up or the home page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Redefina sua senha' }).click();
  const unknownCpf = '529.982.247-25';
  await page.getByLabel('CPF/CNPJ').pressSequentially(unknownCpf);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('toast')).toContainText('Dados não encontrados');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  const modal = page.getByRole('dialog', { name: 'CPF/CNPJ não encontrado' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Retornar para a home' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'Ir para o cadastro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
});

// inativo@demo.test: first leaves the form (signed out), then finishes the registration.
test.describe.serial('an account that has not finished registration', () => {
  test('leaving the additional data with "Retornar para o login" signs the user out', async ({ page }) => {
    await login(page, 'inativo@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retornar para o login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    const state = await (await page.request.get('/session')).json();
    expect(state.user).toBeNull();
  });

  test('completes it with the additional data and enters the client area', async ({ page }) => {
    await login(page, 'inativo@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeVisible();

    const contract = DEMO_CONTRACTS.inativo;
    await page.getByLabel('Código do cliente').pressSequentially('999999999');
    await page.getByLabel('CPF/CNPJ').pressSequentially(contract.consumerCpfCnpj);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page.getByTestId('toast')).toContainText('Ocorreu um erro ao atualizar o cadastro do usuário');
    await expect(page.getByText('Código do Cliente e/ou CPF/CNPJ inválidos').first()).toBeVisible();

    await page.getByLabel('Código do cliente').fill(contract.consumerCode);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.waitForURL('**/area-cliente/home');
    await expect(page.getByTestId('selected-contract')).toContainText(contract.consumerCode);
  });
});
