/**
 * The attendant panel 'Dados do atendimento' (spec 01 §2.9, §9): the served customer's data, the
 * address cut at 60 characters, the overdue flag with its count linking to the digital account
 * with the Pending filter, and 'Encerrar atendimento'. (The open suspension or reconnection line:
 * services.spec.ts.)
 */
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { AttendantPage } from './pages/attendant-page';
import { AttendantPanel } from './pages/attendant-panel';
import { createContract, createInvoice } from '../support/factories';

const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function serve(page: import('@playwright/test').Page, role: 'attendant' | 'attendant2', consumerCode: string) {
  const attendant = await createAccount(role);
  await signInPage(page, attendant);
  const attendance = new AttendantPage(page);
  await attendance.open();
  await attendance.searchByCode(consumerCode);
  await attendance.startService(consumerCode);
  const panel = new AttendantPanel(page);
  await panel.arrive('home');
  return panel;
}

test('shows the served customer, the overdue count linking to the pending invoices, and ends the service', async ({ page }) => {
  const customer = await createAccount('client');
  const contract = customer.contracts[0]!;
  // Two bills past their due date, one still to expire, one paid: 2 overdue.
  await createInvoice(cmsUrl(), {
    contractId: contract.documentId,
    referenceMonth: '2025-01',
    issueDate: isoDay(-70),
    dueDate: isoDay(-55),
  });
  await createInvoice(cmsUrl(), {
    contractId: contract.documentId,
    referenceMonth: '2025-02',
    issueDate: isoDay(-40),
    dueDate: isoDay(-25),
  });
  await createInvoice(cmsUrl(), { contractId: contract.documentId, referenceMonth: '2025-03', issueDate: isoDay(-5), dueDate: isoDay(10) });
  await createInvoice(cmsUrl(), {
    contractId: contract.documentId,
    referenceMonth: '2024-12',
    issueDate: isoDay(-100),
    dueDate: isoDay(-85),
    paymentDate: isoDay(-90),
  });

  const panel = await serve(page, 'attendant', contract.consumerCode);
  await expect(panel.value('Cliente')).toHaveText(contract.consumerName);
  await expect(panel.value('Instalação')).toHaveText('Instalação ativa');
  await expect(panel.value('Código do cliente')).toHaveText(contract.consumerCode);
  await expect(panel.value('CPF/CNPJ')).toHaveText(maskedCpf(contract.consumerCpfCnpj));
  await expect(panel.value('E-mail do titular')).not.toHaveText('—');
  await expect(panel.value('E-mail cadastrado')).not.toHaveText('—');
  await expect(panel.overdue).toHaveText(/Possui 2 faturas vencidas$/);
  await expect(panel.overdue).toHaveAttribute('href', '/area-cliente/conta-digital?r=v');
  await expectNoA11yViolations(page);

  await panel.overdue.click();
  await panel.arrive('conta-digital');
  expect(new URL(page.url()).search).toBe('?r=v');

  await panel.endButton.click();
  await panel.arrive('atendimento');
  expect(await page.evaluate(() => sessionStorage.getItem('servicerStarted'))).toBe('false');
  await expect(panel.panel).toHaveCount(0);
});

test('shows an inactive installation, a short address whole and no flag without overdue bills', async ({ page }) => {
  const customer = await createAccount('client', { contractSituation: 'DEACTIVATE' });
  const contract = customer.contracts[0]!;
  const panel = await serve(page, 'attendant2', contract.consumerCode);
  await expect(panel.value('Instalação')).toHaveText('Instalação inativa');
  await expect(panel.overdue).toHaveCount(0);
  // A short address shows whole.
  await expect(panel.value('Endereço')).toHaveText(/^Rua dos Testes, \d+, Centro, Bauru - SP, 17015-000$/);
  await expectNoA11yViolations(page);
});

test('cuts an address over 60 characters with an ellipsis', async ({ page }) => {
  // The test's own contract: starting a service records an audit entry against the contract served.
  const full = 'Avenida Presidente Vargas, 2121 - Apto 84, Jardim América, Ribeirão Preto - SP, 14020-260';
  const { contract } = await createContract(cmsUrl(), { address: full });
  const panel = await serve(page, 'attendant', contract.consumerCode);
  await expect(panel.value('Endereço')).toHaveText(`${full.slice(0, 60).trimEnd()}…`);
  await expect(panel.value('Endereço')).toHaveAttribute('title', full);
});
