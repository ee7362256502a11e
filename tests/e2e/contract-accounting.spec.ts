/**
 * The industrial contract cockpit (issue 26; docs/contract-accounting.md): an industrial client
 * opens "Contrato" and reads yesterday's overrun with its penalty, the imbalance outside the band
 * and the take-or-pay settlement if nothing changes, downloads the CSV; the gas programmer opens the
 * same contract among all. Axe on each screen. The CMS runs on real time: days are relative.
 */
import { createAxis, createConsumptionDay, createContractTerm, joinAxis } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { CockpitScreen } from './pages/contract-accounting-page';
import { INDUSTRIAL_TERM } from '../support/contract-accounting';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const YESTERDAY = addDays(TODAY, -1);
const MONTH = YESTERDAY.slice(0, 7);
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** QDC 1 000 m³, 300 000 m³/year, ToP 80 %, SoP 70 %, tolerance 5 % × 2, band 10 % × 0,5, 250,5 ¢/m³ — in force from yesterday's month. */
async function industrialWithTerms() {
  const account = await createAccount('industry', { segment: 'INDUSTRIAL' });
  const contractId = account.contracts[0]!.documentId;
  const axis = (await createAxis(cmsUrl())).axis;
  await joinAxis(cmsUrl(), { contractId, axisId: axis.id, qdc: '1000', baseHour: 360 });
  await createContractTerm(cmsUrl(), {
    contractId,
    validFrom: `${MONTH}-01`,
    ...INDUSTRIAL_TERM,
  });
  // Yesterday: programmed 1 000, measured 1 200 m³.
  await createConsumptionDay(cmsUrl(), { contractId, date: YESTERDAY, volume: '1000', availableVolume: '1000', qdr: '1200' });
  return account;
}

test('the industrial client reads its overrun, imbalance and take-or-pay and downloads the CSV', async ({ page }) => {
  const account = await industrialWithTerms();
  await signInPage(page, account);
  const screen = new CockpitScreen(page);
  await screen.open('contrato-industrial');
  await screen.month.selectOption(MONTH);

  // 1 200 > 1 000 × 1,05 → 200 m³ above QDC × 250,5 ¢ × 2 = R$ 1.002,00
  await expect(screen.overrun).toContainText('1 dia de ultrapassagem neste mês: 200 m³ acima da QDC, penalidade simulada de R$ 1.002,00.');
  await expect(screen.overrun.getByRole('row', { name: new RegExp(br(YESTERDAY)) })).toContainText('1.200 m³');
  // +200 against a band of 100 → 100 m³ × 250,5 ¢ × 0,5 = R$ 125,25
  await expect(screen.imbalance).toContainText('1 dia fora da faixa de tolerância, cobrança simulada de R$ 125,25.');
  await expect(screen.takeOrPay).toContainText('Falta projetada de');
  await expect(page.getByTestId('grafico-desequilibrio').locator('svg')).toBeVisible();
  await expectNoA11yViolations(page);

  const download = page.waitForEvent('download');
  await screen.csv('ultrapassagem').click();
  expect((await download).suggestedFilename()).toBe(`Ultrapassagem_${account.contracts[0]!.consumerCode}_${MONTH}.csv`);
});

test('the gas programmer opens any industrial contract', async ({ page }) => {
  const client = await industrialWithTerms();
  const programmer = await createAccount('programmer');
  await signInPage(page, programmer);
  const screen = new CockpitScreen(page);
  await screen.open('contratos-industriais');
  const option = screen.contract.locator('option', { hasText: client.contracts[0]!.consumerCode });
  await screen.contract.selectOption((await option.getAttribute('value'))!);
  await screen.month.selectOption(MONTH);
  await expect(screen.overrun).toContainText('penalidade simulada de R$ 1.002,00');
  await expectNoA11yViolations(page);
});
