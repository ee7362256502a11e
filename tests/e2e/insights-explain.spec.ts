/**
 * "Entenda sua conta" (issue 25 §1, docs/insights-explain.md): from a bill of Conta digital the
 * demo customer (read only) opens the bill explained — reading data, lines with their sentences,
 * the total, the tariff's composition and the comparison with the previous bill — and the screen passes axe.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { expect, signInPage, test } from './fixtures';
import { ClientArea } from './pages/client-area';

test('the demo customer opens the newest bill explained from Conta digital', async ({ page }) => {
  await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  const area = new ClientArea(page);
  await area.goto('conta-digital');
  const link = area.main.getByRole('link', { name: /^Entenda sua conta de / }).first();
  await expect(link).toHaveAttribute('href', /^\/area-cliente\/entenda-sua-conta\?fatura=100000001\d{6}$/);
  await link.click();
  await expect(page).toHaveURL(/\/area-cliente\/entenda-sua-conta\?fatura=100000001\d{6}$/);
  await expect(area.main.getByRole('heading', { name: 'Entenda sua conta' })).toBeVisible();
  await expect(area.main.getByRole('heading', { name: 'Sua leitura' })).toBeVisible();
  const table = area.main.getByRole('table', { name: /^Valores da fatura 100000001\d{6}$/ });
  await expect(table.getByRole('rowheader', { name: 'Consumo de 0 m³ a 5 m³' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Parte fixa' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'ICMS (12,00 %)' }).first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total da fatura' })).toBeVisible();
  await expect(area.main.getByRole('heading', { name: 'Comparada com a fatura anterior' })).toBeVisible();
  // Composição da tarifa (Deliberação ARSESP nº 1.151/2021): what went to each item of the tariff and each tax.
  const composition = area.main.getByRole('table', { name: /^Composição da tarifa da fatura 100000001\d{6}$/ });
  for (const item of ['Gás natural (molécula)', 'Transporte do gás', 'Margem da distribuidora', 'Recuperação das contas gráficas', 'ICMS'])
    await expect(composition.getByRole('rowheader', { name: item })).toBeVisible();
  await expectNoA11yViolations(page);
});
