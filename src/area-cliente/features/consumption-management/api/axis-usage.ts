/** `GET /api/consumption-schedule/decision/get-axis-usage` (spec 03 §7; PORTAL-API.md §17), also read by the footer's daily axes overview. */
import useSWR from 'swr';
import type { AxisUsageAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const axisUsageKey = (query: Query = {}) => ['consumption/decision/get-axis-usage', JSON.stringify(query)] as const;
export const fetchAxisUsage = (query: Query = {}) =>
  api.get<{ data: AxisUsageAnswer }>('consumption-schedule/decision/get-axis-usage', { query }).then((r) => r.data);

export function useAxisUsage(query: Query = {}) {
  return useSWR(axisUsageKey(query), () => fetchAxisUsage(query), { refreshInterval: 60_000, keepPreviousData: true });
}
