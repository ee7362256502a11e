/** GET /api/collections/negotiation/agreements: the contract's agreements with their state, bills and instalments. */
import useSWR from 'swr';
import type { AgreementView } from '@domain/collections/negotiation/types';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '@domain/endpoints/collections-negotiation';
import { call, endpointOf } from '~/lib/api-call';

const AGREEMENTS = endpointOf(COLLECTIONS_NEGOTIATION_ENDPOINTS, 'GET', '/collections/negotiation/agreements');

const agreementsKey = (contractId: string | null) => (contractId ? (['collections/negotiation/agreements', contractId] as const) : null);

export const fetchAgreements = (contractId: string) => call(AGREEMENTS, { query: { contractId } }) as Promise<{ data: AgreementView[] }>;

export function useAgreements(contractId: string | null) {
  return useSWR(agreementsKey(contractId), ([, id]) => fetchAgreements(id), { revalidateOnFocus: false });
}
