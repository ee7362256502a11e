/**
 * Administration (spec 02 §2.1–§2.3, §7): permission catalogue, profiles (permission groups),
 * the profile list and the secondary users of an industry administrator. Platform-user routes
 * (`/auth/user/*`) are in api/auth/routes/users.ts, after the account routes they share a prefix with.
 */
import { ADMIN_ROLES } from '../../../domain/roles';
import { protectedRoute } from '../../../portal/core/route-config';

const profiles = (permission: 'perfis.ver' | 'perfis.criar' | 'perfis.editar' | 'perfis.deletar') =>
  protectedRoute({ roles: ADMIN_ROLES, screen: 'perfis-necta', permissions: ['perfis.ver', permission] });
const users = () => protectedRoute({ roles: ADMIN_ROLES, screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver'] });
const secondary = (
  permission: 'usuarios-secundarios.ver' | 'usuarios-secundarios.criar' | 'usuarios-secundarios.editar' | 'usuarios-secundarios.deletar',
) => protectedRoute({ roles: ['industry'], screen: 'meus-usuarios', permissions: ['usuarios-secundarios.ver', permission] });

export default {
  routes: [
    { method: 'GET', path: '/auth/roles/list', handler: 'administration.permissionCatalogue', config: profiles('perfis.ver') },
    { method: 'GET', path: '/auth/group/list', handler: 'administration.listGroups', config: profiles('perfis.ver') },
    {
      method: 'POST',
      path: '/auth/group/create',
      handler: 'administration.createGroup',
      config: { ...profiles('perfis.criar'), schema: 'admin.group' },
    },
    { method: 'GET', path: '/auth/group/:id', handler: 'administration.getGroup', config: profiles('perfis.ver') },
    {
      method: 'PATCH',
      path: '/auth/group/:id',
      handler: 'administration.updateGroup',
      config: { ...profiles('perfis.editar'), schema: 'admin.group' },
    },
    { method: 'DELETE', path: '/auth/group/:id', handler: 'administration.deleteGroup', config: profiles('perfis.deletar') },
    { method: 'GET', path: '/admin/roles', handler: 'administration.listRoles', config: users() },
    { method: 'GET', path: '/admin/users/list', handler: 'administration.listProfiles', config: users() },
    {
      method: 'GET',
      path: '/admin/industry-admin/list',
      handler: 'administration.listSecondaryUsers',
      config: secondary('usuarios-secundarios.ver'),
    },
    {
      method: 'POST',
      path: '/admin/industry-admin/create',
      handler: 'administration.createSecondaryUser',
      config: { ...secondary('usuarios-secundarios.criar'), schema: 'admin.secondary-user' },
    },
    {
      method: 'PATCH',
      path: '/admin/industry-admin/:id/update',
      handler: 'administration.updateSecondaryUser',
      config: { ...secondary('usuarios-secundarios.editar'), schema: 'admin.secondary-user' },
    },
    {
      method: 'DELETE',
      path: '/admin/industry-admin/:id/delete',
      handler: 'administration.deleteSecondaryUser',
      config: secondary('usuarios-secundarios.deletar'),
    },
  ],
};
