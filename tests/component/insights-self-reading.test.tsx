/**
 * The self-reading screen (docs/insights-self-reading.md): what the customer sees from
 * GET /api/insights/self-reading, the question when the server finds the reading out of the
 * expected range and the confirmed send, and the contest of an estimated bill — which calls go out.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract, Me } from '~/lib/portal-types';
import { $selectedContract, $user } from '~/area-cliente/stores/user';
import SelfReadingScreen from '~/area-cliente/features/insights/components/self-reading/SelfReadingScreen';
import { answerNetwork, json, strapiError, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;
const STATE = '/api/insights/self-reading?contractId=k1';
const SEND = '/api/insights/self-reading?contractId=k1';
const OUT_OF_RANGE =
  'A leitura informada está fora do esperado para o seu histórico de consumo. Confira os números e confirme o envio: a leitura será analisada pela nossa equipe.';

const state = (over: Record<string, unknown> = {}) => ({
  window: { readingDate: '2026-04-02', opensOn: '2026-03-28', closesOn: '2026-04-02', open: true },
  lastReading: { reading: '1060', date: '2026-03-02' },
  current: null,
  readings: [],
  contestable: [],
  projection: null,
  ...over,
});

const sent = (status: 'ACCEPTED' | 'RECEIVED', kind: 'CYCLE' | 'CONTEST' = 'CYCLE') => ({
  data: {
    protocol: 'LEI-2026-0123456789',
    kind,
    reading: '1200',
    readOn: '2026-03-30',
    cycleReadingDate: '2026-04-02',
    consumedM3: '140',
    rollover: false,
    status,
    statusLabel: status === 'ACCEPTED' ? 'Aceita' : 'Recebida (em análise)',
    refusalReason: null,
    numDoc: kind === 'CONTEST' ? '900001' : null,
  },
  message: 'Leitura recebida. Ela será analisada pela nossa equipe e avisaremos o resultado.',
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'medidor.png', { type: 'image/png' });

describe('self-reading screen', () => {
  beforeEach(() => {
    $selectedContract.set(CONTRACT);
    $user.set({ role: 'client', permissions: ['faturas.ver'] } as unknown as Me);
  });
  afterEach(() => {
    cleanup();
    $selectedContract.set(null);
    $user.set(null);
  });

  it('shows the cycle and says the window is closed, without the form', async () => {
    answerNetwork((call) =>
      call.path === STATE
        ? json(200, { data: state({ window: { readingDate: '2026-04-02', opensOn: '2026-03-28', closesOn: '2026-04-02', open: false } }) })
        : undefined,
    );
    renderScreen(<SelfReadingScreen />);
    expect(await screen.findByText('A autoleitura está fechada. Ela abre alguns dias antes da data de leitura do seu ciclo.')).toBeTruthy();
    expect(screen.getByText(/Data de leitura do ciclo:/).textContent).toBe(
      'Data de leitura do ciclo: 02/04/2026. A autoleitura fica aberta de 28/03/2026 a 02/04/2026.',
    );
    expect(screen.getByText('Última leitura: 1.060 m³ em 02/03/2026.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Informar a leitura do medidor' })).toBeNull();
  });

  it('shows the next bill projected, line by line, with its total', async () => {
    answerNetwork((call) =>
      call.path === STATE
        ? json(200, {
            data: state({
              projection: {
                periodStart: '2026-03-02',
                periodEnd: '2026-04-02',
                days: 31,
                elapsedDays: 28,
                consumedM3: '25',
                projectedM3: '27.679',
                basis: 'INFORMED',
                correctedM3: '27.679',
                bill: {
                  lines: [
                    {
                      kind: 'TIER',
                      title: 'Consumo acima de 0 m³',
                      sentence: '27,679 m³ nesta faixa × R$ 5,00 por m³.',
                      amountCents: 13_840,
                    },
                    {
                      kind: 'FIXED',
                      title: 'Parte fixa',
                      sentence: 'Valor mensal que cobre a disponibilidade do gás na sua casa, de R$ 10,00 por mês.',
                      amountCents: 1_000,
                    },
                  ],
                  totalCents: 14_840,
                },
              },
            }),
          })
        : undefined,
    );
    renderScreen(<SelfReadingScreen />);
    expect((await screen.findByText(/Consumo projetado de/)).textContent).toBe(
      'Consumo projetado de 02/03/2026 a 02/04/2026 (31 dias): 27,679 m³.',
    );
    expect(screen.getByText('Calculado pela sua leitura: 25 m³ em 28 dias desde a última leitura da fatura.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Fatura projetada (27,679 m³ corrigidos)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ItemComo é calculadoValor',
      'Consumo acima de 0 m³27,679 m³ nesta faixa × R$ 5,00 por m³.R$\u00a0138,40',
      'Parte fixaValor mensal que cobre a disponibilidade do gás na sua casa, de R$ 10,00 por mês.R$\u00a010,00',
      'Total projetadoR$\u00a0148,40',
    ]);
  });

  it('asks to confirm a reading the server finds out of range, then sends it with confirm=true', async () => {
    const sends: Call[] = [];
    answerNetwork((call) => {
      if (call.method === 'GET' && call.path === STATE) return json(200, { data: state() });
      if (call.method === 'POST' && call.path === SEND) {
        sends.push(call);
        return call.form?.get('confirm') === 'true' ? json(200, sent('RECEIVED')) : strapiError(409, OUT_OF_RANGE);
      }
      return undefined;
    });
    renderScreen(<SelfReadingScreen />);
    const form = await screen.findByRole('form', { name: 'Informar a leitura do medidor' });
    await userEvent.type(within(form).getByLabelText('Leitura do medidor (m³)'), '1200');
    await userEvent.upload(within(form).getByLabelText('Foto do medidor (JPG ou PNG, até 5 MB)'), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar leitura' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(OUT_OF_RANGE);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar e enviar' }));
    expect(await screen.findByText('Leitura recebida. Ela será analisada pela nossa equipe e avisaremos o resultado.')).toBeTruthy();
    expect(sends).toHaveLength(2);
    expect(sends.map((c) => [c.form?.get('reading'), c.form?.get('confirm')])).toEqual([
      ['1200', 'false'],
      ['1200', 'true'],
    ]);
    expect((sends[1]!.form?.get('file') as File).name).toBe('medidor.png');
  });

  it('contests a bill issued from an estimated reading', async () => {
    const contests: Call[] = [];
    answerNetwork((call) => {
      if (call.method === 'GET' && call.path === STATE)
        return json(200, { data: state({ contestable: [{ numDoc: '900001', readOn: '2026-03-02', reading: '1060', consumedM3: '30' }] }) });
      if (call.method === 'POST' && call.path === '/api/insights/invoices/900001/contest?contractId=k1') {
        contests.push(call);
        return json(200, {
          ...sent('RECEIVED', 'CONTEST'),
          message: 'Contestação registrada. Vamos analisar a leitura e avisar você do resultado.',
        });
      }
      return undefined;
    });
    renderScreen(<SelfReadingScreen />);
    const form = await screen.findByRole('form', { name: 'Contestar a leitura estimada' });
    expect(screen.getByRole('combobox', { name: 'Fatura' }).textContent).toBe('900001 — leitura estimada 1.060 m³ em 02/03/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar contestação' }));
    expect(within(form).getByText('Informe a leitura do medidor.')).toBeTruthy();
    expect(within(form).getByText('Anexe a foto do medidor.')).toBeTruthy();
    expect(contests).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Leitura do medidor (m³)'), '1045,5');
    await userEvent.upload(within(form).getByLabelText('Foto do medidor (JPG ou PNG, até 5 MB)'), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar contestação' }));
    expect(await screen.findByText('Contestação registrada. Vamos analisar a leitura e avisar você do resultado.')).toBeTruthy();
    expect(contests).toHaveLength(1);
    expect(contests[0]!.form?.get('reading')).toBe('1045,5');
  });
});
