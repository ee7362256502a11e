/**
 * The bills' due day (issue 24 §5; docs/collections-due-date.md): whoever sees the contract's
 * bills reads it; the customer changes it (one change every 12 months, none while a bill is overdue).
 */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { DUE_DATE_ANSWERS } from './collections-due-date-answers';
import { endpoints, portal } from './define';

export const COLLECTIONS_DUE_DATE_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/due-date',
    handler: 'due-date.show',
    query: 'none',
    answer: DUE_DATE_ANSWERS.dueDate,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'O dia de vencimento do contrato, os dias possíveis, se pode ser alterado agora e a última alteração.',
  },
  {
    method: 'POST',
    path: '/collections/due-date',
    handler: 'due-date.change',
    body: 'collections.due-date',
    answer: DUE_DATE_ANSWERS.dueDateChanged,
    access: portal({ roles: CUSTOMER_ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'Altera o dia de vencimento a partir da próxima fatura; protocolo por e-mail e no portal.',
  },
]);
