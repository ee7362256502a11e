/**
 * Uploads and batches in the client area (spec 02 §2.10, §2.11, §8): the admin programmes
 * invoices with a CSV and follows the batch to Processado in acompanhar-programacao, opens its
 * items (3 per page); uploads the installations spreadsheet; the dropzone's own messages; axe
 * on each screen. The rows name a contract this test makes with the factories.
 */
import ExcelJS from 'exceljs';
import { createCustomer } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { pageIdle, stopClock } from './helpers/clock';
import { cmsUrl, expect, test } from './fixtures';
import { BatchesPage } from './pages/batches-page';

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');
const HEADER =
  'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';

async function invoiceCsv(rows: number, bad = 0): Promise<{ csv: Buffer; numDocs: string[] }> {
  const { contracts } = await createCustomer(cmsUrl());
  const contract = contracts[0]!;
  const today = br(spToday());
  const stamp = String(Date.now()).slice(-8);
  const numDocs = Array.from({ length: rows }, (_, i) => `8${stamp}${String(i).padStart(4, '0')}`);
  const lines = numDocs.map(
    (numDoc, i) =>
      `${contract.consumerCode};${contract.consumerCpfCnpj};${i < bad ? 'x' : numDoc};10/2026;05/11/2026;20/11/2026;187,65;100;120,5;;${today}`,
  );
  return { csv: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`), numDocs };
}

test.describe('programar-faturas and acompanhar-programacao', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads a CSV, follows the batch to its end and pages its items', async ({ page }) => {
    const screen = new BatchesPage(page);
    await screen.goto('programar-faturas');
    await expect(screen.heading('Programar faturas')).toBeVisible();
    await expectNoA11yViolations(page);

    await screen.send.click();
    await expect(page.getByText('Selecione um arquivo para enviar')).toBeVisible();

    await screen.choose('foto.png', 'image/png', Buffer.from('89504e470d0a1a0a', 'hex'));
    await expect(screen.toastSaying('Formato de arquivo não suportado. Apenas arquivos CSV são aceitos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover foto.png' })).toHaveCount(0);

    const fileName = `faturas-${Date.now()}.csv`;
    const { csv } = await invoiceCsv(4, 1);
    await screen.choose(fileName, 'text/csv', csv);
    await expect(page.getByRole('list', { name: /Arquivos escolhidos/ })).toContainText(fileName);
    await screen.send.click();
    await expect(screen.toastSaying('Faturas programadas com sucesso!')).toBeVisible();

    await screen.goto('acompanhar-programacao');
    await expect(screen.heading('Acompanhar programação')).toBeVisible();
    const row = screen.batchRow(fileName);
    // The list refreshes every 10 s while the batch waits or runs.
    await expect(row).toContainText('Erro', { timeout: 45_000 });
    await expect(row).toContainText('3 de 4 processadas, 1 com erro');
    await expectNoA11yViolations(page);

    const batchId = Number(await row.getByRole('cell').first().textContent());
    await screen.openItems(batchId);
    await expect(screen.itemsDialog).toBeVisible();
    await expect(screen.itemsList.getByRole('listitem')).toHaveCount(3);
    await expect(screen.itemsList).toContainText('Número da fatura inválido: use de 1 a 17 dígitos.');
    await expectNoA11yViolations(page);
    await screen.itemsDialog.getByRole('button', { name: 'Página 2' }).click();
    await expect(screen.itemsList.getByRole('listitem')).toHaveCount(1);
    await expect(screen.itemsList).toContainText('Processada');
  });

  test('shows the batch as Processado when every row is applied', async ({ page }) => {
    const screen = new BatchesPage(page);
    await screen.goto('programar-faturas');
    const fileName = `ok-${Date.now()}.csv`;
    const { csv } = await invoiceCsv(2);
    await screen.choose(fileName, 'text/csv', csv);
    await screen.send.click();
    await expect(screen.toastSaying('Faturas programadas com sucesso!')).toBeVisible();
    await screen.goto('acompanhar-programacao');
    await expect(screen.batchRow(fileName)).toContainText('Processado', { timeout: 45_000 });
    await expect(screen.batchRow(fileName)).toContainText('2 de 2 processadas');
  });

  test('shows the server’s message for a file refused by content', async ({ page }) => {
    const screen = new BatchesPage(page);
    await screen.goto('programar-faturas');
    await screen.choose('faturas.csv', 'text/csv', Buffer.from('codigo;valor\n1;2\n'));
    await screen.send.click();
    await expect(screen.toast.filter({ hasText: /^O arquivo não tem as colunas obrigatórias: consumerCode/ })).toBeVisible();
  });
});

test.describe('messages of the upload and history screens', () => {
  test.use({ signedInAs: 'admin' });

  test('the dropzone refuses a file over 10 MB and a second file with toasts; a failed upload toasts its message', async ({ page }) => {
    const screen = new BatchesPage(page);
    await screen.goto('programar-faturas');
    await screen.choose('grande.csv', 'text/csv', Buffer.alloc(10_485_761, 0x61));
    await expect(screen.toastSaying('O tamanho total dos arquivos não pode ultrapassar 10MB.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover grande.csv' })).toHaveCount(0);

    // One file per upload (spec 02 §5): two at once, or a second one, are refused.
    await screen.fileInput.setInputFiles([
      { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b;c\n') },
    ]);
    await expect(screen.toastSaying('Você atingiu o limite de arquivos permitidos.')).toBeVisible();
    await expect(page.getByRole('list', { name: /Arquivos escolhidos/ })).toHaveCount(0);
    await screen.choose('a.csv', 'text/csv', Buffer.from('a;b\n'));
    await expect(page.getByRole('button', { name: 'Remover a.csv' })).toBeVisible();
    await screen.choose('b.csv', 'text/csv', Buffer.from('a;b;c\n'));
    await expect(screen.toastSaying('Você atingiu o limite de arquivos permitidos.').last()).toBeVisible();
    await expect(page.getByRole('list', { name: /Arquivos escolhidos/ }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remover b.csv' })).toHaveCount(0);

    // The file never reaches the server.
    await page.route('**/api/batch', (route) => route.abort('failed'));
    await screen.send.click();
    await expect(screen.toastSaying('Ocorreu um erro ao adicionar o arquivo, tente novamente.')).toBeVisible();
    // The server fails without a message of its own.
    await page.unroute('**/api/batch');
    await page.route('**/api/batch', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await screen.send.click();
    await expect(screen.toastSaying('Arquivo não adicionado. Tente novamente')).toBeVisible();
  });

  test('empty history, empty batch and a failed items call', async ({ page }) => {
    const screen = new BatchesPage(page);
    const list = (url: URL) => url.pathname === '/api/batches';
    const items = (url: URL) => url.pathname === '/api/batches/items';
    await page.route(list, (route) => route.fulfill({ json: { data: [] } }));
    await screen.goto('acompanhar-programacao');
    await expect(page.getByText('Nenhuma batch disponível')).toBeVisible();
    await expectNoA11yViolations(page);

    const at = new Date().toISOString();
    const batch = (id: number) => ({
      id,
      kind: 'invoices',
      status: 'PROCESSED',
      scheduledDate: '01/12/2026',
      createdAt: at,
      updatedAt: at,
      fileName: `lote-${id}.csv`,
      totalItems: 0,
      processedItems: 0,
      errorItems: 0,
    });
    await page.unroute(list);
    await page.route(list, (route) => route.fulfill({ json: { data: [batch(424242), batch(424243)] } }));
    await page.route(items, (route) =>
      new URL(route.request().url()).searchParams.get('batchId') === '424242'
        ? route.fulfill({ json: { data: [] } })
        : route.fulfill({ status: 500, json: { data: null, error: { status: 500, message: 'Internal Server Error' } } }),
    );
    await screen.goto('acompanhar-programacao');
    await screen.openItems(424242);
    await expect(screen.itemsDialog.getByText('Nenhuma fatura processada.')).toBeVisible();
    await screen.itemsDialog.getByRole('button', { name: 'Fechar' }).click();
    await screen.openItems(424243);
    await expect(screen.itemsDialog.getByText('Erro ao buscar as faturas.')).toBeVisible();
  });
});

test.describe('progress and polling', () => {
  test.use({ signedInAs: 'admin' });

  test('shows the upload progress bar while the upload is under way', async ({ page }) => {
    // An 80 kB file held in flight, then axe over the whole screen: more than the default budget
    // on a busy two-core machine (CI took 35–48 s).
    test.slow();
    const screen = new BatchesPage(page);
    await screen.goto('programar-faturas');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/batch', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { data: null, error: { status: 400, message: 'Selecione um arquivo para enviar' } } });
    });
    await screen.choose('faturas.csv', 'text/csv', Buffer.from('a;b\n'.repeat(20_000)));
    await screen.send.click();
    // The bar follows the XMLHttpRequest's upload events (held here: the intercepted request
    // reports none, so the value itself is not asserted).
    await expect(screen.progress).toBeVisible();
    await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expectNoA11yViolations(page);
    release();
    await expect(screen.progress).toBeHidden();
  });

  test('refreshes the history every 10 s while a batch waits or runs, and stops once all have ended', async ({ page }) => {
    const screen = new BatchesPage(page);
    const at = new Date().toISOString();
    let status = 'WAITING';
    let calls = 0;
    await page.route(
      (url) => url.pathname === '/api/batches',
      (route) => {
        calls += 1;
        const processed = status === 'PROCESSED' ? 1 : 0;
        return route.fulfill({
          json: {
            data: [
              {
                id: 515151,
                kind: 'invoices',
                status,
                scheduledDate: null,
                createdAt: at,
                updatedAt: at,
                fileName: 'poll.csv',
                totalItems: 1,
                processedItems: processed,
                errorItems: 0,
              },
            ],
          },
        });
      },
    );
    await page.clock.install();
    await screen.goto('acompanhar-programacao');
    await expect(screen.batchRow('poll.csv')).toContainText('Aguardando');
    await stopClock(page);
    // The clock stands still from here, 1 s after stopClock was called (which came well under 1 s
    // after the first answer): that answer's 10 s timer is still ahead 8 s on, and has fired 3 s later.
    const before = calls;
    status = 'PROCESSING';
    await page.clock.runFor(8_000);
    await pageIdle(page);
    expect(calls).toBe(before);
    await page.clock.runFor(3_000);
    await expect(screen.batchRow('poll.csv')).toContainText('Processando');
    // That refresh came 8–11 s after the pause: the next one is due 18–21 s after it.
    const second = calls;
    status = 'PROCESSED';
    await page.clock.runFor(6_900);
    await pageIdle(page);
    expect(calls).toBe(second);
    await page.clock.runFor(3_200);
    await expect(screen.batchRow('poll.csv')).toContainText('Processado');
    const ended = calls;
    await page.clock.runFor(30_000);
    await pageIdle(page);
    expect(calls).toBe(ended);
  });
});

test.describe('disponibilidade-enderecos', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads the installations spreadsheet and the contracting flow lists the new condominium', async ({ page, request }) => {
    const screen = new BatchesPage(page);
    await screen.goto('disponibilidade-enderecos');
    await expect(screen.heading('Disponibilidade de endereços')).toBeVisible();
    await expectNoA11yViolations(page);

    await screen.choose('faturas.csv', 'text/csv', Buffer.from('a;b\n'));
    await expect(screen.toastSaying('Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover faturas.csv' })).toHaveCount(0);

    const city = `Cidade E2E ${Date.now()}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Instalações');
    sheet.addRow(['Cidade', 'Condomínio', 'Endereço', 'Número', 'CEP', 'Tipo']);
    sheet.addRow([city, 'Residencial Teste E2E', 'Rua das Acácias', '77', '16400-000', 'Coletivo']);
    await screen.choose(
      'instalacoes.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    await screen.send.click();
    await expect(screen.toastSaying('Instalações adicionadas com sucesso!')).toBeVisible();
    await expectNoA11yViolations(page);

    await expect
      .poll(
        async () => {
          const res = await request.get(`${cmsUrl()}/api/services/connection/locations?cityName=${encodeURIComponent(city)}`);
          return ((await res.json()) as { data: { name: string }[] }).data.map((l) => l.name);
        },
        { timeout: 30_000 },
      )
      .toEqual(['Residencial Teste E2E']);
  });
});
