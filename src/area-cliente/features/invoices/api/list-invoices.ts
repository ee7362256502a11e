/**
 * The list of 'Todas as faturas' (spec 01 §2.1): the same call as the shared helper
 * (`GET /api/invoices`, `period=ALL` or the chosen year, the first 60 kept), asked fresh when
 * the page opens — the cached helper is skipped on this page (spec 01 §7), so a bill paid a
 * minute ago shows as paid here.
 */
import useSWR from 'swr';
import type { InvoiceListView } from '@domain/invoices/types';
import { fetchInvoiceList, periodParam, type InvoicePeriod } from '~/lib/invoice-list';

export type DigitalAccountKey = readonly ['invoices/conta-digital', string, string];

export const digitalAccountKey = (contractId: string | null | undefined, period: InvoicePeriod): DigitalAccountKey | null =>
  contractId ? (['invoices/conta-digital', contractId, periodParam(period)] as const) : null;

export function useDigitalAccountInvoices(contractId: string | null | undefined, period: InvoicePeriod) {
  return useSWR<InvoiceListView, unknown, DigitalAccountKey | null>(
    digitalAccountKey(contractId, period),
    ([, id, p]) => fetchInvoiceList(id, p === 'ALL' ? 'ALL' : Number(p)),
    { revalidateOnFocus: false, keepPreviousData: false },
  );
}
