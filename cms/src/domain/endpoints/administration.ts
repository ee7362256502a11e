/**
 * Administration (spec 02 §2.1–§2.3, §7): permission catalogue, profiles (permission groups),
 * the profile list and the secondary users of an industry administrator. Platform-user routes
 * (`/auth/user/*`) are in api/auth/routes/users.ts, after the account routes they share a prefix with.
 */
import { ADMIN_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const profiles = (permission: 'perfis.ver' | 'perfis.criar' | 'perfis.editar' | 'perfis.deletar') =>
  portal({ roles: ADMIN_ROLES, screen: 'perfis-necta', permissions: ['perfis.ver', permission] });
const users = () => portal({ roles: ADMIN_ROLES, screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver'] });
const secondary = (
  permission: 'usuarios-secundarios.ver' | 'usuarios-secundarios.criar' | 'usuarios-secundarios.editar' | 'usuarios-secundarios.deletar',
) => portal({ roles: ['industry'], screen: 'meus-usuarios', permissions: ['usuarios-secundarios.ver', permission] });

export const ADMINISTRATION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/auth/roles/list',
    handler: 'administration.permissionCatalogue',
    query: 'none',
    answer: ANSWERS.permissionCatalogue,
    access: profiles('perfis.ver'),
  },
  {
    method: 'GET',
    path: '/auth/group/list',
    handler: 'administration.listGroups',
    query: 'none',
    answer: ANSWERS.groupList,
    access: profiles('perfis.ver'),
  },
  {
    method: 'POST',
    path: '/auth/group/create',
    handler: 'administration.createGroup',
    answer: ANSWERS.groupSaved,
    access: profiles('perfis.criar'),
    body: 'admin.group',
  },
  {
    method: 'GET',
    path: '/auth/group/:id',
    handler: 'administration.getGroup',
    query: 'none',
    answer: ANSWERS.group,
    access: profiles('perfis.ver'),
  },
  {
    method: 'PATCH',
    path: '/auth/group/:id',
    handler: 'administration.updateGroup',
    answer: ANSWERS.groupSaved,
    access: profiles('perfis.editar'),
    body: 'admin.group',
  },
  {
    method: 'DELETE',
    path: '/auth/group/:id',
    handler: 'administration.deleteGroup',
    query: 'none',
    answer: ANSWERS.groupDeleted,
    access: profiles('perfis.deletar'),
  },
  { method: 'GET', path: '/admin/roles', handler: 'administration.listRoles', query: 'none', answer: ANSWERS.roleList, access: users() },
  {
    method: 'GET',
    path: '/admin/users/list',
    handler: 'administration.listProfiles',
    query: 'admin.profile-list',
    answer: ANSWERS.profileList,
    access: users(),
  },
  {
    method: 'GET',
    path: '/admin/industry-admin/list',
    handler: 'administration.listSecondaryUsers',
    query: 'none',
    answer: ANSWERS.secondaryUsers,
    access: secondary('usuarios-secundarios.ver'),
  },
  {
    method: 'POST',
    path: '/admin/industry-admin/create',
    handler: 'administration.createSecondaryUser',
    answer: ANSWERS.secondaryUserSaved,
    access: secondary('usuarios-secundarios.criar'),
    body: 'admin.secondary-user',
  },
  {
    method: 'PATCH',
    path: '/admin/industry-admin/:id/update',
    handler: 'administration.updateSecondaryUser',
    answer: ANSWERS.secondaryUserSaved,
    access: secondary('usuarios-secundarios.editar'),
    body: 'admin.secondary-user',
  },
  {
    method: 'DELETE',
    path: '/admin/industry-admin/:id/delete',
    handler: 'administration.deleteSecondaryUser',
    answer: ANSWERS.secondaryUserDeleted,
    query: 'none',
    access: secondary('usuarios-secundarios.deletar'),
  },
]);
