/**
 * Where a bill's reconnection instalment and credit come from (issue 25 §1, docs/insights-explain.md):
 * staff mark a customer's reconnection done in the admin (its fee in 1 instalment) and register a
 * credit with its reason; the contract's next bill carries both, and "Entenda sua conta" shows the
 * lines 'Parcela 1/1 da religação' and 'Crédito' with their sentences. Axe on the screen.
 */
import { createInvoice } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { staffAdminToken } from './helpers/cms-admin';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { ClientArea } from './pages/client-area';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const NEXT_MONTH = MONTH === 12 ? `${YEAR + 1}-01` : `${YEAR}-${String(MONTH + 1).padStart(2, '0')}`;
const daysAgo = (n: number) => new Date(Date.parse(`${TODAY}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function admin(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${cmsUrl()}/content-manager/collection-types/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as { data: { documentId: string } };
}

test('the next bill shows the reconnection instalment and the credit staff recorded, in Entenda sua conta', async ({ page }) => {
  const customer = await createAccount('client');
  const contract = { connect: [{ documentId: customer.contracts[0]!.documentId }] };
  const token = await staffAdminToken();
  const request = await admin(token, 'POST', 'api::service.service-request', {
    protocol: `REL-${YEAR}-9${String(Date.now()).slice(-8)}`,
    kind: 'RECONNECTION',
    requestStatus: 'SCHEDULED',
    contract,
    reconnectionType: 'NON_PAYMENT',
    feeCents: 8_630,
    requestedBy: 'CUSTOMER',
    requestedAt: new Date().toISOString(),
  });
  // Reconnected today, the fee (R$ 86,30) in 1 instalment, on the bills from next month.
  await admin(token, 'PUT', `api::service.service-request/${request.data.documentId}`, { requestStatus: 'DONE', feeInstalments: 1 });
  await admin(token, 'POST', 'api::collections.contract-credit', {
    contract,
    amountCents: 2_500,
    reason: 'Devolução de cobrança indevida',
  });

  const { invoice } = await createInvoice(cmsUrl(), {
    contractId: customer.contracts[0]!.documentId,
    referenceMonth: NEXT_MONTH,
    issueDate: TODAY,
    dueDate: TODAY,
    amountCents: 15_000,
    previousReading: '1000',
    currentReading: '1020',
    consumptionM3: '20',
    previousReadingDate: daysAgo(31),
    currentReadingDate: daysAgo(1),
    readingType: 'REAL',
    measuredM3: '20',
    correctionFactor: '1',
    correctedM3: '20',
  });
  // R$ 150,00 + R$ 86,30 − R$ 25,00.
  expect(invoice.priceCents).toBe(21_130);

  await signInPage(page, customer);
  const area = new ClientArea(page);
  await area.goto(`entenda-sua-conta?fatura=${invoice.numDoc}`);
  const table = area.main.getByRole('table', { name: `Valores da fatura ${invoice.numDoc}` });
  const fee = table.getByRole('row', { name: /Parcela 1\/1 da religação/ });
  await expect(fee).toContainText('Parcela do serviço de religação do fornecimento, cobrada nesta fatura.');
  await expect(fee).toContainText('R$ 86,30');
  const credit = table.getByRole('row', { name: /^Crédito/ });
  await expect(credit).toContainText('Valor a seu favor, descontado desta fatura.');
  await expect(credit).toContainText('25,00');
  await expect(table.getByRole('row', { name: /Total da fatura/ })).toContainText('R$ 211,30');
  await expectNoA11yViolations(page);
});
