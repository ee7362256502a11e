/** Sign-in and session routes (PORTAL-API.md §1–§4). Token-issuing: /api/portal/auth/*. */
import { CUSTOMER_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, open, portal } from './define';

export const AUTH_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/portal/auth/login',
    handler: 'auth.login',
    access: open({ failuresOnly: true }),
    body: 'auth.login',
  },
  { method: 'GET', path: '/portal/auth/google/start', handler: 'auth.googleStart', query: 'auth.google-start', access: open(false) },
  {
    method: 'GET',
    path: '/portal/auth/google/callback',
    handler: 'auth.googleCallback',
    query: 'auth.google-callback',
    access: open({ failuresOnly: true }),
  },
  { method: 'POST', path: '/portal/auth/google', handler: 'auth.google', access: open({ failuresOnly: true }) },
  {
    method: 'POST',
    path: '/portal/auth/simplified-invoice',
    handler: 'auth.simplifiedInvoice',
    access: open({ failuresOnly: true }),
  },
  { method: 'POST', path: '/portal/auth/logout', handler: 'auth.logout', access: open(false) },
  {
    method: 'GET',
    path: '/portal/auth/providers',
    handler: 'auth.providers',
    query: 'none',
    answer: ANSWERS.providers,
    access: open(false),
  },
  { method: 'GET', path: '/portal/me', handler: 'auth.me', query: 'none', answer: ANSWERS.me, access: portal({ allowInactive: true }) },
  { method: 'GET', path: '/portal/menu', handler: 'auth.menu', query: 'none', answer: ANSWERS.menu, access: portal() },
  {
    method: 'PATCH',
    path: '/portal/me/selected-contract',
    handler: 'auth.selectContract',
    answer: ANSWERS.me,
    access: portal({ roles: CUSTOMER_ROLES, ownership: 'contract' }),
  },
  {
    method: 'GET',
    path: '/portal/simplified-invoice/session',
    handler: 'auth.simplifiedSession',
    query: 'none',
    access: portal({ ownership: 'simplified-invoice' }),
  },
]);
