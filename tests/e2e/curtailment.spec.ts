/**
 * Curtailment notices in the browser (docs/curtailment.md; PORTAL-API.md §28): the gas programmer
 * issues a volume restriction to a client's industrial contract on 'Avisos de restrição'; the
 * client sees the banner on 'Programação de consumo', acknowledges it, and a day programmed above
 * the limit is refused with the message naming it; the programmer sees who acknowledged. Axe on
 * every screen. The contract, its axis and both accounts are made by the factories.
 */
import { createAxis, joinAxis } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, signInPage, test } from './fixtures';
import { ClientArea } from './pages/client-area';
import { ProgrammingPage } from './pages/consumption-page';

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const br = (iso: string) => iso.split('-').reverse().join('/');

test.describe('curtailment notices', () => {
  test.use({ signedInAs: 'programmer' });

  test('the programmer issues a restriction; the client sees it, acknowledges it and cannot program above it', async ({
    page,
    accounts,
    account,
  }) => {
    test.slow(); // two accounts, three screens, axe on each
    const client = await accounts.create('industry');
    const axis = (await createAxis(cmsUrl())).axis;
    const contract = client.contracts[0]!;
    await joinAxis(cmsUrl(), { contractId: contract.documentId, axisId: axis.id, qdc: '1000', baseHour: 360 });
    const tomorrow = addDays(spToday(), 1);

    const area = new ClientArea(page);
    await area.goto('avisos-restricao');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos de restrição' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Nothing chosen: the server's message, on screen before any call.
    await page.getByRole('button', { name: 'Emitir aviso' }).click();
    await expect(page.getByText('Escolha ao menos um contrato ou um eixo.')).toBeVisible();
    await expect(page.getByText('Informe o motivo da restrição.')).toBeVisible();

    await page.getByRole('checkbox', { name: new RegExp(`\\(${contract.consumerCode}\\)`) }).check();
    await page.getByRole('radio', { name: 'Volume (m³/dia)' }).check();
    await page.getByLabel('Volume máximo (m³/dia)').fill('600');
    await page.getByLabel('Início (horário de Brasília)').fill(`${tomorrow}T00:00`);
    await page.getByLabel('Término (opcional)').fill(`${addDays(tomorrow, 1)}T00:00`);
    await page.getByLabel('Motivo').fill('Manutenção no city gate do eixo');
    await page.getByRole('button', { name: 'Emitir aviso' }).click();
    await expect(area.toastSaying('Aviso de restrição emitido para 1 contrato(s).')).toBeVisible();
    const card = page.getByTestId('curtailment-notice').filter({ hasText: contract.consumerCode });
    await expect(card.getByRole('row').filter({ hasText: contract.consumerCode })).toContainText('Pendente');
    await expect(card).toContainText('até 600 m³ por dia — Programada');
    await expectNoA11yViolations(page);

    await page.context().clearCookies();
    await signInPage(page, client);
    const screen = new ProgrammingPage(page);
    await screen.goto('programacao-consumo');
    const banner = page.getByTestId('curtailment-banner').filter({ visible: true });
    await expect(banner.getByRole('heading', { name: 'Restrição de fornecimento programada' })).toBeVisible();
    await expect(banner).toContainText('Retirada limitada a até 600 m³ por dia');
    await expect(banner).toContainText('Motivo: Manutenção no city gate do eixo');
    await expectNoA11yViolations(page);
    await banner.getByRole('button', { name: 'Confirmar ciência' }).click();
    await expect(screen.toastSaying('Ciência registrada.')).toBeVisible();
    await expect(banner).toContainText(`Ciência registrada por ${client.email}`);
    await expect(banner.getByRole('button', { name: 'Confirmar ciência' })).toHaveCount(0);

    await screen.program(tomorrow, '700');
    await screen.send.click();
    await expect(
      screen.toastSaying(
        `A programação de ${br(tomorrow)} passa o limite da restrição de fornecimento em vigor: no máximo 600 m³ por dia.`,
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.context().clearCookies();
    await signInPage(page, account);
    await area.goto('avisos-restricao');
    await expect(
      page
        .getByTestId('curtailment-notice')
        .filter({ hasText: contract.consumerCode })
        .getByRole('row')
        .filter({ hasText: contract.consumerCode }),
    ).toContainText(`${client.email} em`);
  });
});
