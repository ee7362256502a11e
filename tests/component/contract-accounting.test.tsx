/**
 * The contract cockpit's panels (issue 26 §2; docs/contract-accounting.md): what the industrial
 * client reads for a known month — the projection of today and what to do, the overrun days with
 * their penalty, the take-or-pay settlement if nothing changes, the imbalance table — computed by
 * the same pure rules the server answers with; and the screen's contract picker and CSV download.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCockpit } from '@domain/contract-accounting/cockpit';
import { termOf } from '@domain/contract-accounting/terms';
import { CockpitPanels } from '~/area-cliente/features/contract-accounting/components/CockpitPanels';
import CockpitScreen from '~/area-cliente/features/contract-accounting/components/CockpitScreen';
import { answerNetwork, json } from './helpers/network';
import { renderScreen } from './helpers/render';

vi.mock('~/lib/save-blob', () => ({ saveBlob: vi.fn() }));
// Chartist needs a real layout jsdom has not; the bars are drawn in the browser tests.
vi.mock('~/components/ui/chart/BarChart', () => ({ default: () => <div data-testid="cockpit-bars" /> }));
import { saveBlob } from '~/lib/save-blob';
import { INDUSTRIAL_TERM } from '../support/contract-accounting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** What the user reads: the text with every run of white space (the currency's no-break space too) as one space. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

const L = (m3: number) => BigInt(Math.round(m3 * 1000));

/** QDC 1 000 m³, 300 000 m³/year, ToP 80 %, SoP 70 %, tolerance 5 % × 2, band 10 % × 0,5, 250,5 ¢/m³. */
const TERM = termOf(
  {
    contractRef: 1,
    validFrom: '2026-01-01',
    validTo: null,
    qdc: null,
    ...INDUSTRIAL_TERM,
  },
  L(1000),
);

const VIEW = buildCockpit({
  terms: [TERM],
  days: [
    { date: '2026-02-27', programmed: L(900), measured: L(1000) },
    { date: '2026-03-01', programmed: L(1000), measured: L(1200) },
  ],
  today: '2026-03-02',
  month: '2026-03',
  todayProgrammed: L(1000),
  todayPartial: L(300),
  baseHour: 360,
  nowMinutes: 720,
});

describe('the panels', () => {
  it('tells today’s projected overrun with its penalty and what to do', () => {
    render(<CockpitPanels view={VIEW} />);
    const today = screen.getByTestId('painel-hoje');
    // 300 m³ in 6 h → 1 200 m³; 200 m³ above QDC × 250,5 ¢ × 2 = R$ 1.002,00
    expect(text(within(today).getByRole('row', { name: /Projeção do dia/ }))).toContain('1.200 m³');
    expect(text(within(today).getByTestId('hoje-situacao'))).toContain(
      'A projeção passa da QDC mais a tolerância: se o dia fechar assim, 200 m³ acima da QDC gerariam penalidade simulada de R$ 1.002,00. Reduza a retirada até o fim do dia de gás ou fale com a programação da Necta.',
    );
    expect(text(today)).toContain('A projeção está acima da faixa de tolerância do volume programado');
  });

  it('lists the overrun days of the month and of the contract year', () => {
    render(<CockpitPanels view={VIEW} />);
    const panel = screen.getByTestId('painel-ultrapassagem');
    expect(text(within(panel).getByTestId('ultrapassagem-resumo'))).toContain(
      '1 dia de ultrapassagem neste mês: 200 m³ acima da QDC, penalidade simulada de R$ 1.002,00.',
    );
    expect(text(within(panel).getByRole('row', { name: /01\/03\/2026/ }))).toContain('1.200 m³1.050 m³200 m³R$ 1.002,00');
    expect(text(panel)).toContain('No ano contratual (01/01/2026 a 31/12/2026): 1 dia de ultrapassagem');
  });

  it('says what the January settlement would bring and the daily volume that avoids it', () => {
    render(<CockpitPanels view={VIEW} />);
    const panel = screen.getByTestId('painel-take-or-pay');
    // 2 200 m³ in 60 days → 13 383,333 m³ in 365; SoP 255 500 − 13 383,333 = 242 116,667 m³ × 250,5 ¢ = R$ 606.502,25
    expect(text(panel)).toContain('No ritmo atual, o ano contratual fecharia com 13.383,333 m³ retirados.');
    expect(text(panel)).toContain(
      'Falta projetada de 242.116,667 m³ em relação ao mínimo: a apuração de 01/01/2027 traria R$ 606.502,25 se nada mudar.',
    );
    // (255 500 − 2 200) / 305 = 830,4918… → 830,492 m³
    expect(text(panel)).toContain('Para evitar a cobrança, retire em média 830,492 m³ por dia até 31/12/2026.');
  });

  it('shows the imbalance of each day against the band with its charge', () => {
    render(<CockpitPanels view={VIEW} />);
    const panel = screen.getByTestId('painel-desequilibrio');
    // 01/03: +200 against 100 → 100 m³ × 250,5 ¢ × 0,5 = R$ 125,25
    expect(text(within(panel).getByTestId('desequilibrio-resumo'))).toContain(
      '1 dia fora da faixa de tolerância, cobrança simulada de R$ 125,25.',
    );
    expect(text(within(panel).getByRole('row', { name: /01\/03\/2026/ }))).toContain('1.000 m³1.200 m³200 m³100 m³100 m³R$ 125,25');
  });

  it('says so when the contract has no terms yet', () => {
    const none = buildCockpit({
      terms: [],
      days: [],
      today: '2026-03-02',
      month: '2026-03',
      todayProgrammed: null,
      todayPartial: null,
      baseHour: 360,
      nowMinutes: 720,
    });
    render(<CockpitPanels view={none} />);
    expect(text(screen.getByRole('status'))).toContain('As condições contratuais deste contrato ainda não foram cadastradas');
    expect(screen.queryByTestId('painel-take-or-pay')).toBeNull();
  });
});

describe('the screen', () => {
  it('opens the first contract, and downloads the month’s overrun table as CSV', async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date());
    const net = answerNetwork((call) => {
      if (call.path === '/api/contract-accounting/contracts')
        return json(200, { data: [{ id: 'c1', consumerCode: '2100', name: 'Vidraria Teste', situation: 'ACTIVE' }] });
      if (call.path === `/api/contract-accounting/c1/cockpit?month=${month}`)
        return json(200, { data: { ...VIEW, contract: { id: 'c1', consumerCode: '2100', name: 'Vidraria Teste', situation: 'ACTIVE' } } });
      if (call.path === `/api/contract-accounting/c1/export?month=${month}&table=ultrapassagem`)
        return { status: 200, body: 'Data;Medido (m³)\r\n', contentType: 'text/csv' };
      return undefined;
    });
    renderScreen(<CockpitScreen />);
    await screen.findByTestId('painel-ultrapassagem');
    expect(text((screen.getByLabelText('Contrato industrial') as HTMLSelectElement).selectedOptions[0]!)).toBe('Vidraria Teste — 2100');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV da ultrapassagem' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), `Ultrapassagem_2100_${month}.csv`));
    expect(net.calls.some((c) => c.path.startsWith('/api/contract-accounting/c1/export'))).toBe(true);
  });
});
