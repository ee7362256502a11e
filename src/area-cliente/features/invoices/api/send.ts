/** `GET /api/invoices/{numDoc}/send?docDate&email` (spec 01 §7): e-mails the invoice's PDF. */
import { api } from '~/lib/api-client';
import type { InvoiceRef } from './details';

export const sendInvoice = (invoice: InvoiceRef, email: string) =>
  api.get<unknown>(`invoices/${encodeURIComponent(invoice.numDoc)}/send`, { query: { docDate: invoice.docDate, email } });
