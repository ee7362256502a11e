/** The notification calls of spec 01 §7 (PORTAL-API.md §11b): the caller's own notifications only. */
import { protectedRoute } from '../../../portal/core/route-config';

const access = protectedRoute({ permissions: ['notificacoes.ver'], notificationAccess: true });

export default {
  routes: [
    { method: 'GET', path: '/notification', handler: 'notification.list', config: access },
    { method: 'PATCH', path: '/notification/read-all', handler: 'notification.readAll', config: access },
    { method: 'PATCH', path: '/notification/:id/read', handler: 'notification.read', config: access },
    { method: 'DELETE', path: '/notification/:id/delete', handler: 'notification.remove', config: access },
  ],
};
