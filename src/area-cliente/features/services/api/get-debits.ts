/** GET /api/services/debits (spec 02 §7): overdue bills of the contract (payment proofs are required when there are any). */
import useSWR from 'swr';
import type { DebitsView } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

const DEBITS = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/debits');

export const fetchDebits = (contractId: string) => call(DEBITS, { query: { contractId } }) as Promise<{ data: DebitsView }>;

export function useDebits(contractId: string | null) {
  return useSWR(contractId ? (['services/debits', contractId] as const) : null, ([, id]) => fetchDebits(id), { revalidateOnFocus: false });
}
