/**
 * Débito automático (issue 24 §3; docs/collections-direct-debit.md). The contract's enrolment:
 * whoever sees its bills reads it; the customer, or staff for the served contract (audited),
 * asks for it and cancels it. The files exchanged with the banks: administrators only.
 */
import { ADMIN_ROLES, CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { DIRECT_DEBIT_ANSWERS } from './collections-direct-debit-answers';
import { endpoints, portal } from './define';

const WITH_BILLS = [...CUSTOMER_ROLES, ...SERVICE_ROLES];
const bills = { roles: WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' } as const;

export const COLLECTIONS_DIRECT_DEBIT_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/direct-debit',
    handler: 'direct-debit.show',
    query: 'none',
    answer: DIRECT_DEBIT_ANSWERS.directDebit,
    access: portal(bills),
  },
  {
    method: 'POST',
    path: '/collections/direct-debit',
    handler: 'direct-debit.enrol',
    answer: DIRECT_DEBIT_ANSWERS.directDebitChanged,
    access: portal(bills, true),
    body: 'collections.direct-debit',
  },
  {
    method: 'DELETE',
    path: '/collections/direct-debit',
    handler: 'direct-debit.cancel',
    query: 'none',
    answer: DIRECT_DEBIT_ANSWERS.directDebitChanged,
    access: portal(bills),
  },
  {
    method: 'GET',
    path: '/collections/direct-debit/files',
    handler: 'direct-debit.files',
    query: 'none',
    answer: DIRECT_DEBIT_ANSWERS.directDebitFiles,
    access: portal({ roles: ADMIN_ROLES }),
  },
  {
    method: 'POST',
    path: '/collections/direct-debit/returns',
    handler: 'direct-debit.uploadReturn',
    answer: DIRECT_DEBIT_ANSWERS.directDebitFileQueued,
    access: portal({ roles: ADMIN_ROLES }, true),
    body: 'collections.direct-debit-return',
  },
  {
    method: 'GET',
    path: '/collections/direct-debit/files/:id/file',
    handler: 'direct-debit.download',
    query: 'none',
    access: portal({ roles: ADMIN_ROLES }),
  },
]);
