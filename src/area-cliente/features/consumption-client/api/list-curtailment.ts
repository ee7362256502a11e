/**
 * `GET /api/curtailment/contract` (PORTAL-API.md §28; docs/curtailment.md): the contract's
 * curtailment notices in force or to come, for the programming screen's banner. Fresh on open
 * and every minute (a notice issued or ended by the programmer shows up without a reload).
 */
import useSWR from 'swr';
import type { ContractCurtailmentView } from '@domain/curtailment/types';
import { CURTAILMENT_ENDPOINTS } from '@domain/endpoints/curtailment';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(CURTAILMENT_ENDPOINTS, 'GET', '/curtailment/contract');

type CurtailmentKey = readonly ['curtailment/contract', string];

const fetchCurtailment = (contractId: string) =>
  (call(LIST, { query: { contractId } }) as Promise<{ data: { notices: ContractCurtailmentView[] } }>).then((r) => r.data.notices);

export function useCurtailment(contractId: string | null | undefined) {
  return useSWR<ContractCurtailmentView[], unknown, CurtailmentKey | null>(
    contractId ? (['curtailment/contract', contractId] as const) : null,
    ([, id]) => fetchCurtailment(id),
    { refreshInterval: 60_000, revalidateOnFocus: true },
  );
}
