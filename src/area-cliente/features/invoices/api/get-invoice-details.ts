/**
 * `GET /api/invoices/{numDoc}?docDate&type=pix|barCode` (spec 01 §7): the payment codes of one
 * invoice, cached 15 minutes (spec 01 §9).
 */
import useSWR from 'swr';
import type { BarcodeDetailsView, PixDetailsView } from '@domain/invoices/types';
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { call, endpointOf } from '~/lib/api-call';
import { INVOICE_CACHE_MS } from '~/lib/invoice-list';

export type DetailsType = 'pix' | 'barCode';
export type DetailsOf<T extends DetailsType> = T extends 'pix' ? PixDetailsView : BarcodeDetailsView;

export interface InvoiceRef {
  numDoc: string;
  docDate: string;
}

const DETAILS = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc');

export const fetchInvoiceDetails = <T extends DetailsType>(contractId: string, invoice: InvoiceRef, type: T) =>
  call(DETAILS, { params: { numDoc: invoice.numDoc }, query: { contractId, docDate: invoice.docDate, type } }).then(
    (answer) => ('data' in answer && answer.data ? answer.data : answer) as DetailsOf<T>,
  );

export type DetailsKey = readonly ['invoices/details', string, string, DetailsType, string];

export const invoiceDetailsKey = (
  contractId: string | null | undefined,
  invoice: InvoiceRef | null,
  type: DetailsType,
): DetailsKey | null => (contractId && invoice ? (['invoices/details', contractId, invoice.numDoc, type, invoice.docDate] as const) : null);

export function useInvoiceDetails<T extends DetailsType>(contractId: string | null | undefined, invoice: InvoiceRef | null, type: T) {
  return useSWR<DetailsOf<T>, unknown, DetailsKey | null>(
    invoiceDetailsKey(contractId, invoice, type),
    ([, id, numDoc, , docDate]) => fetchInvoiceDetails(id, { numDoc, docDate }, type),
    { dedupingInterval: INVOICE_CACHE_MS, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
