/**
 * 'Todas as faturas' at /area-cliente/conta-digital (spec 01 §2.1, §2.2, §4, §5, §6, §8, §9):
 * filters, order, pages, columns and actions by role, empty states, the side panels (e-mail,
 * Pix, barcode, contract), copy feedback, the download (Fatura.pdf) and every message of the screen.
 * The demo client is only read; whatever a test needs, it makes with the factories.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { createInvoice, type MadeInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { waitForMail } from './helpers/access';
import { stopClock } from './helpers/clock';
import { cmsUrl, createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test, type Account } from './fixtures';
import { InvoicesPage } from './pages/invoices-page';

const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
/** 'MM/YYYY' → 'OUT/2026', as the list shows a reference. */
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

interface Bills {
  open: MadeInvoice;
  overdue: MadeInvoice;
  negotiated: MadeInvoice;
  paidLate: MadeInvoice;
  paid: MadeInvoice;
}

/** One bill of every status on the customer's contract, reference months 1 to 5 months ago. */
async function billsOfEveryStatus(customer: Account): Promise<Bills> {
  const contractId = customer.contracts[0]!.documentId;
  const today = spToday();
  const make = async (n: number, options: { issue: number; due: number; paid?: number; negotiated?: boolean; cents: number }) =>
    (
      await createInvoice(cmsUrl(), {
        contractId,
        referenceMonth: monthsAgo(n),
        issueDate: addDays(today, options.issue),
        dueDate: addDays(today, options.due),
        amountCents: options.cents,
        ...(options.paid !== undefined ? { paymentDate: addDays(today, options.paid) } : {}),
        ...(options.negotiated ? { negotiated: true } : {}),
      })
    ).invoice;
  return {
    open: await make(1, { issue: -5, due: 10, cents: 12_345 }),
    overdue: await make(2, { issue: -40, due: -20, cents: 23_456 }),
    negotiated: await make(3, { issue: -70, due: -55, negotiated: true, cents: 34_567 }),
    paidLate: await make(4, { issue: -100, due: -85, paid: -80, cents: 45_678 }),
    paid: await make(5, { issue: -130, due: -115, paid: -116, cents: 56_789 }),
  };
}

/** A customer with one bill of every status, signed in on the page. */
async function customerWithBills(page: Page) {
  const customer = await createAccount('client');
  const bills = await billsOfEveryStatus(customer);
  await signInPage(page, customer);
  return { customer, bills };
}

/** A staff member of `role` serving a new customer with one bill of every status. */
async function staffServing(page: Page, role: 'attendant' | 'attendant2' | 'admin') {
  const staff = await createAccount(role);
  const customer = await createAccount('client');
  const bills = await billsOfEveryStatus(customer);
  await signInPage(page, staff);
  const started = await page.request.patch('/api/attendant/session', {
    headers: SITE_REQUEST_HEADERS,
    data: { contractId: customer.contracts[0]!.documentId },
  });
  expect(started.status(), await started.text()).toBe(200);
  return { staff, customer, bills };
}

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
  });

/** Answers one call of the browser (by path prefix and method) with `answer`. */
async function fail(page: Page, path: RegExp, answer: (route: Route) => Promise<void>, method = 'GET') {
  await page.route(
    (url) => path.test(url.pathname),
    (route) => (route.request().method() === method ? answer(route) : route.fallback()),
  );
}

