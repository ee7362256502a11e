/** GET /api/insights/interruptions (docs/insights-interruptions.md): the planned interruptions reaching the contract, for the home card. */
import useSWR from 'swr';
import type { ContractInterruptionsView } from '@domain/insights/interruptions/types';
import { INSIGHTS_INTERRUPTIONS_ENDPOINTS } from '@domain/endpoints/insights-interruptions';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(INSIGHTS_INTERRUPTIONS_ENDPOINTS, 'GET', '/insights/interruptions');

export const contractInterruptionsKey = (contractId: string) => ['insights/interruptions', contractId] as const;

export const fetchContractInterruptions = (contractId: string) =>
  call(LIST, { query: { contractId } }) as Promise<{ data: ContractInterruptionsView }>;

export function useContractInterruptions(contractId: string | null) {
  return useSWR(contractId ? contractInterruptionsKey(contractId) : null, ([, id]) => fetchContractInterruptions(id), {
    revalidateOnFocus: false,
  });
}
