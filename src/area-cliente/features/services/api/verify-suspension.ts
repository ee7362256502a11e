/** GET /api/services/supply-suspension/verify (spec 02 §7): the open (scheduled) suspension, and whether the contract is active. */
import useSWR from 'swr';
import type { VerifyAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

const VERIFY = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/supply-suspension/verify');

export const fetchSuspensionVerify = (contractId: string) => call(VERIFY, { query: { contractId } }) as Promise<VerifyAnswer>;

export function useSuspensionVerify(contractId: string | null) {
  return useSWR(contractId ? (['services/supply-suspension/verify', contractId] as const) : null, ([, id]) => fetchSuspensionVerify(id), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
  });
}
