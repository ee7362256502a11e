/** GET /api/services/reconnection/verify (spec 02 §7): the open request, if any, and whether the contract is active. */
import useSWR from 'swr';
import type { VerifyAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const reconnectionVerifyKey = (contractId: string | null) =>
  contractId ? (['services/reconnection/verify', contractId] as const) : null;

export const fetchReconnectionVerify = (contractId: string) =>
  api.get<VerifyAnswer>('services/reconnection/verify', { query: { contractId } });

/** Asked fresh each time the screen opens (the request may have changed in the back office). */
export function useReconnectionVerify(contractId: string | null) {
  return useSWR(reconnectionVerifyKey(contractId), ([, id]) => fetchReconnectionVerify(id), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
  });
}
