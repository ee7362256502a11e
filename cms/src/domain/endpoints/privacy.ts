/**
 * LGPD self-service (PORTAL-API.md §13). Customer roles only, and always the
 * caller's own data: an attendant cannot export, consent or ask for deletion on a customer's
 * behalf (403), and a secondary user of an industry account reaches only its own records.
 * The message to the encarregado is public and rate-limited.
 */
import { CUSTOMER_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, open, portal } from './define';

const owner = { roles: CUSTOMER_ROLES };

export const PRIVACY_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/privacy/summary',
    handler: 'privacy.summary',
    query: 'none',
    answer: ANSWERS.privacySummary,
    access: portal(owner),
  },
  {
    method: 'POST',
    path: '/privacy/exports',
    handler: 'privacy.requestExport',
    answer: ANSWERS.privacyExportRequested,
    access: portal(owner, true),
    body: 'privacy.export',
  },
  {
    method: 'GET',
    path: '/privacy/exports/latest',
    handler: 'privacy.latestExport',
    query: 'none',
    answer: ANSWERS.privacyLatestExport,
    access: portal(owner),
  },
  { method: 'GET', path: '/privacy/exports/:id/file', handler: 'privacy.downloadExport', query: 'none', access: portal(owner) },
  {
    method: 'PUT',
    path: '/privacy/consents',
    handler: 'privacy.changeConsent',
    answer: ANSWERS.privacyConsents,
    access: portal(owner, false),
    body: 'privacy.consent',
  },
  {
    method: 'POST',
    path: '/privacy/requests',
    handler: 'privacy.createRequest',
    answer: ANSWERS.privacyRequestCreated,
    access: portal(owner, true),
    body: 'privacy.request',
  },
  {
    method: 'POST',
    path: '/privacy/dpo-contact',
    handler: 'privacy.dpoContact',
    answer: ANSWERS.privacyDpoContact,
    access: open(true),
    body: 'privacy.dpo-contact',
  },
]);
