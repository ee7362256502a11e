/**
 * LGPD self-service in the browser: the 'Privacidade e dados' tab of
 * atualizacao-cadastro as a customer (summary, export requested, ready and downloaded,
 * consent switched with its date, deletion request with its protocol and the status staff
 * give it), and the public form to the encarregado linked from the privacy policy. Axe on each state.
 */
import fs from 'node:fs';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, signInPage, test } from './fixtures';
import { PrivacyTab } from './pages/privacy-tab';
import { staffAdminToken } from './helpers/cms-admin';

const WHEN = /\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/;

test('the tab shows the data held and the export is prepared, announced and downloaded', async ({ page, accounts }) => {
  const client = await accounts.create('client', { phone: '14991112222' });
  await signInPage(page, client);
  const profile = new PrivacyTab(page);
  await profile.openTab();
  const held = profile.held;
  await expect(held.getByText(client.email, { exact: true })).toBeVisible();
  await expect(held.getByText('(14) 9 9111-2222', { exact: true })).toBeVisible();
  await expect(held.getByText(/^Contratos: 1$/)).toBeVisible();
  await expect(profile.sharing.getByText('Correios (Empresa Brasileira de Correios e Telégrafos)')).toBeVisible();
  await expect(profile.encarregado.getByRole('link', { name: 'formulário do site' })).toHaveAttribute('href', '/encarregado-de-dados');
  const exportRegion = profile.exportRegion;
  await expect(exportRegion.getByRole('status')).toHaveText('Você ainda não pediu uma exportação.');
  await expectNoA11yViolations(page);

  await exportRegion.getByRole('button', { name: 'Solicitar exportação' }).click();
  await expect(
    profile.toastSaying('Recebemos o seu pedido. Avisaremos por e-mail e notificação quando o arquivo estiver pronto (em alguns minutos).'),
  ).toBeVisible();
  // The tab asks again every 3 s while the job runs.
  await expect(exportRegion.getByRole('status')).toContainText(/Pronto para baixar — disponível até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/, {
    timeout: 30_000,
  });
  await expectNoA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await exportRegion.getByRole('button', { name: 'Baixar arquivo' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-necta-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(exportRegion.getByRole('button', { name: 'Gerar novo arquivo' })).toBeEnabled();
});

test('a consent is switched on and off with the date of each change', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  const profile = new PrivacyTab(page);
  await profile.openTab();
  const consents = profile.consents;
  const marketing = profile.consent('E-mails de novidades e ofertas');
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(marketing).toHaveAccessibleDescription('Nunca concedido');

  await marketing.click();
  await expect(profile.toastSaying('Consentimento concedido')).toBeVisible();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await expect(marketing).toHaveAccessibleDescription(new RegExp(`^Concedido em ${WHEN.source}$`));
  await expectNoA11yViolations(page);

  await marketing.click();
  await expect(profile.toastSaying('Consentimento revogado')).toBeVisible();
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(marketing).toHaveAccessibleDescription(new RegExp(`^Revogado em ${WHEN.source}$`));
  const history = consents.getByRole('group').filter({ hasText: 'Histórico de mudanças' });
  await history.getByText('Histórico de mudanças').click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toHaveText(new RegExp(`^Revogado em ${WHEN.source}$`));
  await expectNoA11yViolations(page);

  // A cookie category also applies to this browser's cookie choice (the public dialog's cookie).
  const performance = profile.consent('Cookies de desempenho');
  await performance.click();
  await expect(performance).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'necta_cookie_consent');
      return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
    })
    .toMatchObject({ necessary: true, performance: true, marketing: false });

  // Kept: a new visit shows the same state.
  await profile.openLink();
  await expect(profile.consent('E-mails de novidades e ofertas')).toHaveAttribute('aria-checked', 'false');
});

