/** Attendant service routes (spec 02 §7): the attendant screen's roles and permissions. */
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

export const ATTENDANCE_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/attendant/contracts',
    handler: 'attendance.contracts',
    answer: ANSWERS.attendantContracts,
    query: 'attendance.contracts',
    access: portal({ screen: 'atendimento' }),
  },
  {
    method: 'PATCH',
    path: '/attendant/session',
    handler: 'attendance.startSession',
    answer: ANSWERS.attendantSessionStarted,
    access: portal({ screen: 'atendimento', permissions: ['atendimento.criar'] }),
  },
  {
    method: 'DELETE',
    path: '/attendant/session',
    handler: 'attendance.endSession',
    answer: ANSWERS.attendantSessionEnded,
    query: 'none',
    access: portal({ screen: 'atendimento' }),
  },
]);
