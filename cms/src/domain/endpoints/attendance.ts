/** Attendant service routes (spec 02 §7): the attendant screen's roles and permissions. */
import { endpoints, portal } from './define';

export const ATTENDANCE_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/attendant/contracts',
    handler: 'attendance.contracts',
    query: 'attendance.contracts',
    access: portal({ screen: 'atendimento' }),
  },
  {
    method: 'PATCH',
    path: '/attendant/session',
    handler: 'attendance.startSession',
    access: portal({ screen: 'atendimento', permissions: ['atendimento.criar'] }),
  },
  {
    method: 'DELETE',
    path: '/attendant/session',
    handler: 'attendance.endSession',
    query: 'none',
    access: portal({ screen: 'atendimento' }),
  },
]);
