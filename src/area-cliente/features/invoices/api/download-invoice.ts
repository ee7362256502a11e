/** `GET /api/invoices/{numDoc}/download?docDate` (spec 01 §7): the bill as a PDF, saved as Fatura.pdf. */
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { call, endpointOf } from '~/lib/api-call';
import type { InvoiceRef } from './get-invoice-details';

export const INVOICE_FILE_NAME = 'Fatura.pdf';

const DOWNLOAD = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc/download');

export const downloadInvoice = (contractId: string, invoice: InvoiceRef) =>
  call(
    DOWNLOAD,
    { params: { numDoc: invoice.numDoc }, query: { contractId, docDate: invoice.docDate } },
    { responseType: 'blob', headers: { accept: 'application/pdf' } },
  ) as Promise<Blob>;
