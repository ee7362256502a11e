/**
 * The staff's portfolio of the month's risks and the cockpit's alerts (issue 26 §2–§3;
 * docs/contract-accounting.md, "Carteira" and "Alertas"): the gas programmer reads an industrial
 * client's overrun and imbalance of the month with their simulated amounts, filters by risk,
 * downloads the CSV; the client finds the take-or-pay alert in its notifications. Axe on the
 * screen. The CMS runs on real time: days are relative.
 */
import fs from 'node:fs';
import { createAxis, createConsumptionDay, createContractTerm, joinAxis } from '../support/factories';
import { INDUSTRIAL_TERM } from '../support/contract-accounting';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { CockpitScreen, PortfolioSection } from './pages/contract-accounting-page';
import { NotificationsPanel } from './pages/notifications-panel';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const YESTERDAY = addDays(TODAY, -1);

/**
 * QDC 1 000 m³, 300 000 m³/year (ToP 80 %, SoP 70 %, contract year from 1 January), tolerance 5 % × 2,
 * band 10 % × 0,5, 250,5 ¢/m³, from yesterday's month; yesterday programmed 1 000 and measured 1 200 m³.
 */
async function industrialWithRisks(name: string) {
  const account = await createAccount('industry', { segment: 'INDUSTRIAL', name });
  const contractId = account.contracts[0]!.documentId;
  const axis = (await createAxis(cmsUrl())).axis;
  await joinAxis(cmsUrl(), { contractId, axisId: axis.id, qdc: '1000', baseHour: 360 });
  await createConsumptionDay(cmsUrl(), { contractId, date: YESTERDAY, volume: '1000', availableVolume: '1000', qdr: '1200' });
  await createContractTerm(cmsUrl(), {
    contractId,
    validFrom: `${YESTERDAY.slice(0, 7)}-01`,
    ...INDUSTRIAL_TERM,
  });
  return account;
}

test('the gas programmer reads the month’s risks by amount, filters them and downloads the CSV', async ({ page }) => {
  test.skip(TODAY.endsWith('-01'), 'on the 1st no day of this month is closed yet');
  const name = `Cerâmica Carteira ${Date.now()}`;
  await industrialWithRisks(name);
  const programmer = await createAccount('programmer');
  await signInPage(page, programmer);
  const screen = new CockpitScreen(page);
  await screen.open('contratos-industriais');
  const portfolio = new PortfolioSection(page);

  // Yesterday: 1 200 > 1 000 × 1,05 → 200 m³ over QDC × 250,5 ¢ × 2 = R$ 1.002,00;
  // +200 against a band of 100 → 100 m³ outside × 250,5 ¢ × 0,5 = R$ 125,25.
  const rows = portfolio.rowsOf(name);
  await expect(rows.filter({ hasText: 'Ultrapassagem' })).toContainText('200 m³');
  await expect(rows.filter({ hasText: 'Ultrapassagem' })).toContainText('R$ 1.002,00');
  await expect(rows.filter({ hasText: 'Ultrapassagem' })).toContainText('1 dia acima do limite');
  await expect(rows.filter({ hasText: 'Desequilíbrio' })).toContainText('R$ 125,25');
  await expect(rows.filter({ hasText: 'Desequilíbrio' })).toContainText('1 dia fora da faixa');
  await expect(rows.filter({ hasText: 'Take-or-pay' })).toHaveCount(1);
  await expectNoA11yViolations(page);

  await portfolio.risk('Desequilíbrio').check();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Desequilíbrio');

  const download = page.waitForEvent('download');
  await portfolio.csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Carteira_contratos_industriais_${TODAY.slice(0, 7)}.csv`);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain(`;Desequilíbrio;100;125,25;1 dia fora da faixa`);
  expect(csv).not.toContain(`;Ultrapassagem;`);

  // "Abrir" shows the contract's cockpit below.
  await rows.getByRole('button', { name: /^Abrir o contrato/ }).click();
  await expect(screen.contract.locator('option:checked')).toContainText(name);
});

test('the industrial client finds the take-or-pay alert in its notifications', async ({ page }) => {
  const client = await industrialWithRisks(`Vidraria Alerta ${Date.now()}`);
  await signInPage(page, client);
  const bell = new NotificationsPanel(page);
  // The job loop judges the contracts within about 30 s of a change of the data.
  await expect(async () => {
    await bell.goto('home');
    await bell.open();
    await expect(bell.item('Risco de falta no take-or-pay')).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 120_000, intervals: [5000] });
  await expect(bell.item('Risco de falta no take-or-pay')).toContainText('O que fazer: para evitar a cobrança, retire em média');
  await expectNoA11yViolations(page);
});
