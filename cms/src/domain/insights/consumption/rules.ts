/**
 * "Meu consumo" (issue 25 §2; docs/insights-consumption.md): the month-by-month series of a
 * contract's bills, the comparison with similar customers and the alert threshold. Pure: the
 * server (cms/src/portal/insights/consumption) and the client area share these rules.
 *
 * Volumes are integer litres (1 m³ = 1000 L: the bill's m³ has three decimals, so exact);
 * a cycle's average per day is litres ÷ days of the cycle (days between its reading dates),
 * rounded to the whole litre (0,001 m³).
 */

import { compareBills, mainReason } from '../explain/compare';
import type { ComparableBill, ReadingType, Reason } from '../explain/compare';

/** A bill as these rules need it. */
export interface BillVolume {
  /** AAAA-MM */
  referenceMonth: string;
  /** The bill's billed volume in integer litres. */
  litres: number;
  /** Days of the cycle (between the previous and the current reading), at least 1. */
  days: number;
  /** How the current reading was taken (issue 25 §1), when the bill says. */
  readingType?: ReadingType | null;
  /** The bill's total, when known (a projection has none). */
  totalCents?: number;
}

/** The least number of customers a comparison group must have to be shown (no one singled out). */
export const MIN_GROUP_CUSTOMERS = 10;
/** The alert's default: this many percent above the usual consumption for the month. */
export const DEFAULT_ALERT_PERCENT = 30;
export const ALERT_PERCENT_MIN = 5;
export const ALERT_PERCENT_MAX = 300;
/** Bills before the one judged that the "usual" may read when there is no same month last year. */
export const USUAL_WINDOW_BILLS = 12;
/** Least number of earlier bills for the median fallback of the "usual". */
export const USUAL_MIN_BILLS = 3;
/** The lengths the chart offers (months). */
export const SERIES_MONTHS = [12, 24] as const;
export type SeriesMonths = (typeof SERIES_MONTHS)[number];

export const INSIGHTS_CONSUMPTION_MESSAGES = {
  percentRange: `Informe um percentual inteiro entre ${ALERT_PERCENT_MIN} e ${ALERT_PERCENT_MAX}`,
  yesNo: 'Informe sim ou não',
  saved: 'Alerta de consumo salvo',
  months: 'Escolha 12 ou 24 meses',
} as const;

/** Decimal m³ text with up to three places ('12.5') → integer litres; null when not such a text. */
export function litresOf(m3: string | number | null | undefined): number | null {
  const text = typeof m3 === 'number' ? String(m3) : String(m3 ?? '').trim();
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** Litres ÷ days, rounded to the whole litre (half up). */
export const perDay = (litres: number, days: number): number => Math.round(litres / Math.max(1, days));

/** AAAA-MM moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Days of a calendar month AAAA-MM (a cycle's length when its reading dates are unknown). */
export function daysOfMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** Days between two AAAA-MM-DD reading dates (at least 1), or null when either is missing or out of order. */
export function cycleDays(previousReadingDate: string | null | undefined, currentReadingDate: string | null | undefined): number | null {
  if (!previousReadingDate || !currentReadingDate) return null;
  const days = Math.round((Date.parse(currentReadingDate.slice(0, 10)) - Date.parse(previousReadingDate.slice(0, 10))) / 86_400_000);
  return Number.isFinite(days) && days >= 1 ? days : null;
}

/** One bill per month: when a month has several bills (a corrected one), the last given wins. */
function byMonth(bills: readonly BillVolume[]): Map<string, BillVolume> {
  const map = new Map<string, BillVolume>();
  for (const bill of bills) map.set(bill.referenceMonth, bill);
  return map;
}

/** A month of the series: the bill's volume and average, and the same month a year before. */
export interface SeriesRow {
  month: string;
  litres: number | null;
  days: number | null;
  litresPerDay: number | null;
  lastYearLitres: number | null;
  lastYearLitresPerDay: number | null;
}

/**
 * The last `months` reference months up to `lastMonth` (oldest first), each with its bill (or
 * nulls when there is none) and the bill of the same month a year before.
 */
export function consumptionSeries(bills: readonly BillVolume[], lastMonth: string, months: SeriesMonths): SeriesRow[] {
  const map = byMonth(bills);
  const rows: SeriesRow[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const month = addMonths(lastMonth, -i);
    const bill = map.get(month);
    const before = map.get(addMonths(month, -12));
    rows.push({
      month,
      litres: bill?.litres ?? null,
      days: bill?.days ?? null,
      litresPerDay: bill ? perDay(bill.litres, bill.days) : null,
      lastYearLitres: before?.litres ?? null,
      lastYearLitresPerDay: before ? perDay(before.litres, before.days) : null,
    });
  }
  return rows;
}

/** The nearest-rank percentile `p` (0–100] of values (any order); null for none. */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
}

