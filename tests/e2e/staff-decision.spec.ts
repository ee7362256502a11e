/**
 * The decision screen's warnings and confirmations (spec 03 §2.5, §4, §8), on axes and contracts
 * the test makes: 'Existem clientes sem final programado', the question before sending with
 * missing volumes, the confirmation of a 0 m³ final volume, 'Ainda faltam valores a serem
 * somados' and the empty state of an axis without clients.
 */
import type { Page, Request } from '@playwright/test';
import { createAxis, createConsumptionDay } from '../support/factories';
import { cmsUrl, expect, test } from './fixtures';
import { industrialAccount, shownAxisName, spToday } from './helpers/consumption';
import { ManagementPage } from './pages/consumption-page';

test.use({ signedInAs: 'programmer' });
// The decision screen draws every axis of the stack and each step waits for the CMS: on a busy
// machine a test takes longer than the default.
test.beforeEach(() => test.slow());

/** Opens the 'Decisão' tab and answers the section of the axis. */
async function decision(page: Page, axisName: string) {
  const screen = new ManagementPage(page);
  await screen.goto('gestao-consumo-visao-geral');
  await page.getByRole('tab', { name: 'Decisão' }).click();
  return { screen, section: page.getByRole('region', { name: new RegExp(`^${shownAxisName(axisName)} — volume final`) }) };
}

/** The page's requests of one method whose path ends as given, from now on. */
function watch(page: Page, method: string, pathEnd: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && pathEnd.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

test('an axis with a client without final programmed warns, and asks before sending the final volume with missing volumes', async ({
  page,
}) => {
  const first = await industrialAccount();
  const second = await industrialAccount({ axis: first.axis });
  const today = spToday();
  await createConsumptionDay(cmsUrl(), {
    contractId: first.contract.documentId,
    date: today,
    volume: '400',
    situation: 1,
    availableVolume: '400',
  });
  await createConsumptionDay(cmsUrl(), { contractId: second.contract.documentId, date: today, volume: '300', situation: 1 });
  const dialogs: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  const sent = watch(page, 'PATCH', /\/api\/consumption-schedule\/decision\/update-axis$/);
  const { screen, section } = await decision(page, first.axis.name);

  await expect(section.getByText('Existem clientes sem final programado')).toBeVisible();
  await section.getByRole('button', { name: 'Definir' }).click();
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect.poll(() => dialogs).toEqual(['Faltam volumes a serem programados. Deseja definir o Volume de Envio Final mesmo assim?']);
  // Dismissed: nothing is sent, the axis stays in edition.
  await expect(section.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  expect(sent).toHaveLength(0);
  await expect(section.getByText('Volume final confirmado.')).toHaveCount(0);

  // Accepted: the final volume is sent although a client has none.
  answer = true;
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await screen.expectToast('Volume final definido com sucesso');
  expect(dialogs).toHaveLength(2);
  expect(dialogs[1]).toBe('Faltam volumes a serem programados. Deseja definir o Volume de Envio Final mesmo assim?');
  expect(sent).toHaveLength(1);
  await expect(section.getByText('Volume final confirmado.')).toBeVisible();
});

test('once every client has its final programmed, the warning goes and the final volume is sent without the question', async ({ page }) => {
  const { contract, axis } = await industrialAccount();
  await createConsumptionDay(cmsUrl(), { contractId: contract.documentId, date: spToday(), volume: '300', situation: 1 });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  const { screen, section } = await decision(page, axis.name);
  await expect(section.getByText('Existem clientes sem final programado')).toBeVisible();
  await section.getByRole('button', { name: 'Definir' }).click();
  await section.getByLabel('Final programado (m³)').fill('300');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await screen.expectToast('Programação final atualizada com sucesso');
  await expect(section.getByText('Final programado: 300 m³')).toBeVisible();
  await expect(section.getByText('Existem clientes sem final programado')).toHaveCount(0);
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await screen.expectToast('Volume final definido com sucesso');
  expect(dialogs).toEqual([]);
});

test('changing a final programmed volume to 0 m³ from a non-zero one asks first; from none it does not', async ({ page }) => {
  const first = await industrialAccount();
  const second = await industrialAccount({ axis: first.axis });
  const today = spToday();
  await createConsumptionDay(cmsUrl(), {
    contractId: first.contract.documentId,
    date: today,
    volume: '500',
    situation: 1,
    availableVolume: '500',
  });
  await createConsumptionDay(cmsUrl(), { contractId: second.contract.documentId, date: today, volume: '200', situation: 1 });
  const dialogs: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  const sent = watch(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/available-volume$/);
  const { screen, section } = await decision(page, first.axis.name);
  const client = (name: string) =>
    section.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Mais detalhes de ${name}` }) });
  const nonZero = client(first.contract.consumerName);
  const none = client(second.contract.consumerName);
  await section.getByRole('button', { name: 'Definir' }).click();

  await nonZero.getByLabel('Final programado (m³)').fill('0');
  await nonZero.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]).toContain('0 m³');
  // Not confirmed: nothing sent, the 500 m³ stays.
  expect(sent).toHaveLength(0);
  await expect(nonZero.getByText('Final programado: 500 m³')).toBeVisible();

  answer = true;
  await nonZero.getByRole('button', { name: 'Salvar' }).click();
  await screen.expectToast('Programação final atualizada com sucesso');
  await expect(nonZero.getByText('Final programado: 0 m³')).toBeVisible();
  expect(dialogs).toHaveLength(2);
  expect(sent.map((r) => r.postDataJSON())).toEqual([{ availableVolume: '0' }]);

  // From no final programmed to 0 m³: no question.
  await none.getByLabel('Final programado (m³)').fill('0');
  await none.getByRole('button', { name: 'Salvar' }).click();
  await expect(none.getByText('Final programado: 0 m³')).toBeVisible();
  expect(dialogs).toHaveLength(2);
  expect(sent).toHaveLength(2);
});

test('an axis without clients reads the empty state, and the day’s total reads that values are still missing', async ({ page }) => {
  const { axis } = await createAxis(cmsUrl());
  const { section } = await decision(page, axis.name);
  await expect(section.getByText('Sem informações de envio final para exibir no momento.')).toBeVisible();
  // This axis has no final volume, so the day's final total cannot be summed.
  await expect(page.getByTestId('decision-totals')).toContainText('Volume final: Ainda faltam valores a serem somados');
});
