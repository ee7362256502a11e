/** Account calls: spec 04 §7 (public, link-token) and spec 02 §7 PUT resetPassword (logged). */
import { protectedRoute, publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/auth/user/register', handler: 'account.register', config: publicRoute(true, { schema: 'auth.register' }) },
    { method: 'PATCH', path: '/auth/user/emailValidation', handler: 'account.emailValidation', config: publicRoute(true) },
    {
      method: 'PATCH',
      path: '/auth/user/data',
      handler: 'account.updateData',
      config: protectedRoute({ allowInactive: true, registrationOnly: true }, false, { schema: 'auth.additional-data' }),
    },
    {
      method: 'POST',
      path: '/auth/user/forgotPassword',
      handler: 'account.forgotPassword',
      config: publicRoute(true, { schema: 'auth.forgot-password' }),
    },
    {
      method: 'PATCH',
      path: '/auth/user/resetPassword',
      handler: 'account.resetPassword',
      config: publicRoute(true, { schema: 'auth.reset-password' }),
    },
    {
      method: 'PATCH',
      path: '/auth/user/confirm',
      handler: 'account.confirm',
      config: publicRoute(true, { schema: 'auth.create-password' }),
    },
    {
      method: 'PUT',
      path: '/auth/user/resetPassword',
      handler: 'account.updatePassword',
      config: protectedRoute({ screen: 'atualizar-senha' }, true, { schema: 'auth.update-password' }),
    },
  ],
};
