/** `GET /api/consumption-schedule/dashboard/axis-proportion` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { AxisProportion } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/axis-proportion');

export type Query = Record<string, string | undefined>;
export const axisProportionKey = (query: Query = {}) => ['consumption/dashboard/axis-proportion', JSON.stringify(query)] as const;
export const fetchAxisProportion = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: AxisProportion[] }>).then((r) => r.data);

export function useAxisProportion(query: Query = {}) {
  return useSWR(axisProportionKey(query), () => fetchAxisProportion(query), { refreshInterval: 0, keepPreviousData: true });
}
