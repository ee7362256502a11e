/**
 * The logged footer's information bar (spec 01 §2.6, §9): 357 px wide, 439 px on the
 * axis-overview routes (the daily axes overview of the gas-consumption routes); hidden for
 * common-access users and on restricted routes.
 */
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { openDashboard } from './helpers/consumption';
import { AttendantPage } from './pages/attendant-page';
import { ClientArea } from './pages/client-area';
import { createCustomer } from '../support/factories';

const width = async (area: ClientArea) => (await area.page.getByTestId('info-bar').boundingBox())?.width;

test.describe('the gas programmer', () => {
  test.use({ signedInAs: 'programmer' });

  test('sees the daily axes overview in a 439 px bar on each axis-overview route, and no bar elsewhere', async ({ page }) => {
    test.slow(); // seven screens
    const area = new ClientArea(page);
    for (const slug of ['visao-geral-dashboard', 'gestao-consumo-visao-geral', 'gestao-consumo-decisao', 'programacao-intradiaria']) {
      // The dashboard's eight calls can outlast `settled`'s look on a busy machine: wait for its figures.
      if (slug === 'visao-geral-dashboard') await openDashboard(page);
      else await area.goto(slug);
      const bar = page.getByTestId('info-bar');
      await expect(bar, slug).toBeVisible();
      await expect(bar.getByTestId('axis-overview'), slug).toBeVisible();
      await expect.poll(() => width(area), slug).toBe(439);
    }
    // Routes that are not an axis overview: no axes overview, and no service to show either.
    for (const slug of ['gestao-clientes', 'home', 'atualizar-senha']) {
      await area.goto(slug);
      await expect(page.getByTestId('info-bar'), slug).toHaveCount(0);
    }
  });
});

test('an attendant serving a customer sees a 357 px bar, not on restricted routes', async ({ page }) => {
  test.slow(); // the attendance search, then four screens
  const customer = await createCustomer(cmsUrl(), { contracts: 1 });
  const code = customer.contracts[0]!.consumerCode;
  const attendant = await createAccount('attendant');
  await signInPage(page, attendant);
  const attendance = new AttendantPage(page);
  await attendance.open();
  // Restricted route (the attendance search itself): no bar.
  await expect(page.getByTestId('info-bar')).toHaveCount(0);
  await attendance.searchByCode(code);
  await attendance.startService(code);
  const area = new ClientArea(page);
  await area.arrive('home');
  await expect(page.getByTestId('info-bar')).toBeVisible();
  await expect.poll(() => width(area)).toBe(357);
  for (const slug of ['atualizar-senha', 'error?type=gasReconnection']) {
    await area.goto(slug);
    await expect(page.getByTestId('info-bar'), slug).toHaveCount(0);
  }
  await area.goto('home');
  await expect.poll(() => width(area)).toBe(357);
});

test('common access sees no bar, not even on the consumption routes it opens', async ({ page }) => {
  test.slow(); // three screens, the programming page's calendar among them
  // (A residential client's home: tests/e2e/access-area.spec.ts.)
  const area = new ClientArea(page);
  await signInPage(page, await createAccount('industry'));
  for (const slug of ['home', 'programacao-consumo', 'protocolos-programacao']) {
    await area.goto(slug);
    await expect(area.main.getByRole('heading', { level: 1 }).first(), slug).toBeVisible();
    await expect(page.getByTestId('info-bar'), slug).toHaveCount(0);
  }
});
