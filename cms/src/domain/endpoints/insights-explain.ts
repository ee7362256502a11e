/**
 * The bill explained (issue 25 §1, PORTAL-API.md "Entenda sua conta"): residential and commercial
 * customers and the attendants of a started service (not industry nor GNV, who have their own area).
 */
import type { PortalRole } from '../roles';
import { INSIGHTS_EXPLAIN_ANSWERS } from './insights-explain-answers';
import { endpoints, portal } from './define';

const ROLES: PortalRole[] = ['client', 'individual', 'attendant-only', 'attendant-2', 'admin', 'admin-master'];

export const INSIGHTS_EXPLAIN_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/insights/explain/:numDoc',
    handler: 'insights-explain.explain',
    query: 'none',
    answer: INSIGHTS_EXPLAIN_ANSWERS.explainedBill,
    summary: 'Entenda sua conta: a fatura explicada linha a linha e comparada.',
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
  },
]);
