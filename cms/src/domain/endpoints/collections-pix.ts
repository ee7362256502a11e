/**
 * Dynamic Pix with due date (issue 24 §1; docs/collections-pix.md): the PSP's webhook (public,
 * authenticated by mTLS at nginx, checked in the use case) and the amount an open bill asks today.
 */
import { PAY_ROLES } from '../role-capabilities';
import { COLLECTIONS_PIX_ANSWERS } from './collections-pix-answers';
import { endpoints, open, portal } from './define';

export const COLLECTIONS_PIX_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/collections/pix/webhook/pix',
    handler: 'pix.webhook',
    access: open(false),
    answer: COLLECTIONS_PIX_ANSWERS.pixWebhook,
    summary: 'Webhook Pix do provedor (modelo do BCB: POST <url>/pix com a lista de pix).',
  },
  {
    method: 'GET',
    path: '/collections/pix/invoices/:numDoc',
    handler: 'pix.amountDue',
    query: 'invoices.doc-date',
    answer: COLLECTIONS_PIX_ANSWERS.pixAmountDue,
    access: portal({ roles: PAY_ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'Valor que a fatura em aberto cobra hoje (multa e juros da cobrança com vencimento).',
  },
]);
