/** Sign-in and session routes (PORTAL-API.md §1–§4). Token-issuing: /api/portal/auth/*. */
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../auth/route-config';

export default {
  routes: [
    { method: 'POST', path: '/portal/auth/login', handler: 'portal-auth.login', config: publicRoute({ failuresOnly: true }) },
    {
      method: 'GET',
      path: '/portal/auth/google/complete',
      handler: 'portal-auth.googleComplete',
      config: publicRoute({ failuresOnly: true }),
    },
    { method: 'POST', path: '/portal/auth/google', handler: 'portal-auth.google', config: publicRoute({ failuresOnly: true }) },
    {
      method: 'POST',
      path: '/portal/auth/simplified-invoice',
      handler: 'portal-auth.simplifiedInvoice',
      config: publicRoute({ failuresOnly: true }),
    },
    { method: 'POST', path: '/portal/auth/logout', handler: 'portal-auth.logout', config: publicRoute(false) },
    { method: 'GET', path: '/portal/auth/providers', handler: 'portal-auth.providers', config: publicRoute(false) },
    { method: 'GET', path: '/portal/me', handler: 'portal-auth.me', config: protectedRoute({ allowInactive: true }) },
    { method: 'GET', path: '/portal/menu', handler: 'portal-auth.menu', config: protectedRoute() },
    {
      method: 'PATCH',
      path: '/portal/me/selected-contract',
      handler: 'portal-auth.selectContract',
      config: protectedRoute({ roles: CUSTOMER_ROLES, ownership: 'contract' }),
    },
    {
      method: 'GET',
      path: '/portal/simplified-invoice/session',
      handler: 'portal-auth.simplifiedSession',
      config: protectedRoute({ ownership: 'simplified-invoice' }),
    },
  ],
};
