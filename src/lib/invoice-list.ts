/**
 * The invoice-list helper (spec 01 §7): `GET /api/invoices?period=ALL`, or `period=<year>` for
 * the history chart's years. Used by several client-area features (the home cards and chart,
 * the attendant panel's overdue flag), so it lives here rather than in one feature.
 *
 * - The first 60 invoices are kept (spec 01 §9 "History keeps the last 60 invoices").
 * - The result is cached 15 minutes: SWR reuses a request of the same key for its
 *   `dedupingInterval`, so a screen mounted within 15 minutes of the last request reads the
 *   cache instead of asking again.
 * - The call names its contract (`contractId`, the client area's convention: docs/architecture.md
 *   "Which contract a call concerns") and the key carries the same id, so the cached answer of a
 *   key is always that contract's — even when another tab switched the session's contract.
 * - "The query is skipped on the digital-account page": that page ('Todas as faturas') asks
 *   the list itself, fresh; layout-level users of this hook pass `skip` there
 *   (`isDigitalAccountSlug`).
 */
import useSWR, { type SWRConfiguration } from 'swr';
import type { InvoiceListAnswer, InvoiceListView } from '@domain/invoices/types';
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { call, endpointOf } from './api-call';

/** Spec 01 §9: the history keeps the last 60 invoices. */
export const INVOICE_HISTORY_LIMIT = 60;
/** Spec 01 §9: invoice queries cached 15 minutes. */
export const INVOICE_CACHE_MS = 15 * 60 * 1000;
/** The digital-account page, where the cached helper is skipped (spec 01 §7). */
export const DIGITAL_ACCOUNT_SLUG = 'conta-digital';

/** `ALL`, or a four-digit year. */
export type InvoicePeriod = 'ALL' | number;

export const isDigitalAccountSlug = (slug: string) => slug.replace(/^\/?(area-cliente\/)?/, '').split(/[?#/]/)[0] === DIGITAL_ACCOUNT_SLUG;

/** The query value of a period; throws on anything but ALL or a plausible year. */
export function periodParam(period: InvoicePeriod): string {
  if (period === 'ALL') return 'ALL';
  if (!Number.isInteger(period) || period < 1900 || period > 9999) throw new RangeError(`Período inválido: ${String(period)}`);
  return String(period);
}

/** Keeps the first 60 invoices of an answer; a missing count reads as none overdue. */
export function keepHistory(answer: Partial<InvoiceListView> | null | undefined): InvoiceListView {
  const invoices = Array.isArray(answer?.invoices) ? answer.invoices.slice(0, INVOICE_HISTORY_LIMIT) : [];
  const overdue = answer?.numberOfOverdueInvoices;
  return { invoices, numberOfOverdueInvoices: typeof overdue === 'number' && overdue > 0 ? overdue : 0 };
}

const LIST = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices');

/** The call itself: the list of this contract. */
export async function fetchInvoiceList(contractId: string, period: InvoicePeriod, signal?: AbortSignal): Promise<InvoiceListView> {
  const answer: Partial<InvoiceListAnswer> | null = await call(LIST, { query: { contractId, period: periodParam(period) } }, { signal });
  return keepHistory(answer?.data);
}

export type InvoiceListKey = readonly ['invoices', string, string];

/** SWR key of the list of a contract and period; null (no request) without a contract. */
export function invoiceListKey(contractId: string | null | undefined, period: InvoicePeriod): InvoiceListKey | null {
  return contractId ? (['invoices', contractId, periodParam(period)] as const) : null;
}

const fetchByKey = ([, contractId, period]: InvoiceListKey) => fetchInvoiceList(contractId, period === 'ALL' ? 'ALL' : Number(period));

/** SWR options of the helper: 15 minutes of cache, no refetch on focus. */
export const INVOICE_LIST_SWR: SWRConfiguration = {
  dedupingInterval: INVOICE_CACHE_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export interface InvoiceListOptions {
  /** The contract the list is about (selected contract, or the started service's). */
  contractId: string | null | undefined;
  /** true on the digital-account page (spec 01 §7), or whenever the list is not wanted. */
  skip?: boolean;
}

/** The cached invoice list of the contract: `period=ALL` by default, or one year. */
export function useInvoiceList(period: InvoicePeriod, { contractId, skip = false }: InvoiceListOptions) {
  return useSWR<InvoiceListView, unknown, InvoiceListKey | null>(
    skip ? null : invoiceListKey(contractId, period),
    fetchByKey,
    INVOICE_LIST_SWR,
  );
}
