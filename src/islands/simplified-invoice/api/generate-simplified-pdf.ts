/** GET /api/simplified-invoice/generate?numDoc&docDate (spec 01 §7) → the PDF, saved as Fatura_simplificada.pdf. */
import { SIMPLIFIED_INVOICE_ENDPOINTS } from '@domain/endpoints/simplified-invoice';
import { call, endpointOf } from '~/lib/api-call';
import type { SimplifiedRef } from '../model/simplified-invoice';

const GENERATE = endpointOf(SIMPLIFIED_INVOICE_ENDPOINTS, 'GET', '/simplified-invoice/generate');

export const generateSimplifiedPdf = (ref: SimplifiedRef) =>
  call(
    GENERATE,
    { query: { numDoc: ref.numDoc, docDate: ref.docDate } },
    { responseType: 'blob', headers: { accept: 'application/pdf' } },
  ) as Promise<Blob>;
