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
