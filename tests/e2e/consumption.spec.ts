/**
 * Industrial consumption programming (spec 03; PORTAL-API.md §17) in the browser: the industry
 * administrator programs a day and e-mails the protocol; the gas programmer approves partially,
 * projects, decides and confirms; the dashboard's filters, charts (no CSP violation) and the
 * footer's daily axes overview; axe on every screen. Each test makes its own axis, contracts
 * and days with the factories; the CMS runs on real time, so the client programs tomorrow
 * (always open) and the programmer works on today's rows.
 */
import type { Page } from '@playwright/test';
import { installationsXlsx } from '../support/batch-files';
import { createAxis, createConsumptionDay, joinAxis } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { waitForMail } from './helpers/access';
import { cmsUrl, createAccount, expect, signInPage, test, type Account } from './fixtures';
import { ManagementPage, ProgrammingPage } from './pages/consumption-page';

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function industrialAccount(create: (role: 'industry') => Promise<Account>, qdc = '1000') {
  const account = await create('industry');
  const axis = (await createAxis(cmsUrl())).axis;
  await joinAxis(cmsUrl(), { contractId: account.contracts[0]!.documentId, axisId: axis.id, qdc, baseHour: 360 });
  return { account, axis };
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|securitypolicyviolation/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `violation: ${e.effectiveDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the industry administrator programs a day and sends the protocol by e-mail', async ({ page, accounts }) => {
  test.slow(); // several screens, axe on each and an e-mail round trip
  const { account } = await industrialAccount(accounts.create);
  await signInPage(page, account);
  const screen = new ProgrammingPage(page);
  await screen.goto('programacao-consumo');
  await expect(screen.heading).toBeVisible();
  await expect(screen.todayVolume).toContainText('—');
  await expect(page.getByText('Nenhum protocolo disponível').filter({ visible: true })).toBeVisible();
  await expectNoA11yViolations(page);

  const tomorrow = addDays(spToday(), 1);
  await screen.program(tomorrow, '1.100');
  await expect(page.getByText('Excedeu o QDC')).toBeVisible();
  await screen.typeVolume(tomorrow, '900');
  await expect(page.getByText('Excedeu o QDC')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screen.send.click();
  await expect(screen.toast.filter({ hasText: /Programação enviada\. Protocolo \d+/ })).toBeVisible();
  await expect(screen.protocols.getByRole('listitem')).toHaveCount(1);

  const since = Date.now();
  await screen.protocols.getByRole('button', { name: /Ver protocolo/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: '900 m³' })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(screen.toast.filter({ hasText: 'O protocolo foi enviado por e-mail' })).toBeVisible();
  const mail = await waitForMail(account.email, since);
  expect(mail.text).toContain('900 m³');

  await screen.goto('protocolos-programacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Protocolos' }).filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('protocols-table').getByRole('row')).toHaveCount(2);
  await page.getByLabel('Buscar protocolo').fill('0000000');
  await expect(page.getByText('Nenhum protocolo disponível')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a contract that is not active reads only that programming is for active contracts', async ({ page }) => {
  // Spec 03 §4: "Not possible for non-active contracts; disabled for DEACTIVATE" — the one text,
  // without the 11:00 cut-off's 'O ajuste será liberado a partir de 00h' beside it.
  for (const situation of ['DEACTIVATE', 'PENDING'] as const) {
    const account = await createAccount('industry', { contractSituation: situation });
    const axis = (await createAxis(cmsUrl())).axis;
    await joinAxis(cmsUrl(), { contractId: account.contracts[0]!.documentId, axisId: axis.id, qdc: '1000', baseHour: 360 });
    await page.context().clearCookies();
    await signInPage(page, account);
    const screen = new ProgrammingPage(page);
    await screen.goto('programacao-consumo');
    const adjustment = page.getByRole('region', { name: 'Ajuste da programação' });
    await expect(adjustment.getByText('A programação só é possível para contratos ativos.')).toBeVisible();
    await expect(page.getByText('O ajuste será liberado a partir de 00h')).toHaveCount(0);
    await expect(adjustment.getByRole('button', { name: 'Enviar programação' })).toHaveCount(0);
  }
  await expectNoA11yViolations(page);
});

test('under the 1024 px breakpoint (a phone, a 1023 px tablet), programming and protocols are desktop-only', async ({ page, accounts }) => {
  const { account } = await industrialAccount(accounts.create);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInPage(page, account);
  const screen = new ProgrammingPage(page);
  await screen.goto('programacao-consumo');
  await expect(page.getByTestId('mobile-notice')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ajuste da programação' })).toBeHidden();
  // Spec 01 §9: one mobile boundary, 1024 px, on every screen.
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(page.getByTestId('mobile-notice')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByTestId('mobile-notice')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ajuste da programação' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await screen.goto('protocolos-programacao');
  await expect(page.getByTestId('mobile-notice')).toContainText('disponível apenas no computador');
});

test.describe('the gas programmer', () => {
  test.use({ signedInAs: 'programmer' });

  test('approves partially, projects, decides and confirms the axis', async ({ page, accounts }) => {
    test.slow(); // three screens, axe on each
    const { account, axis } = await industrialAccount(accounts.create);
    const contractId = account.contracts[0]!.documentId;
    await createConsumptionDay(cmsUrl(), { contractId, date: spToday(), volume: '1000', situation: 0 });
    page.on('dialog', (d) => void d.accept());
    const screen = new ManagementPage(page);
    const name = account.contracts[0]!.consumerName;

    await screen.goto(`programacao-intradiaria?c=${contractId}&name=${encodeURIComponent(name)}&qdc=1000`);
    await expect(screen.tableRow('Para análise', name)).toBeVisible();
    await expectNoA11yViolations(page);
    await screen
      .tableRow('Para análise', name)
      .getByRole('button', { name: /Analisar/ })
      .click();
    await expect(page.getByLabel('Novo valor (m³)')).toHaveValue('1000');
    await page.getByLabel('Novo valor (m³)').fill('');
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('O valor é obrigatório')).toBeVisible();
    await page.getByLabel('Novo valor (m³)').fill('800');
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await screen.expectToast('Decisão enviada com sucesso');
    await expect(screen.tableRow('Analisados', name)).toContainText('Aprovado Parcialmente');

    await screen.goto('gestao-consumo-visao-geral');
    await expect(page.getByRole('heading', { name: 'Projeção do dia' })).toBeVisible();
    await expect(page.getByTestId('axis-overview')).toBeVisible();
    await expectNoA11yViolations(page);
    const axisName = axis.name.replace(/^eixo\s+/i, '');
    const card = page.getByRole('region', { name: new RegExp(`^${axisName}`) });
    await page.getByTestId('projection-cycle').click();
    await expect(page.getByTestId('projection-cycle')).toHaveText('Recalcular projetado');
    await card.getByLabel('Volume consumido até agora (m³)').fill('100');
    await page.getByTestId('projection-cycle').click();
    await expect(page.getByTestId('projection-cycle')).toHaveText('Finalizar');
    await expect(card.getByRole('heading', { level: 3 })).not.toContainText('projetado —');
    await page.getByTestId('projection-cycle').click();
    await expect(page.getByTestId('projection-cycle')).toHaveText('Inserir volumes');

    await page.getByRole('tab', { name: 'Decisão' }).click();
    const section = page.getByRole('region', { name: new RegExp(`^${axisName} — volume final`) });
    // Spec 03 §2.5: 'Mais detalhes' opens the contract's data (§3: id, sapName, situation, qdc).
    await section.getByRole('button', { name: /^Mais detalhes de / }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Dados do contrato')).toBeVisible();
    const data = details.getByTestId('contract-data');
    await expect(data).toContainText(account.contracts[0]!.consumerCode);
    await expect(data).toContainText('Ativa');
    await expect(data).toContainText('1.000 m³');
    await expectNoA11yViolations(page);
    await details.getByRole('button', { name: /Fechar/ }).click();
    await section.getByRole('button', { name: 'Definir' }).click();
    await section.getByLabel('Final programado (m³)').fill('780');
    await section.getByRole('button', { name: 'Salvar' }).click();
    await screen.expectToast('Programação final atualizada com sucesso');
    await expect(section.getByText('Final programado: 780 m³')).toBeVisible();
    await expectNoA11yViolations(page);
    await section.getByLabel('Volume de envio final (m³)').fill('780');
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/consumption-schedule/decision/update-axis'));
    await section.getByRole('button', { name: 'Confirmar' }).click();
    // Spec 03 §7: body axisId, finalVolume (number).
    expect((await sent).postDataJSON()).toEqual({ axisId: expect.any(Number), finalVolume: 780 });
    await screen.expectToast('Volume final definido com sucesso');
    await expect(section.getByText('Volume final confirmado.')).toBeVisible();
    await expect(section.getByLabel('Final programado (m³)')).toBeDisabled();

    await screen.goto('gestao-consumo-decisao');
    await expect(page.getByRole('heading', { level: 1, name: 'Decisão' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('opens a client’s page straight from a link with only c and p (spec 03 §2 table)', async ({ page, accounts }) => {
    const { account } = await industrialAccount(accounts.create, '2500');
    const contract = account.contracts[0]!;
    const { protocol } = await createConsumptionDay(cmsUrl(), {
      contractId: contract.documentId,
      date: spToday(),
      volume: '700',
      situation: 0,
    });
    const screen = new ManagementPage(page);
    await screen.goto(`programacao-intradiaria?c=${contract.documentId}&p=${protocol}`);
    await expect(page.getByRole('heading', { level: 1, name: `Programação intradiária — ${contract.consumerName}` })).toBeVisible();
    await expect(page.getByText(`QDC 2.500 m³ · Protocolo ${protocol}`)).toBeVisible();
    await expect(screen.tableRow('Para análise', contract.consumerName)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para a lista' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the checklist’s ticks reset at 12:00 while the screen stays open (spec 03 §2.3)', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T11:58:00-03:00') });
    const screen = new ManagementPage(page);
    await screen.goto('programacao-intradiaria');
    const checklist = page.getByTestId('checklist');
    await expect(checklist.getByRole('checkbox')).toHaveCount(6);
    const first = checklist.getByRole('checkbox').first();
    await first.check();
    await expect(first).toBeChecked();
    await page.clock.runFor(60_000); // 11:59: still ticked
    await expect(first).toBeChecked();
    await page.clock.runFor(2 * 60_000); // past 12:00 on the São Paulo clock
    await expect(first).not.toBeChecked();
  });

  test('reads the dashboard: charts with no CSP violation, filters, quarterly modal', async ({ page }) => {
    test.slow(); // two charts, the filters, the modal and axe over each: ~50 s on a busy two-core machine
    const violations = await watchViolations(page);
    const screen = new ManagementPage(page);
    const qdcCall = page.waitForRequest((r) => r.url().includes('/api/consumption-schedule/total-qdc'));
    await screen.goto('visao-geral-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();
    // Spec 03 §7: total-qdc takes dateStartAt and dateEndAt — today's, for the footer overview.
    const qdcQuery = new URL((await qdcCall).url()).searchParams;
    expect([qdcQuery.get('dateStartAt'), qdcQuery.get('dateEndAt')]).toEqual([spToday(), spToday()]);
    // The charts load when scrolled to (the screen's first paint carries no chart library).
    await page.getByRole('heading', { name: 'Programado x Consumido' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('programmed-bars').locator('svg').first()).toBeVisible();
    await page.getByRole('heading', { name: 'Proporção dos Eixos' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('axis-donut').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('axis-proportion').getByRole('listitem')).not.toHaveCount(0);
    const percents = (await page.getByTestId('axis-percent').allTextContents()).map((t) => Number(t.replace('%', '')));
    expect(percents.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('top-clients').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });

    const table = page.getByTestId('daily-table');
    await expect(table.getByRole('rowheader', { name: 'Total do trimestre vigente' })).toBeVisible();
    const month = page.getByLabel('Mês');
    const firstMonth = (await month.locator('option').nth(1).textContent())!;
    await month.selectOption({ index: 1 });
    await expect(table.getByRole('rowheader', { name: `Total de ${firstMonth}` })).toBeVisible();
    await page.getByLabel('Dia da semana').selectOption('monday');
    await expect(table.locator('tbody tr').first()).toContainText('Segunda-feira');
    expect(new Set(await table.locator('tbody tr td:first-child').allTextContents())).toEqual(new Set(['Segunda-feira']));

    const today = spToday();
    await page.getByLabel('De', { exact: true }).fill(addDays(today, -6));
    await page.getByLabel('Até', { exact: true }).fill(addDays(today, -2));
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('O período deve ter de 7 a 15 dias.')).toBeVisible();
    await page.getByLabel('De', { exact: true }).fill(addDays(today, -8));
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('O período deve ter de 7 a 15 dias.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Dados dos Eixos' }).click();
    await expect(page.getByRole('dialog', { name: 'Dados dos Eixos' })).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Fechar/ })
      .click();
    await screen.goto('visao-geral-dashboard?modal=trimestral');
    await expect(page.getByRole('dialog', { name: /Trimestrais pendentes/ })).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });
    expect(violations).toEqual([]);
  });

  test('updates the daily data through Atualizar with the spec’s toasts, on its own contract, and the dashboard refreshes', async ({
    page,
    accounts,
  }) => {
    test.slow(); // three uploads, two wait for their job
    const { account } = await industrialAccount(accounts.create);
    const code = account.contracts[0]!.consumerCode;
    const yesterday = addDays(spToday(), -1);
    const brYesterday = yesterday.split('-').reverse().join('/');
    const screen = new ManagementPage(page);
    await screen.goto('visao-geral-dashboard');
    const consumed = async () => {
      const row = page.getByRole('table', { name: 'Programado x Consumido' }).getByRole('row').filter({ hasText: brYesterday });
      const text = (await row.getByRole('cell').nth(2).textContent()) ?? '';
      return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    };
    await expect(page.getByRole('table', { name: 'Programado x Consumido' }).getByRole('row')).not.toHaveCount(0);
    const before = await consumed();
    const xlsx = { name: 'consumo-ontem.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

    await page.getByRole('button', { name: 'Atualizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atualizar dados diários' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Selecione um arquivo para enviar')).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });

    // A sheet the server refuses (no QDR column): the spec's failure toast, the reason under the field.
    const noQdr = await installationsXlsx([[code, brYesterday]], ['Código do cliente', 'Data']);
    await dialog.locator('input[name="files"]').setInputFiles({ ...xlsx, buffer: noQdr });
    await expect(dialog.getByText('consumo-ontem.xlsx')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await screen.expectToast('Não foi possível atualizar os dados diários. Por favor, tente novamente.');
    await expect(dialog.getByText('O arquivo não tem as colunas obrigatórias: QDR.')).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });
    await dialog.getByRole('button', { name: 'Remover consumo-ontem.xlsx' }).click();

    // One row applied and one refused (an unknown consumer code): the count of refused rows.
    const partial = await installationsXlsx(
      [
        [code, brYesterday, '1000'],
        ['999999999999', brYesterday, '5'],
      ],
      ['Código do cliente', 'Data', 'QDR'],
    );
    await dialog.locator('input[name="files"]').setInputFiles({ ...xlsx, buffer: partial });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await screen.expectToast('Dados diários atualizados; 1 linha foi recusada (veja em Acompanhar programação).', 60_000);
    await expect(dialog).toBeHidden();
    await expect.poll(consumed).toBeCloseTo(before + 1000, 3);

    // Every row applied: the spec's success toast; the day's 'Consumido' now carries the new QDR.
    const file = await installationsXlsx([[code, brYesterday, '1.234,5']], ['Código do cliente', 'Data', 'QDR']);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await dialog.locator('input[name="files"]').setInputFiles({ ...xlsx, buffer: file });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await screen.expectToast('Os dados diários foram atualizados com sucesso.', 60_000);
    await expect.poll(consumed).toBeCloseTo(before + 1234.5, 3);
  });

  test('manages clients by axis, month and region', async ({ page }) => {
    const screen = new ManagementPage(page);
    await screen.goto('gestao-clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão de clientes' })).toBeVisible();
    await page.getByRole('tab', { name: 'Bauru' }).click();
    await expect(page.getByText('Cerâmica Paulista Indústria e Comércio Ltda').first()).toBeVisible();
    await page.getByLabel('Mês').selectOption('all');
    await page.getByRole('button', { name: 'Bauru Noroeste' }).click();
    await expect(page.getByRole('button', { name: 'Bauru Noroeste' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page);
    // Spec 03 §2.7: the maintenance button is hidden in the attendant (analysis) area.
    await expect(page.getByRole('button', { name: 'Adicionar item' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Manutenção' })).toHaveCount(0);
  });
});

test.describe('the administrator, in client management', () => {
  test.use({ signedInAs: 'admin' });

  test('finds the maintenance form: the item must be Eixo, Região or Cliente', async ({ page }) => {
    const screen = new ManagementPage(page);
    await screen.goto('gestao-clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão de clientes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manutenção' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(page.getByText('Escolha Eixo, Região ou Cliente')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('the gas programmer, in client management', () => {
  test.use({ signedInAs: 'programmer' });

  test('the axis’s client accordions do not expand while its final volume is being edited (Definir … Cancelar)', async ({
    page,
    accounts,
  }) => {
    test.slow(); // two screens visited three times, axe on the locked state
    const { account, axis } = await industrialAccount(accounts.create);
    const name = account.contracts[0]!.consumerName;
    const axisName = axis.name.replace(/^eixo\s+/i, '');
    const screen = new ManagementPage(page);
    const accordion = page.getByTestId('client-accordion').filter({ hasText: name });
    const monthly = accordion.getByRole('columnheader', { name: 'Final programado' });
    const openClients = async () => {
      await screen.goto('gestao-clientes');
      await page.getByRole('tab', { name: axisName, exact: true }).click();
      await expect(accordion).toBeVisible();
    };
    const decision = async (button: 'Definir' | 'Cancelar') => {
      await screen.goto('gestao-consumo-visao-geral');
      await page.getByRole('tab', { name: 'Decisão' }).click();
      const section = page.getByRole('region', { name: new RegExp(`^${axisName} — volume final`) });
      await section.getByRole('button', { name: button }).click();
      await expect(section.getByRole('button', { name: button === 'Definir' ? 'Cancelar' : 'Definir' })).toBeVisible();
    };

    // Not being edited: the accordion opens and closes.
    await openClients();
    await accordion.locator('summary').click();
    await expect(monthly).toBeVisible();
    await accordion.locator('summary').click();
    await expect(monthly).toBeHidden();

    // 'Definir' puts the axis's final volume in edition (defined-axel): neither a click nor the keyboard opens it.
    await decision('Definir');
    await openClients();
    await expect(page.getByText('O volume final deste eixo está em edição')).toBeVisible();
    await accordion.locator('summary').click();
    await expect(monthly).toBeHidden();
    await accordion.locator('summary').press('Enter');
    await expect(monthly).toBeHidden();
    await expect(accordion.locator('summary')).toHaveAccessibleDescription(/está em edição/);
    await expectNoA11yViolations(page);

    // Cancelled: back to final-programming, the accordion opens again.
    await decision('Cancelar');
    await openClients();
    await expect(page.getByText('O volume final deste eixo está em edição')).toHaveCount(0);
    await accordion.locator('summary').click();
    await expect(monthly).toBeVisible();
  });
});
