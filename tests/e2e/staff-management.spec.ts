/**
 * Client management, the dashboard and the intraday checklist (spec 03 §2.3, §2.6, §9), as the
 * gas programmer, on axes and contracts the test makes: the month filter (the current month, the
 * next two and 'Ver tudo', the total of the current calendar quarter), the region chips and
 * 'Nenhum cliente encontrado'; the floored percentage of every axis of 'Proporção dos Eixos';
 * 'Nenhum trimestral pendente'; the checklist's ticks kept until the next 12:00.
 */
import { createConsumptionDay } from '../support/factories';
import { cmsUrl, expect, test } from './fixtures';
import { addDays, addMonthsIso, industrialAccount, openDashboard, shownAxisName, spToday } from './helpers/consumption';
import { ManagementPage } from './pages/consumption-page';

test.use({ signedInAs: 'programmer' });

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
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} de ${ym.slice(0, 4)}`;
const brM3 = (n: number) => `${new Intl.NumberFormat('pt-BR').format(n)} m³`;

test('client management: the month filter, ‘Ver tudo’ as the current quarter’s total, the region chips and ‘Nenhum cliente encontrado’', async ({
  page,
}) => {
  test.slow(); // a screen of every axis (the dashboard: eight calls and two charts) on a busy machine
  const north = await industrialAccount({ region: 'Norte' });
  const south = await industrialAccount({ axis: north.axis, region: 'Sul' });
  const today = spToday();
  const shown = [0, 1, 2].map((i) => addMonthsIso(today, i));
  const first = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3; // month index of the quarter's first month
  const quarter = [0, 1, 2].map((i) => `${today.slice(0, 4)}-${String(first + i + 1).padStart(2, '0')}`);
  // One day in every month shown or of the quarter, each with a volume of its own (1, 10, 100…).
  const months = [...new Set([...quarter, ...shown])].sort();
  const volume = new Map(months.map((m, i) => [m, 10 ** i]));
  for (const m of months)
    await createConsumptionDay(cmsUrl(), {
      contractId: north.contract.documentId,
      date: `${m}-15`,
      volume: String(volume.get(m)),
      situation: 1,
    });

  const screen = new ManagementPage(page);
  await screen.goto('gestao-clientes');
  await page.getByRole('tab', { name: shownAxisName(north.axis.name), exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: shownAxisName(north.axis.name) });
  const requested = panel.locator('h2:text-is("Solicitado") + p');
  const month = panel.getByLabel('Mês');
  await expect(month.locator('option')).toHaveText([...shown.map(monthLabel), 'Ver tudo']);

  // 'Ver tudo': the current calendar quarter, not the three months listed.
  await month.selectOption({ label: 'Ver tudo' });
  await expect(requested).toHaveText(brM3(quarter.reduce((a, m) => a + volume.get(m)!, 0)));
  for (const m of shown) {
    await month.selectOption({ label: monthLabel(m) });
    await expect(requested).toHaveText(brM3(volume.get(m)!));
  }

  // Region chips: each region lists only its clients; the axis's first region has none.
  const accordions = panel.getByTestId('client-accordion');
  await expect(accordions).toHaveCount(2);
  await panel.getByRole('button', { name: 'Norte', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Norte', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(accordions).toHaveCount(1);
  await expect(accordions).toContainText(north.contract.consumerName);
  await panel.getByRole('button', { name: 'Sul', exact: true }).click();
  await expect(accordions).toHaveCount(1);
  await expect(accordions).toContainText(south.contract.consumerName);
  await panel.getByRole('button', { name: `${north.axis.name} Região`, exact: true }).click();
  await expect(accordions).toHaveCount(0);
  await expect(panel.getByText('Nenhum cliente encontrado')).toBeVisible();
  await panel.getByRole('button', { name: 'Todas', exact: true }).click();
  await expect(accordions).toHaveCount(2);
});

test('‘Proporção dos Eixos’ shows every axis’s share of the period’s final programmed volume floored, each value', async ({ page }) => {
  test.slow(); // a screen of every axis (the dashboard: eight calls and two charts) on a busy machine
  // Two axes of its own in a window far ahead (the filter reaches 3 months ahead): 200 and 100 m³
  // are 66 % and 33 % floored (rounded, the first would read 67 %).
  const a = await industrialAccount();
  const b = await industrialAccount();
  const from = addDays(spToday(), 60);
  const to = addDays(from, 6);
  const day = addDays(from, 3);
  await createConsumptionDay(cmsUrl(), {
    contractId: a.contract.documentId,
    date: day,
    volume: '200',
    situation: 1,
    availableVolume: '200',
  });
  await createConsumptionDay(cmsUrl(), {
    contractId: b.contract.documentId,
    date: day,
    volume: '100',
    situation: 1,
    availableVolume: '100',
  });

  await openDashboard(page);
  await page.getByLabel('De', { exact: true }).fill(from);
  await page.getByLabel('Até', { exact: true }).fill(to);
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/consumption-schedule/dashboard/axis-proportion') && r.url().includes(`dateStartAt=${from}`),
  );
  await page.getByRole('button', { name: 'Aplicar' }).click();
  const axes = ((await (await answer).json()) as { data: { name: string; finalVolume: string; total: string }[] }).data;

  const list = page.getByTestId('axis-proportion');
  const percentOf = (name: string) =>
    list
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^\\W*${shownAxisName(name)}\\s*\\d+%$`) })
      .getByTestId('axis-percent');
  const total = Number(axes[0]!.total);
  expect(total).toBeGreaterThanOrEqual(300);
  // Every axis listed: its volume's share of the total, floored.
  await expect(list.getByTestId('axis-percent')).toHaveText(axes.map((x) => `${Math.floor((Number(x.finalVolume) * 100) / total)}%`));
  if (total === 300) {
    // Only these two axes have final volumes in the window (the usual case on the stack).
    await expect(percentOf(a.axis.name)).toHaveText('66%');
    await expect(percentOf(b.axis.name)).toHaveText('33%');
  }
  await expect(percentOf(a.axis.name)).toHaveText(`${Math.floor(20000 / total)}%`);
  await expect(percentOf(b.axis.name)).toHaveText(`${Math.floor(10000 / total)}%`);
});

