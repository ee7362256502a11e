/**
 * /quero-contratar — the contracting flow (spec 04 §2.3, §4.3, §4.4, §5, §8) against the real
 * stack: the four services, the document modal and its verification by realData, every page of
 * the flow, the uploads' limits, the success modals with their protocol and the failure toasts
 * (5xx and network failures injected on the browser's call, the server's refusal real).
 */
import { waitForMail } from './helpers/access';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, test } from './fixtures';
import { ContractingPage, FILES } from './pages/contracting-page';
import { createContract } from '../support/factories';
import { generateCnpj, generateCpf } from '../../cms/src/portal/test-support/documents';

const maskCpf = (d: string) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const maskCnpj = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

// Spec 04 §8, written as the spec writes them.
const REFUSED = 'Sua solicitação não foi enviada. Por favor, tente novamente.';
const FAILED = 'Ocorreu um erro ao enviar o formulário. Tente novamente.';
const UNSUPPORTED = 'Formato de arquivo não suportado. Tente novamente.';
const VERIFY_ERROR = 'Erro ao verificar documento';
const REQUIRED = 'Campo obrigatório';
const VERIFY_PATH = '/session/connection/verify';
const SUBMIT_PATH = '/api/services/connection';

test.describe('service cards and the document modal', () => {
  test('four services; each modal masks and checks its document with the §5 messages', async ({ page }) => {
    const flow = new ContractingPage(page);
    await flow.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Quero contratar o gás natural' })).toBeVisible();
    for (const [card, document] of [
      ['Residência', 'CPF'],
      ['Comércio', 'CNPJ'],
      ['Indústria', 'CNPJ'],
      ['GNV', 'CPF ou CNPJ'],
    ] as const)
      await expect(flow.card(card)).toContainText(document);
    // The page's other blocks: the institutional paragraph and the FAQ.
    await expect(page.getByRole('heading', { name: 'Como funciona o pedido de ligação' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes: contratação' })).toBeVisible();
    await expectNoA11yViolations(page);

    let verifications = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === VERIFY_PATH) verifications += 1;
    });

    await flow.enterDocument('Residência', '529.982.247-24');
    await expect(flow.dialog.getByText('Por favor, verifique se o CPF inserido está correto')).toBeVisible();
    // The CPF mask: digits typed become 000.000.000-00.
    await flow.dialog.getByRole('textbox').fill('52998224724');
    await expect(flow.dialog.getByRole('textbox')).toHaveValue('529.982.247-24');
    await expectNoA11yViolations(page);
    await flow.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(flow.dialog).toBeHidden();
    await expect(flow.card('Residência')).toBeFocused();

    await flow.enterDocument('Comércio', '11.222.333/0001-82');
    await expect(flow.dialog.getByText('Por favor, verifique se o CNPJ inserido está correto')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flow.dialog).toBeHidden();

    await flow.enterDocument('GNV', '529.982.247-24');
    await expect(flow.dialog.getByText('Por favor, verifique se o documento inserido está correto')).toBeVisible();
    await flow.dialog.getByRole('textbox').fill('');
    await flow.dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(flow.dialog.getByText('Esse campo é obrigatório')).toBeVisible();
    expect(verifications).toBe(0);
  });

  test('a card elsewhere on the site opens the flow with its service chosen', async ({ page }) => {
    await page.goto('/nossas-solucoes/para-seu-comercio');
    const card = page.getByRole('link', { name: /^Comércio/ });
    await expect(card).toHaveAttribute('href', '/quero-contratar?servico=comercio');
    await card.click();
    const flow = new ContractingPage(page);
    await flow.settled();
    await expect(page.getByRole('dialog', { name: 'Comércio: informe o CNPJ' })).toBeVisible();
  });
});

