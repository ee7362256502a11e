/**
 * 'Data de vencimento' (issue 24 §5; docs/collections-due-date.md): the customer sees the bills'
 * due day, picks another of the six, gets the protocol, and the next change waits 12 months; a
 * customer with an overdue bill is told why not. Axe on each state. The CMS runs on real time.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test, type Account } from './fixtures';
import { ClientArea } from './pages/client-area';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const previous = MONTH === 1 ? `${YEAR - 1}-12` : `${YEAR}-${String(MONTH - 1).padStart(2, '0')}`;
const brToday = TODAY.split('-').reverse().join('/');
const brNextYear = `${brToday.slice(0, 6)}${YEAR + 1}`;

/** A customer whose latest bill (last month's) fell due on the 8th two months ago or so: paid, or open and overdue. */
async function customerWithBill(paid: boolean): Promise<Account> {
  const customer = await createAccount('client');
  const [y, m] = previous.split('-').map(Number) as [number, number];
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await createInvoice(cmsUrl(), {
    contractId: customer.contracts[0]!.documentId,
    referenceMonth: before,
    issueDate: `${previous}-01`,
    dueDate: `${previous}-08`,
    amountCents: 11_111,
    ...(paid ? { paymentDate: `${previous}-07` } : {}),
  });
  return customer;
}

test('the customer changes the due day, gets the protocol, and the next change waits 12 months', async ({ page }) => {
  const customer = await customerWithBill(true);
  await signInPage(page, customer);
  const area = new ClientArea(page);
  await area.goto('vencimento-fatura');
  await expect(page.getByRole('heading', { level: 1, name: 'Data de vencimento' })).toBeVisible();
  await expect(area.main).toContainText('Suas faturas vencem todo dia 8.');
  await expect(page.getByRole('radio', { name: 'Dia 8' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Alterar vencimento' })).toBeDisabled();
  await expectNoA11yViolations(page);

  await page.getByRole('radio', { name: 'Dia 18' }).check();
  await page.getByRole('button', { name: 'Alterar vencimento' }).click();
  await expect(area.toast.filter({ has: page.getByText(/^Dia de vencimento alterado\. Protocolo VEN-\d{4}-\d{6}\.$/) })).toBeVisible();
  await expect(area.main).toContainText('Suas faturas vencem todo dia 18.');
  await expect(area.main).toContainText(/Última alteração: protocolo VEN-\d{4}-\d{6}, em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, para o dia 18/);
  await expect(page.getByRole('alert')).toHaveText(
    `O dia de vencimento pode ser alterado uma vez a cada 12 meses. A próxima alteração será possível a partir de ${brNextYear}.`,
  );
  await expect(page.getByRole('button', { name: 'Alterar vencimento' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a customer with an overdue bill is told to pay it first', async ({ page }) => {
  const customer = await customerWithBill(false);
  await signInPage(page, customer);
  const area = new ClientArea(page);
  await area.goto('vencimento-fatura');
  await expect(page.getByRole('alert')).toHaveText(
    'Não é possível alterar o vencimento enquanto houver faturas vencidas. Pague as faturas em atraso e tente novamente.',
  );
  await expect(page.getByRole('button', { name: 'Alterar vencimento' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
