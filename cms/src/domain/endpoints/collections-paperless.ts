/** Paperless bill calls (issue 24 §5): the e-mails the contract's holder wants, per event. */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { COLLECTIONS_PAPERLESS_ANSWERS } from './collections-paperless-answers';
import { endpoints, portal } from './define';

export const COLLECTIONS_PAPERLESS_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/paperless/preferences',
    handler: 'paperless.preferences',
    query: 'none',
    answer: COLLECTIONS_PAPERLESS_ANSWERS.paperlessPreferences,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], ownership: 'contract' }),
    summary: 'Preferências de e-mail da fatura digital (nova fatura, lembrete de vencimento, confirmação de pagamento)',
  },
  {
    method: 'PUT',
    path: '/collections/paperless/preferences',
    handler: 'paperless.updatePreferences',
    answer: COLLECTIONS_PAPERLESS_ANSWERS.paperlessPreferencesUpdate,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['cadastro.editar'], ownership: 'contract' }),
    body: 'collections.paperless-preferences',
    summary: 'Altera as preferências de e-mail da fatura digital',
  },
]);
