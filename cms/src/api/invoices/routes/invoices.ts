/**
 * Invoice calls of spec 01 §7 (PORTAL-API.md §11a). `/invoices/export` is declared before
 * `/invoices/:numDoc` so the router does not take "export" for a bill number.
 */
import { DOWNLOAD_ROLES, PAY_ROLES } from '../../../domain/role-capabilities';
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../portal/core/route-config';

const EVERYONE_WITH_BILLS = [...CUSTOMER_ROLES, ...SERVICE_ROLES];

export default {
  routes: [
    {
      method: 'GET',
      path: '/invoices',
      handler: 'invoices.list',
      config: protectedRoute({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
    },
    {
      // ★ The history as CSV (declared before /invoices/:numDoc).
      method: 'GET',
      path: '/invoices/export',
      handler: 'invoices.export',
      config: protectedRoute({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
    },
    {
      // Payment codes: common access only (spec 01 §6, docs/roles.md) — staff, industry and GNV get 403.
      method: 'GET',
      path: '/invoices/:numDoc',
      handler: 'invoices.details',
      config: protectedRoute({ roles: PAY_ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    },
    {
      // Second copy: common access, admin and attendant 2 (spec 01 §6), with faturas.download.
      method: 'GET',
      path: '/invoices/:numDoc/download',
      handler: 'invoices.download',
      config: protectedRoute({ roles: DOWNLOAD_ROLES, permissions: ['faturas.download'], ownership: 'contract' }),
    },
    {
      method: 'GET',
      // Sends e-mail to a typed address: rate-limited like the other e-mailing calls (§8).
      path: '/invoices/:numDoc/send',
      handler: 'invoices.send',
      config: protectedRoute({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.enviar'], ownership: 'contract' }, true),
    },
  ],
};
