/** The notification calls of spec 01 §7 (PORTAL-API.md §11b): the caller's own notifications only. */
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const access = portal({ permissions: ['notificacoes.ver'], notificationAccess: true });

export const NOTIFICATION_ENDPOINTS = endpoints([
  { method: 'GET', path: '/notification', handler: 'notification.list', query: 'none', answer: ANSWERS.notificationList, access: access },
  { method: 'PATCH', path: '/notification/read-all', handler: 'notification.readAll', answer: ANSWERS.notificationReadAll, access: access },
  { method: 'PATCH', path: '/notification/:id/read', handler: 'notification.read', answer: ANSWERS.notificationRead, access: access },
  {
    method: 'DELETE',
    path: '/notification/:id/delete',
    handler: 'notification.remove',
    query: 'none',
    answer: ANSWERS.notificationDelete,
    access: access,
  },
]);
