/**
 * Platform users (spec 02 §2.2, §7). This file sorts after account.ts on purpose: Strapi
 * registers an API's route files in name order, so `PUT /auth/user/resetPassword` (account)
 * is matched before `PUT /auth/user/:id`; the use case also takes numeric ids only.
 */
import { ADMIN_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const users = (permission: 'usuarios.ver' | 'usuarios.criar' | 'usuarios.editar' | 'usuarios.deletar', limited = false) =>
  portal({ roles: ADMIN_ROLES, screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver', permission] }, limited);

export const USERS_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/auth/user/list',
    handler: 'users.list',
    answer: ANSWERS.platformUserList,
    query: 'users.list',
    access: users('usuarios.ver'),
  },
  {
    method: 'POST',
    path: '/auth/user/create-auth',
    handler: 'users.create',
    answer: ANSWERS.platformUserSaved,
    access: users('usuarios.criar'),
    body: 'admin.platform-user',
  },
  {
    method: 'PUT',
    path: '/auth/user/:id',
    handler: 'users.update',
    answer: ANSWERS.platformUserSaved,
    access: users('usuarios.editar'),
    body: 'admin.platform-user',
  },
  {
    method: 'DELETE',
    path: '/auth/user/:id',
    handler: 'users.remove',
    answer: ANSWERS.platformUserDone,
    query: 'none',
    access: users('usuarios.deletar'),
  },
  {
    method: 'POST',
    path: '/auth/user/:id/reset-password',
    handler: 'users.resetPassword',
    answer: ANSWERS.platformUserDone,
    access: users('usuarios.editar', true),
  },
  {
    method: 'POST',
    path: '/auth/user/:id/second-factor/reset',
    handler: 'users.resetSecondFactor',
    answer: ANSWERS.platformUserDone,
    access: portal({ roles: ['admin-master'], screen: 'perfis-necta/usuarios', permissions: ['usuarios.ver', 'usuarios.editar'] }, true),
  },
]);
