/** The customer's view of the attendant audit (spec 02): changes made on its behalf. */
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/user/attendant-changes',
      handler: 'audit.list',
      config: protectedRoute({
        roles: CUSTOMER_ROLES,
        screen: 'atualizacao-cadastro',
        permissions: ['cadastro.ver'],
        ownership: 'contract',
      }),
    },
  ],
};
