/**
 * 'Todas as faturas' (spec 01 §2.1, §5, §9) as pure functions: the filters, the order, the
 * pages and the empty state of the list.
 */
import { isOpen } from '@domain/invoices/status';
import type { InvoiceView } from '@domain/invoices/types';
import { isoFromBrDate } from '@domain/invoices/reference';
import { yearInSaoPaulo } from '~/lib/format';
import { pageCount, pageSlice } from '~/lib/pagination';

/** Spec 01 §9: invoice page size 12 (and 12 skeleton rows while loading). */
export const INVOICE_PAGE_SIZE = 12;
/** Spec 01 §9: the year filter covers 4 years (the current one and the three before it). */
export const YEAR_FILTER_SPAN = 4;

export type StatusFilter = 'ALL' | 'PAID' | 'PENDING';
export type SortOrder = 'DESC' | 'ASC';
export type YearFilter = 'ALL' | number;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'Todas' },
  { value: 'PAID', label: 'Pagas' },
  { value: 'PENDING', label: 'Pendentes' },
];

export const SORT_ORDERS: readonly { value: SortOrder; label: string }[] = [
  { value: 'DESC', label: 'Mais recentes' },
  { value: 'ASC', label: 'Mais antigas' },
];

export const ALL_YEARS_LABEL = 'Todos os anos';

export const EMPTY_STATES = {
  notFound: { title: 'Fatura não encontrada', text: 'Essa fatura não está em nossa base de dados. Por favor, tente novamente.' },
  none: { title: 'Nenhuma fatura disponível' },
} as const;

/** 'Possui n faturas vencidas'. */
export const overdueFlag = (count: number) => `Possui ${count} faturas vencidas`;

/** The year in America/Sao_Paulo at `now`. */
export function saoPauloYear(now: Date): number {
  return yearInSaoPaulo(now);
}

/** The years of the filter: the current one first, then the three before it. */
export function yearOptions(now: Date, span = YEAR_FILTER_SPAN): number[] {
  const year = saoPauloYear(now);
  return Array.from({ length: span }, (_, i) => year - i);
}

/** `r=v` preselects the Pending filter (spec 01 §2). */
export function initialStatusFilter(search: string): StatusFilter {
  return new URLSearchParams(search).get('r') === 'v' ? 'PENDING' : 'ALL';
}

export function matchesStatus(invoice: Pick<InvoiceView, 'status'>, filter: StatusFilter): boolean {
  if (filter === 'PAID') return invoice.status === 'PAYED';
  if (filter === 'PENDING') return isOpen(invoice.status);
  return true;
}

/** Spec 01 §5: substring match on the invoice number (digits as typed, spaces ignored). */
export function matchesNumber(invoice: Pick<InvoiceView, 'numDoc'>, query: string): boolean {
  const q = query.replace(/\s+/g, '');
  return q === '' || invoice.numDoc.includes(q);
}

/** Chronological key: reference month, then issue date. */
export function invoiceOrderKey(invoice: Pick<InvoiceView, 'referenceYear' | 'referenceMonth' | 'docDate'>): string {
  return `${invoice.referenceYear}-${invoice.referenceMonth}|${isoFromBrDate(invoice.docDate) ?? ''}`;
}

export function sortInvoices<T extends Pick<InvoiceView, 'referenceYear' | 'referenceMonth' | 'docDate' | 'numDoc'>>(
  invoices: readonly T[],
  order: SortOrder,
): T[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...invoices].sort((a, b) => {
    const ka = invoiceOrderKey(a);
    const kb = invoiceOrderKey(b);
    if (ka !== kb) return ka < kb ? -sign : sign;
    return a.numDoc < b.numDoc ? -sign : a.numDoc > b.numDoc ? sign : 0;
  });
}

export interface ListQuery {
  status: StatusFilter;
  order: SortOrder;
  /** Only applied when the search box is shown (attendants). */
  search: string;
  page: number;
}

export interface ListPage<T> {
  rows: T[];
  /** Invoices after the filters. */
  total: number;
  pages: number;
  /** The page shown (clamped to the pages there are). */
  page: number;
  /** What the empty state says, when there is nothing to show. */
  empty: 'notFound' | 'none' | null;
}

export function invoicePage<T extends InvoiceView>(invoices: readonly T[], query: ListQuery): ListPage<T> {
  const searching = query.search.trim() !== '';
  const filtered = invoices.filter((i) => matchesStatus(i, query.status) && matchesNumber(i, query.search));
  const sorted = sortInvoices(filtered, query.order);
  const pages = pageCount(sorted.length, INVOICE_PAGE_SIZE);
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pages);
  return {
    rows: pageSlice(sorted, page, INVOICE_PAGE_SIZE),
    total: sorted.length,
    pages,
    page,
    empty: sorted.length > 0 ? null : searching ? 'notFound' : 'none',
  };
}
