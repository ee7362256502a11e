/**
 * The staff's portfolio (docs/contract-accounting.md, "Carteira") as the screen says it: the risk's
 * name and what its figure means. Pure: the screen and the component test read them.
 */
import { RISK_LABELS, type PortfolioLineView } from '@domain/contract-accounting/csv';
import { RISK_KINDS, type RiskKind } from '@domain/contract-accounting/portfolio';
import { formatDate, formatVolume } from '~/lib/format';

export type PortfolioLine = PortfolioLineView;

export const RISK_OPTIONS: { kind: RiskKind; label: string }[] = RISK_KINDS.map((kind) => ({ kind, label: RISK_LABELS[kind] }));

/** One line's situation: '2 dias acima do limite e projeção de hoje acima do limite', 'Apuração em 01/01/2027 — para evitar, …'. */
export function portfolioDetail(line: PortfolioLine): string {
  if (line.kind === 'ultrapassagem') {
    const days = line.days === 1 ? '1 dia acima do limite' : `${line.days} dias acima do limite`;
    if (!line.days) return 'Projeção de hoje acima do limite';
    return line.todayOverrun ? `${days} e projeção de hoje acima do limite` : days;
  }
  if (line.kind === 'desequilibrio') return line.days === 1 ? '1 dia fora da faixa' : `${line.days} dias fora da faixa`;
  const settlement = `Apuração em ${formatDate(line.settlementOn)}`;
  return line.dailyToAvoid === null ? settlement : `${settlement} — para evitar, ${formatVolume(line.dailyToAvoid)} por dia`;
}
