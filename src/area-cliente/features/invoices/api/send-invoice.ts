/** `GET /api/invoices/{numDoc}/send?docDate&email` (spec 01 §7): e-mails the invoice's PDF. */
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { call, endpointOf } from '~/lib/api-call';
import type { InvoiceRef } from './get-invoice-details';

const SEND = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc/send');

export const sendInvoice = (contractId: string, invoice: InvoiceRef, email: string) =>
  call(SEND, { params: { numDoc: invoice.numDoc }, query: { contractId, docDate: invoice.docDate, email } });
