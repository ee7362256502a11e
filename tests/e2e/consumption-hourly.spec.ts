/**
 * Hourly measurements in the browser (issue 26 §5; PORTAL-API.md §29): the gas programmer sends
 * the hourly file from the dashboard's 'Medições horárias' (a file with an invalid row refused
 * whole, the lines under the field; then a valid one), the company's hourly curve appears in
 * 'Projeção do dia' and on the industrial client's programming screen, with the projection the
 * hours give; axe on every state. The CMS runs on real time: the test's contract gets a gas day
 * that started three hours ago, so three hours are always over.
 */
import { createAxis, joinAxis } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, signInPage, test } from './fixtures';
import { ManagementPage, ProgrammingPage } from './pages/consumption-page';

/** São Paulo's date and hour now. */
function spNow(): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const br = (iso: string) => iso.split('-').reverse().join('/');

test.describe('the gas programmer', () => {
  test.use({ signedInAs: 'programmer' });

  test('sends hourly measurements and sees the curve in the projection, as the client does on its screen', async ({ page, accounts }) => {
    test.slow(); // two uploads (one waits for its job), three screens, axe on each
    const account = await accounts.create('industry');
    const contract = account.contracts[0]!;
    // The gas day starts three whole hours before now: its first three hours are over.
    const now = spNow();
    const first = (now.hour + 21) % 24;
    const axis = (await createAxis(cmsUrl())).axis;
    await joinAxis(cmsUrl(), { contractId: contract.documentId, axisId: axis.id, qdc: '5000', baseHour: first * 60 });
    const slots = [0, 1, 2].map((k) => {
      const hour = first + k;
      const startDate = now.hour >= first ? now.date : addDays(now.date, -1);
      return hour < 24 ? { date: startDate, hour } : { date: addDays(startDate, 1), hour: hour - 24 };
    });
    const csv = (rows: string[][]) => `Código do cliente;Data;Hora;Volume\r\n${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
    const file = (body: string) => ({ name: 'medicoes.csv', mimeType: 'text/csv', buffer: Buffer.from(body) });

    const screen = new ManagementPage(page);
    await screen.goto('visao-geral-dashboard');
    await page.getByRole('button', { name: 'Medições horárias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar medições horárias' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });

    // One invalid row (hour 24) refuses the whole file: the toast, and every refused line under the field.
    await dialog.locator('input[name="files"]').setInputFiles(
      file(
        csv([
          [contract.consumerCode, br(slots[0]!.date), String(slots[0]!.hour), '100'],
          [contract.consumerCode, br(slots[0]!.date), '24', '100'],
        ]),
      ),
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await screen.expectToast('Não foi possível atualizar as medições horárias. Por favor, tente novamente.');
    await expect(
      dialog.getByText(
        'Arquivo recusado, nenhuma medição foi gravada: 1 linha inválida. linha 3: Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).',
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['[data-foreign-dom]'] });
    await dialog.getByRole('button', { name: 'Remover medicoes.csv' }).click();

    // 100, 110 and 120 m³ in the first three hours.
    await dialog
      .locator('input[name="files"]')
      .setInputFiles(file(csv(slots.map((s, k) => [contract.consumerCode, br(s.date), String(s.hour), String(100 + 10 * k)]))));
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await screen.expectToast('As medições horárias foram atualizadas com sucesso.', 60_000);
    await expect(dialog).toBeHidden();

    // 100 + 110 + 120 = 330 m³ in 3 hours; rate (100 + 110 + 120) / 3 = 110 m³/h; 21 hours left:
    // 330 + 21 × 110 = 2 640 m³.
    const projection =
      /Medido até agora: 330 m³ em 3 horas · Ritmo recente: 110 m³\/h · Projeção do dia pelas medições horárias: 2\.640 m³/;
    await screen.goto('gestao-consumo-visao-geral');
    await expect(page.getByRole('heading', { name: 'Projeção do dia' })).toBeVisible();
    const axisName = axis.name.replace(/^eixo\s+/i, '');
    const card = page.getByRole('region', { name: new RegExp(`^${axisName}`) });
    const curve = card.getByTestId('hourly-curve');
    await expect(curve.getByTestId('hourly-projection')).toHaveText(projection);
    const table = curve.getByRole('table', { name: 'Volume medido por hora (horário de Brasília)' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText(`${String(slots[0]!.hour).padStart(2, '0')}h`);
    await expect(table.getByRole('row').nth(3)).toContainText('120 m³');
    await curve.scrollIntoViewIfNeeded();
    await expect(curve.getByTestId('hourly-bars').locator('svg').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // The industrial client sees the same curve on its programming screen.
    await page.context().clearCookies();
    await signInPage(page, account);
    const programming = new ProgrammingPage(page);
    await programming.goto('programacao-consumo');
    await expect(programming.heading).toBeVisible();
    const own = page.getByTestId('hourly-curve').filter({ visible: true });
    await expect(own.getByTestId('hourly-projection')).toHaveText(projection);
    await expect(own.getByRole('table', { name: 'Volume medido por hora (horário de Brasília)' }).getByRole('row')).toHaveCount(4);
    await expectNoA11yViolations(page);
  });
});
