/** PUT /api/privacy/consents (PORTAL-API.md §13): grants or withdraws one consent. */
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import type { ConsentCategory } from '@domain/privacy/rules';
import type { ConsentView } from '@domain/privacy/types';
import { call, endpointOf } from '~/lib/api-call';

const CONSENTS = endpointOf(PRIVACY_ENDPOINTS, 'PUT', '/privacy/consents');

export const changeConsent = (category: ConsentCategory, granted: boolean) =>
  call(CONSENTS, { body: { category, granted } }) as Promise<{ data: ConsentView[] }>;
