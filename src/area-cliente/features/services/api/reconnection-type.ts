/** GET /api/services/reconnection/type (spec 02 §7): the reason of the interruption, the fees and the 4-hour notice image. */
import useSWR from 'swr';
import type { ReconnectionTypeView } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchReconnectionType = (contractId: string) =>
  api.get<{ data: ReconnectionTypeView }>('services/reconnection/type', { query: { contractId } });

export function useReconnectionType(contractId: string | null) {
  return useSWR(contractId ? (['services/reconnection/type', contractId] as const) : null, ([, id]) => fetchReconnectionType(id), {
    revalidateOnFocus: false,
  });
}
