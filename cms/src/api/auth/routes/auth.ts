/** Sign-in and session routes (PORTAL-API.md §1–§4). Token-issuing: /api/portal/auth/*. */
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'POST',
      path: '/portal/auth/login',
      handler: 'auth.login',
      config: publicRoute({ failuresOnly: true }, { schema: 'auth.login' }),
    },
    { method: 'GET', path: '/portal/auth/google/start', handler: 'auth.googleStart', config: publicRoute(false) },
    {
      method: 'GET',
      path: '/portal/auth/google/callback',
      handler: 'auth.googleCallback',
      config: publicRoute({ failuresOnly: true }),
    },
    { method: 'POST', path: '/portal/auth/google', handler: 'auth.google', config: publicRoute({ failuresOnly: true }) },
    {
      method: 'POST',
      path: '/portal/auth/simplified-invoice',
      handler: 'auth.simplifiedInvoice',
      config: publicRoute({ failuresOnly: true }),
    },
    { method: 'POST', path: '/portal/auth/logout', handler: 'auth.logout', config: publicRoute(false) },
    { method: 'GET', path: '/portal/auth/providers', handler: 'auth.providers', config: publicRoute(false) },
    { method: 'GET', path: '/portal/me', handler: 'auth.me', config: protectedRoute({ allowInactive: true }) },
    { method: 'GET', path: '/portal/menu', handler: 'auth.menu', config: protectedRoute() },
    {
      method: 'PATCH',
      path: '/portal/me/selected-contract',
      handler: 'auth.selectContract',
      config: protectedRoute({ roles: CUSTOMER_ROLES, ownership: 'contract' }),
    },
    {
      method: 'GET',
      path: '/portal/simplified-invoice/session',
      handler: 'auth.simplifiedSession',
      config: protectedRoute({ ownership: 'simplified-invoice' }),
    },
  ],
};
