/** GET /api/contract and GET /api/contract/send (spec 01 §7, spec 04 §7). */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { endpoints, portal } from './define';

const roles = [...CUSTOMER_ROLES, ...SERVICE_ROLES];

export const CONTRACT_DOCUMENT_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/contract',
    handler: 'contract-document.show',
    query: 'contract.show',
    // Personal access tokens (docs/access-tokens.md): the supply contract's terms (PDF).
    access: portal({ roles, permissions: ['contrato.ver'], ownership: 'contract', tokenScope: 'consumption:read' }),
  },
  {
    method: 'GET',
    path: '/contract/send',
    handler: 'contract-document.send',
    query: 'contract.send',
    // Sends e-mail to a typed address: rate-limited like the other e-mailing calls (§8).
    access: portal({ roles, permissions: ['contrato.enviar'], ownership: 'contract' }, true),
  },
]);
