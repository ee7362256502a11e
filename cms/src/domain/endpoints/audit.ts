/** The customer's view of the attendant audit (spec 02): changes made on its behalf. */
import { CUSTOMER_ROLES } from '../roles';
import { endpoints, portal } from './define';

export const AUDIT_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/user/attendant-changes',
    handler: 'audit.list',
    query: 'none',
    access: portal({
      roles: CUSTOMER_ROLES,
      screen: 'atualizacao-cadastro',
      permissions: ['cadastro.ver'],
      ownership: 'contract',
    }),
  },
]);
