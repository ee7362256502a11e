/**
 * Débito automático in the browser (docs/collections-direct-debit.md): a customer asks for it with
 * the consent text shown, sees it pending and cancels it; the demo customer's confirmed enrolment
 * with its scheduled debit; an administrator's bad retorno refused with the reader's message.
 * Axe on each screen and state.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { expect, signInPage, test } from './fixtures';
import { ClientArea } from './pages/client-area';

test('a customer asks for débito automático with the consent, sees it pending and cancels it', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  const area = new ClientArea(page);
  await area.goto('debito-automatico');
  const main = area.main;
  await expect(main.getByRole('heading', { level: 1, name: 'Débito automático' })).toBeVisible();
  const form = main.getByRole('form', { name: 'Ativar débito automático' });
  await expect(form).toBeVisible();
  await expectNoA11yViolations(page);

  await form.getByRole('button', { name: 'Autorizar débito automático' }).click();
  await expect(form.getByText('Escolha um banco da lista.')).toBeVisible();
  await expect(form.getByText('Para ativar o débito automático, confirme a autorização.')).toBeVisible();
  await expectNoA11yViolations(page);

  await form.getByLabel('Banco').selectOption('001');
  await form.getByLabel('Agência (sem dígito)').fill('0987');
  await form.getByLabel('Conta corrente').fill('012345');
  await form.getByLabel('Dígito da conta').fill('6');
  await expect(form.getByTestId('debito-texto-autorizacao')).toContainText(
    'a debitar na conta corrente 012345-6, agência 0987, do banco 001 – Banco do Brasil, de que sou titular',
  );
  await form.getByLabel('Li e concordo com a autorização de débito acima').check();
  await form.getByRole('button', { name: 'Autorizar débito automático' }).click();
  await expect(area.toastSaying('Pedido de débito automático registrado. Ele será enviado ao banco no próximo dia útil.')).toBeVisible();
  const card = main.getByTestId('debito-autorizacao');
  await expect(card.getByTestId('debito-situacao')).toHaveText('Pendente: aguardando envio ao banco');
  await expect(card.getByText('•••345-6')).toBeVisible();
  await expect(form).toBeHidden();
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: 'Cancelar débito automático' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar débito automático' });
  await expect(dialog.getByText('As próximas faturas deixarão de ser debitadas na sua conta. Deseja cancelar?')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar débito automático' }).click();
  await expect(area.toastSaying('Débito automático cancelado.')).toBeVisible();
  await expect(card.getByTestId('debito-situacao')).toHaveText('Cancelado');
  await expect(main.getByRole('form', { name: 'Ativar débito automático' })).toBeVisible();
});

test('the demo customer sees the confirmed authorisation and the scheduled debit of the open bill', async ({ page }) => {
  await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  const area = new ClientArea(page);
  await area.goto('debito-automatico');
  const card = area.main.getByTestId('debito-autorizacao');
  await expect(card.getByTestId('debito-situacao')).toHaveText('Confirmado');
  await expect(area.main.getByText(/^Débito automático em \d{2}\/\d{2}$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar débito automático' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an administrator sends a retorno whose trailer does not add up and reads why it was refused', async ({ page, accounts }) => {
  const admin = await accounts.create('admin');
  await signInPage(page, admin);
  const area = new ClientArea(page);
  await area.goto('debito-automatico-arquivos');
  const main = area.main;
  await expect(main.getByRole('heading', { level: 1, name: 'Arquivos de débito automático' })).toBeVisible();
  await expectNoA11yViolations(page);
  // Records written position by position (1-based) from the layout's table.
  const record = (parts: [number, string][]) => {
    const out = Array.from({ length: 150 }, () => ' ');
    for (const [from, text] of parts) for (let i = 0; i < text.length; i++) out[from - 1 + i] = text[i]!;
    return out.join('');
  };
  const header = record([
    [1, 'A2'],
    [3, 'DEMO001'],
    [23, 'NECTA'],
    [43, '001'],
    [46, 'BANCO DO BRASIL'],
    [66, '20260316'],
    [74, '000777'],
    [80, '08'],
    [82, 'DEBITO AUTOMATICO'],
  ]);
  const trailer = record([
    [1, 'Z000003'],
    [8, '00000000000000000'],
  ]);
  await main.getByLabel('Arquivo de retorno').setInputFiles({
    name: 'RETORNO.RET',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${header}\r\n${trailer}\r\n`, 'latin1'),
  });
  await main.getByRole('button', { name: 'Enviar retorno' }).click();
  await expect(main.getByRole('alert')).toHaveText('Linha 2: o trailer diz 3 registros; o arquivo tem 2.');
  await expectNoA11yViolations(page);
});

test('the home current-bill card of the demo customer says when the bill will be debited', async ({ page }) => {
  await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  const area = new ClientArea(page);
  await area.goto('home');
  const card = page.getByTestId('current-invoice');
  await expect(card.getByTestId('debito-automatico')).toHaveText(/^Débito automático em \d{2}\/\d{2}$/);
  await expectNoA11yViolations(page);
});

test("the 'Conta digital' list of the demo customer shows the debit date on the open bill", async ({ page }) => {
  await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  const area = new ClientArea(page);
  await area.goto('conta-digital');
  const rows = page.getByTestId('invoice-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.getByRole('note').filter({ hasText: /^Débito automático em \d{2}\/\d{2}$/ })).toHaveCount(1);
  await expectNoA11yViolations(page);
});
