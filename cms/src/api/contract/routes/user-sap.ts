/** Profile calls of spec 01 §7: GET /api/user/sap, PATCH /api/user/sap/data, the login e-mail change (step-up, confirm, cancel). */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/user/sap',
      handler: 'user-sap.find',
      config: protectedRoute({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], ownership: 'contract' }),
    },
    {
      method: 'PATCH',
      path: '/user/sap/data',
      handler: 'user-sap.update',
      config: protectedRoute(
        { roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['cadastro.editar'], ownership: 'contract' },
        false,
        { schema: 'user.sap-data' },
      ),
    },
    {
      method: 'GET',
      path: '/user/login',
      handler: 'user-sap.checkLoginEmail',
      config: protectedRoute({ roles: [...CUSTOMER_ROLES], permissions: ['cadastro.editar'] }, true),
    },
    {
      method: 'POST',
      path: '/user/login/reauth',
      handler: 'user-sap.reauthLoginEmail',
      config: protectedRoute({ roles: [...CUSTOMER_ROLES], permissions: ['cadastro.editar'] }, true, { schema: 'user.login-reauth' }),
    },
    {
      method: 'PATCH',
      path: '/user/login/confirm',
      handler: 'user-sap.confirmLoginEmail',
      config: publicRoute(true),
    },
    {
      method: 'PATCH',
      path: '/user/login/cancel',
      handler: 'user-sap.cancelLoginEmail',
      config: publicRoute(true),
    },
  ],
};
