/** GET /api/contract and GET /api/contract/send (spec 01 §7, spec 04 §7). */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../portal/core/route-config';

const roles = [...CUSTOMER_ROLES, ...SERVICE_ROLES];

export default {
  routes: [
    {
      method: 'GET',
      path: '/contract',
      handler: 'contract-document.show',
      config: protectedRoute({ roles, permissions: ['contrato.ver'], ownership: 'contract' }),
    },
    {
      method: 'GET',
      path: '/contract/send',
      handler: 'contract-document.send',
      // Sends e-mail to a typed address: rate-limited like the other e-mailing calls (§8).
      config: protectedRoute({ roles, permissions: ['contrato.enviar'], ownership: 'contract' }, true),
    },
  ],
};
