/** GET /api/services/reconnection/verify (spec 02 §7): the open request, if any, and whether the contract is active. */
import useSWR from 'swr';
import type { VerifyAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

export const reconnectionVerifyKey = (contractId: string | null) =>
  contractId ? (['services/reconnection/verify', contractId] as const) : null;

const VERIFY = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/reconnection/verify');

export const fetchReconnectionVerify = (contractId: string) => call(VERIFY, { query: { contractId } }) as Promise<VerifyAnswer>;

/** Asked fresh each time the screen opens (the request may have changed in the back office). */
export function useReconnectionVerify(contractId: string | null) {
  return useSWR(reconnectionVerifyKey(contractId), ([, id]) => fetchReconnectionVerify(id), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
  });
}
