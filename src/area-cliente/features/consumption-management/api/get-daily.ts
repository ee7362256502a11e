/** `GET /api/consumption-schedule/dashboard/daily` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { DailyAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/daily');

export type Query = Record<string, string | undefined>;
export const dailyKey = (query: Query = {}) => ['consumption/dashboard/daily', JSON.stringify(query)] as const;
export const fetchDaily = (query: Query = {}) => (call(ENDPOINT, { query }) as Promise<{ data: DailyAnswer }>).then((r) => r.data);

export function useDaily(query: Query = {}) {
  return useSWR(dailyKey(query), () => fetchDaily(query), { refreshInterval: 0, keepPreviousData: true });
}
