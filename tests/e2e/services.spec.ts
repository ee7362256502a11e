/**
 * Service requests in the browser (spec 02 §2.4–§2.6, §5, §8, §9): reconnection (open request,
 * active contract, the 4-hour and next-business-day choice, payment proofs with debits, the error
 * page), supply suspension, temporary block and the technical-assistance partners — as the
 * customer, and a suspension made by an attendant for the served customer (the panel's line).
 * Calendars follow the server's real clock: the tests pick the first day the calendar enables.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, siteUrl, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { AttendantPanel } from './pages/attendant-panel';
import { ServicesPage } from './pages/services-page';
import { createInterruption, createInvoice } from '../support/factories';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function customerWithInterruption(
  page: import('@playwright/test').Page,
  reason: 'NON_PAYMENT' | 'INSECURITY' | null,
  debits = false,
) {
  const customer = await createAccount('client', { contractSituation: 'DEACTIVATE' });
  const contract = customer.contracts[0]!;
  if (reason) await createInterruption(cmsUrl(), { contractId: contract.documentId, reason, startedAt: isoDay(-20) });
  if (debits)
    await createInvoice(cmsUrl(), {
      contractId: contract.documentId,
      referenceMonth: '2025-01',
      issueDate: isoDay(-70),
      dueDate: isoDay(-55),
    });
  await signInPage(page, customer);
  return customer;
}

test.describe('reconnection (religacao-gas)', () => {
  test('schedules the next-business-day reconnection with payment proofs, then shows the open request', async ({ page }) => {
    test.slow(); // five axe scans and an upload
    await customerWithInterruption(page, 'NON_PAYMENT', true);
    const screen = new ServicesPage(page);
    await screen.open('religacao-gas', 'Religação de gás');
    await expect(page.getByText('Religação em 4 horas', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // The 4-hour reconnection is booked by phone until 14:00.
    await page.getByRole('radio', { name: /Religação em 4 horas/ }).check();
    await expect(page.getByTestId('religacao-4h')).toContainText('0800 773 6099 até as 14h');
    await expect(page.getByTestId('religacao-4h')).toContainText('R$ 258,90');
    // The notice image staff keep in the CMS, loaded through the site's /api proxy.
    const notice = page
      .getByTestId('religacao-4h')
      .getByRole('img', { name: 'Religação em 4 horas: agende pelo 0800 773 6099 até as 14h' });
    await expect(notice).toHaveAttribute('src', '/api/services/reconnection/notice-image');
    await expect.poll(() => notice.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('radio', { name: /Religação no próximo dia útil/ }).check();
    await expect(page.getByText(/A taxa de R\$\s86,30 é dividida em 3 parcelas/)).toBeVisible();
    const submit = screen.submit('Agendar religação');
    await expect(submit).toBeDisabled();
    await expectNoA11yViolations(page);

    await screen.pickFirstDate();
    await screen.period('Manhã (8h30 às 12h30)').check();
    await screen.typePhone('14991234567');
    await expect(screen.phone).toHaveValue('(14) 9 9123-4567');
    await expect(submit).toBeDisabled(); // proofs are required with pending debits
    await screen.attach([{ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(page.getByRole('list', { name: 'Arquivos escolhidos: Comprovantes de pagamento' })).toContainText('comprovante.pdf');
    await expect(submit).toBeEnabled();
    // Held until the progress bar has been seen: the skeleton shows the upload's progress.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/services/reconnection?*', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('progressbar', { name: 'Enviando arquivos' })).toBeVisible();
    release();

    await expect(screen.protocol).toHaveText(/^REL-\d{4}-\d{6,}$/);
    const protocol = (await screen.protocol.textContent())!;
    await expectNoA11yViolations(page);
    await screen.closeModal();
    const open = page.getByTestId('solicitacao-aberta');
    await expect(open).toContainText('Você já possui uma solicitação em aberto');
    await expect(open).toContainText(protocol);
    await expect(open).toContainText('R$ 86,30');
    await expect(open).toContainText('O cancelamento é feito pelo telefone 0800 773 6099.');
    await expectNoA11yViolations(page);
  });

  test('shows the active-installation notice, and turns into the error page when the type is OTHER', async ({ page }) => {
    const active = await createAccount('client');
    await signInPage(page, active);
    const screen = new ServicesPage(page);
    await screen.open('religacao-gas', 'Religação de gás');
    await expect(page.getByTestId('instalacao-ativa')).toContainText('0800 773 6099');
    await expectNoA11yViolations(page);

    const other = await createAccount('client', { contractSituation: 'DEACTIVATE' });
    await page.context().clearCookies();
    await signInPage(page, other);
    await page.goto('/area-cliente/religacao-gas');
    await page.waitForURL((url) => url.pathname === '/area-cliente/error' && url.searchParams.get('type') === 'gasReconnection');
    await expect(page.getByRole('link', { name: 'Ir para Home' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("toasts 'A visita não foi agendada…' on a failure and goes to the error page on 422", async ({ page }) => {
    await customerWithInterruption(page, 'INSECURITY');
    const screen = new ServicesPage(page);
    await screen.open('religacao-gas', 'Religação de gás');
    await page.getByRole('radio', { name: /Religação no próximo dia útil/ }).check();
    await expect(page.getByText('Esta religação é gratuita.', { exact: false })).toBeVisible();
    await screen.pickFirstDate();
    await screen.period('Tarde (12h30 às 17h30)').check();
    await screen.typePhone('14991234567');
    await page.route('**/api/services/reconnection?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await screen.submit('Agendar religação').click();
    await expect(screen.toastSaying('A visita não foi agendada. Por favor, tente novamente.')).toBeVisible();

    await page.unroute('**/api/services/reconnection?*');
    await page.route('**/api/services/reconnection?*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 422, message: 'x' } }),
      }),
    );
    await screen.submit('Agendar religação').click();
    await page.waitForURL((url) => url.pathname === '/area-cliente/error');
  });
});

