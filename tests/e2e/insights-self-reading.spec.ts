/**
 * Self-reading (docs/insights-self-reading.md): a customer whose cycle's reading date is near opens
 * 'Autoleitura', is told what is missing, informs a reading far above the usual and is asked to
 * confirm it, corrects it and sends a plausible one with the meter's photo, accepted at once; the
 * reading then shows in the cycle and in the table. axe on the screen in each state.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { SelfReadingScreen } from './pages/self-reading-page';

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a customer informs the meter reading with its photo; a reading far from the usual is asked to be confirmed', async ({ page }) => {
  const customer = await createAccount('client');
  const today = spToday();
  const contractId = customer.contracts[0]!.documentId;
  // 30 m³ in 30 days, the last reading 27 days ago: the cycle's reading date is in the next days.
  await createInvoice(cmsUrl(), {
    contractId,
    issueDate: addDays(today, -57),
    previousReading: '70',
    currentReading: '100',
    consumptionM3: '30',
    paymentDate: addDays(today, -50),
  });
  await createInvoice(cmsUrl(), {
    contractId,
    issueDate: addDays(today, -27),
    previousReading: '100',
    currentReading: '130',
    consumptionM3: '30',
    paymentDate: addDays(today, -20),
  });
  await signInPage(page, customer);
  const screen = new SelfReadingScreen(page);
  await screen.open();
  await screen.ready(screen.cycleForm);
  await expect(screen.main.getByText(/Última leitura: 130 m³ em/)).toBeVisible();
  await expect(screen.main.getByText('Nenhuma fatura com leitura estimada para contestar.')).toBeVisible();
  await expect(screen.main.getByText('Nenhuma leitura informada ainda.')).toBeVisible();
  await expectNoA11yViolations(page);

  const form = screen.cycleForm;
  await form.getByRole('button', { name: 'Enviar leitura' }).click();
  await expect(form.getByText('Informe a leitura do medidor.')).toBeVisible();
  await expect(form.getByText('Anexe a foto do medidor.')).toBeVisible();

  await form.getByLabel('Leitura do medidor (m³)').fill('400');
  await screen.photo(form, PNG);
  await form.getByRole('button', { name: 'Enviar leitura' }).click();
  const question = form.getByRole('alert');
  await expect(question).toContainText(
    'A leitura informada está fora do esperado para o seu histórico de consumo. Confira os números e confirme o envio: a leitura será analisada pela nossa equipe.',
  );
  await expect(form.getByRole('button', { name: 'Confirmar e enviar' })).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Corrigir a leitura' }).click();

  await form.getByLabel('Leitura do medidor (m³)').fill('155');
  await form.getByRole('button', { name: 'Enviar leitura' }).click();
  await expect(screen.toastSaying('Leitura recebida e aceita. Ela será usada na sua próxima fatura.')).toBeVisible();
  await expect(screen.main.getByText(/Leitura informada: 155 m³ em/)).toBeVisible();
  await expect(screen.cycleForm).toHaveCount(0);
  const row = screen.readings.getByRole('row').filter({ hasText: 'Autoleitura' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('155 m³');
  await expect(row).toContainText('25 m³');
  await expect(row).toContainText('Aceita');
  await expectNoA11yViolations(page);
});
