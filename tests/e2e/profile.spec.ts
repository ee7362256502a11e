/**
 * Profile edit at atualizacao-cadastro (spec 01 §2.7, §4, §5, §8): tabs, view and edit modes,
 * the confirmations before losing an edit, each validation message, the Save enablement rule,
 * the save's success and failure, and the login e-mail request.
 */
import { linkIn, waitForMail } from './helpers/access';
import { expectNoA11yViolations } from './helpers/axe';
import { createAccount, expect, signInPage, siteUrl, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { ProfilePage } from './pages/profile-page';
import { ROLE_DEFAULT_PERMISSIONS } from '../../cms/src/domain/permissions';

const pasteBlocked = (field: import('@playwright/test').Locator) =>
  field.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'colado@exemplo.com');
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  });

test('view mode, edit mode and the confirmation before cancelling or changing tab', async ({ page, accounts }) => {
  const client = await accounts.create('client', { phone: '14999990000', invoiceByEmail: false });
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.registrationTab).toHaveAttribute('aria-selected', 'true');
  await expect(profile.loginTab).toBeVisible();
  await expect(profile.shown('Receber fatura por e-mail')).toHaveText('Não');
  await expect(profile.shown('Telefone')).toHaveText('(14) 9 9999-0000');
  await expectNoA11yViolations(page);

  await profile.edit();
  await expect(profile.phone).toHaveValue('(14) 9 9999-0000');
  await expectNoA11yViolations(page);
  await profile.cancel.click();
  await expect(profile.dialog).toContainText('Descartar alterações?');
  await expectNoA11yViolations(page);
  await profile.dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(profile.dialog).toHaveCount(0);
  await expect(profile.newEmail).toBeVisible();
  await profile.cancel.click();
  await profile.dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(profile.editButton).toBeVisible();

  // Changing tab while editing asks too.
  await profile.edit();
  await profile.loginTab.click();
  await expect(profile.dialog).toContainText('Descartar alterações?');
  await profile.dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(profile.registrationTab).toHaveAttribute('aria-selected', 'true');
  await profile.loginTab.click();
  await profile.dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(profile.loginTab).toHaveAttribute('aria-selected', 'true');
  await expect(profile.shown('E-mail de login')).toHaveText(client.email);
  // Not editing: no question.
  await profile.registrationTab.click();
  await expect(profile.dialog).toHaveCount(0);
  await expect(profile.registrationTab).toHaveAttribute('aria-selected', 'true');
});

test('each validation message and the Save enablement rule', async ({ page, accounts }) => {
  const client = await accounts.create('client', { invoiceByEmail: false });
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();
  const current = (await profile.shown('E-mail cadastrado').textContent())!.trim();
  await profile.edit();
  // The stored phone is complete: that alone enables Save (spec 01 §5). Without it, nothing to save.
  await expect(profile.save).toBeEnabled();
  await profile.clearPhone();
  await expect(profile.save).toBeDisabled();

  await profile.newEmail.fill('nao-e-email');
  await profile.confirmation.focus();
  await expect(profile.errorOf(profile.newEmail)).toHaveText('E-mail inválido');
  await profile.newEmail.fill(current.toUpperCase());
  await expect(profile.newEmail).toHaveValue(current);
  await expect(profile.errorOf(profile.newEmail)).toHaveText('O novo email deve ser diferente do atual');
  await profile.newEmail.fill('');
  await profile.newEmail.pressSequentially('Novo.Email@Exemplo.COM');
  await expect(profile.newEmail).toHaveValue('novo.email@exemplo.com');
  await expect(profile.errorOf(profile.newEmail)).toHaveCount(0);
  // Half a pair keeps Save off.
  await expect(profile.save).toBeDisabled();

  expect(await pasteBlocked(profile.confirmation)).toBe(true);
  await profile.confirmation.pressSequentially('novo.email@exemplo.co');
  await profile.phone.focus();
  await expect(profile.errorOf(profile.confirmation)).toHaveText('Digite seu e-mail exatamente igual ao campo anterior');
  await expect(profile.save).toBeDisabled();
  await profile.confirmation.pressSequentially('m');
  await expect(profile.errorOf(profile.confirmation)).toHaveCount(0);
  await expect(profile.save).toBeEnabled();
  await expectNoA11yViolations(page);

  // The phone: mask, incomplete message, complete enables Save on its own.
  await profile.confirmation.fill('');
  await profile.newEmail.fill('');
  await expect(profile.save).toBeDisabled();
  await profile.typePhone('1499');
  await expect(profile.phone).toHaveValue('(14) 9 9');
  await profile.newEmail.focus();
  await expect(profile.errorOf(profile.phone)).toHaveText('Telefone incompleto');
  await expect(profile.save).toBeDisabled();
  await profile.typePhone('988877');
  await expect(profile.phone).toHaveValue('(14) 9 9988-877');
  await expect(profile.errorOf(profile.phone)).toHaveText('Telefone incompleto');
  await profile.typePhone('7');
  await expect(profile.phone).toHaveValue('(14) 9 9988-8777');
  await expect(profile.errorOf(profile.phone)).toHaveCount(0);
  await expect(profile.save).toBeEnabled();

  // The preference alone enables Save; back to as it was, it does not.
  await profile.clearPhone();
  await expect(profile.save).toBeDisabled();
  await profile.invoiceByEmail.check();
  await expect(profile.save).toBeEnabled();
  await profile.invoiceByEmail.uncheck();
  await expect(profile.save).toBeDisabled();
});

