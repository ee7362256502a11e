/**
 * 'Meu consumo' (issue 25 §2; docs/insights-consumption.md): the months as a table, the usual and
 * the threshold, the comparison shown only from 10 customers, the 24-month request, the CSV and
 * the alert's choices — what the customer sees and which call goes out.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '~/lib/portal-types';
import { $selectedContract } from '~/area-cliente/stores/user';
import ConsumptionScreen from '~/area-cliente/features/insights/components/consumption/ConsumptionScreen';
import { answerNetwork, json, strapiError, type Answer, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

vi.mock('~/lib/save-blob', () => ({ saveBlob: vi.fn() }));
// Chartist needs a real layout (matchMedia, SVG sizes) jsdom has not; the bars are drawn in the browser tests.
vi.mock('~/components/ui/chart/BarChart', () => ({ default: () => <div data-testid="consumption-bars" /> }));
import { saveBlob } from '~/lib/save-blob';

const CONTRACT = { id: 'k1', consumerCode: '1001', consumerName: 'Maria', situation: 'ACTIVE' } as unknown as Contract;

const empty = { customers: 0, medianLitresPerDay: null, bestQuarterLitresPerDay: null };
function rows(months: number) {
  return Array.from({ length: months }, (_, i) => {
    const index = 2026 * 12 + 4 - (months - 1 - i); // ends at 2026-05
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { month, litres: null, days: null, litresPerDay: null, lastYearLitres: null, lastYearLitresPerDay: null, group: empty };
  });
}

function series(months: 12 | 24, groupCustomers: number) {
  const list = rows(months);
  list[list.length - 1] = {
    month: '2026-05',
    litres: 15_500,
    days: 31,
    litresPerDay: 500,
    lastYearLitres: 9_000,
    lastYearLitresPerDay: 290,
    group:
      groupCustomers >= 10
        ? { customers: groupCustomers, medianLitresPerDay: 450, bestQuarterLitresPerDay: 300 }
        : { customers: groupCustomers, medianLitresPerDay: null, bestQuarterLitresPerDay: null },
  } as never;
  return {
    data: {
      months,
      rows: list,
      group: { segment: 'RESIDENCIAL', city: 'Bauru', minCustomers: 10 },
      usual: { month: '2026-05', litres: 9_000, thresholdLitres: 11_700 },
    },
  };
}

function network(groupCustomers: number, save?: (call: Call) => Answer) {
  return answerNetwork((call) => {
    if (call.path === '/api/insights/consumption?contractId=k1&months=12') return json(200, series(12, groupCustomers));
    if (call.path === '/api/insights/consumption?contractId=k1&months=24') return json(200, series(24, groupCustomers));
    if (call.method === 'GET' && call.path === '/api/insights/consumption/alert?contractId=k1')
      return json(200, { data: { ativo: true, percentual: 30, email: true } });
    if (call.method === 'PUT' && call.path === '/api/insights/consumption/alert?contractId=k1' && save) return save(call);
    return undefined;
  });
}

describe('Meu consumo', () => {
  beforeEach(() => $selectedContract.set(CONTRACT));
  afterEach(() => {
    cleanup();
    $selectedContract.set(null);
  });

  it('shows the months as a table with the average per day, last year and the similar customers', async () => {
    network(12);
    renderScreen(<ConsumptionScreen />);
    const table = await screen.findByRole('table', { name: 'Consumo mês a mês (12 meses)' });
    const may = within(table).getByRole('row', { name: /maio de 2026/ });
    expect(
      within(may)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15,5 m³', '31', '0,5 m³/dia', '9 m³', '0,29 m³/dia', '0,45 m³/dia', '0,3 m³/dia']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByTestId('habitual').textContent).toBe(
      'Seu consumo habitual para maio de 2026 é de 9 m³; o alerta avisa acima de 11,7 m³.',
    );
    expect(screen.getByText(/Clientes semelhantes: clientes residenciais de Bauru, no mesmo mês\./)).toBeTruthy();
    expect(screen.queryByTestId('grupo-pequeno')).toBeNull();
  });

  it('says the comparison needs at least 10 customers when the group is smaller', async () => {
    network(9);
    renderScreen(<ConsumptionScreen />);
    const table = await screen.findByRole('table', { name: 'Consumo mês a mês (12 meses)' });
    const may = within(table).getByRole('row', { name: /maio de 2026/ });
    expect(
      within(may)
        .getAllByRole('cell')
        .slice(5)
        .map((c) => c.textContent),
    ).toEqual(['Menos de 10 clientes', 'Menos de 10 clientes']);
    expect(screen.getByTestId('grupo-pequeno').textContent).toBe(
      'A comparação só aparece nos meses em que pelo menos 10 clientes formam o grupo, para que ninguém possa ser identificado.',
    );
  });

  it('asks for 24 months and downloads the CSV of what it shows', async () => {
    const net = network(12);
    renderScreen(<ConsumptionScreen />);
    await screen.findByRole('table', { name: 'Consumo mês a mês (12 meses)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Últimos 24 meses');
    const table = await screen.findByRole('table', { name: 'Consumo mês a mês (24 meses)' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(net.calls.map((c) => c.path)).toContain('/api/insights/consumption?contractId=k1&months=24');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('meu-consumo-24-meses.csv');
    const text = await (blob as Blob).text();
    expect(text).toContain('Mês de referência;Consumo (m³);Dias do ciclo;Média por dia (m³/dia)');
    expect(text).toContain('05/2026;15,5;31;0,5;9;0,29;0,45;0,3\r\n');
  });

  it('saves the alert choices and shows the server refusal', async () => {
    let answer: Answer = json(200, { data: { ativo: true, percentual: 50, email: false }, message: 'Alerta de consumo salvo' });
    const net = network(12, () => answer);
    renderScreen(<ConsumptionScreen />);
    const percent = await screen.findByRole('spinbutton', { name: 'Percentual acima do habitual (%)' });
    expect((percent as HTMLInputElement).value).toBe('30');
    await userEvent.clear(percent);
    await userEvent.type(percent, '50');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Avisar também por e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(await screen.findByText('Alerta de consumo salvo')).toBeTruthy();
    const put = net.calls.find((c) => c.method === 'PUT');
    expect(put?.json).toEqual({ ativo: true, percentual: 50, email: false });

    answer = strapiError(400, 'Informe um percentual inteiro entre 5 e 300');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    await waitFor(() => expect(screen.getByText('Informe um percentual inteiro entre 5 e 300')).toBeTruthy());
  });

  it('refuses a percent out of range before sending', async () => {
    const net = network(12);
    renderScreen(<ConsumptionScreen />);
    const percent = await screen.findByRole('spinbutton', { name: 'Percentual acima do habitual (%)' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(await screen.findByText('Informe um percentual inteiro entre 5 e 300')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
