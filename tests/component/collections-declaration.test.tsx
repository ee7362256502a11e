/**
 * 'Declaração de quitação' (Lei nº 12.007/2009; docs/collections-declaration.md): each year with
 * its state and explanation, the download only where there is a declaration (which call goes out),
 * the code once issued, a failure's toast, and the staff member without a service.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract, Me } from '~/lib/portal-types';
import { $selectedContract, $user } from '~/area-cliente/stores/user';
import DeclarationScreen from '~/area-cliente/features/collections/components/declaration/DeclarationScreen';
import { answerNetwork, json, strapiError } from './helpers/network';
import { renderScreen } from './helpers/render';

vi.mock('~/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const CONTRACT = { id: 'k-1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;

const years = (code: string | null) => ({
  data: [
    {
      year: 2025,
      state: 'UNAVAILABLE',
      billedMonths: [1, 2, 3],
      excludedMonths: [],
      unpaidMonths: [3],
      explanation: 'Sem declaração: há fatura não paga com vencimento em março. Quite os débitos do ano para obter a declaração.',
      code: null,
    },
    {
      year: 2024,
      state: 'FULL',
      billedMonths: [1, 2, 3],
      excludedMonths: [],
      unpaidMonths: [],
      explanation: 'Todas as faturas do ano foram pagas.',
      code,
    },
  ],
});

describe('Declaração de quitação', () => {
  beforeEach(() => {
    $user.set({ id: 1, role: 'client', permissions: ['faturas.ver'] } as unknown as Me);
    $selectedContract.set(CONTRACT);
  });
  afterEach(() => {
    cleanup();
    $user.set(null);
    $selectedContract.set(null);
  });

  it('lists the years, downloads only a declared one and then shows its code', async () => {
    let issued: string | null = null;
    const net = answerNetwork((call) => {
      if (call.path.startsWith('/api/collections/declarations?')) return json(200, years(issued));
      if (call.path.startsWith('/api/collections/declarations/2024/download')) {
        issued = '0123-4567-89AB-CDEZ';
        return { status: 200, body: '%PDF-1.4', contentType: 'application/pdf' };
      }
      return undefined;
    });
    renderScreen(<DeclarationScreen />);
    const table = await screen.findByRole('table', { name: 'Declarações por ano' });
    const [, refused, full] = within(table).getAllByRole('row');
    expect(within(refused!).getByText('Indisponível')).toBeTruthy();
    expect(
      within(refused!).getByText(
        'Sem declaração: há fatura não paga com vencimento em março. Quite os débitos do ano para obter a declaração.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Baixar PDF da declaração de 2025' })).toBeNull();
    expect(within(full!).getByText('Gerado ao baixar')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF da declaração de 2024' }));
    expect(await within(full!).findByText('0123-4567-89AB-CDEZ')).toBeTruthy();
    expect(net.calls.map((c) => c.path)).toEqual([
      '/api/collections/declarations?contractId=k-1',
      '/api/collections/declarations/2024/download?contractId=k-1',
      '/api/collections/declarations?contractId=k-1',
    ]);
  });

  it('a failed download shows its toast', async () => {
    answerNetwork((call) => {
      if (call.path.startsWith('/api/collections/declarations?')) return json(200, years(null));
      if (call.path.includes('/download')) return strapiError(500, 'Internal Server Error');
      return undefined;
    });
    renderScreen(<DeclarationScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar PDF da declaração de 2024' }));
    expect(await screen.findByText('Não foi possível baixar a declaração. Tente novamente.')).toBeTruthy();
  });

  it('a contract without ended years says there is no declaration yet', async () => {
    answerNetwork((call) => (call.path.startsWith('/api/collections/declarations?') ? json(200, { data: [] }) : undefined));
    renderScreen(<DeclarationScreen />);
    expect(await screen.findByText('Este contrato não tem faturas em anos encerrados: ainda não há declaração de quitação.')).toBeTruthy();
  });

  it('an attendant without a started service is told to start one, and nothing is asked', async () => {
    $user.set({ id: 2, role: 'attendant-only', permissions: ['faturas.ver'] } as unknown as Me);
    $selectedContract.set(null);
    const net = answerNetwork(() => undefined);
    renderScreen(<DeclarationScreen />);
    expect(screen.getByText('Inicie um atendimento para acessar os dados do cliente.')).toBeTruthy();
    expect(net.calls).toHaveLength(0);
  });
});
