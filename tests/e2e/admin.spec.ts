/**
 * Administration screens (spec 02 §2.1, §2.2, §5, §8): an administrator creates a profile in the
 * permission matrix (required permissions forced on, at least one permission), previews it,
 * and creates a platform user who gets a create-password e-mail; the users list scrolls in
 * pages of 20. Axe on each screen.
 */
import { createStaff } from '../support/factories';
import { generateCpf } from '../../cms/src/portal/test-support/documents';
import { waitForMail } from './helpers/access';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, test } from './fixtures';
import { ProfilesPage, UsersPage } from './pages/admin-page';

test.use({ signedInAs: 'admin' });

const unique = () => Math.random().toString(36).slice(2, 8);

test('an administrator creates a profile in the permission matrix and previews it', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.open();
  await expectNoA11yViolations(page);

  await profiles.addButton.click();
  await expect(profiles.nameField).toBeVisible();
  const name = `Perfil E2E ${unique()}`;
  await profiles.nameField.fill(name);
  await profiles.categoryTab('Atendimento').click();
  // 'Página inicial: ver' is required: checked and locked.
  await expect(profiles.permission('Página inicial', 'ver')).toBeChecked();
  await expect(profiles.permission('Página inicial', 'ver')).toBeDisabled();
  await profiles.save.click();
  await expect(profiles.permissionError).toHaveText('É necessário selecionar ao menos uma permissão');
  await expectNoA11yViolations(page);

  await profiles.permission('Faturas', 'ver').check();
  await profiles.categoryTab('Operação').click();
  await profiles.permission('Protocolos', 'ver').check();
  await profiles.save.click();
  await expect(profiles.toastSaying('O novo perfil foi incluído à lista.')).toBeVisible();
  await expect(profiles.row(name)).toBeVisible();
  await expect(profiles.row(name)).toContainText('Ativa');

  await profiles.search.fill(name.slice(-6));
  await expect(profiles.table.getByRole('row')).toHaveCount(2);
  await profiles.chip('Inativa').click();
  await expect(profiles.main.getByText('Perfil não encontrado')).toBeVisible();
  await profiles.chip('Todos').click();

  await profiles
    .row(name)
    .getByRole('button', { name: `Visualizar ${name}` })
    .click();
  await expect(profiles.main.getByRole('heading', { name: 'Visualizar perfil' })).toBeVisible();
  await profiles.categoryTab('Atendimento').click();
  await expect(profiles.permission('Faturas', 'ver')).toBeChecked();
  await expect(profiles.permission('Faturas', 'ver')).toBeDisabled();
  await expect(profiles.permission('Contrato', 'ver')).not.toBeChecked();
  await expect(profiles.save).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The name is unique.
  await profiles.main.getByRole('button', { name: 'Voltar' }).click();
  await profiles.addButton.click();
  await profiles.nameField.fill(name);
  await profiles.categoryTab('Atendimento').click();
  await profiles.permission('Faturas', 'ver').check();
  await profiles.save.click();
  await expect(profiles.main.getByText('Nome de perfil já utilizado. Escolha outro nome para continuar')).toBeVisible();
});

test('an administrator creates a platform user, who is e-mailed a create-password link', async ({ page }) => {
  const users = new UsersPage(page);
  await users.open();
  await expectNoA11yViolations(page);

  await users.addButton.click();
  await expect(users.dialog).toBeVisible();
  const email = `novo.atendente.${unique()}@exemplo.test`;
  const name = `Atendente E2E ${unique()}`;
  await users.field('Nome completo').fill(name);
  await users.field('E-mail').fill('sem-arroba');
  await users.field('CPF/CNPJ').fill('1234');
  await users.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(users.dialog.getByText('Por favor, verifique se o e-mail inserido está correto')).toBeVisible();
  await expect(users.dialog.getByText('CPF/CNPJ muito curto')).toBeVisible();
  await expectNoA11yViolations(page);

  await users.field('E-mail').fill(email);
  await users.field('CPF/CNPJ').fill(generateCpf());
  await users.field('Perfil').selectOption({ label: 'Atendimento' });
  await users.field('Tipo de acesso').selectOption({ label: 'Atendente' });
  const since = Date.now();
  await users.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(users.toastSaying('O novo usuário foi incluído à lista.')).toBeVisible();
  await users.search.fill(email);
  await expect(users.row(email)).toContainText('Pendente');
  await expect(users.rows()).toHaveCount(1);
  const mail = await waitForMail(email, since);
  expect(mail.text).toMatch(/\/passwordcreate\?t=/);
});

