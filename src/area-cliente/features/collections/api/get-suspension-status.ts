/** GET /api/collections/suspension (docs/collections-suspension.md): the notice in force and each bill's newest "Já paguei" receipt. */
import useSWR from 'swr';
import type { SuspensionView } from '@domain/collections/suspension/types';
import { COLLECTIONS_SUSPENSION_ENDPOINTS } from '@domain/endpoints/collections-suspension';
import { call, endpointOf } from '~/lib/api-call';

const STATUS = endpointOf(COLLECTIONS_SUSPENSION_ENDPOINTS, 'GET', '/collections/suspension');

export const suspensionStatusKey = (contractId: string) => ['collections/suspension', contractId] as const;

export const fetchSuspensionStatus = (contractId: string) => call(STATUS, { query: { contractId } }) as Promise<{ data: SuspensionView }>;

export function useSuspensionStatus(contractId: string | null) {
  return useSWR(contractId ? suspensionStatusKey(contractId) : null, ([, id]) => fetchSuspensionStatus(id), { revalidateOnFocus: false });
}
