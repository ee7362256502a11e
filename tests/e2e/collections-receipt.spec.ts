/**
 * "Já paguei" in 'Todas as faturas' (docs/collections-suspension.md): a customer with an overdue
 * bill opens the form, is told what is missing, sends a file that is not a receipt and reads the
 * server's refusal, then sends a PDF; the bill then shows 'Comprovante em análise' and no longer
 * offers 'Já paguei'. axe on the form and on the list.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { InvoicesPage } from './pages/invoices-page';

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a customer sends the receipt of an overdue bill, which then shows as under review', async ({ page }) => {
  const customer = await createAccount('client');
  const today = spToday();
  const { invoice } = await createInvoice(cmsUrl(), {
    contractId: customer.contracts[0]!.documentId,
    issueDate: addDays(today, -25),
    dueDate: addDays(today, -10),
    amountCents: 15_430,
  });
  await signInPage(page, customer);
  const list = new InvoicesPage(page);
  await list.goto('conta-digital');
  await list.loaded();
  const row = list.rows.filter({ hasText: 'Vencida' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Já paguei a fatura ${invoice.numDoc}` }).click();
  const dialog = page.getByRole('dialog', { name: `Já paguei a fatura ${invoice.numDoc}` });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Enviar comprovante' }).click();
  await expect(dialog.getByText('Informe a data do pagamento.')).toBeVisible();
  await expect(dialog.getByText('Anexe o comprovante de pagamento.')).toBeVisible();

  await dialog.getByLabel('Data do pagamento').fill(addDays(today, -11));
  await dialog.getByLabel('Comprovante (PDF, JPG ou PNG, até 5 MB)').setInputFiles({
    name: 'comprovante.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('isto não é um PDF'),
  });
  await dialog.getByRole('button', { name: 'Enviar comprovante' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O comprovante deve ser um arquivo PDF, JPG ou PNG.');

  await dialog.getByLabel('Comprovante (PDF, JPG ou PNG, até 5 MB)').setInputFiles({
    name: 'comprovante.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Enviar comprovante' }).click();
  await expect(page.getByText('Comprovante enviado. Vamos analisá-lo e avisar você do resultado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Comprovante em análise')).toBeVisible();
  await expect(row.getByRole('button', { name: `Já paguei a fatura ${invoice.numDoc}` })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
