/** `GET /api/invoices/{numDoc}/download?docDate` (spec 01 §7): the bill as a PDF, saved as Fatura.pdf. */
import { api } from '~/lib/api-client';
import type { InvoiceRef } from './details';

export const INVOICE_FILE_NAME = 'Fatura.pdf';

export const downloadInvoice = (invoice: InvoiceRef) =>
  api.get<Blob>(`invoices/${encodeURIComponent(invoice.numDoc)}/download`, {
    query: { docDate: invoice.docDate },
    responseType: 'blob',
    headers: { accept: 'application/pdf' },
  });