test.describe('document verification (spec 04 §4.3)', () => {
  test('0: an account exists — the digital account is offered', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Residência', maskCpf(account.cpfCnpj!));
    const modal = page.getByRole('dialog', { name: 'Você já tem uma conta digital' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Acessar a conta digital' })).toHaveAttribute('href', '/login?r=conta-digital');
    await expectNoA11yViolations(page);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e: any) => e.event === 'quero_contratar'));
    expect(events).toEqual([
      { event: 'quero_contratar', category: 'Residência', label: 'Residência', action: 'escolha_servico', status: 'success' },
      { event: 'quero_contratar', category: 'Residência', label: 'account', action: 'verificacao_documento', status: 'success' },
    ]);
  });

  test('3: an installation exists — reconnection through the login, or a new connection', async ({ page }) => {
    const { contract } = await createContract(cmsUrl(), { document: 'cnpj', segment: 'COMERCIAL' });
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Comércio', maskCnpj(contract.consumerCpfCnpj));
    const modal = page.getByRole('dialog', { name: 'Já existe uma instalação neste documento' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Religar o gás' })).toHaveAttribute('href', '/login?r=religacao-gas');
    await expectNoA11yViolations(page);
    await modal.getByRole('button', { name: 'Pedir uma nova ligação' }).click();
    await flow.atPage('Dados da empresa');
    await expect(flow.field('CNPJ')).toHaveValue(maskCnpj(contract.consumerCpfCnpj));
  });

  test('4: a former customer continues; a failed verification says so', async ({ page }) => {
    const { contract } = await createContract(cmsUrl(), { situation: 'DEACTIVATE' });
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Residência', maskCpf(contract.consumerCpfCnpj));
    await flow.atPage('Sobre o seu imóvel');

    await flow.button('Voltar').click();
    await expect(flow.card('Residência')).toBeFocused();
    let failure: 'status' | 'network' = 'status';
    await page.route(`**${VERIFY_PATH}?**`, (route) =>
      failure === 'status' ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.abort('failed'),
    );
    await flow.enterDocument('Residência', maskCpf(generateCpf()));
    // The page behind the modal is inert: the message is the dialog's own.
    await expect(flow.dialog.getByRole('alert')).toHaveText(VERIFY_ERROR);
    await expect(flow.dialog).toBeVisible();
    await expectNoA11yViolations(page);
    failure = 'network';
    const failed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === VERIFY_PATH);
    await flow.dialog.getByRole('button', { name: 'Continuar' }).click();
    await failed;
    await expect(flow.dialog.getByRole('alert')).toHaveText(VERIFY_ERROR);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e: any) => e.action === 'verificacao_documento'));
    expect(events.map((e: any) => [e.label, e.status])).toEqual([
      ['continue', 'success'],
      ['error', 'error'],
      ['error', 'error'],
    ]);
  });
});

