/**
 * "Acesso por API" (issue 26 §6; docs/access-tokens.md): the industrial administrator creates a
 * personal access token (shown once, with its copy button and warning), its systems read the
 * contract's days with it, the list shows it without the token, and a revoke (after its
 * confirmation) stops it at once (401). The secondary user has no such screen. Axe on each state.
 */
import { createAxis, createCustomer, joinAxis } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, siteUrl, test } from './fixtures';
import { AccessTokensPage } from './pages/access-tokens-page';

/** What a client's system does: a call to the portal's public address, with the token and nothing else (no cookie, no Origin). */
async function apiCall(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${siteUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data?: any; error?: { message: string } } };
}
const readDays = (token: string) => apiCall(token, 'GET', '/consumption-schedule/list');
/** Tomorrow in São Paulo (YYYY-MM-DD). */
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 24 * 3600 * 1000));

test('an industrial administrator creates a token, copies it once, uses it, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await createAccount('industry', { segment: 'INDUSTRIAL' });
  const axis = await createAxis(cmsUrl());
  await joinAxis(cmsUrl(), { contractId: owner.contracts[0]!.documentId, axisId: axis.axis.id, qdc: '1000', baseHour: 360 });
  await signInPage(page, owner);
  const screen = new AccessTokensPage(page);
  await screen.open();
  await expect(screen.main.getByText('Nenhum token criado.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Without a name the form says so and sends nothing.
  await screen.form.getByRole('button', { name: 'Criar token' }).click();
  await expect(screen.form.getByText('Informe um nome para o token')).toBeVisible();

  await screen.form.getByLabel('Nome do token').fill('ERP da fábrica');
  await expect(screen.form.getByRole('checkbox', { name: /consumption:read/ })).toBeChecked();
  await screen.form.getByRole('checkbox', { name: /programming:write/ }).check();
  await screen.form.getByLabel('Validade').selectOption('30');
  await screen.form.getByRole('button', { name: 'Criar token' }).click();
  await expect(screen.toast.filter({ hasText: 'Token criado. Copie-o agora: ele não será mostrado de novo.' })).toBeVisible();

  const shown = screen.main.getByRole('textbox', { name: 'Token', exact: true });
  const token = await shown.inputValue();
  expect(token).toMatch(/^ngp_[A-Za-z0-9_-]{43}$/);
  await expect(screen.main.getByRole('alert')).toContainText('por segurança, ele não será mostrado de novo');
  await screen.main.getByRole('button', { name: 'Copiar token' }).click();
  await expect(screen.main.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoA11yViolations(page);

  // The company's system reads the contract's days and sends tomorrow's programming with it, through the portal's address.
  const read = await readDays(token);
  expect(read.status).toBe(200);
  expect(read.body.data.contract.id).toBe(owner.contracts[0]!.documentId);
  const sent = await apiCall(token, 'POST', '/consumption-schedule', { dates: [{ date: tomorrow(), volume: '1.234,5' }] });
  expect(sent.status).toBe(201);
  expect(sent.body.data.dates).toEqual([expect.objectContaining({ date: tomorrow(), volume: '1234.5', situation: 3 })]);

  await screen.main.getByRole('button', { name: 'Já copiei o token' }).click();
  await expect(shown).toHaveCount(0);
  const row = screen.row('ERP da fábrica');
  await expect(row).toContainText(`${token.slice(0, 12)}…`);
  await expect(row).toContainText('consumption:read, programming:write');
  await expect(row).toContainText('Ativo');
  await expect(screen.main).not.toContainText(token.slice(12));
  await page.reload();
  await screen.open();
  await expect(screen.row('ERP da fábrica')).not.toContainText('Nunca usado');
  await expect(screen.main).not.toContainText(token.slice(12));

  await screen.row('ERP da fábrica').getByRole('button', { name: 'Revogar ERP da fábrica' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revogar token?' });
  await expect(confirm).toContainText('deixará de funcionar imediatamente');
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(screen.toast.filter({ hasText: 'Token revogado.' })).toBeVisible();
  await expect(screen.row('ERP da fábrica')).toContainText('Revogado');
  const refused = await readDays(token);
  expect(refused.status).toBe(401);
  expect(refused.body.error!.message).toBe('Token de acesso revogado. Crie um novo token em "Acesso por API".');
  await expectNoA11yViolations(page);
});

test('the secondary user of an industrial account has no "Acesso por API"', async ({ page }) => {
  const owner = await createAccount('industry', { segment: 'INDUSTRIAL' });
  const secondary = await createCustomer(cmsUrl(), {
    role: 'industry',
    contracts: 0,
    accountOwnerId: owner.userId,
    linkContracts: [owner.contracts[0]!.documentId],
  });
  await signInPage(page, { email: secondary.user.email, password: secondary.user.password! });
  const screen = new AccessTokensPage(page);
  await screen.goto('home');
  await expect(screen.menu.getByRole('link', { name: 'Início' })).toBeAttached();
  await expect(screen.menu.getByRole('link', { name: 'Acesso por API' })).toHaveCount(0);
});
