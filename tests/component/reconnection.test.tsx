/**
 * 'Religação de gás' (spec 02 §2.4, §5, §7): the open request, the 4-hour / next-business-day
 * choice and the next-day form — what the customer sees and which call goes out.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract } from '~/lib/portal-types';
import { $selectedContract } from '~/area-cliente/stores/user';
import ReconnectionScreen from '~/area-cliente/features/services/components/ReconnectionScreen';
import { answerNetwork, json, strapiError, type Answer, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'DEACTIVATE' } as unknown as Contract;
const VERIFY = '/api/services/reconnection/verify?contractId=k1';
const TYPE = {
  description: 'NON_PAYMENT',
  free: false,
  feeCents: 8630,
  fourHoursFeeCents: 25890,
  nextDayFeeCents: 8630,
  instalments: 3,
  noticeImage: null,
};

/** The answers of a contract without an open request, off, with `debits` overdue invoices. */
function flow(debits: number, submit: (call: Call) => Answer) {
  return (call: Call): Answer | undefined => {
    if (call.path === VERIFY) return json(200, { data: null, meta: { contractActive: false } });
    if (call.path === '/api/services/reconnection/type?contractId=k1') return json(200, { data: TYPE });
    if (call.path === '/api/services/reconnection/calendar?contractId=k1')
      return json(200, { data: [{ date: '2027-03-02', period: ['MORNING'], totalVacancies: 3 }] });
    if (call.path === '/api/services/debits?contractId=k1')
      return json(200, { data: { hasDebits: debits > 0, quantityOpenInvoices: debits } });
    if (call.method === 'POST' && call.path === '/api/services/reconnection?contractId=k1') return submit(call);
    return undefined;
  };
}

async function fillNextDayForm() {
  await userEvent.click(await screen.findByRole('radio', { name: /Religação no próximo dia útil/ }));
  const days = within(screen.getByRole('grid'))
    .getAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled);
  expect(days).toHaveLength(1);
  await userEvent.click(days[0]!);
  expect(screen.getByText('Data escolhida: 02/03/2027')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'Manhã (8h30 às 12h30)' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Telefone para contato' }), '14991234567');
}

describe('Religação de gás', () => {
  beforeEach(() => $selectedContract.set(CONTRACT));
  afterEach(() => {
    cleanup(); // unmount first: the store's change would re-render a mounted screen outside act()
    $selectedContract.set(null);
  });

  it('shows the open request and asks nothing more', async () => {
    const net = answerNetwork((call) =>
      call.path === VERIFY
        ? json(200, {
            data: { protocol: 'REL-2026-000123', scheduledDate: '2027-03-02', period: 'AFTERNOON', taxCents: 8630 },
            meta: { contractActive: false },
          })
        : undefined,
    );
    renderScreen(<ReconnectionScreen />);
    const open = await screen.findByTestId('solicitacao-aberta');
    expect(within(open).getByRole('heading').textContent).toBe('Você já possui uma solicitação em aberto');
    expect(open.textContent).toContain('Protocolo: REL-2026-000123');
    expect(open.textContent).toContain('Religação agendada para 02/03/2027, Tarde (12h30 às 17h30).');
    expect(open.textContent).toContain('Taxa do serviço: R$\u00a086,30');
    expect(net.calls.map((c) => c.path)).toEqual([VERIFY]);
  });

  it('says the data could not be fetched when the check fails', async () => {
    answerNetwork((call) => (call.path === VERIFY ? strapiError(500, 'Internal Server Error') : undefined));
    renderScreen(<ReconnectionScreen />);
    expect((await screen.findByText('Ocorreu um erro ao buscar os dados')).getAttribute('role')).toBe('alert');
  });

  it('schedules the next-business-day visit and shows the protocol', async () => {
    const net = answerNetwork(flow(0, () => json(200, { data: { protocol: 'REL-2027-000001', date: '2027-03-02', period: 'MORNING' } })));
    renderScreen(<ReconnectionScreen />);
    // Testing Library reads the no-break space after R$ as a space (docs/spec-deviations.md, money).
    expect(await screen.findByText('Taxa: R$ 258,90')).toBeTruthy();
    await fillNextDayForm();
    expect(screen.getByText(/A taxa de R\$\s86,30 é dividida em 3 parcelas/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Agendar religação' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    expect((await screen.findByTestId('protocolo')).textContent).toBe('REL-2027-000001');
    expect(screen.getByText('Data: 02/03/2027 — Manhã (8h30 às 12h30)')).toBeTruthy();
    const sent = net.calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form?.get('date')).toBe(JSON.stringify({ date: '2027-03-02', period: 'MORNING' }));
    expect(JSON.parse(String(sent[0]!.form?.get('phone')))).toBe('(14) 9 9123-4567');
    expect(sent[0]!.form?.getAll('files')).toEqual([]);
  });

  it('needs the payment proofs when invoices are overdue', async () => {
    answerNetwork(flow(2, () => json(500, {})));
    renderScreen(<ReconnectionScreen />);
    await fillNextDayForm();
    expect(screen.getByText(/Você tem 2 fatura\(s\) vencida\(s\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agendar religação' })).toHaveProperty('disabled', true);
  });

  it('a full date: says the visit was not scheduled and reads the calendar again', async () => {
    const net = answerNetwork(flow(0, () => strapiError(409, 'Não há mais vagas para o período escolhido.')));
    renderScreen(<ReconnectionScreen />);
    await fillNextDayForm();
    const submit = screen.getByRole('button', { name: 'Agendar religação' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    expect(await screen.findByText('A visita não foi agendada. Por favor, tente novamente.')).toBeTruthy();
    await waitFor(() => expect(net.calls.filter((c) => c.path.startsWith('/api/services/reconnection/calendar'))).toHaveLength(2));
  });
});
