/**
 * 'Meu consumo' (issue 25 §2; docs/insights-consumption.md): a residential customer in Bauru sees
 * last month's bill as the average per day beside the same month a year before and the similar
 * customers' figures (the demo's twelve Bauru neighbours make the group), switches to 24 months,
 * downloads the CSV and saves the alert. Axe on each state. The CMS runs on real time.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { ConsumptionInsightsScreen } from './pages/insights-consumption-page';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const shift = (delta: number) => {
  const index = YEAR * 12 + MONTH - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const LAST = shift(-1);
const YEAR_BEFORE = shift(-13);
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const label = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
const days = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

test('the customer reads the months, the similar customers and saves the alert', async ({ page }) => {
  const customer = await createAccount('client');
  const contractId = customer.contracts[0]!.documentId;
  // 1 m³ per day last month; 0,5 m³ per day a year before (without reading dates, the cycle is the month).
  await createInvoice(cmsUrl(), { contractId, referenceMonth: YEAR_BEFORE, consumptionM3: String(days(YEAR_BEFORE) / 2) });
  await createInvoice(cmsUrl(), { contractId, referenceMonth: LAST, consumptionM3: String(days(LAST)) });
  await signInPage(page, customer);
  const screen = new ConsumptionInsightsScreen(page);
  await screen.open();

  const row = screen.month(12, label(LAST));
  await expect(row.getByRole('cell')).toHaveText([
    `${days(LAST)} m³`,
    String(days(LAST)),
    '1 m³/dia',
    `${String(days(YEAR_BEFORE) / 2).replace('.', ',')} m³`,
    '0,5 m³/dia',
    /^\d+(,\d+)? m³\/dia$/,
    /^\d+(,\d+)? m³\/dia$/,
  ]);
  await expect(screen.table(12).getByRole('row')).toHaveCount(13);
  await expect(screen.main).toContainText(/Clientes semelhantes: clientes residenciais de Bauru, no mesmo mês\./);
  await expect(screen.bars.locator('svg')).toBeVisible();
  await expectNoA11yViolations(page);

  await screen.period.selectOption({ label: 'Últimos 24 meses' });
  await expect(screen.table(24).getByRole('row')).toHaveCount(25);
  await expect(screen.month(24, label(YEAR_BEFORE)).getByRole('cell').nth(2)).toHaveText('0,5 m³/dia');
  const download = page.waitForEvent('download');
  await screen.csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('meu-consumo-24-meses.csv');
  await expectNoA11yViolations(page);

  await expect(screen.percent).toHaveValue('30');
  await screen.percent.fill('50');
  await screen.byEmail.uncheck();
  await screen.save.click();
  await expect(screen.toastSaying('Alerta de consumo salvo')).toBeVisible();
  await page.reload();
  await screen.heading.waitFor();
  await expect(screen.percent).toHaveValue('50');
  await expect(screen.byEmail).not.toBeChecked();
  await expectNoA11yViolations(page);
});
