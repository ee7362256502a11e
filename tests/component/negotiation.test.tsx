/**
 * 'Negociar faturas vencidas' (docs/collections-negotiation.md): pick bills → simulation table →
 * terms → acceptance, what the customer sees and which calls go out; the server's refusal shown.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract } from '~/lib/portal-types';
import { $selectedContract } from '~/area-cliente/stores/user';
import NegotiationScreen from '~/area-cliente/features/collections/components/negotiation/NegotiationScreen';
import { answerNetwork, json, strapiError, type Answer, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;
const BILLS = {
  bills: [{ numDoc: '111', referenceMonth: '2026-01', dueDate: '2026-02-10', amountCents: 100000 }],
  maxInstalments: 2,
  monthlyRateBp: 100,
  downPaymentDays: 5,
};
const option = (n: number, instalmentCents: number, lastInstalmentCents: number, totalCents: number) => ({
  instalments: n,
  downPaymentCents: 10000,
  financedCents: 90000,
  instalmentCents,
  lastInstalmentCents,
  interestCents: totalCents - 100000,
  totalCents,
  cetAnnual: 0.12,
  cetMonthly: 0.0095,
  cetAnnualText: '12,20',
  cetMonthlyText: '0,96',
  termsText: `Acordo de parcelamento das faturas 111 em ${n} parcela(s).\nSe a entrada não for paga até o vencimento, o acordo é desfeito.`,
});
const SIMULATION = {
  debtCents: 100000,
  downPaymentCents: 10000,
  downPaymentDueDate: '2026-03-20',
  monthlyRateBp: 100,
  options: [option(1, 90900, 90900, 100900), option(2, 45676, 45677, 101353)],
};
const AGREEMENT = {
  protocol: 'NEG-2026-000007',
  state: 'WAITING',
  stateLabel: 'Aguardando pagamento da entrada',
  acceptedAt: '2026-03-15T13:00:00.000Z',
  acceptedByName: 'Maria',
  termsText: 'x',
  debtCents: 100000,
  downPaymentCents: 10000,
  downPaymentDueDate: '2026-03-20',
  downPaymentNumDoc: '7000',
  downPaymentPaid: false,
  instalmentCount: 2,
  interestCents: 1353,
  totalCents: 101353,
  cetAnnualText: '12,20',
  cetMonthlyText: '0,96',
  bills: BILLS.bills,
  instalments: [
    { number: 1, referenceMonth: '2026-04', amountCents: 45676, cancelled: false, invoiceNumDoc: null },
    { number: 2, referenceMonth: '2026-05', amountCents: 45677, cancelled: false, invoiceNumDoc: null },
  ],
};

function flow(accept: (call: Call) => Answer) {
  let made = false;
  return (call: Call): Answer | undefined => {
    if (call.path === '/api/collections/negotiation/bills?contractId=k1') return json(200, made ? { ...BILLS, bills: [] } : BILLS);
    if (call.method === 'GET' && call.path === '/api/collections/negotiation/agreements?contractId=k1')
      return json(200, { data: made ? [AGREEMENT] : [] });
    if (call.method === 'POST' && call.path === '/api/collections/negotiation/simulation?contractId=k1') return json(200, SIMULATION);
    if (call.method === 'POST' && call.path === '/api/collections/negotiation/agreements?contractId=k1') {
      const answer = accept(call);
      made = answer.status === 201;
      return answer;
    }
    return undefined;
  };
}

async function simulateTwo() {
  await userEvent.click(await screen.findByRole('checkbox', { name: /^Fatura 111 / }));
  await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
  const table = await screen.findByRole('table', { name: 'Opções de parcelamento' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(table.textContent).toContain('R$\u00a0456,76 (última R$\u00a0456,77)');
  await userEvent.click(screen.getByRole('radio', { name: '2 parcela(s)' }));
  expect(screen.getByTestId('termos').textContent).toContain('Acordo de parcelamento das faturas 111 em 2 parcela(s).');
}

describe('Negociar faturas vencidas', () => {
  beforeEach(() => $selectedContract.set(CONTRACT));
  afterEach(() => {
    cleanup();
    $selectedContract.set(null);
  });

  it('simulates, asks for the terms, and sends the chosen bills and count; then shows the protocol and the agreement', async () => {
    const net = answerNetwork(flow(() => json(201, AGREEMENT)));
    renderScreen(<NegotiationScreen />);
    expect(await screen.findByText('Nenhum acordo feito.')).toBeTruthy();
    await simulateTwo();
    const accept = screen.getByRole('button', { name: 'Fazer acordo' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos do acordo' }));
    await userEvent.click(accept);
    const done = await screen.findByTestId('acordo-feito');
    expect(done.textContent).toContain(
      'Acordo feito. Protocolo NEG-2026-000007. Pague a entrada de R$\u00a0100,00 (fatura 7000) até 20/03/2026.',
    );
    const sent = net.calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/collections/negotiation/agreements'));
    expect(sent?.json).toEqual({ bills: ['111'], instalments: 2, acceptTerms: true });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: /Acordo NEG-2026-000007/ }).textContent).toContain('Aguardando pagamento da entrada'),
    );
    expect(screen.getByText('Não há faturas vencidas para negociar.')).toBeTruthy();
  });

  it("shows the server's refusal when a bill was paid meanwhile", async () => {
    answerNetwork(
      flow(() => strapiError(422, 'A fatura 111 não pode ser negociada: ela não está vencida, já foi paga ou já foi negociada.')),
    );
    renderScreen(<NegotiationScreen />);
    await simulateTwo();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos do acordo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fazer acordo' }));
    expect(
      await screen.findByText('A fatura 111 não pode ser negociada: ela não está vencida, já foi paga ou já foi negociada.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('acordo-feito')).toBeNull();
  });
});
