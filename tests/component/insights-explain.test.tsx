/**
 * The "Entenda sua conta" screen (docs/insights-explain.md): what the customer sees from
 * GET /api/insights/explain/:numDoc — the reading data, each line with its sentence and amount,
 * the total, the tariff applied and why the bill differs from the previous one and from the same
 * month of last year — and the server's refusal in its own words.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract, Me } from '~/lib/portal-types';
import { $selectedContract, $user } from '~/area-cliente/stores/user';
import ExplainBillScreen from '~/area-cliente/features/insights/components/explain/ExplainBillScreen';
import { answerNetwork, json, strapiError } from './helpers/network';
import { renderScreen } from './helpers/render';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;
const EXPLAIN = '/api/insights/explain/900123?contractId=k1';

/**
 * A bill of 40 m³ (informed by the customer) priced by a one-tier test tariff of R$ 5,00 per m³ and
 * R$ 10,00 a month: 40 × 5 = R$ 200,00 + R$ 10,00 = R$ 210,00; the previous bill was R$ 165,00
 * (31 m³): R$ 45,00 more.
 */
const EXPLAINED = {
  numDoc: '900123',
  referenceMonth: '2026-04',
  totalCents: 21_000,
  consumption: {
    previousReading: '1060',
    currentReading: '1100',
    previousReadingDate: '2026-03-02',
    currentReadingDate: '2026-04-02',
    days: 31,
    readingType: 'INFORMED',
    readingTypeLabel: 'leitura informada pelo cliente',
    measuredM3: '40',
    correctionFactor: '1.0183',
    correctedM3: '40.732',
  },
  segments: [
    { tariffId: '1', tariffName: 'Tarifa de teste', deliberation: 'Deliberação de teste', from: '2026-03-03', to: '2026-04-02', days: 31 },
  ],
  lines: [
    { kind: 'TIER', amountCents: 20_000, title: 'Consumo acima de 0 m³', sentence: '40 m³ nesta faixa × R$ 5,00 por m³.' },
    {
      kind: 'FIXED',
      amountCents: 1_000,
      title: 'Parte fixa',
      sentence: 'Valor mensal que cobre a disponibilidade do gás na sua casa, de R$ 10,00 por mês.',
    },
  ],
  // 40 m³ × (2,10 gas + 0,50 transport + 2,45 margin − 0,05 recovery): 84,00 + 20,00 + 98,00 − 2,00 = 200,00; fixed 10,00.
  composition: {
    available: true,
    reason: null,
    consumptionCents: 20_000,
    parts: [
      { kind: 'GAS', amountCents: 8_400, title: 'Gás natural (molécula)', sentence: 'O custo do próprio gás natural.' },
      { kind: 'TRANSPORT', amountCents: 2_000, title: 'Transporte do gás', sentence: 'O custo de trazer o gás pelos gasodutos.' },
      { kind: 'MARGIN', amountCents: 9_800, title: 'Margem da distribuidora', sentence: 'O que fica com a Necta.' },
      { kind: 'RECOVERY', amountCents: -200, title: 'Recuperação das contas gráficas', sentence: 'Nesta fatura, um desconto.' },
      { kind: 'FIXED', amountCents: 1_000, title: 'Parte fixa', sentence: 'O valor mensal fixo da tarifa.' },
    ],
  },
  previous: {
    referenceMonth: '2026-03',
    differenceCents: 4_500,
    reasons: [{ kind: 'MORE_M3', impactCents: 4_500, sentence: 'Você usou mais gás: 40 m³ contra 31 m³ em a fatura anterior.' }],
  },
  sameMonthLastYear: null,
};

