/** `GET /api/consumption-schedule/dashboard/consumed-graph` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { GraphPoint } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const consumedGraphKey = (query: Query = {}) => ['consumption/dashboard/consumed-graph', JSON.stringify(query)] as const;
export const fetchConsumedGraph = (query: Query = {}) =>
  api.get<{ data: GraphPoint[] }>('consumption-schedule/dashboard/consumed-graph', { query }).then((r) => r.data);

export function useConsumedGraph(query: Query = {}) {
  return useSWR(consumedGraphKey(query), () => fetchConsumedGraph(query), { refreshInterval: 0, keepPreviousData: true });
}
