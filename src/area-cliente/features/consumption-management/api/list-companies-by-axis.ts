/** `GET /api/consumption-schedule/companies-by-axis` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { AxisByList } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/companies-by-axis');

export type Query = Record<string, string | undefined>;
export const companiesByAxisKey = (query: Query = {}) => ['consumption/companies-by-axis', JSON.stringify(query)] as const;
export const fetchCompaniesByAxis = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: AxisByList[] }>).then((r) => r.data);

export function useCompaniesByAxis(query: Query = {}) {
  return useSWR(companiesByAxisKey(query), () => fetchCompaniesByAxis(query), { refreshInterval: 0, keepPreviousData: true });
}
