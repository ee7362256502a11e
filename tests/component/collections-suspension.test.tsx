/**
 * The suspension notice and "Já paguei" in the client area (docs/collections-suspension.md): the
 * notice on the home page and above the bill list, and on a bill its notice, its receipt's state
 * and the 'Já paguei' button — what the customer sees from GET /api/collections/suspension.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract, Me } from '~/lib/portal-types';
import { $selectedContract, $user } from '~/area-cliente/stores/user';
import { BillCollectionsStatus, SuspensionNotice } from '~/area-cliente/features/collections';
import { answerNetwork, json } from './helpers/network';
import { renderScreen } from './helpers/render';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;
const STATUS = '/api/collections/suspension?contractId=k1';

const NOTICE = {
  issuedOn: '2026-03-02',
  suspensionFrom: '2026-03-17',
  amountCents: 12_345,
  numDocs: ['900001'],
  text: 'Aviso de suspensão: o fornecimento pode ser suspenso a partir de 17/03/2026',
};

const answer = (data: unknown) => answerNetwork((call) => (call.path === STATUS ? json(200, { data }) : undefined));

describe('suspension notice and "Já paguei"', () => {
  beforeEach(() => {
    $selectedContract.set(CONTRACT);
    $user.set({ role: 'client', permissions: ['faturas.ver'] } as unknown as Me);
  });
  afterEach(() => {
    cleanup();
    $selectedContract.set(null);
    $user.set(null);
  });

  it('shows the notice in force with its bills, total and the way to the overdue bills', async () => {
    answer({ notice: NOTICE, receipts: [] });
    renderScreen(<SuspensionNotice withLink />);
    const notice = await screen.findByTestId('suspension-notice');
    expect(within(notice).getByRole('heading').textContent).toBe(
      'Aviso de suspensão: o fornecimento pode ser suspenso a partir de 17/03/2026',
    );
    expect(notice.textContent).toContain('Faturas em aberto: 900001 — total de R$\u00a0123,45.');
    expect(within(notice).getByRole('link', { name: 'Ver faturas vencidas' }).getAttribute('href')).toBe('/area-cliente/conta-digital?r=v');
  });

  it('shows nothing while no notice is in force', async () => {
    const net = answer({ notice: null, receipts: [] });
    renderScreen(<SuspensionNotice />);
    await expect.poll(() => net.calls.length).toBe(1);
    expect(screen.queryByTestId('suspension-notice')).toBeNull();
  });

  it('marks the bill the notice names, shows a refused receipt with its reason and offers "Já paguei" again', async () => {
    answer({
      notice: NOTICE,
      receipts: [
        {
          numDoc: '900001',
          status: 'REFUSED',
          paymentDate: '2026-02-01',
          refusalReason: 'Valor diferente',
          label: 'Comprovante recusado: Valor diferente',
        },
      ],
    });
    renderScreen(<BillCollectionsStatus invoice={{ numDoc: '900001', status: 'PENDING' }} />);
    expect(await screen.findByText('Aviso de suspensão: o fornecimento pode ser suspenso a partir de 17/03/2026')).toBeTruthy();
    expect(screen.getByText('Comprovante recusado: Valor diferente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Já paguei a fatura 900001' })).toBeTruthy();
  });

  it('shows a receipt under review without the button, and nothing on a bill that is not overdue', async () => {
    answer({
      notice: null,
      receipts: [{ numDoc: '900002', status: 'PENDING', paymentDate: '2026-02-01', refusalReason: null, label: 'Comprovante em análise' }],
    });
    renderScreen(
      <>
        <BillCollectionsStatus invoice={{ numDoc: '900002', status: 'PENDING' }} />
        <BillCollectionsStatus invoice={{ numDoc: '900003', status: 'TO_EXPIRE' }} />
      </>,
    );
    expect(await screen.findByText('Comprovante em análise')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Já paguei/ })).toBeNull();
  });

  it('does not offer "Já paguei" to a portal administrator', async () => {
    $user.set({ role: 'admin', permissions: ['faturas.ver'] } as unknown as Me);
    const net = answer({ notice: null, receipts: [] });
    renderScreen(<BillCollectionsStatus invoice={{ numDoc: '900004', status: 'PENDING' }} />);
    await expect.poll(() => net.calls.filter((c) => c.path === STATUS).length).toBe(1);
    expect(screen.queryByRole('button', { name: /Já paguei/ })).toBeNull();
  });

  it('shows the débito automático of a bill: its date while scheduled, the bank’s reason and the other ways to pay after a failure', async () => {
    const DEBIT = '/api/collections/direct-debit?contractId=k1';
    const debit = (numDoc: string, status: string, reason: string | null) => ({
      numDoc,
      dueDate: '2026-03-19',
      debitDate: '2026-03-19',
      amountCents: 8_015,
      status,
      reason,
    });
    const net = answerNetwork((call) =>
      call.path === STATUS
        ? json(200, { data: { notice: null, receipts: [] } })
        : call.path === DEBIT
          ? json(200, {
              data: {
                company: 'Necta Gás Natural',
                banks: [],
                enrolment: null,
                canEnrol: false,
                debits: [debit('900010', 'SCHEDULED', null), debit('900011', 'FAILED', 'Débito não efetuado: saldo insuficiente')],
              },
            })
          : undefined,
    );
    renderScreen(
      <>
        <BillCollectionsStatus invoice={{ numDoc: '900010', status: 'TO_EXPIRE' }} />
        <BillCollectionsStatus invoice={{ numDoc: '900011', status: 'TO_EXPIRE' }} />
        <BillCollectionsStatus invoice={{ numDoc: '900012', status: 'TO_EXPIRE' }} />
      </>,
    );
    expect(await screen.findByText('Débito automático em 19/03')).toBeTruthy();
    expect(await screen.findByText('Débito não efetuado: saldo insuficiente. Pague pelo Pix ou pelo código de barras.')).toBeTruthy();
    expect(screen.getAllByRole('note')).toHaveLength(2);
    expect(net.calls.some((c) => c.path === DEBIT && c.method === 'GET')).toBe(true);
  });
});
