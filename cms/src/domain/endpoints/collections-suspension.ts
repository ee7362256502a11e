/**
 * The suspension notice (docs/collections-suspension.md): the contract's notice in force and its
 * bills' "Já paguei" receipts, for the bill list and the home page. Everyone who sees the
 * contract's bills (customers; staff for the served contract).
 */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { COLLECTIONS_SUSPENSION_ANSWERS } from './collections-suspension-answers';
import { endpoints, portal } from './define';

export const COLLECTIONS_SUSPENSION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/suspension',
    handler: 'suspension.view',
    query: 'none',
    answer: COLLECTIONS_SUSPENSION_ANSWERS.suspensionView,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['faturas.ver'], ownership: 'contract' }),
  },
]);
