/**
 * Who sees what (spec 01 §6, docs/roles.md) for the roles the invoice tests do not already walk
 * through: industry and GNV customers are not common access (no pay action, no download, the
 * due-date column shown, no number column or search), and the server refuses them the payment
 * codes and the second copy whatever the screen shows. The avatar of the profile menu (spec 01
 * §2.4, §3): the user's picture when it has one, its initials otherwise.
 * Every account and bill is made with the factories.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { InvoicesPage } from './pages/invoices-page';

for (const role of ['industry', 'gnv'] as const) {
  test(`${role}: not common access — the due-date column, no payment, no download, no number column or search; the server refuses too`, async ({
    page,
  }) => {
    const customer = await createAccount(role);
    const { invoice } = await createInvoice(cmsUrl(), { contractId: customer.contracts[0]!.documentId });
    await signInPage(page, customer);

    const list = new InvoicesPage(page);
    await list.open();
    expect(await list.columnHeaders()).toEqual(['Status', 'Referência', 'Valor', 'Vencimento', 'Pagamento', 'Ações']);
    await expect(list.rows).toHaveCount(1);
    await expect(list.search).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Pix' })).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Código de barras' })).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Baixar' })).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Enviar por e-mail' })).toHaveCount(1);
    await expectNoA11yViolations(page);

    const home = new HomePage(page);
    await home.open();
    const current = page.getByTestId('current-invoice').filter({ visible: true });
    await expect(current.getByRole('button', { name: 'Enviar por e-mail' })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Pix' })).toHaveCount(0);
    await expect(current.getByRole('button', { name: 'Código de barras' })).toHaveCount(0);
    await expect(current.getByRole('button', { name: 'Baixar' })).toHaveCount(0);

    // The rule is the server's: the calls behind the hidden buttons answer 403 with a message.
    for (const path of [
      `/api/invoices/${invoice.numDoc}?docDate=${invoice.docDate}&type=pix`,
      `/api/invoices/${invoice.numDoc}/download?docDate=${invoice.docDate}`,
    ]) {
      const res = await page.request.get(path, { headers: SITE_REQUEST_HEADERS });
      expect(res.status(), path).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message, path).toBe(
        'Você não tem permissão para acessar este recurso.',
      );
    }
  });
}

test.describe('the avatar of the profile menu', () => {
  const PICTURE = 'https://lh3.googleusercontent.com/a/e2e-avatar=s96-c';
  // A 1×1 PNG: the test answers Google's host itself (no network here).
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

  test('shows the picture of a user who has one', async ({ page }) => {
    await page.route(PICTURE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    const customer = await createAccount('client', { name: 'Maria Avatar', avatarUrl: PICTURE });
    await signInPage(page, customer);
    const home = new HomePage(page);
    await home.open();
    const avatar = home.header.getByTestId('avatar');
    const picture = avatar.locator('img');
    await expect(picture).toHaveAttribute('src', PICTURE);
    await expect(picture).toHaveJSProperty('naturalWidth', 1);
    await expect(avatar).not.toContainText('MA');
    await expectNoA11yViolations(page);
  });

  test('shows the initials of a user without a picture, and when the picture does not load', async ({ page }) => {
    const plain = await createAccount('client', { name: 'Joana Sem Foto' });
    await signInPage(page, plain);
    const home = new HomePage(page);
    await home.open();
    await expect(home.header.getByTestId('avatar')).toHaveText('JS');
    await expect(home.header.getByTestId('avatar').locator('img')).toHaveCount(0);

    await page.route(PICTURE, (route) => route.fulfill({ status: 404, body: '' }));
    const broken = await createAccount('client', { name: 'Paulo Quebrado', avatarUrl: PICTURE });
    await signInPage(page, broken);
    await home.open();
    await expect(home.header.getByTestId('avatar')).toHaveText('PQ');
    await expect(home.header.getByTestId('avatar').locator('img')).toHaveCount(0);
  });
});
