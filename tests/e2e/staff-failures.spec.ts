/**
 * The failure toasts of the consumption programming (spec 03 §8), each provoked for real: the
 * one call is answered 500 by `page.route` (every other call reaches the CMS of the stack), and
 * the screen must say the catalogue's text — written here from the spec, to the letter.
 */
import { createConsumptionDay } from '../support/factories';
import { cmsUrl, expect, signInPage, test } from './fixtures';
import { failCall, industrialAccount, openDashboard, shownAxisName, spToday } from './helpers/consumption';
import { ManagementPage, ProgrammingPage } from './pages/consumption-page';

test('the client: a protocol e-mail the server fails reads the catalogue’s failure, a missing one ‘Protocolo não encontrado’', async ({
  page,
}) => {
  const { account, contract } = await industrialAccount();
  const { protocol } = await createConsumptionDay(cmsUrl(), {
    contractId: contract.documentId,
    date: spToday(),
    volume: '500',
    situation: 0,
  });
  await signInPage(page, account);
  const screen = new ProgrammingPage(page);
  await screen.goto('protocolos-programacao');
  const send = page.getByRole('button', { name: `Enviar protocolo ${protocol} por e-mail` });

  const failed = await failCall(page, 'POST', '/api/consumption-schedule/send-email');
  await send.click();
  await expect(screen.toast.filter({ hasText: 'Não foi possível enviar o protocolo por e-mail' })).toBeVisible();
  expect(failed).toHaveLength(1);

  await page.unrouteAll();
  await failCall(page, 'POST', '/api/consumption-schedule/send-email', 404, { error: { message: 'não existe' } });
  await send.click();
  await expect(screen.toast.filter({ hasText: 'Protocolo não encontrado' })).toBeVisible();
});