test.describe('the demo client (cliente@demo.test, 36 months of bills)', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  });

  test('lists 12 a page over 3 pages with the overdue flag, the common-access columns, labels and the paid-late alert', async ({
    page,
  }) => {
    const list = new InvoicesPage(page);
    await list.open();
    await expect(list.breadcrumb.getByText('Conta digital')).toHaveAttribute('aria-current', 'page');
    await expect(list.overdueFlag).toHaveText('Possui 2 faturas vencidas');
    // Common access: no invoice number, no due date (spec 01 §6).
    expect(await list.columnHeaders()).toEqual(['Status', 'Referência', 'Valor', 'Pagamento', 'Ações']);
    await expect(list.search).toHaveCount(0);
    await expect(list.rows).toHaveCount(12);
    await expect(list.count).toHaveText('36 faturas, página 1 de 3');
    const first = await list.statuses();
    expect(first[0]).toBe('Em aberto');
    expect(first.slice(1, 3)).toEqual(['Vencida', 'Vencida']);
    expect(first).toContain('Negociada');
    expect(first).toContain('Paga');
    await expect(list.table.getByText('Fatura paga em atraso', { exact: true })).toHaveCount(1);
    await expectNoA11yViolations(page);

    // Newest first: the references go back one month a row, across the pages.
    const page1 = await list.references();
    await list.pages.getByRole('button', { name: 'Página 2' }).click();
    await expect(list.pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(list.count).toHaveText('36 faturas, página 2 de 3');
    const page2 = await list.references();
    expect(page2).toHaveLength(12);
    expect(page2).not.toContain(page1[0]);
    await expect(list.table.getByText('Fatura paga em atraso', { exact: true })).toHaveCount(1);
    await list.pages.getByRole('button', { name: 'Próxima' }).click();
    await expect(list.count).toHaveText('36 faturas, página 3 de 3');
    await expect(list.pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    const page3 = await list.references();
    expect(page3).toHaveLength(12);

    // 'Mais antigas' reverses the order and goes back to page 1.
    await list.sort.selectOption({ label: 'Mais antigas' });
    await expect(list.count).toHaveText('36 faturas, página 1 de 3');
    expect(await list.references()).toEqual([...page3].reverse());
  });

  test("the status filters: 'Pendentes' covers overdue and open (preselected by r=v), 'Pagas' only paid", async ({ page }) => {
    const list = new InvoicesPage(page);
    await list.open('?r=v');
    await expect(list.statusFilter('Pendentes')).toBeChecked();
    await expect(list.rows).toHaveCount(3);
    expect((await list.statuses()).sort()).toEqual(['Em aberto', 'Vencida', 'Vencida']);
    await expect(list.pages).toHaveCount(0);
    await expectNoA11yViolations(page);

    await list.statusFilter('Pagas').check();
    await expect(list.count).toHaveText('32 faturas, página 1 de 3');
    expect(new Set(await list.statuses())).toEqual(new Set(['Paga']));
    await list.statusFilter('Todas').check();
    await expect(list.count).toHaveText('36 faturas, página 1 de 3');
  });

  test("the year filter: 'Todos os anos', the current year and the 3 before it; a year shows only its bills", async ({ page }) => {
    const list = new InvoicesPage(page);
    await list.open();
    const year = Number(spToday().slice(0, 4));
    const options = await list.year.locator('option').allTextContents();
    expect(options).toEqual(['Todos os anos', String(year), String(year - 1), String(year - 2), String(year - 3)]);
    const last = String(year - 1);
    const asked = page.waitForRequest((r) => r.url().includes('/api/invoices?') && new URL(r.url()).searchParams.get('period') === last);
    await list.year.selectOption(last);
    await asked;
    await expect(list.count).toHaveText('12 faturas');
    const refs = await list.references();
    expect(refs).toHaveLength(12);
    for (const ref of refs) expect(ref).toMatch(new RegExp(`/${last}$`));
    await expectNoA11yViolations(page);
  });
});

