/** POST /api/collections/negotiation/agreements: body { bills, instalments, acceptTerms: true }; the agreement made. */
import { mutate } from 'swr';
import type { AgreementView } from '@domain/collections/negotiation/types';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '@domain/endpoints/collections-negotiation';
import { call, endpointOf } from '~/lib/api-call';
import { agreementsKey } from './list-agreements';
import { negotiableBillsKey } from './list-negotiable-bills';

const ACCEPT = endpointOf(COLLECTIONS_NEGOTIATION_ENDPOINTS, 'POST', '/collections/negotiation/agreements');

export async function acceptAgreement(contractId: string, bills: string[], instalments: number): Promise<AgreementView> {
  const made = (await call(ACCEPT, { query: { contractId }, body: { bills, instalments, acceptTerms: true } })) as AgreementView;
  await Promise.all([mutate(agreementsKey(contractId)), mutate(negotiableBillsKey(contractId))]);
  return made;
}