test('with no quarterly programming pending, the card and the modal read ‘Nenhum trimestral pendente’', async ({ page }) => {
  test.slow(); // a screen of every axis (the dashboard: eight calls and two charts) on a busy machine
  // The stack always holds pending contracts (the demo ones, which tests may not program): the
  // real answer is read and passed on without its pending clients.
  await page.route(
    (url) => url.pathname.endsWith('/api/consumption-schedule/dashboard/pending-clients'),
    async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response: real,
        json: { ...body, data: { ...body.data, totalQuarterlyPendingClients: 0, quarterlyPendingClients: [] } },
      });
    },
  );
  await openDashboard(page, '?modal=trimestral');
  await expect(page.getByTestId('quarterly-card')).toContainText('Nenhum trimestral pendente');
  await expect(page.getByTestId('quarterly-card').getByRole('button', { name: 'Ver clientes' })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: /Trimestrais pendentes/ });
  await expect(dialog.getByText('Nenhum trimestral pendente')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar e-mails' })).toBeDisabled();
});

test('the checklist’s ticks made after 12:00 stay through the night and reset at the next 12:00, while the screen stays open', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-02T12:30:00-03:00') });
  const screen = new ManagementPage(page);
  await screen.goto('programacao-intradiaria');
  const boxes = page.getByTestId('checklist').getByRole('checkbox');
  await expect(boxes).toHaveCount(6);
  await boxes.nth(0).check();
  await boxes.nth(5).check();
  await page.clock.fastForward('11:29:00'); // 23:59
  await expect(boxes.nth(0)).toBeChecked();
  await page.clock.fastForward('12:00:00'); // 11:59 of the next day: 23 h 29 min after the ticks
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(5)).toBeChecked();
  await page.clock.fastForward('02:00'); // 12:01
  await expect(boxes.nth(0)).not.toBeChecked();
  await expect(boxes.nth(5)).not.toBeChecked();
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).not.toBeChecked();
});

test('ticks are read back when the screen opens again the same afternoon, and are void a day later', async ({ page }) => {
  test.slow(); // three loads of the screen
  await page.clock.install({ time: new Date('2026-03-02T12:30:00-03:00') });
  const screen = new ManagementPage(page);
  await screen.goto('programacao-intradiaria');
  const boxes = page.getByTestId('checklist').getByRole('checkbox');
  await boxes.nth(2).check();
  await page.reload();
  await screen.settled();
  // Read back within the day: still ticked.
  await expect(boxes.nth(2)).toBeChecked();
  await page.clock.setSystemTime(new Date('2026-03-03T13:00:00-03:00'));
  await page.reload();
  await screen.settled();
  await expect(boxes).toHaveCount(6);
  await expect(boxes.nth(2)).not.toBeChecked();
});
