/** GET /api/services/reconnection/type (spec 02 §7): the reason of the interruption, the fees and the 4-hour notice image. */
import useSWR from 'swr';
import type { ReconnectionTypeView } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

const TYPE = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/reconnection/type');

export const fetchReconnectionType = (contractId: string) =>
  call(TYPE, { query: { contractId } }) as Promise<{ data: ReconnectionTypeView }>;

export function useReconnectionType(contractId: string | null) {
  return useSWR(contractId ? (['services/reconnection/type', contractId] as const) : null, ([, id]) => fetchReconnectionType(id), {
    revalidateOnFocus: false,
  });
}
