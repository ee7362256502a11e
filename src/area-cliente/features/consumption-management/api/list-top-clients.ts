/** `GET /api/consumption-schedule/dashboard/top-clients` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { TopClient } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/top-clients');

export type Query = Record<string, string | undefined>;
export const topClientsKey = (query: Query = {}) => ['consumption/dashboard/top-clients', JSON.stringify(query)] as const;
export const fetchTopClients = (query: Query = {}) => (call(ENDPOINT, { query }) as Promise<{ data: TopClient[] }>).then((r) => r.data);

export function useTopClients(query: Query = {}) {
  return useSWR(topClientsKey(query), () => fetchTopClients(query), { refreshInterval: 0, keepPreviousData: true });
}
