/**
 * The simplified-invoice session's calls (spec 01 §7), through the site's proxy: the
 * restricted simplified token goes only to these paths (src/lib/proxy-rules.ts).
 */
import type { SimplifiedInvoiceDetailsView, SimplifiedInvoiceListView } from '@domain/invoices/types';
import { api } from '~/lib/api-client';

export interface SimplifiedRef {
  numDoc: string;
  docDate: string;
}

export interface SimplifiedSession {
  consumerName: string;
  consumerCode: string;
  consumerCpfCnpj: string;
}

const unwrap = <T>(answer: T | { data: T }): T =>
  answer && typeof answer === 'object' && 'data' in answer && (answer as { data: T }).data ? (answer as { data: T }).data : (answer as T);

/** GET /api/simplified-invoice/list → list, total. */
export const fetchSimplifiedList = () =>
  api.get<SimplifiedInvoiceListView | { data: SimplifiedInvoiceListView }>('simplified-invoice/list').then(unwrap);

/** GET /api/simplified-invoice/details?docDate&numDoc → barcode. */
export const fetchSimplifiedDetails = (ref: SimplifiedRef) =>
  api
    .get<SimplifiedInvoiceDetailsView | { data: SimplifiedInvoiceDetailsView }>('simplified-invoice/details', {
      query: { docDate: ref.docDate, numDoc: ref.numDoc },
    })
    .then(unwrap);

/** GET /api/simplified-invoice/generate?numDoc&docDate → the PDF, saved as Fatura_simplificada.pdf. */
export const generateSimplifiedPdf = (ref: SimplifiedRef) =>
  api.get<Blob>('simplified-invoice/generate', {
    query: { numDoc: ref.numDoc, docDate: ref.docDate },
    responseType: 'blob',
    headers: { accept: 'application/pdf' },
  });

/** GET /api/portal/simplified-invoice/session → whose contract this is (PORTAL-API.md §2.5). */
export const fetchSimplifiedSession = () => api.get<{ data: SimplifiedSession }>('portal/simplified-invoice/session').then((a) => a.data);
