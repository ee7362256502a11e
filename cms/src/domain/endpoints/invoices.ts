/**
 * Invoice calls of spec 01 §7 (PORTAL-API.md §11a). `/invoices/export` is declared before
 * `/invoices/:numDoc` so the router does not take "export" for a bill number.
 */
import { DOWNLOAD_ROLES, PAY_ROLES } from '../role-capabilities';
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const EVERYONE_WITH_BILLS = [...CUSTOMER_ROLES, ...SERVICE_ROLES];

export const INVOICES_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/invoices',
    handler: 'invoices.list',
    query: 'invoices.period',
    answer: ANSWERS.invoiceList,
    access: portal({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
  },
  {
    // ★ The history as CSV (declared before /invoices/:numDoc).
    method: 'GET',
    path: '/invoices/export',
    handler: 'invoices.export',
    query: 'invoices.period',
    access: portal({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
  },
  {
    // Payment codes: common access only (spec 01 §6, docs/roles.md) — staff, industry and GNV get 403.
    method: 'GET',
    path: '/invoices/:numDoc',
    handler: 'invoices.details',
    query: 'invoices.payment',
    answer: ANSWERS.invoiceDetails,
    access: portal({ roles: PAY_ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
  },
  {
    // Second copy: common access, admin and attendant 2 (spec 01 §6), with faturas.download.
    method: 'GET',
    path: '/invoices/:numDoc/download',
    handler: 'invoices.download',
    query: 'invoices.doc-date',
    access: portal({ roles: DOWNLOAD_ROLES, permissions: ['faturas.download'], ownership: 'contract' }),
  },
  {
    method: 'GET',
    // Sends e-mail to a typed address: rate-limited like the other e-mailing calls (§8).
    path: '/invoices/:numDoc/send',
    handler: 'invoices.send',
    query: 'invoices.send',
    access: portal({ roles: EVERYONE_WITH_BILLS, permissions: ['faturas.enviar'], ownership: 'contract' }, true),
  },
]);
