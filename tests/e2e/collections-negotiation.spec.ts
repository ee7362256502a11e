/**
 * Negotiation of overdue bills in the browser (docs/collections-negotiation.md): from 'Todas as
 * faturas' to the screen, pick the overdue bills, read the simulation and the terms, accept, get
 * the protocol and the down payment, see the bills NEGOTIATED and the agreement with its
 * instalments. axe on each state of the screen.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, createAccount, expect, signInPage, test } from './fixtures';
import { NegotiationPage } from './pages/negotiation-page';
import { createInvoice } from '../support/factories';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a customer negotiates two overdue bills in 3 instalments and sees the agreement', async ({ page }) => {
  test.slow(); // three axe scans
  const customer = await createAccount('client', { contractSituation: 'ACTIVE' });
  const contractId = customer.contracts[0]!.documentId;
  const bill = async (referenceMonth: string, offset: number, amountCents: number) =>
    (
      await createInvoice(cmsUrl(), {
        contractId,
        referenceMonth,
        issueDate: isoDay(offset - 15),
        dueDate: isoDay(offset),
        amountCents,
      })
    ).invoice.numDoc;
  const a = await bill('2025-01', -40, 60000);
  const b = await bill('2025-02', -20, 40000);
  await signInPage(page, customer);

  // From the bills list, where the overdue bills are flagged.
  await page.goto('/area-cliente/conta-digital');
  await page.getByRole('link', { name: 'Negociar faturas vencidas' }).click();
  const screen = new NegotiationPage(page);
  await expect(screen.heading).toBeVisible();
  await expect(page.getByText('Nenhum acordo feito.')).toBeVisible();
  await expectNoA11yViolations(page);

  await screen.bill(a).check();
  await screen.bill(b).check();
  await screen.simulate.click();
  await expect(screen.options).toBeVisible();
  await expect(page.getByText(/Valor negociado R\$\s1\.000,00\. Entrada de R\$\s100,00/)).toBeVisible();
  // 3 instalments at 1 % a.m. on R$ 900,00: R$ 306,02 each, total R$ 1.018,06.
  const three = screen.options.getByRole('row').filter({ has: page.getByRole('radio', { name: '3 parcela(s)' }) });
  await expect(three).toContainText(/R\$\s306,02/);
  await expect(three).toContainText(/R\$\s1\.018,06/);
  await page.getByRole('radio', { name: '3 parcela(s)' }).check();
  await expect(screen.terms).toContainText(`Acordo de parcelamento das faturas ${a}, ${b}`);
  await expect(screen.terms).toContainText('Se a entrada não for paga até o vencimento, o acordo é desfeito');
  await expect(screen.accept).toBeDisabled();
  await expectNoA11yViolations(page);

  await screen.acceptTerms.check();
  await screen.accept.click();
  await expect(screen.done).toContainText(/Acordo feito\. Protocolo NEG-\d{4}-\d{6}/);
  const protocol = (await screen.done.locator('strong').textContent())!;
  const agreement = screen.agreement(protocol);
  await expect(agreement).toContainText('Aguardando pagamento da entrada');
  await expect(agreement.getByRole('table', { name: `Parcelas do acordo ${protocol}` }).getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Não há faturas vencidas para negociar.')).toBeVisible();
  await expectNoA11yViolations(page);

  // The negotiated bills show as 'Negociada' in the bills list.
  await page.getByRole('link', { name: 'Pague a entrada em Conta digital' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Negociada' })).toHaveCount(2);
});
