/** `GET /api/consumption-schedule/dashboard/consumed-graph` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { GraphPoint } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/consumed-graph');

export type Query = Record<string, string | undefined>;
export const consumedGraphKey = (query: Query = {}) => ['consumption/dashboard/consumed-graph', JSON.stringify(query)] as const;
export const fetchConsumedGraph = (query: Query = {}) => (call(ENDPOINT, { query }) as Promise<{ data: GraphPoint[] }>).then((r) => r.data);

export function useConsumedGraph(query: Query = {}) {
  return useSWR(consumedGraphKey(query), () => fetchConsumedGraph(query), { refreshInterval: 0, keepPreviousData: true });
}