test.describe('Residência', () => {
  test('a house outside a condominium: address, then personal data, then the success modal', async ({ page }) => {
    test.slow(); // the whole flow with three axe scans: 50 s and more on a busy two-core machine
    const cpf = generateCpf();
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Residência', maskCpf(cpf));
    await flow.atPage('Sobre o seu imóvel');
    await flow.button('Continuar').click();
    await expect(page.getByText(REQUIRED)).toBeVisible();
    await flow.choose('Casa');
    await flow.choose('Não');
    await expectNoA11yViolations(page);
    await flow.button('Continuar').click();

    await flow.atPage('Endereço da instalação');
    await expect(page.getByText('Etapa 1 de 2')).toBeVisible();
    await flow.field('CEP').fill('1480');
    await flow.field('Número').fill('0');
    await flow.button('Continuar').click();
    await expect(page.getByText('CEP inválido')).toBeVisible();
    await expect(page.getByText('Número inválido')).toBeVisible();
    await flow.fillAddress({ cep: '14801-010', address: 'Rua Voluntários da Pátria', number: '120' });
    await expectNoA11yViolations(page);
    await flow.button('Continuar').click();

    await flow.atPage('Seus dados');
    await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
    await expect(flow.field('CPF')).toHaveValue(maskCpf(cpf));
    await flow.button('Enviar').click();
    await expect(page.getByText('Nome inválido').first()).toBeVisible();
    await expect(page.getByText('RG inválido')).toBeVisible();
    await expect(page.getByText('Data de nascimento inválida')).toBeVisible();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    await flow.fillContact();
    // Spec 04 §5: RG min 7; letters, digits and '-' only.
    await flow.field('RG').fill('12.345');
    await flow.button('Enviar').click();
    await expect(page.getByText('RG inválido')).toBeVisible();
    await flow.field('RG').fill('12345678-X');
    await flow.field('Data de nascimento').fill('10/05/1985');
    await expectNoA11yViolations(page);
    // Back keeps what was typed.
    await flow.button('Voltar').click();
    await flow.atPage('Endereço da instalação');
    await expect(flow.field('Endereço')).toHaveValue('Rua Voluntários da Pátria');
    await flow.button('Continuar').click();
    await flow.atPage('Seus dados');
    await flow.fillContact();
    await flow.field('RG').fill('12345678-X');
    await flow.field('Data de nascimento').fill('10/05/1985');
    await flow.button('Enviar').click();
    await flow.expectSuccess('Tudo certo com seu cadastro!');
    await expectNoA11yViolations(page);
    await page
      .getByRole('dialog', { name: 'Tudo certo com seu cadastro!' })
      .getByRole('button', { name: 'Fechar', exact: true })
      .last()
      .click();
    // Back on the cards, the focus on the one just used.
    await expect(flow.card('Residência')).toBeFocused();
  });

  test('an apartment: a COLLECTIVE condominium already has gas; an INDIVIDUAL one goes to the unit form with its upload limits', async ({
    page,
  }) => {
    test.slow(); // two condominiums, the unit form, its upload limits and three axe scans: over 90 s on a busy two-core machine
    const cpf = generateCpf();
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Residência', maskCpf(cpf));
    await flow.atPage('Sobre o seu imóvel');
    await flow.choose('Apartamento');
    await flow.button('Continuar').click();

    await flow.atPage('Qual é o seu condomínio?');
    await flow.button('Continuar').click();
    await expect(page.getByText(REQUIRED)).toHaveCount(4);
    // Who is asking, on the listed path too (spec 04 §4.4): a resident is sent to the síndico.
    await flow.choose('Morador');
    const resident = page.getByRole('dialog', { name: 'Fale com o síndico do seu condomínio' });
    await expect(resident).toContainText(
      'O pedido de gás natural para o condomínio é feito pelo síndico ou pela administradora. Converse com o síndico do seu condomínio para que ele entre em contato com a Necta.',
    );
    await resident.getByRole('button', { name: 'Entendi' }).click();
    await expect(resident).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Morador' })).not.toBeChecked();
    await flow.choose('Administradora');
    await flow.field('Cidade').selectOption('Araraquara');
    await flow.field('Condomínio').selectOption({ label: 'Condomínio Parque das Laranjeiras' });
    await expect(page.getByRole('status').filter({ hasText: 'O seu condomínio já tem gás natural instalado.' })).toBeVisible();
    await expectNoA11yViolations(page);
    await flow.field('Condomínio').selectOption({ label: 'Edifício Morada do Sol' });
    await flow.field('Complemento (apartamento, bloco)').fill('Apto 52, bloco B');
    await expectNoA11yViolations(page);
    await flow.button('Continuar').click();

    await flow.atPage('Seus dados para a ligação');
    await expect(page.getByText('Edifício Morada do Sol, Apto 52, bloco B — Araraquara')).toBeVisible();
    await expect(flow.field('CPF')).toHaveValue(maskCpf(cpf));
    await flow.fillContact();
    await flow.field('RG').fill('12345678-9');
    await flow.field('Data de nascimento').fill('10/05/1985');
    await flow.field('Dia de vencimento da fatura').selectOption('13');
    await flow.field('E-mail para receber a fatura (opcional)').fill('fatura.ana@exemplo.test');
    expect(await flow.field('Dia de vencimento da fatura').locator('option').allTextContents()).toEqual([
      'Selecione',
      '3',
      '8',
      '13',
      '18',
      '23',
      '28',
    ]);

    // No file: both dropzones say 'Campo obrigatório'.
    await flow.button('Enviar').click();
    await expect(flow.dropzone('Documento de identidade')).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(flow.dropzone('Selfie com o documento')).toHaveAccessibleDescription(/Campo obrigatório/);
    await expectNoA11yViolations(page);

    // Three documents are too many; a missing selfie is still wrong.
    await flow.upload('Documento de identidade', [FILES.pdf('rg-frente.pdf'), FILES.pdf('rg-verso.pdf'), FILES.png('cnh.png')]);
    await flow.button('Enviar').click();
    await expect(flow.dropzone('Documento de identidade')).toHaveAccessibleDescription(/Campo obrigatório/);
    await page.getByRole('button', { name: 'Remover cnh.png' }).click();
    await flow.button('Enviar').click();
    await expect(flow.dropzone('Documento de identidade')).not.toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(flow.dropzone('Selfie com o documento')).toHaveAccessibleDescription(/Campo obrigatório/);

    // A file of another type is refused here (a PDF is no selfie, a text file no document); a
    // renamed program passes the browser and the server refuses it by its content.
    // (spec 02 §8 "File drop": the dropzone's refusals are toasts, and the file is not added.)
    await flow.upload('Selfie com o documento', [FILES.pdf('selfie.pdf')]);
    await expect(flow.toast(UNSUPPORTED).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover selfie.pdf' })).toHaveCount(0);
    await flow.upload('Selfie com o documento', [FILES.text()]);
    await expect(page.getByRole('button', { name: 'Remover anotacoes.txt' })).toHaveCount(0);
    await flow.upload('Selfie com o documento', [FILES.renamedProgram('foto.png')]);
    await expect(page.getByRole('button', { name: 'Remover foto.png' })).toBeVisible();
    await flow.button('Enviar').click();
    await expect(flow.toast(UNSUPPORTED).last()).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Remover foto.png' }).click();
    await flow.upload('Selfie com o documento', [FILES.png('selfie.png')]);
    await flow.button('Enviar').click();
    await flow.expectSuccess('Tudo certo com seu cadastro!');
    await expectNoA11yViolations(page);
  });

  test("a house in a condominium not in the list: 'Morador' is sent to the síndico; the síndico's request gets 'Vamos entrar em contato com você'", async ({
    page,
  }) => {
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Residência', maskCpf(generateCpf()));
    await flow.atPage('Sobre o seu imóvel');
    await flow.choose('Casa');
    await flow.choose('Sim');
    await flow.button('Continuar').click();
    await flow.atPage('Qual é o seu condomínio?');
    await flow.button('Não encontrei meu condomínio').click();

    await flow.atPage('Dados do condomínio');
    await flow.choose('Morador');
    const resident = page.getByRole('dialog', { name: 'Fale com o síndico do seu condomínio' });
    await expect(resident).toBeVisible();
    await expect(resident).toContainText('síndico');
    await expectNoA11yViolations(page);
    await resident.getByRole('button', { name: 'Entendi' }).click();
    await expect(resident).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Morador' })).not.toBeChecked();

    await flow.choose('Síndico');
    await flow.field('Nome do condomínio').fill('Residencial Jardim Europa');
    await flow.fillAddress({ cep: '13560-000', address: 'Rua Episcopal', number: '1500' });
    await expectNoA11yViolations(page);
    await flow.button('Continuar').click();

    await flow.atPage('Dados para contato');
    await flow.fillContact({ name: 'Carlos', fullName: 'Carlos Pereira', email: 'sindico@exemplo.test' });
    await flow.choose('Pessoa jurídica');
    await flow.field('CNPJ').fill(maskCpf(generateCpf()));
    await flow.button('Enviar').click();
    await expect(page.getByText('Por favor, verifique se o CNPJ está correto.')).toBeVisible();
    await flow.choose('Pessoa física');
    await flow.field('CPF').fill('529.982.247-24');
    await flow.button('Enviar').click();
    await expect(page.getByText('Por favor, verifique se o CPF está correto.')).toBeVisible();
    await flow.choose('Pessoa jurídica');
    await flow.field('CNPJ').fill(maskCnpj(generateCnpj()));
    await expectNoA11yViolations(page);
    await flow.button('Enviar').click();
    await flow.expectSuccess('Vamos entrar em contato com você');
    await expectNoA11yViolations(page);
  });
});

test.describe('Comércio and Indústria (segmentPage)', () => {
  test('Comércio: the form checks its fields, and a failed or refused send keeps the form with its toast', async ({ page }) => {
    const cnpj = generateCnpj();
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Comércio', maskCnpj(cnpj));
    await flow.atPage('Dados da empresa');
    await expect(flow.field('CNPJ')).toHaveValue(maskCnpj(cnpj));
    await expect(flow.field('CNPJ')).toHaveAttribute('readonly', '');
    expect(await flow.field('Consumo médio mensal').locator('option').allTextContents()).toEqual([
      'Selecione',
      '0,00 A 50,00 M³',
      '50,01 A 150,00',
      '150,01 A 500,00',
      '500,01 A 2.000,00',
      '2.000,01 A 5.000,00',
      '> 5.000,00 M³',
    ]);
    await flow.field('Segmento').fill('Padaria 24h');
    await flow.field('Nome').fill('Maria 2');
    await flow.field('Telefone').fill('(16) 9 912');
    await flow.field('E-mail').fill('maria@');
    await flow.button('Enviar').click();
    await expect(page.getByText('Digite um segmento válido')).toBeVisible();
    await expect(page.getByText('Digite um nome válido').first()).toBeVisible();
    await expect(page.getByText('Por favor, verifique se o telefone inserido está correto')).toBeVisible();
    await expect(page.getByText('Por favor, verifique se o e-mail inserido está correto')).toBeVisible();
    await expectNoA11yViolations(page);

    await flow.field('Razão social').fill('Padaria Pão Quente Ltda');
    await flow.field('Segmento').fill('Padaria');
    await flow.field('Consumo médio mensal').selectOption('50,01 A 150,00');
    await flow.fillAddress({ cep: '14801-010', address: 'Avenida Bento de Abreu', number: '900' });
    await flow.fillContact({ name: 'Maria', fullName: 'Maria da Silva', email: 'padaria@exemplo.test' });

    let fault: 'status' | 'network' | 'refuse' = 'status';
    await page.route(`**${SUBMIT_PATH}`, async (route) => {
      if (fault === 'status') return route.fulfill({ status: 500, body: 'Internal Server Error' });
      if (fault === 'network') return route.abort('failed');
      // The server's own refusal: the same request with a request type it does not know.
      const body = route.request().postDataBuffer()!.toString('latin1').replace('\r\n\r\nBUSINESS\r\n', '\r\n\r\nOTHER\r\n');
      return route.continue({ postData: Buffer.from(body, 'latin1') });
    });
    await flow.button('Enviar').click();
    await expect(flow.toast(FAILED)).toBeVisible();
    await flow.dismissToasts();
    fault = 'network';
    await flow.button('Enviar').click();
    await expect(flow.toast(FAILED)).toBeVisible();
    await flow.dismissToasts();
    fault = 'refuse';
    await flow.button('Enviar').click();
    await expect(flow.toast(REFUSED)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.unroute(`**${SUBMIT_PATH}`);

    await flow.button('Enviar').click();
    await flow.expectSuccess('Tudo certo com seu cadastro!');
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e: any) => e.event === 'quero_contratar' && e.action === 'envio_formulario'),
    );
    expect(events.map((e: any) => [e.category, e.label, e.status])).toEqual([
      ['Comércio', 'BUSINESS', 'error'],
      ['Comércio', 'BUSINESS', 'error'],
      ['Comércio', 'BUSINESS', 'error'],
      ['Comércio', 'BUSINESS', 'success'],
    ]);
  });

  test('Indústria: the segment form sends and shows its protocol', async ({ page }) => {
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('Indústria', maskCnpj(generateCnpj()));
    await flow.atPage('Dados da empresa');
    await flow.field('Razão social').fill('Cerâmica São Carlos S.A.');
    await flow.field('Segmento').fill('Cerâmica');
    await flow.field('Consumo médio mensal').selectOption('> 5.000,00 M³');
    await flow.fillAddress({ cep: '13560-000', address: 'Rodovia Washington Luís', number: '235' });
    const email = `industria-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.test`;
    await flow.fillContact({ name: 'João', fullName: 'João Batista Lima', email });
    const since = Date.now();
    await flow.button('Enviar').click();
    const protocol = await flow.expectSuccess('Tudo certo com seu cadastro!');
    // The customer gets the same protocol by e-mail, with the 0800 line.
    const mail = await waitForMail(email, since);
    expect(mail.text).toContain(protocol);
    expect(mail.text).toContain('0800 773 6099');
  });
});

