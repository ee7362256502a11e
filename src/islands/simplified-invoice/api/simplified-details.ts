/** GET /api/simplified-invoice/details?docDate&numDoc (spec 01 §7) → the barcode. */
import { SIMPLIFIED_INVOICE_ENDPOINTS } from '@domain/endpoints/simplified-invoice';
import type { SimplifiedInvoiceDetailsView } from '@domain/invoices/types';
import { call, endpointOf } from '~/lib/api-call';
import { unwrap, type SimplifiedRef } from '../model/simplified-invoice';

const DETAILS = endpointOf(SIMPLIFIED_INVOICE_ENDPOINTS, 'GET', '/simplified-invoice/details');

export const fetchSimplifiedDetails = (ref: SimplifiedRef) =>
  (
    call(DETAILS, { query: { docDate: ref.docDate, numDoc: ref.numDoc } }) as Promise<
      SimplifiedInvoiceDetailsView | { data: SimplifiedInvoiceDetailsView }
    >
  ).then(unwrap);