/** A group's figures for one month (litres per day of each customer's bill of that month). */
export interface GroupMonth {
  customers: number;
  /** Null when the group has fewer than MIN_GROUP_CUSTOMERS customers. */
  medianLitresPerDay: number | null;
  bestQuarterLitresPerDay: number | null;
}

/**
 * Median and best quarter (the 25th percentile: a quarter of the group uses this or less per day)
 * of the group's litres per day, by the nearest-rank method; hidden below MIN_GROUP_CUSTOMERS.
 */
export function groupMonth(litresPerDay: readonly number[]): GroupMonth {
  const customers = litresPerDay.length;
  if (customers < MIN_GROUP_CUSTOMERS) return { customers, medianLitresPerDay: null, bestQuarterLitresPerDay: null };
  return { customers, medianLitresPerDay: nearestRank(litresPerDay, 50), bestQuarterLitresPerDay: nearestRank(litresPerDay, 25) };
}

/** How the usual consumption of a bill was found. */
export type UsualBasis = 'SAME_MONTH_LAST_YEAR' | 'MEDIAN_12';

export interface Usual {
  /** Litres expected for the judged cycle's days. */
  litres: number;
  basis: UsualBasis;
}

/**
 * The usual consumption for the cycle of `month` with `days` days, from the bills before it:
 * the same month a year before, per day × days (gas use follows the season); without it, the
 * median per day of the last USUAL_WINDOW_BILLS bills (at least USUAL_MIN_BILLS) × days;
 * otherwise none (no alert can be judged).
 */
export function usualFor(history: readonly BillVolume[], month: string, days: number): Usual | null {
  const earlier = [...byMonth(history.filter((b) => b.referenceMonth < month)).values()].sort((a, b) =>
    a.referenceMonth < b.referenceMonth ? -1 : 1,
  );
  const lastYear = earlier.find((b) => b.referenceMonth === addMonths(month, -12));
  if (lastYear) return { litres: Math.round((lastYear.litres * days) / Math.max(1, lastYear.days)), basis: 'SAME_MONTH_LAST_YEAR' };
  const window = earlier.slice(-USUAL_WINDOW_BILLS);
  if (window.length < USUAL_MIN_BILLS) return null;
  const sorted = window.map((b) => b.litres / Math.max(1, b.days)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { litres: Math.round(median * days), basis: 'MEDIAN_12' };
}

/** The alert threshold in litres: `percent` % above the usual, rounded up. */
export const alertThreshold = (usualLitres: number, percent: number): number => Math.ceil((usualLitres * (100 + percent)) / 100);

/** The customer's alert choices. */
export interface AlertSettings {
  ativo: boolean;
  percentual: number;
  email: boolean;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { ativo: true, percentual: DEFAULT_ALERT_PERCENT, email: true };

/** Field errors of PUT /api/insights/consumption/alert. */
export function alertSettingsErrors(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body.ativo !== 'boolean') fields.ativo = INSIGHTS_CONSUMPTION_MESSAGES.yesNo;
  const p = body.percentual;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < ALERT_PERCENT_MIN || p > ALERT_PERCENT_MAX)
    fields.percentual = INSIGHTS_CONSUMPTION_MESSAGES.percentRange;
  if (typeof body.email !== 'boolean') fields.email = INSIGHTS_CONSUMPTION_MESSAGES.yesNo;
  return fields;
}

/** A bill (or a projection) judged against the threshold. */
export interface AlertJudgement {
  above: boolean;
  usual: Usual | null;
  thresholdLitres: number | null;
}

export function judgeAlert(history: readonly BillVolume[], bill: BillVolume, percent: number): AlertJudgement {
  const usual = usualFor(history, bill.referenceMonth, bill.days);
  if (!usual) return { above: false, usual: null, thresholdLitres: null };
  const thresholdLitres = alertThreshold(usual.litres, percent);
  return { above: bill.litres > thresholdLitres, usual, thresholdLitres };
}

