/**
 * Pix Automático (issue 24 §2; docs/collections-pix-automatico.md): the contract's recurrence —
 * whoever sees its bills reads it; the customer, or the attendant for the served contract
 * (audited), authorises and cancels it — and the PSP's two webhooks (public, authenticated by mTLS
 * at nginx, checked in the use case).
 */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { PIX_AUTOMATICO_ANSWERS } from './collections-pix-automatico-answers';
import { endpoints, open, portal } from './define';

const bills = { roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['faturas.ver'], ownership: 'contract' } as const;

export const COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/pix-automatico',
    handler: 'pix-automatico.show',
    query: 'none',
    answer: PIX_AUTOMATICO_ANSWERS.pixAutomatico,
    access: portal(bills),
    summary: 'Pix Automático do contrato: a recorrência, o QR da autorização e as cobranças das faturas.',
  },
  {
    method: 'POST',
    path: '/collections/pix-automatico',
    handler: 'pix-automatico.authorise',
    answer: PIX_AUTOMATICO_ANSWERS.pixAutomaticoChanged,
    access: portal(bills, true),
    body: 'collections.pix-automatico',
    summary: 'Pede o Pix Automático (recorrência mensal de valor variável, com valor máximo opcional).',
  },
  {
    method: 'DELETE',
    path: '/collections/pix-automatico',
    handler: 'pix-automatico.cancel',
    query: 'none',
    answer: PIX_AUTOMATICO_ANSWERS.pixAutomaticoChanged,
    access: portal(bills),
    summary: 'Cancela o Pix Automático do contrato (e as cobranças ainda não pagas).',
  },
  {
    method: 'POST',
    path: '/collections/pix-automatico/webhook/rec',
    handler: 'pix-automatico.webhookRec',
    access: open(false),
    answer: PIX_AUTOMATICO_ANSWERS.pixAutomaticoRecWebhook,
    summary: 'Webhook de recorrências do PSP (modelo do BCB: POST <url>/rec com a lista recs).',
  },
  {
    method: 'POST',
    path: '/collections/pix-automatico/webhook/cobr',
    handler: 'pix-automatico.webhookCobr',
    access: open(false),
    answer: PIX_AUTOMATICO_ANSWERS.pixAutomaticoCobrWebhook,
    summary: 'Webhook de cobranças recorrentes do PSP (modelo do BCB: POST <url>/cobr com a lista cobsr).',
  },
]);
