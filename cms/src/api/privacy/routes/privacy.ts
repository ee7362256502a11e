/**
 * LGPD self-service (PORTAL-API.md §13). Customer roles only, and always the
 * caller's own data: an attendant cannot export, consent or ask for deletion on a customer's
 * behalf (403), and a secondary user of an industry account reaches only its own records.
 * The message to the encarregado is public and rate-limited.
 */
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

const owner = { roles: CUSTOMER_ROLES };

export default {
  routes: [
    { method: 'GET', path: '/privacy/summary', handler: 'privacy.summary', config: protectedRoute(owner) },
    {
      method: 'POST',
      path: '/privacy/exports',
      handler: 'privacy.requestExport',
      config: protectedRoute(owner, true, { schema: 'privacy.export' }),
    },
    { method: 'GET', path: '/privacy/exports/latest', handler: 'privacy.latestExport', config: protectedRoute(owner) },
    { method: 'GET', path: '/privacy/exports/:id/file', handler: 'privacy.downloadExport', config: protectedRoute(owner) },
    {
      method: 'PUT',
      path: '/privacy/consents',
      handler: 'privacy.changeConsent',
      config: protectedRoute(owner, false, { schema: 'privacy.consent' }),
    },
    {
      method: 'POST',
      path: '/privacy/requests',
      handler: 'privacy.createRequest',
      config: protectedRoute(owner, true, { schema: 'privacy.request' }),
    },
    {
      method: 'POST',
      path: '/privacy/dpo-contact',
      handler: 'privacy.dpoContact',
      config: publicRoute(true, { schema: 'privacy.dpo-contact' }),
    },
  ],
};
