/**
 * "Já paguei" (docs/collections-suspension.md): the customer, or an attendant serving the
 * contract, sends the payment receipt of an overdue bill (multipart: `paymentDate`, `file`);
 * portal administrators open the file. Sends are rate-limited like the other uploads.
 */
import type { PermissionKey } from '../permissions';
import { ADMIN_ROLES, ATTENDANT_ROLES, CUSTOMER_ROLES } from '../roles';
import { COLLECTIONS_RECEIPT_ANSWERS } from './collections-receipt-answers';
import { endpoints, portal } from './define';

export const COLLECTIONS_RECEIPT_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/collections/invoices/:numDoc/receipt',
    handler: 'receipt.send',
    answer: COLLECTIONS_RECEIPT_ANSWERS.receiptSent,
    body: 'collections.receipt',
    access: portal({ roles: [...CUSTOMER_ROLES, ...ATTENDANT_ROLES], permissions: ['faturas.ver'], ownership: 'contract' }, true),
  },
  {
    // The receipt's file (private storage): the portal's administrators, like a reconnection's proofs.
    method: 'GET',
    path: '/collections/receipts/:protocol/files/:position',
    handler: 'receipt.file',
    query: 'none',
    access: portal({ roles: ADMIN_ROLES, permissions: ['faturas.ver'] as PermissionKey[] }),
  },
]);
