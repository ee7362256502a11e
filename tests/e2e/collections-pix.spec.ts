/**
 * Dynamic Pix with due date in the client area (issue 24 §1; docs/collections-pix.md): a late bill
 * whose cobrança com vencimento is stored (the browser tests run without a Pix provider, as the demo
 * does) shows the dynamic BR Code and what it asks today, with the fine and the interest; a bill
 * without a charge keeps the static code and shows nothing more.
 */
import { createInvoice, createPixCharge } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { InvoicesPage } from './pages/invoices-page';

const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const shortRef = (referenceDate: string) => {
  const [mm, yyyy] = referenceDate.split('/') as [string, string];
  return `${MONTHS[Number(mm) - 1]}/${yyyy}`;
};
const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const monthsAgo = (n: number) => {
  const [y, m] = spToday().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const brDate = (iso: string) => iso.split('-').reverse().join('/');

test.describe('a late bill with a dynamic Pix charge', () => {
  test('shows the dynamic BR Code and the amount due today with fine and interest; a bill without a charge shows neither', async ({
    page,
  }) => {
    const customer = await createAccount('client');
    const contractId = customer.contracts[0]!.documentId;
    const today = spToday();
    // Due 30 days ago: 2% fine on R$ 123,45 = R$ 2,47; 1% a month for 30 days = R$ 1,23; total R$ 127,15.
    const { invoice: late } = await createInvoice(cmsUrl(), {
      contractId,
      referenceMonth: monthsAgo(2),
      issueDate: addDays(today, -45),
      dueDate: addDays(today, -30),
      amountCents: 12_345,
    });
    const charge = await createPixCharge(cmsUrl(), { numDoc: late.numDoc });
    const { invoice: plain } = await createInvoice(cmsUrl(), {
      contractId,
      referenceMonth: monthsAgo(1),
      issueDate: addDays(today, -5),
      dueDate: addDays(today, 10),
      amountCents: 9_900,
    });
    await signInPage(page, customer);
    const list = new InvoicesPage(page);
    await list.open();

    await list.action(list.row(shortRef(late.referenceDate)), 'Pix').click();
    const panel = list.dialog('Pagar com Pix');
    await expect(panel).toBeVisible();
    const key = panel.getByRole('textbox', { name: 'Pix copia e cola' });
    await expect(key).toHaveValue(charge.pixCopiaECola);
    await expect(key).toHaveValue(/^000201010212\d{4}0014br\.gov\.bcb\.pix25\d\dpix\.example\.com\/qr\/v2\/cobv\/\d{32}.*6304[0-9A-F]{4}$/);
    const due = panel.getByRole('region', { name: `Valor a pagar hoje (${brDate(today)}): R$ 127,15` });
    await expect(due).toBeVisible();
    await expect(due.getByText('Valor da fatura')).toBeVisible();
    await expect(due.getByText('R$ 123,45')).toBeVisible();
    await expect(due.getByText('Multa por atraso')).toBeVisible();
    await expect(due.getByText('R$ 2,47')).toBeVisible();
    await expect(due.getByText('Juros (30 dias de atraso)')).toBeVisible();
    await expect(due.getByText('R$ 1,23')).toBeVisible();
    await expect(due.getByText('O QR Code e o Pix copia e cola já cobram este valor; ele muda a cada dia de atraso.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await list.action(list.row(shortRef(plain.referenceDate)), 'Pix').click();
    const other = list.dialog('Pagar com Pix');
    await expect(other.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^00020126.*540599\.00.*6304[0-9A-F]{4}$/);
    await expect(other.getByText(/Valor a pagar hoje/)).toHaveCount(0);
  });
});
