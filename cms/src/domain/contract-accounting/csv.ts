/**
 * The cockpit's day tables as CSV rows (PORTAL-API.md §27 export; the screen's "Baixar CSV"
 * buttons download the same file): pt-BR dates and decimal commas, money in reais with 2 decimals.
 */
import type { CockpitView } from './cockpit';

export const COCKPIT_TABLES = ['ultrapassagem', 'desequilibrio'] as const;
export type CockpitTable = (typeof COCKPIT_TABLES)[number];

export const isCockpitTable = (value: unknown): value is CockpitTable =>
  typeof value === 'string' && (COCKPIT_TABLES as readonly string[]).includes(value);

/** A real month `YYYY-MM` (01–12, year 2000–2099). */
export const isCockpitMonth = (value: unknown): value is string => typeof value === 'string' && /^20\d{2}-(0[1-9]|1[0-2])$/.test(value);

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const dec = (m3: string) => m3.replace('.', ',');
/** Integer cents → '1234,56' (no float: whole and remainder apart). */
export const reais = (cents: number) => `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, '0')}`;

/** The header and one row per day of the chosen table. */
export function cockpitTableRows(view: CockpitView, table: CockpitTable): string[][] {
  if (table === 'ultrapassagem')
    return [
      ['Data', 'Medido (m³)', 'QDC (m³)', 'Limite com tolerância (m³)', 'Volume acima da QDC (m³)', 'Penalidade simulada (R$)'],
      ...view.overrun.month.days.map((d) => [br(d.date), dec(d.measured), dec(d.qdc), dec(d.limit), dec(d.over), reais(d.penaltyCents)]),
    ];
  return [
    [
      'Data',
      'Programado (m³)',
      'Medido (m³)',
      'Diferença (m³)',
      'Faixa de tolerância (m³)',
      'Fora da faixa (m³)',
      'Cobrança do dia (R$)',
      'Diferença acumulada (m³)',
      'Faixa acumulada (m³)',
      'Cobrança acumulada (R$)',
    ],
    ...view.imbalance.days.map((d) => [
      br(d.date),
      dec(d.programmed),
      dec(d.measured),
      dec(d.difference),
      dec(d.band),
      dec(d.outside),
      reais(d.chargeCents),
      dec(d.cumulativeDifference),
      dec(d.cumulativeBand),
      reais(d.cumulativeChargeCents),
    ]),
  ];
}

/** One line of the staff's portfolio as the API answers it (PORTAL-API.md §31). */
export interface PortfolioLineView {
  contract: { id: string; consumerCode: string; name: string };
  kind: 'ultrapassagem' | 'take-or-pay' | 'desequilibrio';
  volume: string;
  amountCents: number;
  days: number;
  todayOverrun: boolean;
  settlementOn: string | null;
  dailyToAvoid: string | null;
}

export const RISK_LABELS: Record<PortfolioLineView['kind'], string> = {
  ultrapassagem: 'Ultrapassagem',
  'take-or-pay': 'Take-or-pay',
  desequilibrio: 'Desequilíbrio',
};

/** What a line's figure says, in a cell ('3 dias acima do limite e projeção de hoje acima do limite'; no `;`, the CSV's separator). */
export function riskDetail(line: PortfolioLineView): string {
  if (line.kind === 'ultrapassagem') {
    const days = line.days === 1 ? '1 dia acima do limite' : `${line.days} dias acima do limite`;
    if (!line.days) return 'Projeção de hoje acima do limite';
    return line.todayOverrun ? `${days} e projeção de hoje acima do limite` : days;
  }
  if (line.kind === 'desequilibrio') return line.days === 1 ? '1 dia fora da faixa' : `${line.days} dias fora da faixa`;
  const avoid = line.dailyToAvoid === null ? '' : ` — para evitar, ${dec(line.dailyToAvoid)} m³ por dia`;
  return `Apuração em ${br(line.settlementOn!)}${avoid}`;
}

/** The portfolio as CSV rows: the header and one row per line, in the answer's order. */
export function portfolioTableRows(lines: readonly PortfolioLineView[]): string[][] {
  return [
    ['Cliente', 'Contrato', 'Risco', 'Volume (m³)', 'Valor simulado (R$)', 'Situação'],
    ...lines.map((l) => [
      l.contract.name,
      l.contract.consumerCode,
      RISK_LABELS[l.kind],
      dec(l.volume),
      reais(l.amountCents),
      riskDetail(l),
    ]),
  ];
}
