/** GET /api/collections/negotiation/bills: the contract's overdue bills that may be negotiated, and the rules (docs/collections-negotiation.md). */
import useSWR from 'swr';
import type { NegotiableBills } from '@domain/collections/negotiation/types';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '@domain/endpoints/collections-negotiation';
import { call, endpointOf } from '~/lib/api-call';

const BILLS = endpointOf(COLLECTIONS_NEGOTIATION_ENDPOINTS, 'GET', '/collections/negotiation/bills');

const negotiableBillsKey = (contractId: string | null) => (contractId ? (['collections/negotiation/bills', contractId] as const) : null);

export const fetchNegotiableBills = (contractId: string) => call(BILLS, { query: { contractId } }) as Promise<NegotiableBills>;

export function useNegotiableBills(contractId: string | null) {
  return useSWR(negotiableBillsKey(contractId), ([, id]) => fetchNegotiableBills(id), { revalidateOnFocus: false });
}
