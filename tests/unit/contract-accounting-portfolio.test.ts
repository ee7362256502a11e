/**
 * The staff's portfolio and the cockpit's alerts (issue 26 §2–§3; docs/contract-accounting.md,
 * "Carteira" and "Alertas"): two contracts worked out by hand on a fixed `today`, 2026-03-10 at
 * 12:00 (gas day from 06:00, so 360 minutes elapsed).
 *
 * Terms of both: QDC 10 000 m³, 3 000 000 m³/year, ToP 80 % annual, SoP 70 %, overrun tolerance
 * 5 % × 2, band 10 % × 0,5, tariff 250,5 ¢/m³, contract year from 1 January.
 */
import { describe, expect, it } from 'vitest';
import { alertDecisions } from '../../cms/src/domain/contract-accounting/alerts';
import { portfolioTableRows, type PortfolioLineView } from '../../cms/src/domain/contract-accounting/csv';
import {
  monthFigures,
  monthRisks,
  parseRiskKinds,
  portfolioOf,
  riskLines,
  type RiskLine,
} from '../../cms/src/domain/contract-accounting/portfolio';
import { todayFigures, type DayFigures } from '../../cms/src/domain/contract-accounting/rules';
import { termOf, termOn, type TermRow } from '../../cms/src/domain/contract-accounting/terms';
import { volumeText } from '../../cms/src/domain/consumption/volumes';
import { addDays } from '../../cms/src/domain/time/sao-paulo';
import { TERM_RULES } from '../support/contract-accounting';

const L = (m3: number) => BigInt(Math.round(m3 * 1000));
const TODAY = '2026-03-10';
const NBSP = '\u00a0';

const ROW: TermRow = {
  contractRef: 1,
  validFrom: '2025-01-01',
  validTo: null,
  qdc: '10000',
  monthlyVolume: '250000',
  annualVolume: '3000000',
  ...TERM_RULES,
};
const TERMS = [termOf(ROW, L(0))];

