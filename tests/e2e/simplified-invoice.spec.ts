/**
 * The simplified invoice at /area-cliente/fatura-simplificada (spec 01 §2.3, §3, §7, §8): the
 * banner with the total of open debts, the table, each row's barcode and PDF
 * (Fatura_simplificada.pdf), the empty state, the list error, 'Sair' and the privacy notice.
 * The access is opened through the site's own endpoint (POST /session/simplified).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createInvoice, type MadeInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, test } from './fixtures';
import { SimplifiedInvoicePage } from './pages/simplified-invoice-page';

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

/** A new customer with an overdue, an open and a paid bill, signed in to the simplified invoice. */
async function simplifiedWithDebts(page: Page) {
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  const today = spToday();
  const bill = async (n: number, due: number, cents: number, paid?: number) =>
    (
      await createInvoice(cmsUrl(), {
        contractId: contract.documentId,
        referenceMonth: monthsAgo(n),
        issueDate: addDays(today, due - 15),
        dueDate: addDays(today, due),
        amountCents: cents,
        ...(paid !== undefined ? { paymentDate: addDays(today, paid) } : {}),
      })
    ).invoice;
  const bills: { overdue: MadeInvoice; open: MadeInvoice; paid: MadeInvoice } = {
    paid: await bill(3, -50, 99_999, -52),
    overdue: await bill(2, -20, 10_050),
    open: await bill(1, 10, 20_125),
  };
  const simplified = new SimplifiedInvoicePage(page);
  await simplified.signIn(contract.consumerCode, contract.consumerCpfCnpj);
  return { customer, contract, bills, simplified };
}

test('the banner totals the open debts and the table lists them, oldest due first, with their status', async ({ page }) => {
  const { contract, bills, simplified } = await simplifiedWithDebts(page);
  await simplified.open();
  await simplified.loaded();
  await expect(simplified.banner).toContainText('Total de débitos em aberto');
  // 100,50 + 201,25: the paid bill is no debt.
  await expect(simplified.banner).toContainText('R$ 301,75');
  await expect(page.getByTestId('simplified-contract')).toContainText(contract.consumerCode);
  await expect(simplified.rows).toHaveCount(2);
  await expect(simplified.rows.nth(0)).toContainText(bills.overdue.deadline);
  await expect(simplified.rows.nth(0)).toContainText('Vencida');
  await expect(simplified.rows.nth(0)).toContainText('R$ 100,50');
  await expect(simplified.rows.nth(1)).toContainText(bills.open.deadline);
  await expect(simplified.rows.nth(1)).toContainText('Em aberto');
  await expect(simplified.table).not.toContainText(bills.paid.deadline);
  await expect(simplified.logout).toBeVisible();
  await expect(simplified.privacy).toHaveAttribute('href', /politica-de-privacidade/);
  await expectNoA11yViolations(page);
});

test("each row shows its barcode, copied with 'Copiando...' then 'Copiado!'", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { bills, simplified } = await simplifiedWithDebts(page);
  await simplified.open();
  await simplified.loaded();
  await simplified.row(bills.overdue.deadline).getByRole('button', { name: 'Código de barras' }).click();
  const dialog = page.getByRole('dialog', { name: 'Código de barras' });
  await expect(dialog.getByRole('img', { name: `Código de barras da fatura com vencimento em ${bills.overdue.deadline}` })).toBeVisible();
  const digits = dialog.getByTestId('barcode-digits');
  await expect(digits).toHaveText(/^\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d$/);
  await expectNoA11yViolations(page);
  await page.evaluate(() => {
    const real = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) =>
      new Promise<void>((resolve) => {
        (window as unknown as { release: () => void }).release = () => void real(text).then(resolve);
      });
  });
  await dialog.getByRole('button', { name: 'Copiar código de barras' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiando...' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { release: () => void }).release());
  await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await digits.textContent())!.replace(/\D/g, ''));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('each row generates its PDF, saved as Fatura_simplificada.pdf directly (spec 01 §7); a failure has its message', async ({ page }) => {
  const { bills, simplified } = await simplifiedWithDebts(page);
  await simplified.open();
  await simplified.loaded();
  const row = simplified.row(bills.open.deadline);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Gerar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Fatura_simplificada.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.route('**/api/simplified-invoice/generate**', (route) => route.fulfill({ status: 500, json: { error: { status: 500 } } }));
  await row.getByRole('button', { name: 'Gerar PDF' }).click();
  await expect(
    simplified.toastSaying('Desculpe, não foi possível gerar sua fatura. Por favor, entre em contato com a central de atendimento.'),
  ).toHaveAttribute('data-kind', 'error');
});

test("without open debts: 'Você não possui débitos em aberto'", async ({ page }) => {
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  await createInvoice(cmsUrl(), {
    contractId: contract.documentId,
    referenceMonth: monthsAgo(1),
    issueDate: addDays(spToday(), -20),
    dueDate: addDays(spToday(), -5),
    paymentDate: addDays(spToday(), -6),
  });
  const simplified = new SimplifiedInvoicePage(page);
  await simplified.signIn(contract.consumerCode, contract.consumerCpfCnpj);
  await simplified.open();
  await simplified.loaded();
  await expect(simplified.banner).toHaveText('Você não possui débitos em aberto');
  await expect(simplified.rows).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("a list the server cannot answer: 'Ocorreu um erro ao buscar os dados', and trying again recovers", async ({ page }) => {
  const { simplified } = await simplifiedWithDebts(page);
  let failing = true;
  await page.route('**/api/simplified-invoice/list', (route) =>
    failing ? route.fulfill({ status: 500, json: { error: { status: 500, message: 'Internal Server Error' } } }) : route.fallback(),
  );
  await simplified.open();
  await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao buscar os dados' })).toBeVisible();
  await expectNoA11yViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(simplified.rows).toHaveCount(2);
});

test('the demo access (consumer code and CPF of cliente@demo.test) shows its open debts', async ({ page }) => {
  const simplified = new SimplifiedInvoicePage(page);
  await simplified.signIn('100000001', '34871296555');
  await simplified.open();
  await simplified.loaded();
  await expect(simplified.banner).toContainText('Total de débitos em aberto');
  // One open and two overdue bills (the negotiated one is no debt to pay here).
  await expect(simplified.rows).toHaveCount(3);
  await expect(simplified.rows.filter({ hasText: 'Vencida' })).toHaveCount(2);
  await expect(simplified.rows.filter({ hasText: 'Em aberto' })).toHaveCount(1);
  await expectNoA11yViolations(page);
  await simplified.logout.click();
  await page.waitForURL('**/login-fatura-simplificada');
});
