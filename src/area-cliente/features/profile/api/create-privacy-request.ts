/** POST /api/privacy/requests (PORTAL-API.md §13): records an account request of the tab (its kind, confirmed). */
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import type { AccountRequestKind } from '@domain/privacy/rules';
import type { PrivacyRequestView } from '@domain/privacy/types';
import { call, endpointOf } from '~/lib/api-call';

const REQUESTS = endpointOf(PRIVACY_ENDPOINTS, 'POST', '/privacy/requests');

export const createPrivacyRequest = (kind: AccountRequestKind) =>
  call(REQUESTS, { body: { kind, confirm: true } }) as Promise<{ data: PrivacyRequestView; message: string }>;
