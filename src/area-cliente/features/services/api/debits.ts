/** GET /api/services/debits (spec 02 §7): overdue bills of the contract (payment proofs are required when there are any). */
import useSWR from 'swr';
import type { DebitsView } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchDebits = (contractId: string) => api.get<{ data: DebitsView }>('services/debits', { query: { contractId } });

export function useDebits(contractId: string | null) {
  return useSWR(contractId ? (['services/debits', contractId] as const) : null, ([, id]) => fetchDebits(id), { revalidateOnFocus: false });
}
