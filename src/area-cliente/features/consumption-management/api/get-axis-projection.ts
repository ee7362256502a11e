/** `GET /api/consumption-schedule/projection/get-axis-projection` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { ProjectionAxis } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/projection/get-axis-projection');

export type Query = Record<string, string | undefined>;
export const axisProjectionKey = (query: Query = {}) => ['consumption/projection/get-axis-projection', JSON.stringify(query)] as const;
export const fetchAxisProjection = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: ProjectionAxis[] }>).then((r) => r.data);

export function useAxisProjection(query: Query = {}) {
  return useSWR(axisProjectionKey(query), () => fetchAxisProjection(query), { refreshInterval: 0, keepPreviousData: true });
}