test.describe('a customer with a bill of every status', () => {
  test('actions by status: negotiated has none enabled, paid cannot be paid (with its tooltip), open ones can', async ({ page }) => {
    const { bills } = await customerWithBills(page);
    const list = new InvoicesPage(page);
    await list.open();
    await expect(list.rows).toHaveCount(5);
    await expect(list.overdueFlag).toHaveText('Possui 1 faturas vencidas');

    const negotiated = list.row(shortRef(bills.negotiated.referenceDate));
    await expect(negotiated.getByText('Negociada', { exact: true })).toBeVisible();
    for (const name of ['Pix', 'Código de barras', 'Baixar', 'Enviar por e-mail'] as const) {
      await expect(list.action(negotiated, name), name).toBeDisabled();
    }

    const paid = list.row(shortRef(bills.paidLate.referenceDate));
    await expect(paid.getByText('Paga', { exact: true })).toBeVisible();
    await expect(paid.getByText('Fatura paga em atraso')).toBeVisible();
    await expect(paid.getByRole('cell', { name: bills.paidLate.paymentDate!, exact: true })).toBeVisible();
    const pix = list.action(paid, 'Pix');
    await expect(pix).toBeDisabled();
    await expect(pix).toHaveAccessibleDescription('Sua fatura já foi paga');
    await expect(paid.getByRole('tooltip')).toHaveCount(0);
    await pix.hover();
    await expect(paid.getByRole('tooltip')).toHaveText('Sua fatura já foi paga');
    // Reachable by keyboard too: a disabled action keeps its focus and shows the tooltip.
    await list.action(paid, 'Código de barras').focus();
    await page.mouse.move(0, 0);
    await expect(paid.getByRole('tooltip')).toHaveText('Sua fatura já foi paga');
    await expect(list.action(paid, 'Baixar')).toBeEnabled();
    await expect(list.action(paid, 'Enviar por e-mail')).toBeEnabled();
    // Clicking a disabled action opens nothing.
    await pix.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const open = list.row(shortRef(bills.open.referenceDate));
    await expect(open.getByText('Em aberto', { exact: true })).toBeVisible();
    await expect(open.getByRole('cell', { name: 'R$ 123,45' })).toBeVisible();
    for (const name of ['Pix', 'Código de barras', 'Baixar', 'Enviar por e-mail'] as const) {
      await expect(list.action(open, name), name).toBeEnabled();
    }
    await expect(list.row(shortRef(bills.overdue.referenceDate)).getByText('Vencida', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("Pix: QR code, copy key with 'Copiado!' for 5 s, confirmation within 1 business day; Esc closes", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { bills } = await customerWithBills(page);
    await page.clock.install();
    const list = new InvoicesPage(page);
    await list.open();
    const open = list.row(shortRef(bills.open.referenceDate));
    await list.action(open, 'Pix').click();
    const panel = list.dialog('Pagar com Pix');
    await expect(panel).toBeVisible();
    const qr = panel.getByRole('img', { name: `QR Code Pix da fatura de ${shortRef(bills.open.referenceDate)}` });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const key = panel.getByRole('textbox', { name: 'Pix copia e cola' });
    await expect(key).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await expect(panel.getByText('A confirmação do pagamento pode levar até 1 dia útil.')).toBeVisible();
    await expectNoA11yViolations(page);

    await stopClock(page);
    await panel.getByRole('button', { name: 'Copiar código Pix' }).click();
    const copied = panel.getByRole('status').filter({ hasText: 'Copiado!' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await key.inputValue());
    await page.clock.runFor(4_900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(copied).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(list.action(open, 'Pix')).toBeFocused();
  });

  test("barcode: image, code copied with 'Copiando...' then 'Copiado!' (or 'Ocorreu um erro'), the accepted banks, 3 business days", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { bills } = await customerWithBills(page);
    const list = new InvoicesPage(page);
    await list.open();
    await list.action(list.row(shortRef(bills.overdue.referenceDate)), 'Código de barras').click();
    const panel = list.dialog('Pagar com código de barras');
    await expect(panel.getByRole('img', { name: `Código de barras da fatura de ${shortRef(bills.overdue.referenceDate)}` })).toBeVisible();
    const digits = panel.getByTestId('barcode-digits');
    await expect(digits).toHaveText(/^\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d$/);
    expect(await panel.getByRole('listitem').allTextContents()).toEqual([
      'Banco do Brasil',
      'Caixa Econômica Federal',
      'Bradesco',
      'Banco Postal',
      'Itaú',
      'Santander',
    ]);
    await expect(panel.getByText('A confirmação do pagamento pode levar até 3 dias úteis.')).toBeVisible();
    await expectNoA11yViolations(page);

    // The copy waits on the clipboard: 'Copiando...' shows until it answers.
    await page.evaluate(() => {
      const real = navigator.clipboard.writeText.bind(navigator.clipboard);
      (window as unknown as { release: () => void }).release = () => undefined;
      navigator.clipboard.writeText = (text: string) =>
        new Promise<void>((resolve) => {
          (window as unknown as { release: () => void }).release = () => void real(text).then(resolve);
        });
    });
    await panel.getByRole('button', { name: 'Copiar código de barras' }).click();
    await expect(panel.getByRole('button', { name: 'Copiando...' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { release: () => void }).release());
    await expect(panel.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await digits.textContent())!.replace(/\D/g, ''));

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await expect(panel.getByRole('button', { name: 'Copiar código de barras' })).toBeVisible({ timeout: 8_000 });
    await panel.getByRole('button', { name: 'Copiar código de barras' }).click();
    await expect(panel.getByRole('button', { name: 'Ocorreu um erro' })).toBeVisible();
  });

  test('send by e-mail: prefilled with the registered e-mail, validated as typed, sent with the PDF, or the panel closes on failure', async ({
    page,
  }) => {
    const { bills } = await customerWithBills(page);
    const sap = await page.request.get('/api/user/sap', { headers: SITE_REQUEST_HEADERS });
    const registered = ((await sap.json()) as { data: { email: string } }).data.email;
    expect(registered).toContain('@');
    const list = new InvoicesPage(page);
    await list.open();
    const row = list.row(shortRef(bills.open.referenceDate));
    await list.action(row, 'Enviar por e-mail').click();
    const panel = list.dialog('Enviar fatura por e-mail');
    const email = panel.getByRole('textbox', { name: 'E-mail' });
    const send = panel.getByRole('button', { name: 'Enviar' });
    await expect(email).toHaveValue(registered);
    await expect(email).toBeEditable();
    await expect(send).toBeEnabled();
    await expectNoA11yViolations(page);

    await email.fill('');
    await expect(panel.getByText('Você precisa adicionar um e-mail válido.')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill('maria@');
    await expect(panel.getByText('Por favor, verifique se o e-mail está correto.')).toBeVisible();
    await expect(send).toBeDisabled();
    await expectNoA11yViolations(page);
    const to = `fatura-${Date.now()}@test.local`;
    await email.fill(to);
    await expect(send).toBeEnabled();
    const since = Date.now();
    await send.click();
    await expect(list.toastSaying('Sua fatura foi enviada por e-mail!')).toHaveAttribute('data-kind', 'success');
    await expect(panel).toHaveCount(0);
    const mail = await waitForMail(to, since);
    // The bill goes as an attachment (read from the raw message: its header is not quoted-printable).
    expect(readFileSync(mail.file, 'utf8')).toMatch(/filename="?Fatura\.pdf"?/);

    await fail(page, /^\/api\/invoices\/[^/]+\/send$/, serverError);
    await list.action(row, 'Enviar por e-mail').click();
    await expect(panel.getByRole('textbox', { name: 'E-mail' })).toHaveValue(registered);
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(list.toastSaying('Fatura não enviada. Por favor, tente novamente.')).toHaveAttribute('data-kind', 'error');
    await expect(panel).toHaveCount(0);
  });

  test('download: the bill is saved as Fatura.pdf directly (spec 01 §7); a failure shows its message for 10 s', async ({ page }) => {
    const { bills } = await customerWithBills(page);
    await page.clock.install();
    const list = new InvoicesPage(page);
    await list.open();

    const row = list.row(shortRef(bills.paid.referenceDate));
    const download = page.waitForEvent('download');
    await list.action(row, 'Baixar').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Fatura.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // No viewer in between.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fail(page, /^\/api\/invoices\/[^/]+\/download$/, serverError);
    await stopClock(page);
    await list.action(row, 'Baixar').click();
    const message = list.toastSaying(
      'Desculpe, não foi possível gerar sua fatura. Por favor, entre em contato com a central de atendimento.',
    );
    await expect(message).toHaveAttribute('data-kind', 'error');
    await page.clock.runFor(9_900);
    await expect(message).toBeVisible();
    await page.clock.runFor(200);
    await expect(message).toHaveCount(0);
  });

  test('send the contract by e-mail, and its failure message', async ({ page }) => {
    await customerWithBills(page);
    const list = new InvoicesPage(page);
    await list.open();
    await list.sendContract.click();
    const panel = list.dialog('Enviar contrato por e-mail');
    const email = panel.getByRole('textbox', { name: 'E-mail' });
    await expect(email).not.toHaveValue('');
    await expectNoA11yViolations(page);
    const to = `contrato-${Date.now()}@test.local`;
    await email.fill(to);
    const since = Date.now();
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(list.toastSaying('Seu contrato foi enviada por e-mail!')).toHaveAttribute('data-kind', 'success');
    await expect(panel).toHaveCount(0);
    await waitForMail(to, since);

    await fail(page, /^\/api\/contract\/send$/, serverError);
    await list.sendContract.click();
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(list.toastSaying('Seu contrato não foi enviado. Por favor, tente novamente.')).toHaveAttribute('data-kind', 'error');
    await expect(panel).toHaveCount(0);
  });

  test('exports the history as CSV', async ({ page }) => {
    const { customer, bills } = await customerWithBills(page);
    const list = new InvoicesPage(page);
    await list.open();
    const download = page.waitForEvent('download');
    await list.exportCsv.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Faturas_${customer.contracts[0]!.consumerCode}.csv`);
    const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('Referência');
    expect(csv).toContain(bills.open.numDoc);
  });
});

test.describe('loading and empty states', () => {
  test.use({ signedInAs: 'client' });

  test('the shared list is cached 15 minutes across screens; the digital account asks its own, fresh', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/invoices') asked.push(url.searchParams.get('period') ?? '');
    });
    await page.clock.install();
    const list = new InvoicesPage(page);
    await list.goto('home');
    await expect.poll(() => asked).toEqual(['ALL']);
    await list.menu.getByRole('link', { name: 'Conta digital' }).click();
    await list.arrive('conta-digital');
    await list.loaded();
    await expect.poll(() => asked).toEqual(['ALL', 'ALL']);
    // Back home within 15 minutes: the cached answer, no request.
    await list.menu.getByRole('link', { name: 'Início' }).click();
    await list.arrive('home');
    await expect(page.getByTestId('current-invoice').filter({ visible: true })).toBeVisible();
    expect(asked).toEqual(['ALL', 'ALL']);
    // After 15 minutes the home asks again.
    await page.clock.runFor(15 * 60 * 1000 + 1_000);
    await list.menu.getByRole('link', { name: 'Conta digital' }).click();
    await list.arrive('conta-digital');
    await list.menu.getByRole('link', { name: 'Início' }).click();
    await list.arrive('home');
    await expect.poll(() => asked).toEqual(['ALL', 'ALL', 'ALL', 'ALL']);
  });

  test("12 skeleton rows while loading, then 'Nenhuma fatura disponível' for a contract without bills", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/invoices',
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    const list = new InvoicesPage(page);
    await list.goto('conta-digital');
    await expect(list.skeletons).toHaveCount(12);
    await expect(list.table).toHaveAttribute('aria-busy', 'true');
    await expectNoA11yViolations(page);
    release();
    await list.loaded();
    await expect(list.empty).toHaveText('Nenhuma fatura disponível');
    await expect(list.rows).toHaveCount(0);
    await expect(list.overdueFlag).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});

test("a contract that cannot have bills listed (422): a toast with the answer's message, never 'Nenhuma fatura disponível' (spec 04 §8)", async ({
  page,
}) => {
  const customer = await createAccount('client', { contractSituation: 'PENDING' });
  await signInPage(page, customer);
  const list = new InvoicesPage(page);
  await list.goto('conta-digital');
  await list.ready(list.heading);
  const reason = 'Este contrato ainda não está ativo: não há faturas para listar.';
  await expect(list.toast.filter({ hasText: reason })).toBeVisible();
  await expect(page.getByTestId('invoice-list-failure')).toContainText(reason);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText('Nenhuma fatura disponível')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("any other failure of the invoice list: the toast 'Erro ao buscar Dados' on the list and the home's cards, never an empty list (spec 04 §8)", async ({
  page,
}) => {
  const customer = await createAccount('client');
  await signInPage(page, customer);
  await page.route(
    (url) => url.pathname === '/api/invoices',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
      }),
  );
  const list = new InvoicesPage(page);
  await list.goto('conta-digital');
  await list.ready(list.heading);
  await expect(list.toast.filter({ hasText: 'Erro ao buscar Dados' })).toHaveCount(1);
  await expect(page.getByTestId('invoice-list-failure')).toContainText('Erro ao buscar Dados');
  await expect(page.getByText('Nenhuma fatura disponível')).toHaveCount(0);

  await list.goto('home');
  await expect(page.getByTestId('current-invoice')).toContainText('Erro ao buscar Dados');
  await expect(page.getByTestId('latest-invoices')).toContainText('Erro ao buscar Dados');
  await expect(page.getByText('Nenhuma fatura disponível')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test.describe('attendant-only, serving a customer', () => {
  test('sees the number and due-date columns, searches by number, has no payment or download, and e-mails only to the registered address', async ({
    page,
  }) => {
    const { bills } = await staffServing(page, 'attendant');
    const list = new InvoicesPage(page);
    await list.open();
    expect(await list.columnHeaders()).toEqual(['Status', 'Referência', 'Valor', 'Vencimento', 'Pagamento', 'Número da fatura', 'Ações']);
    await expect(list.rows).toHaveCount(5);
    await expect(list.row(shortRef(bills.open.referenceDate)).getByRole('cell', { name: bills.open.deadline, exact: true })).toBeVisible();
    await expect(list.row(shortRef(bills.open.referenceDate)).getByRole('cell', { name: bills.open.numDoc, exact: true })).toBeVisible();
    await expect(list.table.getByRole('button', { name: 'Pix' })).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Código de barras' })).toHaveCount(0);
    await expect(list.table.getByRole('button', { name: 'Baixar' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Substring of the number.
    await list.search.fill(bills.overdue.numDoc.slice(2, -2));
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText(bills.overdue.numDoc);
    await list.search.fill('000000000000999');
    await expect(list.empty).toContainText('Fatura não encontrada');
    await expect(list.empty).toContainText('Essa fatura não está em nossa base de dados. Por favor, tente novamente.');
    await expectNoA11yViolations(page);
    await list.search.fill('');
    await expect(list.rows).toHaveCount(5);

    const sap = (await (await page.request.get('/api/user/sap', { headers: SITE_REQUEST_HEADERS })).json()) as { data: { email: string } };
    await list.action(list.row(shortRef(bills.open.referenceDate)), 'Enviar por e-mail').click();
    const panel = list.dialog('Enviar fatura por e-mail');
    const email = panel.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue(sap.data.email);
    await expect(email).not.toBeEditable();
    await expectNoA11yViolations(page);
    const since = Date.now();
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(list.toastSaying('Sua fatura foi enviada por e-mail!')).toBeVisible();
    await waitForMail(sap.data.email, since);
  });

  test('without a started service, the screen asks to start one', async ({ page }) => {
    const attendant = await createAccount('attendant');
    await signInPage(page, attendant);
    const list = new InvoicesPage(page);
    await list.goto('conta-digital');
    await expect(list.heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nenhum atendimento iniciado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar atendimento' })).toHaveAttribute('href', '/area-cliente/atendimento');
    await expectNoA11yViolations(page);
  });
});

test.describe('attendant 2 and admin, serving a customer', () => {
  for (const role of ['attendant2', 'admin'] as const) {
    // The invoice-number column and the search box: attendants only, not administrators (spec 01 §6).
    const attendant = role === 'attendant2';
    test(`${role}: download saved as Fatura.pdf, no payment, the e-mail editable, number column and search ${attendant ? 'shown' : 'hidden'}`, async ({
      page,
    }) => {
      const { bills } = await staffServing(page, role);
      const list = new InvoicesPage(page);
      await list.open();
      expect(await list.columnHeaders()).toEqual([
        'Status',
        'Referência',
        'Valor',
        'Vencimento',
        'Pagamento',
        ...(attendant ? ['Número da fatura'] : []),
        'Ações',
      ]);
      await expect(list.search).toHaveCount(attendant ? 1 : 0);
      await expect(list.table.getByRole('button', { name: 'Pix' })).toHaveCount(0);
      const row = list.row(shortRef(bills.open.referenceDate));
      const download = page.waitForEvent('download');
      await list.action(row, 'Baixar').click();
      expect((await download).suggestedFilename()).toBe('Fatura.pdf');
      await list.action(row, 'Enviar por e-mail').click();
      await expect(list.dialog('Enviar fatura por e-mail').getByRole('textbox', { name: 'E-mail' })).toBeEditable();
      await expectNoA11yViolations(page);
    });
  }
});