test('saves the registration data, and shows the server message when saving fails', async ({ page, accounts }) => {
  const client = await accounts.create('client', { invoiceByEmail: false });
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();

  // Failure first: the modal closes and the server's message shows; nothing changes.
  await profile.edit();
  await profile.invoiceByEmail.check();
  await page.route('**/api/user/sap/data*', (route) =>
    route.fulfill({
      status: 422,
      json: { data: null, error: { status: 422, name: 'UnprocessableEntityError', message: 'Serviço de cadastro indisponível' } },
    }),
  );
  await profile.save.click();
  await expect(profile.dialog).toContainText('Salvar alterações?');
  await profile.dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(profile.toastSaying('Serviço de cadastro indisponível')).toHaveAttribute('data-kind', 'error');
  await expect(profile.dialog).toHaveCount(0);
  await expect(profile.save).toBeVisible();
  await page.unroute('**/api/user/sap/data*');

  // Success: back to view mode with the new values, which the server kept.
  await profile.newEmail.pressSequentially('cadastro.novo@exemplo.com');
  await profile.confirmation.pressSequentially('cadastro.novo@exemplo.com');
  await profile.clearPhone();
  await profile.typePhone('14988776655');
  await profile.save.click();
  await profile.dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(profile.toastSaying('Dados atualizados com sucesso')).toHaveAttribute('data-kind', 'success');
  await expect(profile.editButton).toBeVisible();
  await expect(profile.shown('E-mail cadastrado')).toHaveText('cadastro.novo@exemplo.com');
  await expect(profile.shown('Receber fatura por e-mail')).toHaveText('Sim');
  await expect(profile.shown('Telefone')).toHaveText('(14) 9 8877-6655');
  await page.reload();
  await profile.ready(profile.heading);
  await expect(profile.shown('E-mail cadastrado')).toHaveText('cadastro.novo@exemplo.com');
  await expect(profile.shown('Receber fatura por e-mail')).toHaveText('Sim');
  await expect(profile.shown('Telefone')).toHaveText('(14) 9 8877-6655');
});

test('asks for the login e-mail change and tells where the confirmation link went', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.loginTab.click();
  await page.getByRole('button', { name: 'Alterar e-mail de login' }).click();
  const send = page.getByRole('button', { name: 'Enviar link de confirmação' });
  await expect(send).toBeDisabled();
  await expectNoA11yViolations(page);

  await profile.newEmail.pressSequentially(client.email.toUpperCase());
  await profile.confirmation.focus();
  await expect(profile.errorOf(profile.newEmail)).toHaveText('O novo email deve ser diferente do atual');
  await profile.newEmail.fill('login.novo@exemplo.com');
  expect(await pasteBlocked(profile.confirmation)).toBe(true);
  await expect(send).toBeDisabled();
  await profile.confirmation.pressSequentially('login.novo@exemplo.co');
  await expect(send).toBeDisabled();
  await profile.confirmation.pressSequentially('m');
  await expect(send).toBeEnabled();

  // The server's message on failure.
  await page.route('**/api/user/login?*', (route) =>
    route.fulfill({
      status: 422,
      json: { data: null, error: { status: 422, name: 'UnprocessableEntityError', message: 'Este e-mail já está em uso' } },
    }),
  );
  // Before anything is sent, the current password (the step-up of docs/security.md).
  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  const password = dialog.getByLabel('Senha atual', { exact: true });
  await send.click();
  await expect(dialog).toBeVisible();
  await password.fill(client.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(profile.toastSaying('Este e-mail já está em uso')).toHaveAttribute('data-kind', 'error');
  await page.unroute('**/api/user/login?*');

  await send.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Informe sua senha atual')).toBeVisible();
  await password.fill('Errada@0000');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('A senha atual está incorreta')).toBeVisible();
  await expectNoA11yViolations(page);
  await password.fill(client.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Enviamos um link de confirmação para login.novo@exemplo.com' })).toBeVisible();
  // The login stays as it was until the link is opened.
  await expect(profile.shown('E-mail de login')).toHaveText(client.email);
  await expectNoA11yViolations(page);
});