test('a deletion request gets a protocol and shows the status staff give it', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  const profile = new PrivacyTab(page);
  await profile.openTab();
  const region = profile.deletion;
  await expect(
    region.getByText(/guardados por 5 anos, por obrigação legal \(Código Tributário Nacional, arts\. 173 e 174\)/),
  ).toBeVisible();
  await expect(region.getByText('A conta é encerrada: não será mais possível entrar na área do cliente.')).toBeVisible();
  const send = region.getByRole('button', { name: 'Enviar solicitação' });
  await expect(send).toBeDisabled();
  await region.getByRole('radio', { name: 'Exclusão dos dados' }).check();
  await region.getByRole('checkbox', { name: /Li o que será mantido/ }).check();
  await expectNoA11yViolations(page);
  await send.click();
  await expect(profile.dialog).toContainText('Enviar a solicitação?');
  await expectNoA11yViolations(page);
  await profile.dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  const receipt = region.getByRole('status');
  await expect(receipt).toContainText('Solicitação registrada. Guarde o número do protocolo.');
  const protocol = (await receipt.getByText(/^LGPD-\d{8}-[A-Z0-9]{6}$/).textContent())!;
  await expect(profile.request(protocol)).toContainText('Status: Aberta');
  await expect(region.getByText('Você já tem uma solicitação em andamento. Acompanhe o status abaixo.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Staff take it up in the Strapi admin; the customer sees the new status.
  const adminToken = await staffAdminToken();
  const found = await fetch(
    new URL(`/content-manager/collection-types/api::privacy.privacy-request?filters[protocol][$eq]=${protocol}`, cmsUrl()),
    { headers: { authorization: `Bearer ${adminToken}` } },
  );
  const documentId = ((await found.json()) as { results: { documentId: string }[] }).results[0]!.documentId;
  const moved = await fetch(new URL(`/content-manager/collection-types/api::privacy.privacy-request/${documentId}`, cmsUrl()), {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestStatus: 'IN_REVIEW' }),
  });
  expect(moved.status).toBe(200);
  await profile.openLink();
  await expect(profile.request(protocol)).toContainText('Status: Em análise');
  await expectNoA11yViolations(page);
});

test('the privacy policy names the encarregado and the public form sends a message with a protocol', async ({ page }) => {
  await page.goto('/institucional/politica-de-privacidade-1');
  await expect(page.getByText(/A encarregada pelo tratamento de dados pessoais da Necta é Ana Paula Ferreira/)).toBeVisible();
  await page.getByRole('link', { name: 'formulário de contato com o encarregado' }).click();
  await expect(page).toHaveURL(/\/encarregado-de-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fale com o encarregado de dados' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacidade@necta.local' })).toHaveAttribute('href', 'mailto:privacidade@necta.local');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoA11yViolations(page);

  const form = page.getByRole('form', { name: 'Mensagem ao encarregado de dados' });
  await form.getByRole('button', { name: 'Enviar ao encarregado' }).click();
  await expect(form.getByText('Informe seu nome')).toBeVisible();
  await expect(form.getByText('Esse campo é obrigatório')).toBeVisible();
  await expect(form.getByText('Escreva a sua mensagem')).toBeVisible();
  await expectNoA11yViolations(page);

  await form.getByRole('textbox', { name: 'Nome' }).fill('Visitante do Site');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('nao-e-email');
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Quero saber quais dados vocês têm sobre mim.');
  await form.getByRole('button', { name: 'Enviar ao encarregado' }).click();
  await expect(form.getByText('Digite um formato de email válido')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`visitante-${Date.now()}@exemplo.test`);
  await form.getByRole('button', { name: 'Enviar ao encarregado' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Mensagem enviada ao encarregado.' });
  await expect(sent).toContainText('Mensagem enviada ao encarregado. Enviamos uma cópia com o protocolo para o seu e-mail.');
  await expect(sent.getByText(/^LGPD-\d{8}-[A-Z0-9]{6}$/)).toBeVisible();
  await expectNoA11yViolations(page);
});
