/**
 * The home page's current invoice, latest invoices and history chart (spec 01 §2.8) as pure
 * functions over the invoice list.
 */
import { referenceVariants } from '@domain/invoices/reference';
import { sumCents } from '@domain/invoices/money';
import type { InvoiceView } from '@domain/invoices/types';
import { saoPauloDate } from '@domain/time/sao-paulo';
import { saoPauloYear, sortInvoices } from './list';

/** How many invoices the latest-invoices list shows (the current one and five before it). */
export const LATEST_INVOICES_COUNT = 6;
/** Spec 01 §2.8: the chart shows the last 12 months, or one of the previous 4 years. */
export const HISTORY_MONTHS = 12;
export const HISTORY_PAST_YEARS = 4;
export const LAST_12_MONTHS_LABEL = 'Últimos 12 meses';

/** The current invoice: the newest by reference month (then issue date). */
export function currentInvoice<T extends InvoiceView>(invoices: readonly T[]): T | null {
  return sortInvoices(invoices, 'DESC')[0] ?? null;
}

/** The latest invoices, newest first; the first one is the current invoice. */
export function latestInvoices<T extends InvoiceView>(invoices: readonly T[], count = LATEST_INVOICES_COUNT): T[] {
  return sortInvoices(invoices, 'DESC').slice(0, count);
}

export type HistoryFilter = 'LAST_12' | number;

/** The chart's filter: the last 12 months, then the four years before the current one. */
export function historyFilterOptions(now: Date): { value: HistoryFilter; label: string }[] {
  const year = saoPauloYear(now);
  return [
    { value: 'LAST_12', label: LAST_12_MONTHS_LABEL },
    ...Array.from({ length: HISTORY_PAST_YEARS }, (_, i) => ({ value: year - 1 - i, label: String(year - 1 - i) })),
  ];
}

export interface HistoryPoint {
  /** `YYYY-MM`. */
  month: string;
  /** Axis label: 'MAR/26' for the last 12 months, 'MAR' within a year. */
  label: string;
  /** Full label for the table and tooltip: 'março/2026'. */
  longLabel: string;
  cents: number;
  /** How many invoices the month has (0: no bill that month). */
  count: number;
}

const monthKey = (i: Pick<InvoiceView, 'referenceYear' | 'referenceMonth'>) => `${i.referenceYear}-${i.referenceMonth}`;

function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function point(month: string, invoices: readonly InvoiceView[], withYear: boolean): HistoryPoint {
  const [year] = month.split('-') as [string, string];
  const name = referenceVariants(month).longMonth;
  const inMonth = invoices.filter((i) => monthKey(i) === month);
  const short = name.slice(0, 3).toLocaleUpperCase('pt-BR');
  return {
    month,
    label: withYear ? `${short}/${year.slice(2)}` : short,
    longLabel: `${name}/${year}`,
    cents: sumCents(inMonth.map((i) => i.priceCents)),
    count: inMonth.length,
  };
}

/**
 * The bars: for 'LAST_12', the 12 months ending at the current month in São Paulo at `now`
 * (spec 01 §2.8: the last 12 months — not the newest invoice's month); for a year, its 12 months.
 * Months without an invoice are bars of zero (count 0); no invoice in the span → no bars.
 */
export function historySeries(invoices: readonly InvoiceView[], filter: HistoryFilter, now: Date): HistoryPoint[] {
  if (filter === 'LAST_12') {
    const last = saoPauloDate(now).slice(0, 7);
    const series = Array.from({ length: HISTORY_MONTHS }, (_, i) => point(shiftMonth(last, i - (HISTORY_MONTHS - 1)), invoices, true));
    return series.some((p) => p.count > 0) ? series : [];
  }
  const ofYear = invoices.filter((i) => i.referenceYear === String(filter));
  if (ofYear.length === 0) return [];
  return Array.from({ length: 12 }, (_, i) => point(`${filter}-${String(i + 1).padStart(2, '0')}`, ofYear, false));
}
