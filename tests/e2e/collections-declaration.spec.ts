/**
 * The annual debt discharge declaration (Lei nº 12.007/2009; docs/collections-declaration.md):
 * the client-area screen lists each ended year with its state and downloads the PDF; an attendant
 * serving the contract does the same; the public page checks the code printed on it. Axe on each
 * state. The CMS runs on real time: bills are made in the year before the current one.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test, type Account } from './fixtures';
import { DeclarationCheckPage, DeclarationScreen } from './pages/declaration-page';

const LAST_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date())) - 1;
const TWO_YEARS_AGO = LAST_YEAR - 1;
const THREE_YEARS_AGO = LAST_YEAR - 2;
const mm = (m: number) => String(m).padStart(2, '0');

/** Bills due on the 10th of months 1–6 of `year`: paid, except `open` (with `disputed` marking them under judicial dispute). */
async function billsOf(customer: Account, year: number, options: { open?: number[]; disputed?: boolean } = {}) {
  for (let m = 1; m <= 6; m++) {
    const open = options.open?.includes(m) ?? false;
    await createInvoice(cmsUrl(), {
      contractId: customer.contracts[0]!.documentId,
      referenceMonth: m === 1 ? `${year - 1}-12` : `${year}-${mm(m - 1)}`,
      issueDate: `${year}-${mm(m)}-01`,
      dueDate: `${year}-${mm(m)}-10`,
      amountCents: 9_000 + m,
      ...(open ? (options.disputed ? { judicialDispute: true } : {}) : { paymentDate: `${year}-${mm(m)}-09` }),
    });
  }
}

async function customerWithYears() {
  const customer = await createAccount('client');
  await billsOf(customer, LAST_YEAR, { open: [3] });
  await billsOf(customer, TWO_YEARS_AGO, { open: [4], disputed: true });
  await billsOf(customer, THREE_YEARS_AGO);
  return customer;
}

test('the customer sees each year with its state, downloads the declaration and the public page confirms its code', async ({ page }) => {
  const customer = await customerWithYears();
  await signInPage(page, customer);
  const screen = new DeclarationScreen(page);
  await screen.open();
  await expect(screen.menu.getByRole('link', { name: 'Declaração de quitação' })).toBeVisible();
  await expect(screen.year(THREE_YEARS_AGO)).toContainText('Gerado ao baixar');

  await expect(screen.year(LAST_YEAR)).toContainText('Indisponível');
  await expect(screen.year(LAST_YEAR)).toContainText(
    'Sem declaração: há fatura não paga com vencimento em março. Quite os débitos do ano para obter a declaração.',
  );
  await expect(screen.downloadButton(LAST_YEAR)).toHaveCount(0);
  await expect(screen.year(TWO_YEARS_AGO)).toContainText('Disponível (parcial)');
  await expect(screen.year(TWO_YEARS_AGO)).toContainText(
    'Declaração parcial: o mês de abril fica excluído por débito em discussão judicial.',
  );
  await expect(screen.year(THREE_YEARS_AGO)).toContainText('Todas as faturas do ano foram pagas.');
  await expectNoA11yViolations(page);

  const download = page.waitForEvent('download');
  await screen.downloadButton(THREE_YEARS_AGO).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Declaracao_quitacao_${THREE_YEARS_AGO}.pdf`);

  // The first download issued it: its code shows in the year's row.
  await expect(screen.year(THREE_YEARS_AGO)).not.toContainText('Gerado ao baixar');
  const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await screen.year(THREE_YEARS_AGO).textContent()) ?? '')?.[0];
  expect(code).toBeDefined();

  const check = new DeclarationCheckPage(page);
  await check.goto(`?codigo=${code}`);
  await expect(check.result).toContainText('Declaração autêntica');
  await expect(check.result).toContainText(String(THREE_YEARS_AGO));
  await expect(check.result).toContainText('Integral: todas as faturas do ano');
  await expectNoA11yViolations(page);
});

test('an attendant serving the contract sees the same years and downloads the declaration', async ({ page }) => {
  const customer = await customerWithYears();
  const staff = await createAccount('attendant');
  await signInPage(page, staff);
  const started = await page.request.patch('/api/attendant/session', {
    headers: SITE_REQUEST_HEADERS,
    data: { contractId: customer.contracts[0]!.documentId },
  });
  expect(started.status(), await started.text()).toBe(200);
  const screen = new DeclarationScreen(page);
  await screen.open();
  await expect(screen.year(TWO_YEARS_AGO)).toContainText('Disponível (parcial)');
  const download = page.waitForEvent('download');
  await screen.downloadButton(TWO_YEARS_AGO).click();
  expect((await download).suggestedFilename()).toBe(`Declaracao_quitacao_${TWO_YEARS_AGO}.pdf`);
  await expectNoA11yViolations(page);
});

test('the home shows the declaration line beside a bill due in May', async ({ page }) => {
  const customer = await createAccount('client');
  await billsOf(customer, LAST_YEAR);
  await createInvoice(cmsUrl(), {
    contractId: customer.contracts[0]!.documentId,
    referenceMonth: `${LAST_YEAR + 1}-04`,
    issueDate: `${LAST_YEAR + 1}-05-01`,
    dueDate: `${LAST_YEAR + 1}-05-13`,
    amountCents: 9_999,
    paymentDate: `${LAST_YEAR + 1}-05-12`,
  });
  await signInPage(page, customer);
  const home = new DeclarationScreen(page);
  await home.goto('home');
  const note = page.getByRole('complementary', { name: 'Declaração anual de quitação de débitos' });
  await expect(note).toContainText(
    `Declaração anual de quitação de débitos de ${LAST_YEAR} (Lei nº 12.007, de 29 de julho de 2009): disponível gratuitamente na Área do Cliente, em Declaração de quitação.`,
  );
  await expect(note.getByRole('link', { name: `Ver a declaração de ${LAST_YEAR}` })).toHaveAttribute(
    'href',
    '/area-cliente/declaracao-quitacao',
  );
  await expectNoA11yViolations(page);
});

test('a failed download says so and the screen stays', async ({ page }) => {
  const customer = await customerWithYears();
  await signInPage(page, customer);
  const screen = new DeclarationScreen(page);
  await screen.open();
  await page.route(/\/api\/collections\/declarations\/\d{4}\/download/, (route) =>
    route.fulfill({
      status: 500,
      json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
    }),
  );
  await screen.downloadButton(THREE_YEARS_AGO).click();
  await expect(screen.toast.filter({ hasText: 'Não foi possível baixar a declaração. Tente novamente.' })).toBeVisible();
  await expect(screen.year(THREE_YEARS_AGO)).toBeVisible();
});

test('the public check refuses a mistyped code on the page and names an unknown one', async ({ page }) => {
  const check = new DeclarationCheckPage(page);
  await check.goto();
  await expectNoA11yViolations(page);
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/collections/declarations/check/')) calls += 1;
  });
  // One symbol wrong: its check symbol does not match.
  await check.check('0123-4567-89AB-CDE6');
  await expect(check.alert).toHaveText('Código de verificação inválido. Confira os 16 caracteres impressos na declaração.');
  expect(calls).toBe(0);
  await check.check('0123-4567-89ab-cdez');
  await expect(check.alert).toHaveText('Nenhuma declaração foi emitida com este código. Confira o código impresso na declaração.');
  expect(calls).toBe(1);
  await expectNoA11yViolations(page);
});