test.describe('supply suspension (suspensao-fornecimento)', () => {
  test('schedules with the reason and a trimmed text, then shows the open request', async ({ page }) => {
    test.slow();
    const customer = await createAccount('client');
    await signInPage(page, customer);
    const screen = new ServicesPage(page);
    await screen.open('suspensao-fornecimento', 'Suspensão de fornecimento');
    await expectNoA11yViolations(page);
    const submit = screen.submit('Agendar suspensão');
    await expect(submit).toBeDisabled();

    await page.getByRole('combobox', { name: 'Motivo' }).selectOption('Mudei de Endereço');
    await page.getByRole('textbox', { name: 'Conte mais (opcional)' }).fill('123 começa com número');
    await expect(page.getByText('O texto deve começar com uma letra e usar apenas letras, números e pontuação.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Conte mais (opcional)' }).fill('  Vou morar em Bauru  ');
    await screen.pickFirstDate();
    await screen.period('Manhã (8h30 às 12h30)').check();
    await screen.typePhone('1499123');
    await screen.phone.blur();
    await expect(page.getByText('Telefone inválido.')).toBeVisible();
    await screen.typePhone('14991234567');
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().includes('/api/services/supply-suspension?') && r.method() === 'POST');
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ motive: 'Mudei de Endereço - Vou morar em Bauru', phone: '14991234567' });
    await expect(screen.protocol).toHaveText(/^SUS-\d{4}-\d{6}$/);
    const protocol = (await screen.protocol.textContent())!;
    await screen.closeModal();
    await expect(page.getByTestId('solicitacao-aberta')).toContainText('Você já possui uma solicitação em aberto');
    await expect(page.getByTestId('solicitacao-aberta')).toContainText(protocol);
    await expectNoA11yViolations(page);
  });

  test("shows 'Você não possui uma instalação ativa' to a contract that is not active", async ({ page }) => {
    const customer = await createAccount('client', { contractSituation: 'DEACTIVATE' });
    await signInPage(page, customer);
    const screen = new ServicesPage(page);
    await screen.open('suspensao-fornecimento', 'Suspensão de fornecimento');
    await expect(page.getByTestId('sem-instalacao-ativa')).toContainText('Você não possui uma instalação ativa');
    await expectNoA11yViolations(page);
  });

  test("shows 'Erro ao buscar Dados' when the calendar fails and 'Agendamento não realizado…' when the submit fails", async ({ page }) => {
    const customer = await createAccount('client');
    await signInPage(page, customer);
    const screen = new ServicesPage(page);
    await page.route('**/api/services/supply-suspension/calendar?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/area-cliente/suspensao-fornecimento');
    await expect(screen.toastSaying('Erro ao buscar Dados')).toBeVisible();
    await page.unroute('**/api/services/supply-suspension/calendar?*');

    await screen.open('suspensao-fornecimento', 'Suspensão de fornecimento');
    await page.getByRole('combobox', { name: 'Motivo' }).selectOption('Tarifa do Gás Natural');
    await screen.pickFirstDate();
    await screen.period('Tarde (12h30 às 17h30)').check();
    await screen.typePhone('14991234567');
    await page.route('**/api/services/supply-suspension?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await screen.submit('Agendar suspensão').click();
    await expect(screen.toastSaying('Agendamento não realizado. Tente novamente.')).toBeVisible();
  });
});

