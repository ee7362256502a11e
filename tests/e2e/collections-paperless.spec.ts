/**
 * Paperless bills (issue 24 §5): the "Avisos por e-mail" card of 'Atualização cadastral' shows
 * the three e-mail preferences, saves them, and the new-bill one is the same choice as "Receber
 * fatura por e-mail". axe on the card.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { expect, signInPage, test } from './fixtures';
import { ProfilePage } from './pages/profile-page';

test('the e-mail preferences per event are shown, saved and read back', async ({ page, accounts }) => {
  const client = await accounts.create('client', { invoiceByEmail: true });
  await signInPage(page, client);
  const profile = new ProfilePage(page);
  await profile.open();
  const card = page.getByRole('region', { name: 'Avisos por e-mail' });
  const newBill = card.getByRole('checkbox', { name: 'Nova fatura, com o PDF, o Pix copia e cola e a linha digitável' });
  const reminder = card.getByRole('checkbox', { name: 'Lembrete 3 dias antes do vencimento' });
  const confirmation = card.getByRole('checkbox', { name: 'Confirmação quando o pagamento for registrado' });
  const save = card.getByRole('button', { name: 'Salvar preferências' });
  // Not chosen yet: all follow "Receber fatura por e-mail" (on).
  await expect(newBill).toBeChecked();
  await expect(reminder).toBeChecked();
  await expect(confirmation).toBeChecked();
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page);

  await newBill.uncheck();
  await confirmation.uncheck();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Preferências de e-mail salvas')).toBeVisible();
  // The profile's own line shows the same choice at once.
  await expect(profile.shown('Receber fatura por e-mail')).toHaveText('Não');

  await page.reload();
  await profile.ready(profile.heading);
  await expect(newBill).not.toBeChecked();
  await expect(reminder).toBeChecked();
  await expect(confirmation).not.toBeChecked();
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page);
});
