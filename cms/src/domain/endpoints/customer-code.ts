/** Customer-code help (spec 04 §2.1, PORTAL-API.md §11e): public, rate-limited, same answer for every valid document. */
import { endpoints, open } from './define';

export const CUSTOMER_CODE_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/auth/user/customerCode',
    handler: 'customer-code.request',
    access: open(true),
    body: 'auth.customer-code',
  },
]);