function flat(from: string, to: string, measured: number, programmed: number | null): DayFigures[] {
  const out: DayFigures[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    out.push({ date: d, measured: L(measured), programmed: programmed === null ? null : L(programmed) });
  return out;
}

/** A: 6 000 m³ a day since 1 January, nothing programmed; no data today. */
const A_DAYS = flat('2026-01-01', '2026-03-09', 6000, null);
/** B: 9 000 m³ programmed and measured a day, but 11 000 measured on 05/03 and 7 000 on 06/03; today 3 000 m³ by 12:00. */
const B_DAYS = flat('2026-01-01', '2026-03-09', 9000, 9000).map((d) =>
  d.date === '2026-03-05' ? { ...d, measured: L(11000) } : d.date === '2026-03-06' ? { ...d, measured: L(7000) } : d,
);
const today = (partial: number | null) =>
  todayFigures(TERMS, { date: TODAY, programmed: L(9000), partial: partial === null ? null : L(partial), baseHour: 360, nowMinutes: 720 });

const A = { id: 'a', consumerCode: '1001', name: 'Alfa Cerâmica' };
const B = { id: 'b', consumerCode: '1002', name: 'Beta Vidros' };
const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
const view = (l: RiskLine<typeof A>): PortfolioLineView => ({
  contract: l.contract,
  kind: l.kind,
  volume: volumeText(l.volume),
  amountCents: Number(l.amountCents),
  days: l.days,
  todayOverrun: l.todayOverrun,
  settlementOn: l.settlementOn,
  dailyToAvoid: l.dailyToAvoid === null ? null : volumeText(l.dailyToAvoid),
});

const lines = () => [
  ...riskLines(A, monthRisks(monthFigures(TERMS, A_DAYS, TODAY)), today(null)),
  ...riskLines(B, monthRisks(monthFigures(TERMS, B_DAYS, TODAY)), today(3000)),
];

describe('the portfolio of the month', () => {
  it("lists each contract's risks with the amounts worked by hand, largest first", () => {
    const out = portfolioOf(lines(), [], byName).map(view);
    expect(out.map((l) => [l.contract.name, l.kind, l.volume, l.amountCents])).toEqual([
      // A: 68 closed days × 6 000 = 408 000; at that pace 2 190 000 in the year; SoP 10 000 × 70 % × 365 = 2 555 000
      // (ToP 2 400 000) → shortfall 365 000 m³ × 250,5 ¢ = 91 432 500 ¢.
      ['Alfa Cerâmica', 'take-or-pay', '365000', 91_432_500],
      // B: 05/03 is 1 000 m³ over QDC (11 000 > 10 500) × 250,5 × 2 = 501 000 ¢; today 3 000 × 1440/360 = 12 000
      // projected, 2 000 over QDC → 1 002 000 ¢. Total 3 000 m³, 1 503 000 ¢.
      ['Beta Vidros', 'ultrapassagem', '3000', 1_503_000],
      // B: 05/03 +2 000 and 06/03 −2 000 against a band of 900 → 1 100 m³ outside each × 250,5 × 0,5 = 137 775 ¢ each.
      ['Beta Vidros', 'desequilibrio', '2200', 275_550],
    ]);
    expect(out[0]).toMatchObject({ settlementOn: '2027-01-01', dailyToAvoid: '7228.957', days: 0 });
    // (2 555 000 − 408 000) / 297 remaining days = 7 228,956 2… → rounded up to the litre.
    expect(out[1]).toMatchObject({ days: 1, todayOverrun: true });
    expect(out[2]).toMatchObject({ days: 2, todayOverrun: false });
  });

  it('filters by risk kind and keeps the order by amount', () => {
    expect(portfolioOf(lines(), ['desequilibrio'], byName).map((l) => [l.contract.name, l.kind])).toEqual([
      ['Beta Vidros', 'desequilibrio'],
    ]);
    expect(portfolioOf(lines(), ['desequilibrio', 'ultrapassagem'], byName).map((l) => l.kind)).toEqual(['ultrapassagem', 'desequilibrio']);
  });

  it('puts equal amounts in the order of the contracts given (by name)', () => {
    const same = [
      ...riskLines(B, monthRisks(monthFigures(TERMS, A_DAYS, TODAY)), null),
      ...riskLines(A, monthRisks(monthFigures(TERMS, A_DAYS, TODAY)), null),
    ];
    expect(portfolioOf(same, [], byName).map((l) => l.contract.name)).toEqual(['Alfa Cerâmica', 'Beta Vidros']);
  });

  it('counts only the overrun of today when no closed day passed the limit', () => {
    const calm = flat('2026-01-01', '2026-03-09', 9000, 9000);
    const out = riskLines(B, monthRisks(monthFigures(TERMS, calm, TODAY)), today(3000));
    expect(out.map((l) => [l.kind, volumeText(l.volume), Number(l.amountCents), l.days])).toEqual([
      ['ultrapassagem', '2000', 1_002_000, 0],
    ]);
  });

  it('has no line for a contract without risk (today within the limit)', () => {
    const calm = flat('2026-01-01', '2026-03-09', 9000, 9000);
    // 2 500 × 4 = 10 000 m³ projected: at QDC, within the tolerance.
    expect(riskLines(B, monthRisks(monthFigures(TERMS, calm, TODAY)), today(2500))).toEqual([]);
  });

  it('reads the kind filter: empty is all, unknown kinds are refused', () => {
    expect(parseRiskKinds(undefined)).toEqual([]);
    expect(parseRiskKinds('take-or-pay,ultrapassagem')).toEqual(['take-or-pay', 'ultrapassagem']);
    expect(parseRiskKinds('take-or-pay,multa')).toBeNull();
    expect(parseRiskKinds(['ultrapassagem'])).toBeNull();
  });

  it('gives the CSV with decimal commas and money in reais', () => {
    const rows = portfolioTableRows(portfolioOf(lines(), [], byName).map(view));
    expect(rows).toEqual([
      ['Cliente', 'Contrato', 'Risco', 'Volume (m³)', 'Valor simulado (R$)', 'Situação'],
      ['Alfa Cerâmica', '1001', 'Take-or-pay', '365000', '914325,00', 'Apuração em 01/01/2027 — para evitar, 7228,957 m³ por dia'],
      ['Beta Vidros', '1002', 'Ultrapassagem', '3000', '15030,00', '1 dia acima do limite e projeção de hoje acima do limite'],
      ['Beta Vidros', '1002', 'Desequilíbrio', '2200', '2755,50', '2 dias fora da faixa'],
    ]);
  });
});

describe('the alerts', () => {
  const facts = (ref: number, code: string, days: DayFigures[], partial: number | null) => {
    const month = monthFigures(TERMS, days, TODAY);
    return {
      contractRef: ref,
      consumerCode: code,
      today: TODAY,
      term: termOn(TERMS, TODAY),
      todayFigures: today(partial),
      takeOrPay: month.takeOrPay,
      imbalance: month.imbalance,
    };
  };

  it("warns of today's projection above QDC + tolerance, once a day, and of the imbalance outside the band, once a month", () => {
    const out = alertDecisions(facts(2, '1002', B_DAYS, 3000));
    expect(out.map((d) => [d.key, d.title])).toEqual([
      ['ultrapassagem:2:2026-03-10', 'Projeção de hoje acima da QDC'],
      ['desequilibrio:2:2026-03', 'Desequilíbrio fora da faixa de tolerância'],
    ]);
    expect(out[0]!.lines).toEqual([
      'Contrato 1002: a projeção do consumo de hoje (10/03/2026) é de 12.000 m³, acima do limite de 10.500 m³ (QDC de 10.000 m³ mais 5 % de tolerância).',
      `Se o dia fechar assim, serão 2.000 m³ acima da QDC, com penalidade de ultrapassagem simulada de R$${NBSP}10.020,00.`,
      'O que fazer: reduza a retirada de gás até o fim do dia gás para ficar dentro do limite. Se a sua operação precisar de mais gás, fale com a programação de gás da Necta antes de ultrapassar a QDC.',
    ]);
    expect(out[1]!.lines.slice(0, 2)).toEqual([
      'Contrato 1002: em 05/03/2026 o volume medido (11.000 m³) ficou fora da faixa de 10 % em torno do programado (9.000 m³): 1.100 m³ fora da faixa.',
      `Neste mês, até ontem, 2 dias fora da faixa somam cobrança simulada de R$${NBSP}2.755,50.`,
    ]);
  });

  it('warns of a likely take-or-pay shortfall with the figure and the daily volume that avoids it, once a month', () => {
    const out = alertDecisions(facts(1, '1001', A_DAYS, null));
    expect(out.map((d) => d.key)).toEqual(['take-or-pay:1:2026-03']);
    expect(out[0]!.lines).toEqual([
      'Contrato 1001: no ritmo atual, o volume projetado até 31/12/2026 é de 2.190.000 m³, abaixo do mínimo de 2.555.000 m³ (ship-or-pay).',
      `A falta projetada é de 365.000 m³; a apuração de 01/01/2027 traria R$${NBSP}914.325,00.`,
      'O que fazer: para evitar a cobrança, retire em média 7.228,957 m³ por dia até 31/12/2026 e programe esses volumes na Programação de consumo.',
    ]);
  });

  it('says nothing when the projection is within the limit, the pace reaches the minimum and every day is in the band', () => {
    expect(alertDecisions(facts(2, '1002', flat('2026-01-01', '2026-03-09', 9000, 9000), 2500))).toEqual([]);
  });

  it('says nothing for a contract without terms in force today', () => {
    expect(alertDecisions({ ...facts(1, '1001', A_DAYS, 3000), term: null })).toEqual([]);
  });
});
