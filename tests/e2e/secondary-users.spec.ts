/**
 * 'Meus usuários' (spec 02 §2.3, §5) and the customer's attendant-change list: an industry
 * administrator adds a secondary user (pending, validation e-mail), the add button is disabled
 * at 3, the situation select only where allowed; a customer sees what an attendant changed on
 * its behalf in 'Atualização cadastral'. Axe on each screen.
 */
import { createCustomer, createStaff, FACTORY_PASSWORD } from '../support/factories';
import { generateCpf } from '../../cms/src/portal/test-support/documents';
import { waitForMail } from './helpers/access';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { ProfilePage } from './pages/profile-page';
import { SecondaryUsersPage } from './pages/secondary-users-page';

const unique = () => Math.random().toString(36).slice(2, 8);

test('an industry administrator adds a secondary user; at 3 users the add button is disabled', async ({ page }) => {
  const owner = await createAccount('industry', { contracts: 2 });
  await signInPage(page, owner);
  const screen = new SecondaryUsersPage(page);
  await screen.open();
  await expect(screen.main.getByText('Nenhum dado encontrado')).toBeVisible();
  await expect(screen.addButton).toBeEnabled();
  await expectNoA11yViolations(page);

  await screen.addButton.click();
  const email = `secundario.${unique()}@exemplo.test`;
  await screen.field('Nome completo').fill('Operador Secundário');
  await screen.field('CPF/CNPJ').fill(generateCpf());
  await screen.field('E-mail').fill(email);
  await screen.dialog.getByRole('checkbox', { name: new RegExp(`^${owner.contracts[0]!.consumerCode}`) }).check();
  await expectNoA11yViolations(page);
  const since = Date.now();
  await screen.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(screen.toastSaying('O novo usuário foi incluído à lista.')).toBeVisible();
  await expect(screen.row(email)).toContainText('Pendente');
  await expect(screen.row(email)).toContainText(owner.contracts[0]!.consumerCode);
  // A pending user's situation cannot be changed.
  await expect(screen.row(email).getByRole('combobox')).toHaveCount(0);
  expect((await waitForMail(email, since)).text).toMatch(/\/passwordcreate\?t=/);

  // The same e-mail again is flagged.
  await screen.addButton.click();
  await screen.field('Nome completo').fill('Outra Pessoa');
  await screen.field('CPF/CNPJ').fill(generateCpf());
  await screen.field('E-mail').fill(email);
  await screen.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(screen.toastSaying('As alterações não foram salvas.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cadastro não salvo' })).toContainText('E-mail já cadastrado');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await screen.dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Two more (one active with a contract): the limit of 3 is reached.
  const active = await createCustomer(cmsUrl(), {
    role: 'industry',
    contracts: 0,
    accountOwnerId: owner.userId,
    linkContracts: [owner.contracts[1]!.documentId],
  });
  await createCustomer(cmsUrl(), { role: 'industry', contracts: 0, accountOwnerId: owner.userId });
  await screen.open();
  await expect(screen.table.getByRole('row')).toHaveCount(4);
  await expect(screen.addButton).toBeDisabled();
  const select = screen.row(active.user.email).getByRole('combobox', { name: `Situação de ${active.user.name}` });
  await expect(select).toHaveValue('ACTIVE');
  await select.selectOption('DEACTIVATE');
  await expect(screen.toastSaying('As alterações foram salvas.')).toBeVisible();
  await expect(select).toHaveValue('DEACTIVATE');
  await expectNoA11yViolations(page);
});

async function cmsCall(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${cmsUrl()}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { jwt?: string };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

test('a customer sees, in Atualização cadastral, what an attendant changed on its behalf', async ({ page }) => {
  const customer = await createAccount('client');
  const attendant = await createStaff(cmsUrl(), { role: 'attendant-only', name: `Atendente Auditoria ${unique()}` });
  const { jwt } = await cmsCall('POST', '/portal/auth/login', null, {
    email: attendant.user.email,
    password: FACTORY_PASSWORD,
    keepConnected: false,
  });
  await cmsCall('PATCH', '/attendant/session', jwt!, { contractId: customer.contracts[0]!.documentId });
  await cmsCall('PATCH', '/user/sap/data', jwt!, { faturaEmail: true, telefone: '(16) 9 8877-6655' });
  await cmsCall('DELETE', '/attendant/session', jwt!);

  await signInPage(page, customer);
  const profile = new ProfilePage(page);
  await profile.open();
  await page.getByRole('tab', { name: 'Alterações pelo atendimento' }).click();
  const table = profile.main.getByRole('table', { name: 'Alterações feitas pelo atendimento' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Início de atendimento');
  await expect(table).toContainText('Alterado: Fatura por e-mail, Telefone');
  await expect(table).toContainText('Fim de atendimento');
  await expect(table).toContainText(attendant.user.name);
  await expectNoA11yViolations(page);
});