test.describe('GNV', () => {
  test("by CPF: only 'Veículo leve', which shows the conversion information", async ({ page }) => {
    const flow = new ContractingPage(page);
    await flow.goto();
    await flow.enterDocument('GNV', maskCpf(generateCpf()));
    await flow.atPage('Como você vai usar o GNV?');
    await expect(page.getByRole('radio')).toHaveCount(1);
    await flow.choose('Veículo leve');
    await flow.button('Continuar').click();
    const info = page.getByRole('dialog', { name: 'Conversão de veículo leve para GNV' });
    await expect(info).toBeVisible();
    await expectNoA11yViolations(page);
    await info.getByRole('button', { name: 'Entendi' }).click();
    await expect(info).toBeHidden();
  });

  test('by CNPJ: the company options open the vehicle company form', async ({ page }) => {
    const cnpj = generateCnpj();
    const flow = new ContractingPage(page);
    await flow.goto(`?servico=gnv`);
    await expect(flow.dialog).toBeVisible();
    await flow.dialog.getByRole('textbox').fill(maskCnpj(cnpj));
    await flow.dialog.getByRole('button', { name: 'Continuar' }).click();
    await flow.atPage('Como você vai usar o GNV?');
    expect(await page.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      'Veículo leve',
      'Frota',
      'Posto de abastecimento',
      'Transporte público',
    ]);
    await expectNoA11yViolations(page);
    await flow.choose('Frota');
    await flow.button('Continuar').click();
    await flow.atPage('Dados da empresa');
    await expect(flow.field('CNPJ')).toHaveValue(maskCnpj(cnpj));
    await flow.field('Razão social').fill('Transportes Rápidos Ltda');
    await flow.fillAddress({ cep: '17012-000', address: 'Avenida Nações Unidas', number: '40' });
    await flow.fillContact({ name: 'Paulo', fullName: 'Paulo Henrique Alves', email: 'frota@exemplo.test' });
    await expectNoA11yViolations(page);
    await flow.button('Enviar').click();
    await flow.expectSuccess('Tudo certo com seu cadastro!');
  });
});
