/**
 * Platform users (spec 02 §2.2, §7). This file sorts after account.ts on purpose: Strapi
 * registers an API's route files in name order, so `PUT /auth/user/resetPassword` (account)
 * is matched before `PUT /auth/user/:id`; the use case also takes numeric ids only.
 */
import { ADMIN_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../portal/core/route-config';

const users = (permission: 'usuarios.ver' | 'usuarios.criar' | 'usuarios.editar' | 'usuarios.deletar', limited = false) =>
  protectedRoute({ roles: ADMIN_ROLES, screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver', permission] }, limited);

export default {
  routes: [
    { method: 'GET', path: '/auth/user/list', handler: 'users.list', config: users('usuarios.ver') },
    {
      method: 'POST',
      path: '/auth/user/create-auth',
      handler: 'users.create',
      config: { ...users('usuarios.criar'), schema: 'admin.platform-user' },
    },
    {
      method: 'PUT',
      path: '/auth/user/:id',
      handler: 'users.update',
      config: { ...users('usuarios.editar'), schema: 'admin.platform-user' },
    },
    { method: 'DELETE', path: '/auth/user/:id', handler: 'users.remove', config: users('usuarios.deletar') },
    { method: 'POST', path: '/auth/user/:id/reset-password', handler: 'users.resetPassword', config: users('usuarios.editar', true) },
    {
      method: 'POST',
      path: '/auth/user/:id/second-factor/reset',
      handler: 'users.resetSecondFactor',
      config: protectedRoute(
        { roles: ['admin-master'], screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver', 'usuarios.editar'] },
        true,
      ),
    },
  ],
};
