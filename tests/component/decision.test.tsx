/**
 * 'Decisão' (spec 03 §2.5, §7): the day's totals, the final volume of each axis with Definir /
 * Cancelar / Confirmar, and each client's final programmed volume — what the programmer sees and
 * which call goes out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionView } from '~/area-cliente/features/consumption-management/components/DecisionView';
import { answerNetwork, json, strapiError, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const USAGE = '/api/consumption-schedule/decision/get-axis-usage';

function usage(stage: string, clientsWithoutFinal = 0) {
  return {
    date: '2026-11-26',
    total: { requestedVolume: '3000', projectedVolume: '2900.5', availableVolume: '2800', finalVolume: null },
    axis: [
      {
        id: 7,
        name: 'Eixo Norte',
        finalVolume: '2800',
        stage,
        availableVolume: '2800',
        requestedVolume: '3000',
        totalAvailable: '1234.5',
        clientsWithoutFinal,
        clients: [
          {
            contractId: 'k1',
            id: 'row-1',
            name: 'Cerâmica Alfa',
            qdc: '5000',
            contract: { id: 'k1', consumerCode: '1001', sapName: 'Cerâmica Alfa Ltda', situation: 'ACTIVE', qdc: '5000' },
            consumptions: [
              { date: '2026-11-26', availableVolume: '1234.5', requestedVolume: '1300', projectedVolume: '1250', qdr: null },
              { date: '2026-11-25', availableVolume: '1200', requestedVolume: '1200', projectedVolume: '1200', qdr: '1190' },
            ],
          },
        ],
      },
    ],
  };
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, json: c.json }));

describe('Decisão', () => {
  it('shows the totals, the axis and the client timeline in pt-BR', async () => {
    answerNetwork((call) => (call.path.startsWith(USAGE) ? json(200, { data: usage('final-programming', 1) }) : undefined));
    renderScreen(<DecisionView />);
    const totals = await screen.findByTestId('decision-totals');
    expect(within(totals).getByText('Solicitado: 3.000 m³')).toBeTruthy();
    expect(within(totals).getByText('Projetado: 2.900,5 m³')).toBeTruthy();
    expect(within(totals).getByText('Volume final: Ainda faltam valores a serem somados')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /volume final 2\.800 m³/ })).toBeTruthy();
    expect(screen.getByText('Existem clientes sem final programado')).toBeTruthy();
    expect(screen.getByText('26/11/2026')).toBeTruthy();
    expect(screen.getByText('Final programado: 1.234,5 m³')).toBeTruthy();
    expect(screen.getByText('QDR: 1.190 m³')).toBeTruthy();
  });

  it('says so when the data cannot be fetched', async () => {
    answerNetwork((call) => (call.path.startsWith(USAGE) ? strapiError(500, 'Internal Server Error') : undefined));
    renderScreen(<DecisionView />);
    expect((await screen.findByText('Ocorreu um erro ao buscar os dados')).getAttribute('role')).toBe('alert');
  });

  it("'Definir' moves the axis to editing and reads the usage again", async () => {
    let stage = 'final-programming';
    const net = answerNetwork((call) => {
      if (call.path.startsWith(USAGE)) return json(200, { data: usage(stage) });
      if (call.method === 'PATCH' && call.path === '/api/consumption-schedule/decision/stage') {
        stage = 'defined-axel';
        return json(200, { data: { stage } });
      }
      return undefined;
    });
    renderScreen(<DecisionView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Definir' }));
    expect(await screen.findByLabelText('Volume de envio final (m³)')).toHaveProperty('value', '1234,5');
    expect(writes(net.calls)).toEqual([
      { method: 'PATCH', path: '/api/consumption-schedule/decision/stage', json: { axisId: 7, stage: 'defined-axel' } },
    ]);
    expect(net.calls.filter((c) => c.path.startsWith(USAGE))).toHaveLength(2);
  });

  it('confirms the final volume as a number, after asking when clients have none', async () => {
    const net = answerNetwork((call) => {
      if (call.path.startsWith(USAGE)) return json(200, { data: usage('defined-axel', 2) });
      if (call.path === '/api/consumption-schedule/decision/update-axis') return json(200, { message: 'ok' });
      return undefined;
    });
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderScreen(<DecisionView />);
    const input = await screen.findByLabelText('Volume de envio final (m³)');
    await userEvent.clear(input);
    await userEvent.type(input, '1.500,25');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(ask).toHaveBeenCalledWith('Faltam volumes a serem programados. Deseja definir o Volume de Envio Final mesmo assim?');
    expect(writes(net.calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Volume final definido com sucesso')).toBeTruthy();
    expect(writes(net.calls)).toEqual([
      { method: 'PATCH', path: '/api/consumption-schedule/decision/update-axis', json: { axisId: 7, finalVolume: 1500.25 } },
    ]);
  });

  it("a client's final volume is locked until 'Definir'", async () => {
    answerNetwork((call) => (call.path.startsWith(USAGE) ? json(200, { data: usage('final-programming') }) : undefined));
    renderScreen(<DecisionView />);
    expect(await screen.findByLabelText('Final programado (m³)')).toHaveProperty('disabled', true);
  });

  it("while editing, a client's final volume: refused when invalid, sent as typed for the API, failure told", async () => {
    let fail = false;
    const net = answerNetwork((call) => {
      if (call.path.startsWith(USAGE)) return json(200, { data: usage('defined-axel') });
      if (call.path === '/api/consumption-schedule/row-1/available-volume')
        return fail ? strapiError(400, 'Volume deve ser maior ou igual a zero') : json(200, { message: 'ok' });
      return undefined;
    });
    renderScreen(<DecisionView />);
    const input = await screen.findByLabelText('Final programado (m³)');
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Apenas números ou números com casas decimais')).toBeTruthy();
    expect(writes(net.calls)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '1.300,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Programação final atualizada com sucesso')).toBeTruthy();
    expect(writes(net.calls)).toEqual([
      { method: 'PATCH', path: '/api/consumption-schedule/row-1/available-volume', json: { availableVolume: '1300.5' } },
    ]);
    await waitFor(() => expect(input).toHaveProperty('value', ''));

    fail = true;
    await userEvent.type(input, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Falha na atualização de programação final')).toBeTruthy();
  });
});
