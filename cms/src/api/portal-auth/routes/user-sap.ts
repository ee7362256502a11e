/** GET /api/user/sap (spec 01 §7). */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../auth/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/user/sap',
      handler: 'user-sap.find',
      config: protectedRoute({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], ownership: 'contract' }),
    },
  ],
};
