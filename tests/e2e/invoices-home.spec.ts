/**
 * The invoice parts of the home page (spec 01 §2.8, §4, §6): the current-invoice card in its
 * client (desktop and mobile) and attendant variants, the latest invoices, and the history
 * chart, whose chart code arrives only when it scrolls into view.
 */
import type { Page } from '@playwright/test';
import { createInvoice, type InvoiceOptions } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test, type Account } from './fixtures';
import { HomePage } from './pages/home-page';

const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
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
const shortRef = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]}/${month.slice(0, 4)}`;

type Newest = 'open' | 'overdue' | 'paid' | 'negotiated';

/**
 * A customer with `history` months of paid bills (2 to history+1 months ago) and a newest bill
 * (1 month ago) of the given kind.
 */
async function customerWith(newest: Newest, history = 13): Promise<Account> {
  const customer = await createAccount('client');
  const contractId = customer.contracts[0]!.documentId;
  const today = spToday();
  for (let n = history + 1; n >= 2; n--) {
    await createInvoice(cmsUrl(), {
      contractId,
      referenceMonth: monthsAgo(n),
      issueDate: addDays(today, -30 * n),
      dueDate: addDays(today, -30 * n + 15),
      paymentDate: addDays(today, -30 * n + 14),
      amountCents: 10_000 + n * 100,
    });
  }
  const last: InvoiceOptions = { contractId, referenceMonth: monthsAgo(1), amountCents: 23_456 };
  if (newest === 'open') Object.assign(last, { issueDate: addDays(today, -5), dueDate: addDays(today, 10) });
  if (newest === 'overdue') Object.assign(last, { issueDate: addDays(today, -25), dueDate: addDays(today, -10) });
  if (newest === 'paid')
    Object.assign(last, { issueDate: addDays(today, -25), dueDate: addDays(today, -10), paymentDate: addDays(today, -12) });
  if (newest === 'negotiated') Object.assign(last, { issueDate: addDays(today, -25), dueDate: addDays(today, -10), negotiated: true });
  await createInvoice(cmsUrl(), last);
  return customer;
}

// A short window: the history chart (apexcharts draws its own SVG, which React does not own) stays
// out of view while a page settles; the tests that need it scroll to it.
test.use({ viewport: { width: 1280, height: 400 } });

const card = (page: Page) => page.getByTestId('current-invoice').filter({ visible: true });

test('client: the open current invoice with its payment buttons, the latest invoices led by it, side by side on desktop and stacked on mobile', async ({
  page,
}) => {
  const customer = await customerWith('open');
  await signInPage(page, customer);
  const home = new HomePage(page);
  await home.open();
  await page.setViewportSize({ width: 1366, height: 900 });
  const current = card(page);
  await expect(current).toHaveAttribute('data-variant', 'client');
  await expect(current.getByRole('heading', { name: 'Fatura atual' })).toBeVisible();
  await expect(current.getByText('Em aberto', { exact: true })).toBeVisible();
  await expect(current.getByTestId('current-price')).toHaveText('R$ 234,56');
  await expect(current).toContainText(shortRef(monthsAgo(1)));
  for (const name of ['Pix', 'Código de barras', 'Baixar', 'Enviar por e-mail']) {
    await expect(current.getByRole('button', { name }), name).toBeEnabled();
  }
  await expect(current.getByText('Sua nova fatura estará disponível em alguns dias.')).toHaveCount(0);

  const latest = page.getByTestId('latest-invoices').filter({ visible: true });
  const items = latest.getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(items.first()).toContainText('Fatura atual');
  await expect(items.first()).toContainText(shortRef(monthsAgo(1)));
  await expect(items.nth(1)).toContainText(shortRef(monthsAgo(2)));
  await expect(latest.getByRole('link', { name: 'Ver todas as faturas' })).toHaveAttribute('href', '/area-cliente/conta-digital');
  await expectNoA11yViolations(page);

  // Desktop: the actions beside the figures; mobile (< 1024 px): below them.
  const price = current.getByTestId('current-price');
  const pix = current.getByRole('button', { name: 'Pix' });
  const desk = { price: (await price.boundingBox())!, pix: (await pix.boundingBox())! };
  expect(desk.pix.x).toBeGreaterThan(desk.price.x + desk.price.width);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      const [p, b] = [(await price.boundingBox())!, (await pix.boundingBox())!];
      return b.y > p.y + p.height;
    })
    .toBe(true);
  await expectNoA11yViolations(page);

  // The card's panels are the list's: Pix opens from the home.
  await pix.click();
  await expect(page.getByRole('dialog', { name: 'Pagar com Pix' })).toBeVisible();
});

test("client: 'Fatura vencida' shows the price in red", async ({ page }) => {
  await signInPage(page, await customerWith('overdue', 2));
  const home = new HomePage(page);
  await home.open();
  const current = card(page);
  await expect(current.getByText('Fatura vencida', { exact: true })).toBeVisible();
  await expect(current.getByTestId('current-price')).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(current.getByRole('button', { name: 'Pix' })).toBeEnabled();
});

test("client: 'Fatura paga' announces the next invoice and cannot be paid again", async ({ page }) => {
  await signInPage(page, await customerWith('paid', 2));
  const home = new HomePage(page);
  await home.open();
  const current = card(page);
  await expect(current.getByText('Fatura paga', { exact: true })).toBeVisible();
  await expect(current.getByText('Sua nova fatura estará disponível em alguns dias.')).toBeVisible();
  await expect(current.getByRole('button', { name: 'Pix' })).toBeDisabled();
  await expect(current.getByRole('button', { name: 'Pix' })).toHaveAccessibleDescription('Sua fatura já foi paga');
  await expect(current.getByRole('button', { name: 'Baixar' })).toBeEnabled();
  await expect(current.getByTestId('current-price')).not.toHaveCSS('color', 'rgb(179, 38, 30)');
  await expectNoA11yViolations(page);
});

test("client: 'Negociada' hides the payment buttons and announces the next invoice", async ({ page }) => {
  await signInPage(page, await customerWith('negotiated', 2));
  const home = new HomePage(page);
  await home.open();
  const current = card(page);
  await expect(current.getByText('Negociada', { exact: true })).toBeVisible();
  await expect(current.getByText('Sua nova fatura estará disponível em alguns dias.')).toBeVisible();
  await expect(current.getByRole('button', { name: 'Pix' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Código de barras' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Baixar' })).toBeDisabled();
  await expect(current.getByRole('button', { name: 'Enviar por e-mail' })).toBeDisabled();
});

for (const [role, download] of [
  ['attendant', false],
  ['attendant2', true],
  ['admin', true],
] as const) {
  test(`${role} serving a customer: the attendant card, e-mail always, download ${download ? 'too' : 'not'}, no payment`, async ({
    page,
  }) => {
    const staff = await createAccount(role);
    const customer = await customerWith('open', 2);
    await signInPage(page, staff);
    const started = await page.request.patch('/api/attendant/session', {
      headers: SITE_REQUEST_HEADERS,
      data: { contractId: customer.contracts[0]!.documentId },
    });
    expect(started.status()).toBe(200);
    const home = new HomePage(page);
    await home.open();
    const current = card(page);
    await expect(current).toHaveAttribute('data-variant', 'attendant');
    await expect(current.getByRole('heading', { name: 'Fatura atual do cliente' })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Enviar por e-mail' })).toBeEnabled();
    await expect(current.getByRole('button', { name: 'Baixar' })).toHaveCount(download ? 1 : 0);
    await expect(current.getByRole('button', { name: 'Pix' })).toHaveCount(0);
    await expect(current.getByRole('button', { name: 'Código de barras' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}

test('the history chart loads its code when scrolled into view; its filter asks a year', async ({ page }) => {
  const customer = await customerWith('open', 14);
  await signInPage(page, customer);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const home = new HomePage(page);
  await home.open();
  const history = page.getByTestId('invoice-history').filter({ visible: true });
  await expect(history).not.toBeInViewport();
  expect(scripts.filter((s) => /HistoryBars|BarChart|apexcharts/i.test(s))).toEqual([]);
  await expect(page.getByTestId('history-bars')).toHaveCount(0);

  await history.scrollIntoViewIfNeeded();
  await expect(history.getByTestId('history-bars').locator('svg').first()).toBeVisible();
  expect(scripts.some((s) => /HistoryBars/.test(s))).toBe(true);
  // The same figures as a table for screen readers: the 12 months ending at the current month
  // (spec 01 §2.8), whose bill is not issued yet; the newest bill (last month) is in it.
  const table = history.getByRole('table', { includeHidden: true });
  await expect(table.getByRole('row', { includeHidden: true })).toHaveCount(13);
  await expect(table).toContainText('R$ 234,56');
  const thisMonth = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(table.getByRole('row', { includeHidden: true }).last()).toContainText(`${thisMonth}/${spToday().slice(0, 4)}`);
  const period = history.getByLabel('Período');
  const year = Number(spToday().slice(0, 4));
  expect(await period.locator('option').allTextContents()).toEqual([
    'Últimos 12 meses',
    String(year - 1),
    String(year - 2),
    String(year - 3),
    String(year - 4),
  ]);
  await expectNoA11yViolations(page);

  const asked = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/invoices' && new URL(r.url()).searchParams.get('period') === String(year - 1),
  );
  await period.selectOption(String(year - 1));
  await asked;
  await expect(table.getByRole('row', { includeHidden: true })).toHaveCount(13);
  await expect(table).toContainText(`janeiro/${year - 1}`);
});
