/**
 * Second factor of staff accounts (PORTAL-API.md §2b): the sign-in's second step (public,
 * rate-limited, answered with the challenge of the first step) and the signed-in staff
 * member's own enrolment. The admin master's reset is in users.ts.
 */
import { STAFF_ROLES } from '../roles';
import { endpoints, open, portal } from './define';

const own = (limited = false) => portal({ roles: STAFF_ROLES }, limited);

export const SECOND_FACTOR_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/portal/auth/login/second-factor',
    handler: 'second-factor.login',
    access: open({ failuresOnly: true }),
    body: 'auth.second-factor-login',
  },
  { method: 'GET', path: '/portal/me/second-factor', handler: 'second-factor.status', query: 'none', access: own() },
  {
    method: 'POST',
    path: '/portal/me/second-factor/setup',
    handler: 'second-factor.setup',
    access: own(true),
    body: 'auth.second-factor-setup',
  },
  {
    method: 'POST',
    path: '/portal/me/second-factor',
    handler: 'second-factor.enable',
    access: own(true),
    body: 'auth.second-factor-enable',
  },
  {
    method: 'POST',
    path: '/portal/me/second-factor/disable',
    handler: 'second-factor.disable',
    access: own(true),
    body: 'auth.second-factor-disable',
  },
]);