test('the users list loads 20 at a time and the next page when scrolled to the bottom', async ({ page }) => {
  const tag = unique();
  for (let i = 0; i < 21; i++)
    await createStaff(cmsUrl(), { role: 'attendant-only', name: `Rolagem ${tag} ${String(i).padStart(2, '0')}` });
  const users = new UsersPage(page);
  await users.open();
  await users.search.fill(`Rolagem ${tag}`);
  await expect(users.rows()).toHaveCount(20);
  await expect(users.list).toHaveAccessibleName('Lista de usuários: 20 de 21');
  await users.list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(users.rows()).toHaveCount(21);
  await expect(users.row(`Rolagem ${tag} 00`)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the platform users live at /area-cliente/perfis-necta/usuarios, a menu entry of the client area', async ({ page }) => {
  const users = new UsersPage(page);
  await users.goto('home');
  const entry = users.menu.getByRole('link', { name: 'Usuários', exact: true });
  await expect(entry).toHaveAttribute('href', '/area-cliente/perfis-necta/usuarios');
  await entry.click();
  await expect(page).toHaveURL(/\/area-cliente\/perfis-necta\/usuarios$/);
  await users.ready(users.heading);
  await expect(users.list).toBeVisible();
  // Other tests add users (newest first): the demo attendant is found by the server's search.
  const search = users.main.getByRole('searchbox', { name: 'Buscar por nome, e-mail, CPF/CNPJ ou situação' });
  await search.fill('atendente@demo.test');
  await expect(users.row('atendente@demo.test')).toBeVisible();
  // Opened directly, the same screen.
  await users.open();
  await search.fill('atendente@demo.test');
  await expect(users.row('atendente@demo.test')).toBeVisible();
});

test('profile lists by type: Atendente and Administradora (Razão Social); search, chips and sort asked of the server', async ({ page }) => {
  const users = new UsersPage(page);
  await users.open();
  const tabs = users.main.getByRole('tablist', { name: 'Tipos de perfil' }).getByRole('tab');
  // 'Admin' is only for the admin master.
  await expect(tabs).toHaveText(['Usuários', 'Atendente', 'Administradora']);
  const roles = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/roles' && r.status() === 200);
  await users.main.getByRole('tab', { name: 'Administradora' }).click();
  await roles;
  await expect(users.main.getByRole('heading', { name: 'Administradoras' })).toBeVisible();
  const table = users.main.getByRole('table', { name: 'Administradoras' });
  await expect(table.getByRole('columnheader')).toHaveText(['Razão Social', 'E-mail', 'CNPJ', 'Situação', 'Ações']);
  const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('term') === 'Cerâmica Paulista');
  await users.main.getByRole('searchbox', { name: 'Buscar em Administradoras' }).fill('Cerâmica Paulista');
  const query = new URL((await searched).url()).searchParams;
  expect(new URL((await searched).url()).pathname).toBe('/api/admin/users/list');
  expect(query.get('rolesIds')).toBe('industry');
  expect(query.get('order')).toBe('desc');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('industria@demo.test');
  // The demo account's secondary users are not administrators of their own.
  await expect(table).not.toContainText('operador.lins@demo.test');
  // Per-row action of a company: its details.
  await table.getByRole('button', { name: /^Visualizar / }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('industria@demo.test');
  await details.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

  const pending = page.waitForRequest((r) => new URL(r.url()).searchParams.get('situations') === 'PENDING');
  await users.main.getByRole('button', { name: 'Pendente', exact: true }).click();
  expect(new URL((await pending).url()).searchParams.get('term')).toBe('Cerâmica Paulista');
  await expect(users.main.getByText('Perfil não encontrado')).toBeVisible();
  await expectNoA11yViolations(page);

  await users.main.getByRole('tab', { name: 'Atendente' }).click();
  const attendants = users.main.getByRole('table', { name: 'Atendentes' });
  await expect(attendants.getByRole('columnheader')).toHaveText(['Nome completo', 'E-mail', 'CPF', 'Situação', 'Ações']);
  const alphabetical = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/admin/users/list' && new URL(r.url()).searchParams.get('term') === 'atendente2@demo.test',
  );
  await users.main.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Ordem Alfabética' });
  await users.main.getByRole('searchbox', { name: 'Buscar em Atendentes' }).fill('atendente2@demo.test');
  const asked = new URL((await alphabetical).url()).searchParams;
  // Alphabetical: order omitted (spec 02 §7); both attendant roles.
  expect(asked.has('order')).toBe(false);
  expect(asked.get('rolesIds')).toBe('attendant-only,attendant-2');
  await expect(attendants.getByRole('row')).toHaveCount(2);
});

