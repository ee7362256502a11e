/** `GET /api/consumption-schedule/dashboard/daily` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { DailyAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const dailyKey = (query: Query = {}) => ['consumption/dashboard/daily', JSON.stringify(query)] as const;
export const fetchDaily = (query: Query = {}) =>
  api.get<{ data: DailyAnswer }>('consumption-schedule/dashboard/daily', { query }).then((r) => r.data);

export function useDaily(query: Query = {}) {
  return useSWR(dailyKey(query), () => fetchDaily(query), { refreshInterval: 0, keepPreviousData: true });
}
