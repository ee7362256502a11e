/**
 * `GET /api/invoices/{numDoc}?docDate&type=pix|barCode` (spec 01 §7): the payment codes of one
 * invoice, cached 15 minutes (spec 01 §9).
 */
import useSWR from 'swr';
import type { BarcodeDetailsView, PixDetailsView } from '@domain/invoices/types';
import { api } from '~/lib/api-client';
import { INVOICE_CACHE_MS } from '~/lib/invoice-list';

export type DetailsType = 'pix' | 'barCode';
export type DetailsOf<T extends DetailsType> = T extends 'pix' ? PixDetailsView : BarcodeDetailsView;

export interface InvoiceRef {
  numDoc: string;
  docDate: string;
}

export const fetchInvoiceDetails = <T extends DetailsType>(invoice: InvoiceRef, type: T) =>
  api
    .get<DetailsOf<T> | { data: DetailsOf<T> }>(`invoices/${encodeURIComponent(invoice.numDoc)}`, {
      query: { docDate: invoice.docDate, type },
    })
    .then((answer) => ('data' in answer && answer.data ? answer.data : answer) as DetailsOf<T>);

export type DetailsKey = readonly ['invoices/details', string, string, DetailsType, string];

export const invoiceDetailsKey = (
  contractId: string | null | undefined,
  invoice: InvoiceRef | null,
  type: DetailsType,
): DetailsKey | null => (contractId && invoice ? (['invoices/details', contractId, invoice.numDoc, type, invoice.docDate] as const) : null);

export function useInvoiceDetails<T extends DetailsType>(contractId: string | null | undefined, invoice: InvoiceRef | null, type: T) {
  return useSWR<DetailsOf<T>, unknown, DetailsKey | null>(
    invoiceDetailsKey(contractId, invoice, type),
    ([, , numDoc, , docDate]) => fetchInvoiceDetails({ numDoc, docDate }, type),
    { dedupingInterval: INVOICE_CACHE_MS, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
