/**
 * POST /api/collections/invoices/:numDoc/receipt (docs/collections-suspension.md): multipart with
 * `paymentDate` (YYYY-MM-DD) and `file` (PDF, JPG or PNG), through the shared upload helper.
 */
import type { ReceiptAnswer } from '@domain/collections/suspension/types';
import { COLLECTIONS_RECEIPT_ENDPOINTS } from '@domain/endpoints/collections-receipt';
import { endpointOf, fillPath } from '~/lib/api-call';
import { sendFormWithProgress } from '~/lib/file-upload';

const SEND = endpointOf(COLLECTIONS_RECEIPT_ENDPOINTS, 'POST', '/collections/invoices/:numDoc/receipt');

export interface ReceiptRequest {
  contractId: string;
  numDoc: string;
  paymentDate: string;
  file: File;
}

export function sendReceipt(request: ReceiptRequest, onProgress: (fraction: number) => void): Promise<ReceiptAnswer> {
  const form = new FormData();
  form.append('paymentDate', request.paymentDate);
  form.append('file', request.file, request.file.name);
  return sendFormWithProgress<ReceiptAnswer>(
    fillPath(SEND.path, { numDoc: request.numDoc }),
    form,
    (percent) => onProgress(percent / 100),
    { contractId: request.contractId },
  );
}