test('the old address is told of a login e-mail change and its link cancels it: the new address’s link no longer works', async ({
  page,
  browser,
  accounts,
}) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.loginTab.click();
  await page.getByRole('button', { name: 'Alterar e-mail de login' }).click();
  const wanted = `troca.${Date.now().toString(36)}@exemplo.com`;
  await profile.newEmail.fill(wanted);
  await profile.confirmation.pressSequentially(wanted);
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await dialog.getByLabel('Senha atual', { exact: true }).fill(client.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Enviamos um link de confirmação para ${wanted}` })).toBeVisible();

  const confirmation = linkIn(await waitForMail(wanted, since), /^\/session\/login-email\?/);
  const notice = await waitForMail(client.email, since);
  expect(notice.text).toContain(`para ${wanted}`);
  // The old address's owner opens the link elsewhere (not signed in there).
  const mailbox = await browser.newPage({ baseURL: siteUrl() });
  try {
    await mailbox.goto(linkIn(notice, /^\/session\/login-email\/cancel\?/));
    await expect(mailbox.getByRole('heading', { level: 1, name: 'Cancelar a troca do e-mail de login' })).toBeVisible();
    await mailbox.getByRole('button', { name: 'Cancelar a troca' }).click();
    await expect(mailbox).toHaveURL(/\/login\?emailChange=cancelled$/);
    await expect(mailbox.getByText('Troca do e-mail de login cancelada')).toBeVisible();
  } finally {
    await mailbox.close();
  }

  // The new address's link died with the request; the login is the old one.
  await page.goto(confirmation);
  await expect(page).toHaveURL(/\/area-cliente\/home/);
  await expect(page.getByText('Ocorreu um erro ao alterar o login')).toBeVisible();
  await profile.open();
  await profile.loginTab.click();
  await expect(profile.shown('E-mail de login')).toHaveText(client.email);
});

test("an attendant serving a customer edits the registration data, and sees the customer's login in 'Dados de login' without changing it", async ({
  page,
}) => {
  const attendant = await createAccount('attendant');
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  await signInPage(page, attendant);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(page.getByRole('link', { name: 'Iniciar atendimento' })).toBeVisible();

  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(contract.consumerCode);
  await attendance.startService(contract.consumerCode);
  await attendance.arrive('home');
  await profile.open();
  await expect(profile.registrationTab).toBeVisible();
  await expect(profile.shown('E-mail cadastrado')).not.toHaveText('Não informado');
  await expectNoA11yViolations(page);

  // The served contract has a consumer id: the login tab is there, with the customer's login, read-only.
  await profile.loginTab.click();
  await expect(profile.shown('E-mail de login')).toHaveText(customer.email);
  await expect(page.getByRole('button', { name: 'Alterar e-mail de login' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await profile.registrationTab.click();

  // The customer's invoice-by-e-mail preference, changed on the customer's behalf.
  const before = (await profile.shown('Receber fatura por e-mail').textContent())!.trim();
  await profile.edit();
  await profile.invoiceByEmail.setChecked(before === 'Não');
  await profile.save.click();
  await profile.dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(profile.toastSaying('Dados atualizados com sucesso')).toHaveAttribute('data-kind', 'success');
  await expect(profile.shown('Receber fatura por e-mail')).toHaveText(before === 'Não' ? 'Sim' : 'Não');
});

test('a staff profile without cadastro.editar sees the data without editing it', async ({ page }) => {
  const permissions = ROLE_DEFAULT_PERMISSIONS['attendant-only'].filter((key) => key !== 'cadastro.editar');
  const attendant = await createAccount('attendant', { permissions });
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  await signInPage(page, attendant);
  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(contract.consumerCode);
  await attendance.startService(contract.consumerCode);
  await attendance.arrive('home');
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.shown('Telefone')).toBeVisible();
  await expect(profile.editButton).toHaveCount(0);
});