describe('Entenda sua conta', () => {
  beforeEach(() => {
    $selectedContract.set(CONTRACT);
    $user.set({ role: 'client', permissions: ['faturas.ver'] } as unknown as Me);
    window.history.replaceState({}, '', '/area-cliente/entenda-sua-conta?fatura=900123');
  });
  afterEach(() => {
    cleanup();
    $selectedContract.set(null);
    $user.set(null);
    window.history.replaceState({}, '', '/');
  });

  it('shows the reading data, each line with its sentence and amount, and the total', async () => {
    answerNetwork((call) => (call.path === EXPLAIN ? json(200, EXPLAINED) : undefined));
    renderScreen(<ExplainBillScreen />);
    const table = await screen.findByRole('table', { name: 'Valores da fatura 900123' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ItemComo é calculadoValor',
      'Consumo acima de 0 m³40 m³ nesta faixa × R$ 5,00 por m³.R$\u00a0200,00',
      'Parte fixaValor mensal que cobre a disponibilidade do gás na sua casa, de R$ 10,00 por mês.R$\u00a010,00',
      // R$ 200,00 + R$ 10,00
      'Total da faturaR$\u00a0210,00',
    ]);
    const facts = screen.getByRole('region', { name: 'Sua leitura' });
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Leitura anterior: 1.060 m³ em 02/03/2026',
      'Leitura atual: 1.100 m³ em 02/04/2026',
      'Dias faturados: 31',
      'Tipo de leitura: leitura informada pelo cliente',
      'Volume medido: 40 m³',
      'Fator de correção: 1,0183',
      'Volume corrigido (faturado): 40,732 m³',
    ]);
    expect(screen.getByText('Tarifa aplicada: Tarifa de teste (Deliberação de teste), 31 dias.')).toBeTruthy();
  });

  it('shows "Composição da tarifa": what went to gas, transport, margin, contas gráficas and the fixed part, adding up to the total', async () => {
    answerNetwork((call) => (call.path === EXPLAIN ? json(200, EXPLAINED) : undefined));
    renderScreen(<ExplainBillScreen />);
    const part = await screen.findByRole('region', { name: 'Composição da tarifa' });
    expect(within(part).getByText(/como determina a Deliberação ARSESP nº 1\.151\/2021\./)).toBeTruthy();
    const table = within(part).getByRole('table', { name: 'Composição da tarifa da fatura 900123' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ItemO que éValor',
      'Gás natural (molécula)O custo do próprio gás natural.R$\u00a084,00',
      'Transporte do gásO custo de trazer o gás pelos gasodutos.R$\u00a020,00',
      'Margem da distribuidoraO que fica com a Necta.R$\u00a098,00',
      'Recuperação das contas gráficasNesta fatura, um desconto.-R$\u00a02,00',
      'Parte fixaO valor mensal fixo da tarifa.R$\u00a010,00',
      // 84,00 + 20,00 + 98,00 − 2,00 + 10,00
      'Total da faturaR$\u00a0210,00',
    ]);
  });

  it('says why the composition is not shown when the tariff was kept without it', async () => {
    const reason =
      'A tarifa desta fatura foi cadastrada sem a divisão do preço do gás entre molécula, transporte, margem da distribuidora e contas gráficas; por isso não é possível mostrar quanto foi pago por item.';
    const withoutComposition = { ...EXPLAINED, composition: { available: false, reason, consumptionCents: 20_000, parts: [] } };
    answerNetwork((call) => (call.path === EXPLAIN ? json(200, withoutComposition) : undefined));
    renderScreen(<ExplainBillScreen />);
    const part = await screen.findByRole('region', { name: 'Composição da tarifa' });
    expect(within(part).getByText(reason)).toBeTruthy();
    expect(within(part).queryByRole('table')).toBeNull();
  });

  it('says why the bill differs from the previous one, and shows no comparison without last year’s bill', async () => {
    answerNetwork((call) => (call.path === EXPLAIN ? json(200, EXPLAINED) : undefined));
    renderScreen(<ExplainBillScreen />);
    const previous = await screen.findByRole('region', { name: 'Comparada com a fatura anterior' });
    // R$ 210,00 − R$ 165,00 = R$ 45,00 more than March's bill.
    expect(within(previous).getByText('R$ 45,00 a mais (03/2026).')).toBeTruthy();
    expect(
      within(previous)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Você usou mais gás: 40 m³ contra 31 m³ em a fatura anterior.']);
    expect(screen.queryByRole('region', { name: 'Comparada com o mesmo mês do ano passado' })).toBeNull();
  });

  it('shows the server’s reason when the bill cannot be explained, and a plain message on any other failure', async () => {
    answerNetwork((call) =>
      call.path === EXPLAIN ? strapiError(409, 'Esta fatura não tem os dados de leitura necessários para ser explicada.') : undefined,
    );
    renderScreen(<ExplainBillScreen />);
    const refused = await screen.findByText('Esta fatura não tem os dados de leitura necessários para ser explicada.');
    expect(refused.getAttribute('role')).toBe('alert');
    cleanup();
    answerNetwork((call) => (call.path === EXPLAIN ? strapiError(500, 'Internal Server Error') : undefined));
    renderScreen(<ExplainBillScreen />);
    const failed = await screen.findByText('Não foi possível carregar a explicação desta fatura. Tente novamente.');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it('without a bill chosen, points to Conta digital', async () => {
    window.history.replaceState({}, '', '/area-cliente/entenda-sua-conta');
    answerNetwork(() => undefined);
    renderScreen(<ExplainBillScreen />);
    const link = await screen.findByRole('link', { name: 'Conta digital' });
    expect(link.getAttribute('href')).toBe('/area-cliente/conta-digital');
  });
});
