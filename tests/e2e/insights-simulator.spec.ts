/**
 * The tariff simulator block on the block catalogue page (docs/insights-simulator.md): a volume
 * typed gives the month's bill line by line adding up to the total and the P13 and electric
 * shower comparisons; appliances ticked add their volumes; a bad volume is refused with the
 * message. axe on each state.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { expect, test } from './fixtures';

const euros = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('a visitor simulates the month by volume and by appliances', async ({ page }) => {
  await page.goto('/catalogo-de-blocos');
  const block = page.locator('[data-block="tariff-simulator"]');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('heading', { level: 2, name: 'Simulador de tarifa' })).toBeVisible();
  await expect(block.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(block.getByRole('radio', { name: 'Residencial' })).toBeChecked();

  await block.getByLabel('Consumo (m³ por mês)').fill('10');
  const table = block.getByRole('table', { name: 'Conta estimada de um mês com 10 m³' });
  await expect(table).toBeVisible();
  const amounts = await table.locator('tbody td').allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  const total = await table.locator('tfoot td').textContent();
  expect(amounts.reduce((sum, a) => sum + euros(a), 0)).toBe(euros(total ?? ''));
  // 10 m³ = 94.000 kcal = 0,63 P13 at R$ 110,00 = R$ 69,16; 109,3 kWh at R$ 0,85 = R$ 92,91 (the catalogue's prices).
  await expect(block.getByText('Botijão de GLP P13: 0,63 botijão — R$ 69,16 no mês')).toBeVisible();
  await expect(block.getByText('Chuveiro elétrico: 109,3 kWh — R$ 92,91 no mês')).toBeVisible();
  await expectNoA11yViolations(page);

  await block.getByLabel('Consumo (m³ por mês)').fill('doze');
  await expect(block.getByRole('alert')).toHaveText('Informe o consumo em m³ com até 3 casas decimais, por exemplo 12,5.');
  await expect(block.getByRole('table')).toHaveCount(0);

  await block.getByRole('radio', { name: 'Pelos aparelhos' }).check();
  await block.getByRole('checkbox', { name: 'Fogão com forno (6 m³ por mês)' }).check();
  await block.getByRole('checkbox', { name: 'Secadora de roupas (4 m³ por mês)' }).check();
  await expect(block.getByRole('table', { name: 'Conta estimada de um mês com 10 m³' })).toBeVisible();
  await expect(block.getByText('Botijão de GLP P13: 0,63 botijão — R$ 69,16 no mês')).toBeVisible();
  await block.getByRole('radio', { name: 'Comercial' }).check();
  await expect(block.getByRole('table', { name: 'Conta estimada de um mês com 10 m³' })).toBeVisible();
  await expectNoA11yViolations(page);
});
