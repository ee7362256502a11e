/**
 * Planned interruptions (issue 25 §5; docs/insights-interruptions.md): the public list of the
 * coming and ongoing interruptions by city (the site's page reads it; rate-limited, cached a
 * minute) and what reaches one contract (the home card: customers, staff for the served contract).
 */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { INSIGHTS_INTERRUPTIONS_ANSWERS } from './insights-interruptions-answers';
import { endpoints, open, portal } from './define';

export const INSIGHTS_INTERRUPTIONS_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/insights/interruptions/public',
    handler: 'interruptions.publicList',
    query: 'none',
    answer: INSIGHTS_INTERRUPTIONS_ANSWERS.publicInterruptions,
    access: open(true),
  },
  {
    method: 'GET',
    path: '/insights/interruptions',
    handler: 'interruptions.contractList',
    query: 'none',
    answer: INSIGHTS_INTERRUPTIONS_ANSWERS.contractInterruptions,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], ownership: 'contract' }),
  },
]);
