/**
 * Self-reading (issue 25 §3; docs/insights-self-reading.md): the cycle's window and the readings
 * informed; the reading with the meter's photo (multipart: `reading`, `confirm`, `file`); the
 * contest of a bill issued from an estimated reading (multipart: `reading`, `file`); the photo for
 * the portal's administrators. Residential and commercial customers (not industrial nor GNV:
 * they have their own area) and staff serving the contract. Sends are rate-limited like the other uploads.
 */
import type { PermissionKey } from '../permissions';
import { ADMIN_ROLES, COMMON_ACCESS_ROLES, SERVICE_ROLES } from '../roles';
import { INSIGHTS_SELF_READING_ANSWERS } from './insights-self-reading-answers';
import { endpoints, portal } from './define';

const ROLES = [...COMMON_ACCESS_ROLES, ...SERVICE_ROLES];

export const INSIGHTS_SELF_READING_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/insights/self-reading',
    handler: 'insights-self-reading.state',
    query: 'none',
    answer: INSIGHTS_SELF_READING_ANSWERS.selfReadingState,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
  },
  {
    method: 'POST',
    path: '/insights/self-reading',
    handler: 'insights-self-reading.send',
    body: 'insights.self-reading',
    answer: INSIGHTS_SELF_READING_ANSWERS.selfReadingSent,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }, true),
  },
  {
    method: 'POST',
    path: '/insights/invoices/:numDoc/contest',
    handler: 'insights-self-reading.contest',
    body: 'insights.contest',
    answer: INSIGHTS_SELF_READING_ANSWERS.selfReadingSent,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }, true),
  },
  {
    // The meter's photo (private storage): the portal's administrators, like a receipt's file.
    method: 'GET',
    path: '/insights/self-reading/:protocol/files/:position',
    handler: 'insights-self-reading.file',
    query: 'none',
    access: portal({ roles: ADMIN_ROLES, permissions: ['faturas.ver'] as PermissionKey[] }),
  },
]);
