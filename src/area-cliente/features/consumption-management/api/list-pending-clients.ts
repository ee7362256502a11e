/** `GET /api/consumption-schedule/dashboard/pending-clients` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { PendingClientsAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/pending-clients');

export type Query = Record<string, string | undefined>;
export const pendingClientsKey = (query: Query = {}) => ['consumption/dashboard/pending-clients', JSON.stringify(query)] as const;
export const fetchPendingClients = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: PendingClientsAnswer }>).then((r) => r.data);

export function usePendingClients(query: Query = {}) {
  return useSWR(pendingClientsKey(query), () => fetchPendingClients(query), { refreshInterval: 60_000, keepPreviousData: true });
}
