/**
 * New-connection contracting flow (spec 04 §4.4, §7; PORTAL-API.md §11f): all public. The
 * verification, the postal-code lookup and the request are rate-limited (every call counts).
 * The request's files (identity documents, selfie) come back only to the portal's administrators.
 */
import { ADMIN_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/services/connection/verify',
      handler: 'connection.verify',
      config: publicRoute(true),
    },
    {
      method: 'GET',
      path: '/services/connection/cities',
      handler: 'connection.cities',
      config: publicRoute(false),
    },
    {
      method: 'GET',
      path: '/services/connection/locations',
      handler: 'connection.locations',
      config: publicRoute(false),
    },
    {
      method: 'GET',
      path: '/services/connection/cep/:cep',
      handler: 'connection.cep',
      config: publicRoute(true),
    },
    {
      method: 'POST',
      path: '/services/connection',
      handler: 'connection.submit',
      config: publicRoute(true, { schema: 'connection.request' }),
    },
    {
      method: 'GET',
      path: '/services/connection/requests/:protocol/files/:position',
      handler: 'connection.file',
      config: protectedRoute({ roles: ADMIN_ROLES }),
    },
  ],
};
