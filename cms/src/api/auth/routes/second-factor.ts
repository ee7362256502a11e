/**
 * Second factor of staff accounts (PORTAL-API.md §2b): the sign-in's second step (public,
 * rate-limited, answered with the challenge of the first step) and the signed-in staff
 * member's own enrolment. The admin master's reset is in users.ts.
 */
import { STAFF_ROLES } from '../../../domain/roles';
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

const own = (limited = false, schema?: 'auth.second-factor-setup' | 'auth.second-factor-enable' | 'auth.second-factor-disable') =>
  protectedRoute({ roles: STAFF_ROLES }, limited, schema ? { schema } : {});

export default {
  routes: [
    {
      method: 'POST',
      path: '/portal/auth/login/second-factor',
      handler: 'second-factor.login',
      config: publicRoute({ failuresOnly: true }, { schema: 'auth.second-factor-login' }),
    },
    { method: 'GET', path: '/portal/me/second-factor', handler: 'second-factor.status', config: own() },
    {
      method: 'POST',
      path: '/portal/me/second-factor/setup',
      handler: 'second-factor.setup',
      config: own(true, 'auth.second-factor-setup'),
    },
    { method: 'POST', path: '/portal/me/second-factor', handler: 'second-factor.enable', config: own(true, 'auth.second-factor-enable') },
    {
      method: 'POST',
      path: '/portal/me/second-factor/disable',
      handler: 'second-factor.disable',
      config: own(true, 'auth.second-factor-disable'),
    },
  ],
};