test.describe('the gas programmer', () => {
  test.use({ signedInAs: 'programmer' });

  test('a request e-mail to a client not yet programmed that fails reads ‘Erro ao enviar e-mail’', async ({ page }) => {
    const { contract } = await industrialAccount();
    const screen = new ManagementPage(page);
    await screen.goto(`programacao-intradiaria?c=${contract.documentId}`);
    const row = screen.tableRow('Aguardando programação', contract.consumerName);
    const failed = await failCall(page, 'POST', '/api/consumption-schedule/send-request-email');
    await row.getByRole('button', { name: `Enviar e-mail para ${contract.consumerName}` }).click();
    await screen.expectToast('Erro ao enviar e-mail');
    expect(failed).toHaveLength(1);
    await expect(screen.toast.filter({ hasText: 'E-mail enviado com sucesso' })).toHaveCount(0);
  });

  test('an approval and a rejection that fail read ‘Falha ao enviar decisão’ and the request stays to be analysed', async ({ page }) => {
    const { contract } = await industrialAccount();
    await createConsumptionDay(cmsUrl(), { contractId: contract.documentId, date: spToday(), volume: '600', situation: 0 });
    const screen = new ManagementPage(page);
    await screen.goto(`programacao-intradiaria?c=${contract.documentId}`);
    const approve = await failCall(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/approve$/);
    const reprove = await failCall(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/reprove$/);
    await page.getByRole('button', { name: `Analisar ${contract.consumerName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await screen.expectToast('Falha ao enviar decisão');
    expect(approve).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Reprovar' }).click();
    await expect(screen.toast.filter({ hasText: 'Falha ao enviar decisão' })).toHaveCount(2);
    expect(reprove).toHaveLength(1);
    await expect(screen.toast.filter({ hasText: 'Decisão enviada com sucesso' })).toHaveCount(0);
    await page.reload();
    await screen.settled();
    await expect(screen.tableRow('Para análise', contract.consumerName)).toBeVisible();
  });

  test('a failed projection reads ‘Erro ao atualizar volume’, with the server’s text when it sent one', async ({ page }) => {
    const { contract, axis } = await industrialAccount();
    await createConsumptionDay(cmsUrl(), {
      contractId: contract.documentId,
      date: spToday(),
      volume: '600',
      situation: 1,
      acceptedVolume: '600',
    });
    const screen = new ManagementPage(page);
    await screen.goto('gestao-consumo-visao-geral');
    const card = page.getByRole('region', { name: new RegExp(`^${shownAxisName(axis.name)} — projetado`) });
    const cycle = page.getByTestId('projection-cycle');

    const failed = await failCall(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/projected-volume$/);
    await cycle.click();
    await card.getByLabel('Volume consumido até agora (m³)').fill('100');
    await cycle.click();
    await screen.expectToast('Erro ao atualizar volume');
    expect(failed).toHaveLength(1);
    await expect(cycle).toHaveText('Recalcular projetado');

    await page.unrouteAll();
    await failCall(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/projected-volume$/, 500, {
      error: { message: 'Hora base inválida.' },
    });
    await cycle.click();
    await screen.expectToast('Erro ao atualizar volume: Hora base inválida.');
  });

  test('a failed final programming of a company reads ‘Falha na atualização de programação final’', async ({ page }) => {
    const { contract, axis } = await industrialAccount();
    await createConsumptionDay(cmsUrl(), {
      contractId: contract.documentId,
      date: spToday(),
      volume: '600',
      situation: 1,
      acceptedVolume: '600',
    });
    const screen = new ManagementPage(page);
    await screen.goto('gestao-consumo-visao-geral');
    await page.getByRole('tab', { name: 'Decisão' }).click();
    const section = page.getByRole('region', { name: new RegExp(`^${shownAxisName(axis.name)} — volume final`) });
    await section.getByRole('button', { name: 'Definir' }).click();
    const failed = await failCall(page, 'PATCH', /\/api\/consumption-schedule\/[^/]+\/available-volume$/);
    await section.getByLabel('Final programado (m³)').fill('550');
    await section.getByRole('button', { name: 'Salvar' }).click();
    await screen.expectToast('Falha na atualização de programação final');
    expect(failed).toHaveLength(1);
    await expect(section.getByText('Final programado: —')).toBeVisible();
  });

  test('a failed final volume of an axis reads ‘Erro ao definir volume final’ and the axis is not confirmed', async ({ page }) => {
    const { contract, axis } = await industrialAccount();
    await createConsumptionDay(cmsUrl(), {
      contractId: contract.documentId,
      date: spToday(),
      volume: '600',
      situation: 1,
      acceptedVolume: '600',
      availableVolume: '600',
    });
    const screen = new ManagementPage(page);
    await screen.goto('gestao-consumo-visao-geral');
    await page.getByRole('tab', { name: 'Decisão' }).click();
    const section = page.getByRole('region', { name: new RegExp(`^${shownAxisName(axis.name)} — volume final`) });
    await section.getByRole('button', { name: 'Definir' }).click();
    const failed = await failCall(page, 'PATCH', '/api/consumption-schedule/decision/update-axis');
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await screen.expectToast('Erro ao definir volume final');
    expect(failed).toHaveLength(1);
    await expect(section.getByText('Volume final confirmado.')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  });

  test('failed quarterly e-mails read ‘Não foi possível enviar os e-mails. Por favor, tente novamente.’', async ({ page }) => {
    const { contract } = await industrialAccount();
    const screen = await openDashboard(page, '?modal=trimestral');
    const dialog = page.getByRole('dialog', { name: /Trimestrais pendentes/ });
    await dialog.getByRole('checkbox', { name: contract.consumerName }).check();
    const failed = await failCall(page, 'POST', '/api/consumption-schedule/dashboard/send-request-quarterly-schedule');
    await dialog.getByRole('button', { name: 'Enviar e-mails' }).click();
    await screen.expectToast('Não foi possível enviar os e-mails. Por favor, tente novamente.');
    expect(failed).toHaveLength(1);
    await expect(screen.toast.filter({ hasText: 'E-mails enviados com sucesso' })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});
