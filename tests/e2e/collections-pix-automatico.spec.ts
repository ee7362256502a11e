/**
 * Pix Automático on the bills screen (issue 24 §2; docs/collections-pix-automatico.md). The browser
 * tests run without a Pix provider, as the demo does: the recurrences are stored by the
 * test-support factory as a PSP would have answered. Each state the panel shows — waiting for the
 * payer (QR and copia e cola), authorised with a bill's scheduled debit, refused — with axe.
 */
import { createInvoice, createPixCharge, createPixRecurrence } from '../support/factories';
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
const lastMonth = () => {
  const [y, m] = spToday().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

test.describe('the Pix Automático panel', () => {
  test('authorised: the state with the ceiling and the bill’s debit line', async ({ page }) => {
    const customer = await createAccount('client');
    const contractId = customer.contracts[0]!.documentId;
    const today = spToday();
    // The debit day is the due date moved to the next business day (the server's rule, unit-tested).
    const { invoice } = await createInvoice(cmsUrl(), {
      contractId,
      referenceMonth: lastMonth(),
      issueDate: addDays(today, -2),
      dueDate: addDays(today, 8),
      amountCents: 15_790,
    });
    await createPixRecurrence(cmsUrl(), { contractId, status: 'APROVADA', numDoc: invoice.numDoc });
    await signInPage(page, customer);
    const list = new InvoicesPage(page);
    await list.open();
    const panel = page.getByTestId('pix-automatico');
    await expect(panel.getByRole('heading', { name: 'Pix Automático' })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Pix Automático autorizado · valor máximo R$ 500,00');
    await expect(list.row(shortRef(invoice.referenceDate)).getByTestId('pix-automatico-nota')).toHaveText(
      /^Será debitada via Pix Automático em \d{2}\/\d{2}$/,
    );
    await expectNoA11yViolations(page);
  });

  test('waiting for the payer: the QR code and the Pix Copia e Cola of the authorisation', async ({ page }) => {
    const customer = await createAccount('client');
    const contractId = customer.contracts[0]!.documentId;
    await createPixRecurrence(cmsUrl(), { contractId, status: 'CRIADA' });
    await signInPage(page, customer);
    await new InvoicesPage(page).open();
    const panel = page.getByTestId('pix-automatico');
    await expect(panel.getByRole('status')).toHaveText('Aguardando autorização no app do seu banco · valor máximo R$ 500,00');
    await expect(panel.getByRole('img', { name: 'QR Code da autorização do Pix Automático' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Pix Copia e Cola' })).toHaveValue(/^000201/);
    await expectNoA11yViolations(page);
  });

  test('journey 4, waiting for the payer: one QR that pays the open bill and authorises', async ({ page }) => {
    const customer = await createAccount('client');
    const contractId = customer.contracts[0]!.documentId;
    const today = spToday();
    const { invoice } = await createInvoice(cmsUrl(), {
      contractId,
      referenceMonth: lastMonth(),
      issueDate: addDays(today, -2),
      dueDate: addDays(today, 8),
      amountCents: 15_790,
    });
    const charge = await createPixCharge(cmsUrl(), { numDoc: invoice.numDoc });
    await createPixRecurrence(cmsUrl(), { contractId, status: 'CRIADA', paysNumDoc: invoice.numDoc });
    await signInPage(page, customer);
    await new InvoicesPage(page).open();
    const panel = page.getByTestId('pix-automatico');
    await expect(panel.getByRole('status')).toHaveText('Aguardando autorização no app do seu banco · valor máximo R$ 500,00');
    await expect(
      panel.getByText(
        `Abra o app do seu banco e leia o QR Code ou cole o código abaixo: ele paga a fatura ${invoice.numDoc} e autoriza o Pix Automático das próximas faturas.`,
      ),
    ).toBeVisible();
    await expect(panel.getByRole('img', { name: 'QR Code da autorização do Pix Automático' })).toBeVisible();
    // The composite code: the bill's charge location (field 26) and the recurrence's (field 80).
    const code = await panel.getByRole('textbox', { name: 'Pix Copia e Cola' }).inputValue();
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).toContain(`0014br.gov.bcb.pix25${String(charge.location.length).padStart(2, '0')}${charge.location}`);
    expect(code).toMatch(/80\d{2}0014br\.gov\.bcb\.pix25\d{2}pix\.example\.com\/qr\/v2\/rec\//);
    await expectNoA11yViolations(page);
  });

  test('refused: the state with the payer bank’s reason', async ({ page }) => {
    const customer = await createAccount('client');
    await createPixRecurrence(cmsUrl(), { contractId: customer.contracts[0]!.documentId, status: 'REJEITADA' });
    await signInPage(page, customer);
    await new InvoicesPage(page).open();
    await expect(page.getByTestId('pix-automatico').getByRole('status')).toHaveText(
      'Autorização recusada · valor máximo R$ 500,00 (AP13 — Recusada pelo usuário pagador)',
    );
    await expectNoA11yViolations(page);
  });
});
