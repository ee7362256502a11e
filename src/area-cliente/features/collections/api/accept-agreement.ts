/** POST /api/collections/negotiation/agreements: body { bills, instalments, acceptTerms: true }; the agreement made (the screen then refreshes its bills and agreements through their own hooks). */
import type { AgreementView } from '@domain/collections/negotiation/types';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '@domain/endpoints/collections-negotiation';
import { call, endpointOf } from '~/lib/api-call';

const ACCEPT = endpointOf(COLLECTIONS_NEGOTIATION_ENDPOINTS, 'POST', '/collections/negotiation/agreements');

export const acceptAgreement = (contractId: string, bills: string[], instalments: number) =>
  call(ACCEPT, { query: { contractId }, body: { bills, instalments, acceptTerms: true } }) as Promise<AgreementView>;
