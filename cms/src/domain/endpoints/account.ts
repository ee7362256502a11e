/** Account calls: spec 04 §7 (public, link-token) and spec 02 §7 PUT resetPassword (logged). */
import { endpoints, open, portal } from './define';

export const ACCOUNT_ENDPOINTS = endpoints([
  { method: 'POST', path: '/auth/user/register', handler: 'account.register', access: open(true), body: 'auth.register' },
  { method: 'PATCH', path: '/auth/user/emailValidation', handler: 'account.emailValidation', access: open(true) },
  {
    method: 'PATCH',
    path: '/auth/user/data',
    handler: 'account.updateData',
    access: portal({ allowInactive: true, registrationOnly: true }, false),
    body: 'auth.additional-data',
  },
  {
    method: 'POST',
    path: '/auth/user/forgotPassword',
    handler: 'account.forgotPassword',
    access: open(true),
    body: 'auth.forgot-password',
  },
  {
    method: 'PATCH',
    path: '/auth/user/resetPassword',
    handler: 'account.resetPassword',
    access: open(true),
    body: 'auth.reset-password',
  },
  {
    method: 'PATCH',
    path: '/auth/user/confirm',
    handler: 'account.confirm',
    access: open(true),
    body: 'auth.create-password',
  },
  {
    method: 'PUT',
    path: '/auth/user/resetPassword',
    handler: 'account.updatePassword',
    access: portal({ screen: 'atualizar-senha' }, true),
    body: 'auth.update-password',
  },
]);