/** m³ text with a decimal comma and up to three places, from litres ('1.234,5' style without grouping: '1234,5'). */
export function m3Text(litres: number): string {
  const whole = Math.trunc(litres / 1000);
  const rest = String(Math.abs(litres % 1000))
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole},${rest}` : String(whole);
}

/** The series as CSV (";" separated, decimal comma: what spreadsheets in pt-BR open as numbers). */
export function seriesCsv(rows: readonly SeriesRow[], group?: readonly (GroupMonth | null)[]): string {
  const cell = (litres: number | null) => (litres === null ? '' : m3Text(litres));
  const header = [
    'Mês de referência',
    'Consumo (m³)',
    'Dias do ciclo',
    'Média por dia (m³/dia)',
    'Mesmo mês do ano anterior (m³)',
    'Média por dia no ano anterior (m³/dia)',
    'Mediana de clientes semelhantes (m³/dia)',
    'Melhor quarto de clientes semelhantes (m³/dia)',
  ];
  const lines = rows.map((row, i) =>
    [
      `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`,
      cell(row.litres),
      row.days === null ? '' : String(row.days),
      cell(row.litresPerDay),
      cell(row.lastYearLitres),
      cell(row.lastYearLitresPerDay),
      cell(group?.[i]?.medianLitresPerDay ?? null),
      cell(group?.[i]?.bestQuarterLitresPerDay ?? null),
    ].join(';'),
  );
  return `${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** MM/AAAA of AAAA-MM. */
export const monthLabel = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** A bill as the explanation's comparison (domain/insights/explain) takes it: volume, days, reading type; no charge lines. */
const comparable = (bill: BillVolume): ComparableBill => ({
  referenceMonth: bill.referenceMonth,
  days: bill.days,
  correctedM3: m3Decimal(bill.litres),
  readingType: bill.readingType ?? null,
  totalCents: bill.totalCents ?? 0,
  lines: [],
});

/**
 * The alert's main reason in one sentence, from the explanation's comparison (`compareBills` of
 * domain/insights/explain) of the bill with the one its usual comes from (the same month last
 * year, else the previous bill): the alert is about gas, so of its reasons the one about volume
 * leads — more days in the cycle when the gas per day did not rise, else more gas per day — and an
 * estimated reading is added when the comparison names one.
 */
export function alertReason(history: readonly BillVolume[], bill: BillVolume, usual: Usual): string {
  const months = byMonth(history);
  const lastYear = months.get(addMonths(bill.referenceMonth, -12));
  const previous = [...months.values()]
    .filter((b) => b.referenceMonth < bill.referenceMonth)
    .sort((a, b) => (a.referenceMonth < b.referenceMonth ? -1 : 1))
    .at(-1);
  const reasons = compareBills(comparable(bill), previous ? comparable(previous) : null, lastYear ? comparable(lastYear) : null);
  const comparison = usual.basis === 'SAME_MONTH_LAST_YEAR' ? reasons.sameMonthLastYear : reasons.previous;
  const found = (kind: Reason['kind']) => comparison?.reasons.find((r) => r.kind === kind) ?? null;
  const usualPerDay = perDay(usual.litres, bill.days);
  const billPerDay = perDay(bill.litres, bill.days);
  const days = found('MORE_DAYS');
  const basis = usual.basis === 'SAME_MONTH_LAST_YEAR' ? 'no mesmo mês do ano anterior' : 'na fatura anterior';
  const main =
    days && billPerDay <= usualPerDay
      ? `O ciclo de leitura teve ${String(days.to)} dias, contra ${String(days.from)} dias ${basis}.`
      : `Você consumiu em média ${m3Text(billPerDay)} m³ por dia, contra ${m3Text(usualPerDay)} m³ por dia habituais${
          usual.basis === 'SAME_MONTH_LAST_YEAR' ? ' no mesmo mês do ano anterior' : ' nos últimos 12 meses'
        }.`;
  const estimated = found('ESTIMATED_READING') ?? (mainReason(comparison)?.kind === 'ESTIMATED_READING' ? mainReason(comparison) : null);
  return estimated ? `${main} A leitura desta fatura foi estimada, não lida no medidor.` : main;
}

/** The alert's notification (portal and e-mail). */
export function alertMessage(
  kind: 'BILL' | 'PROJECTION',
  bill: BillVolume,
  usual: Usual,
  thresholdLitres: number,
  percent: number,
  reason: string,
): { title: string; lines: string[] } {
  const what =
    kind === 'BILL'
      ? `A fatura de ${monthLabel(bill.referenceMonth)} registrou ${m3Text(bill.litres)} m³`
      : `A projeção da fatura de ${monthLabel(bill.referenceMonth)} indica ${m3Text(bill.litres)} m³`;
  return {
    title: kind === 'BILL' ? 'Consumo acima do habitual' : 'Projeção de consumo acima do habitual',
    lines: [
      `${what}, acima do seu limite de alerta de ${m3Text(thresholdLitres)} m³ (${percent} % acima do habitual de ${m3Text(usual.litres)} m³ para ${bill.days} dias).`,
      `Principal motivo: ${reason}`,
      'Veja o seu histórico e ajuste o alerta em Meu consumo.',
    ],
  };
}

/** Litres as the API's decimal m³ text ('12.5', '0.29'), for `formatVolume` of the client area. */
export const m3Decimal = (litres: number): string => m3Text(litres).replace(',', '.');
