/** Attendant service routes (spec 02 §7): the attendant screen's roles and permissions. */
import { protectedRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'GET', path: '/attendant/contracts', handler: 'attendance.contracts', config: protectedRoute({ screen: 'atendimento' }) },
    {
      method: 'PATCH',
      path: '/attendant/session',
      handler: 'attendance.startSession',
      config: protectedRoute({ screen: 'atendimento', permissions: ['atendimento.criar'] }),
    },
    { method: 'DELETE', path: '/attendant/session', handler: 'attendance.endSession', config: protectedRoute({ screen: 'atendimento' }) },
  ],
};
