/**
 * Planned interruptions (docs/insights-interruptions.md): the public page lists a new one under its
 * city, read from the CMS when the page opens (no rebuild); the home page of a customer it reaches
 * shows the card. axe on both.
 */
import { randomUUID } from 'node:crypto';
import { createPlannedInterruption } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { InterruptionsPage } from './pages/interruptions-page';

/** Whole days from now at 08:00 and 14:00 São Paulo (UTC−3), as the admin would write them. */
function daysAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  return { startsAt: `${day}T08:00:00-03:00`, expectedEndAt: `${day}T14:00:00-03:00`, brDay: `${d}/${m}/${y}` };
}

test('the public page lists a newly registered interruption under its city', async ({ page }) => {
  const city = `Cidade ${randomUUID().slice(0, 8)}`;
  const when = daysAhead(5);
  await createPlannedInterruption(cmsUrl(), {
    reason: 'Manutenção da rede',
    city,
    streets: 'Rua Araújo Leite\nAvenida Getúlio Vargas',
    startsAt: when.startsAt,
    expectedEndAt: when.expectedEndAt,
  });
  const list = new InterruptionsPage(page);
  await list.goto();
  const section = list.city(city);
  await expect(section.getByRole('heading', { level: 2, name: city })).toBeVisible();
  await expect(section).toContainText(`Programada: de ${when.brDay} às 08:00 até a previsão de ${when.brDay} às 14:00.`);
  await expect(section).toContainText('Motivo: Manutenção da rede');
  await expect(section).toContainText('Ruas: Rua Araújo Leite; Avenida Getúlio Vargas');
  await expectNoA11yViolations(page);
});

test("a reached customer's home shows the planned interruption", async ({ page }) => {
  const customer = await createAccount('client');
  const when = daysAhead(4);
  await createPlannedInterruption(cmsUrl(), {
    reason: 'Troca de válvula da rede',
    city: 'Bauru',
    consumerCodes: customer.contracts[0]!.consumerCode,
    startsAt: when.startsAt,
    expectedEndAt: when.expectedEndAt,
  });
  await signInPage(page, customer);
  const home = new HomePage(page);
  await home.open();
  const card = page.getByRole('region', { name: 'Interrupção programada do fornecimento de gás' });
  await expect(card).toContainText(
    `Programada: de ${when.brDay} às 08:00 até a previsão de ${when.brDay} às 14:00. Motivo: Troca de válvula da rede. Durante a interrupção, mantenha os aparelhos a gás desligados.`,
  );
  await expectNoA11yViolations(page);
});