test("a profile list adds a new profile of its type ('Adicionar novo perfil') and acts per row: edit, reset link, delete after confirming", async ({
  page,
}) => {
  const users = new UsersPage(page);
  await users.open();
  await users.main.getByRole('tab', { name: 'Atendente' }).click();
  const attendants = users.main.getByRole('table', { name: 'Atendentes' });
  await expect(attendants).toBeVisible();
  await users.main.getByRole('button', { name: 'Adicionar novo perfil' }).click();
  await expect(users.dialog).toBeVisible();
  await expect(users.field('Tipo de acesso')).toHaveValue('attendant-only');
  const name = `Perfil Lista ${unique()}`;
  const email = `perfil.lista.${unique()}@exemplo.test`;
  await users.field('Nome completo').fill(name);
  await users.field('E-mail').fill(email);
  await users.field('CPF/CNPJ').fill(generateCpf());
  await users.field('Perfil').selectOption({ label: 'Atendimento' });
  await users.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(users.toastSaying('O novo usuário foi incluído à lista.')).toBeVisible();

  await users.main.getByRole('searchbox', { name: 'Buscar em Atendentes' }).fill(email);
  const row = attendants.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Pendente');
  await expect(attendants.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await users.field('Nome completo').fill(`${name} Souza`);
  await users.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(users.toastSaying('As alterações foram salvas.')).toBeVisible();
  await expect(row).toContainText(`${name} Souza`);

  const since = Date.now();
  await row.getByRole('button', { name: `Redefinir senha de ${name} Souza` }).click();
  await page.getByRole('dialog', { name: 'Redefinir senha?' }).getByRole('button', { name: 'Enviar link' }).click();
  await expect(users.toastSaying('Enviamos um link para redefinir a senha para o e-mail do usuário.')).toBeVisible();
  // A pending user gets a new create-password link.
  expect((await waitForMail(email, since)).text).toMatch(/\/passwordcreate\?t=/);

  await row.getByRole('button', { name: `Excluir ${name} Souza` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir usuário?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(users.toastSaying('As alterações foram salvas.').last()).toBeVisible();
  await expect(users.main.getByText('Perfil não encontrado')).toBeVisible();
});

test("a failed profile fetch toasts 'Erro ao buscar os perfis' (spec 02 §8), on the profiles screen and a profile list", async ({
  page,
}) => {
  const failed = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
  };
  await page.route(
    (url) => url.pathname === '/api/auth/group/list',
    (route) => route.fulfill(failed),
  );
  const profiles = new ProfilesPage(page);
  await profiles.goto('perfis-necta');
  await expect(profiles.toast.filter({ hasText: 'Erro ao buscar os perfis' })).toBeVisible();
  await expect(profiles.main.getByRole('alert').filter({ hasText: 'Erro ao buscar os perfis' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.route(
    (url) => url.pathname === '/api/admin/users/list',
    (route) => route.fulfill(failed),
  );
  const users = new UsersPage(page);
  await users.goto('perfis-necta/usuarios');
  await users.main.getByRole('tab', { name: 'Atendente' }).click();
  await expect(users.toast.filter({ hasText: 'Erro ao buscar os perfis' })).toBeVisible();
});

test.describe('as the admin master', () => {
  test.use({ signedInAs: 'master' });
  test('the Admin tab lists administrators', async ({ page }) => {
    const users = new UsersPage(page);
    await users.open();
    await users.main.getByRole('tab', { name: 'Admin', exact: true }).click();
    const table = users.main.getByRole('table', { name: 'Administradores' });
    await users.main.getByRole('searchbox', { name: 'Buscar em Administradores' }).fill('master@demo.test');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoA11yViolations(page);
  });
});

test('an administrator edits a user, sends a password reset link and deletes the user after confirming', async ({ page }) => {
  const name = `Editavel ${unique()}`;
  const made = await createStaff(cmsUrl(), { role: 'attendant-only', name });
  const users = new UsersPage(page);
  await users.open();
  await users.search.fill(made.user.email);
  await expect(users.rows()).toHaveCount(1);

  await users
    .row(made.user.email)
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  await expect(users.field('Nome completo')).toHaveValue(name);
  await users.field('Nome completo').fill(`${name} Silva`);
  await users.field('CPF/CNPJ').fill(generateCpf());
  await users.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(users.toastSaying('As alterações foram salvas.')).toBeVisible();
  await expect(users.row(made.user.email)).toContainText(`${name} Silva`);

  const since = Date.now();
  await users
    .row(made.user.email)
    .getByRole('button', { name: `Redefinir senha de ${name} Silva` })
    .click();
  await page.getByRole('dialog', { name: 'Redefinir senha?' }).getByRole('button', { name: 'Enviar link' }).click();
  await expect(users.toastSaying('Enviamos um link para redefinir a senha para o e-mail do usuário.')).toBeVisible();
  expect((await waitForMail(made.user.email, since)).text).toMatch(/\/login\?t=/);

  await users
    .row(made.user.email)
    .getByRole('button', { name: `Excluir ${name} Silva` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir usuário?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  // The edit's toast may still be on screen: the newest one is the delete's.
  await expect(users.toastSaying('As alterações foram salvas.').last()).toBeVisible();
  await expect(users.main.getByText('Perfil não encontrado')).toBeVisible();
});

test('an administrator is not offered what the server refuses for another administrator', async ({ page }) => {
  const name = `Par ${unique()}`;
  const peer = await createStaff(cmsUrl(), { role: 'admin', name });
  const users = new UsersPage(page);
  await users.open();
  await users.search.fill(peer.user.email);
  await expect(users.rows()).toHaveCount(1);
  const row = users.row(peer.user.email);
  await expect(row.getByRole('button', { name: `Editar ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Redefinir senha de ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Excluir ${name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(users.dialog).toContainText(
    'Você não pode alterar o e-mail, a senha, o perfil ou o acesso de um usuário do mesmo nível ou de nível superior ao seu.',
  );
  await expect(users.field('E-mail')).not.toBeEditable();
  await expect(users.field('Perfil')).toBeDisabled();
  await expect(users.field('Tipo de acesso')).toBeDisabled();
  await expectNoA11yViolations(page);
});