test.describe('temporary block (bloqueio-temporario)', () => {
  test('requires reason and date, disables today and weekends, and returns the protocol', async ({ page }) => {
    const customer = await createAccount('client');
    await signInPage(page, customer);
    const screen = new ServicesPage(page);
    await screen.open('bloqueio-temporario', 'Bloqueio temporário');
    await expectNoA11yViolations(page);
    await screen.submit('Solicitar bloqueio').click();
    await expect(page.getByText('Selecione uma das opções')).toBeVisible();
    await expect(page.getByText('Esse campo é obrigatório')).toBeVisible();
    await expectNoA11yViolations(page);

    // No weekend day is enabled.
    const weekends = await screen.enabledDays.evaluateAll((buttons) =>
      buttons
        .map((b) => b.closest('td')?.getAttribute('data-day') ?? '')
        .filter((d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())),
    );
    expect(weekends).toEqual([]);

    await page.getByRole('radio', { name: 'Viagem' }).check();
    await screen.pickFirstDate();
    await page.getByRole('textbox', { name: 'Novo endereço (opcional)' }).fill('Rua Treze de Maio, 100 - Bauru');
    await screen.submit('Solicitar bloqueio').click();
    await expect(screen.toast.filter({ has: page.getByText(/^Solicitação feita com sucesso! Protocolo BLQ-\d{4}-\d{6}$/) })).toBeVisible();
  });

  test("toasts 'Ocorreu algum erro! Tente novamente.' on a failure and logs out on 401", async ({ page }) => {
    const customer = await createAccount('client');
    await signInPage(page, customer);
    const screen = new ServicesPage(page);
    await screen.open('bloqueio-temporario', 'Bloqueio temporário');
    await page.getByRole('radio', { name: 'Reforma' }).check();
    await screen.pickFirstDate();
    await page.route('**/api/services/temporary-block?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await screen.submit('Solicitar bloqueio').click();
    await expect(screen.toastSaying('Ocorreu algum erro! Tente novamente.')).toBeVisible();
    await page.unroute('**/api/services/temporary-block?*');

    // The session ends elsewhere: the request answers 401 and the user is sent to the login.
    const ended = await page.request.post('/session/logout', { headers: { origin: siteUrl() } });
    expect(ended.ok()).toBe(true);
    await screen.submit('Solicitar bloqueio').click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

test.describe('technical assistance (assistencia-tecnica)', () => {
  test.use({ signedInAs: 'client' });

  test('lists the 24h partners kept in the CMS', async ({ page }) => {
    const screen = new ServicesPage(page);
    await screen.open('assistencia-tecnica', 'Assistência técnica');
    const partners = page.getByRole('list', { name: 'Parceiros de assistência técnica' });
    await expect(partners.getByRole('heading', { name: 'Bauru Gás Assistência Técnica' })).toBeVisible();
    await expect(partners.getByRole('link', { name: '(14) 3232-4410' })).toHaveAttribute('href', 'tel:1432324410');
    await expectNoA11yViolations(page);
  });
});

test('an attendant schedules a suspension for the served customer; the panel shows it', async ({ page }) => {
  test.slow();
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  const attendant = await createAccount('attendant');
  await signInPage(page, attendant);
  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(contract.consumerCode);
  await attendance.startService(contract.consumerCode);
  const panel = new AttendantPanel(page);
  await panel.arrive('home');

  const screen = new ServicesPage(page);
  await screen.open('suspensao-fornecimento', 'Suspensão de fornecimento');
  await page.getByRole('combobox', { name: 'Motivo' }).selectOption('Estou Insatisfeito com Os Serviços');
  await screen.pickFirstDate();
  await screen.period('Manhã (8h30 às 12h30)').check();
  await screen.typePhone('14991234567');
  await screen.submit('Agendar suspensão').click();
  await expect(screen.protocol).toHaveText(/^SUS-\d{4}-\d{6}$/);
  const protocol = (await screen.protocol.textContent())!;
  await screen.closeModal();
  await expect(page.getByTestId('attendant-open-service')).toContainText(`Suspensão de fornecimento`);
  await expect(page.getByTestId('attendant-open-service')).toContainText(protocol);
  await expectNoA11yViolations(page);
});

test.describe('an attendant without a started service', () => {
  test.use({ signedInAs: 'attendant' });

  test('is asked to start a service on the service screens', async ({ page }) => {
    const screen = new ServicesPage(page);
    for (const [slug, heading] of [
      ['religacao-gas', 'Religação de gás'],
      ['suspensao-fornecimento', 'Suspensão de fornecimento'],
      ['bloqueio-temporario', 'Bloqueio temporário'],
    ] as const) {
      await screen.open(slug, heading);
      await expect(page.getByTestId('sem-contrato')).toContainText('Inicie um atendimento para acessar os dados do cliente.');
      await expect(page.getByTestId('sem-contrato').getByRole('link', { name: 'Iniciar atendimento' })).toHaveAttribute(
        'href',
        '/area-cliente/atendimento',
      );
    }
    await expectNoA11yViolations(page);
  });
});
