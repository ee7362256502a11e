/** `GET /api/consumption-schedule/decision/get-axis-usage` (spec 03 §7; PORTAL-API.md §17), also read by the footer's daily axes overview. */
import useSWR from 'swr';
import type { AxisUsageAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/decision/get-axis-usage');

export type Query = Record<string, string | undefined>;
export const axisUsageKey = (query: Query = {}) => ['consumption/decision/get-axis-usage', JSON.stringify(query)] as const;
export const fetchAxisUsage = (query: Query = {}) => (call(ENDPOINT, { query }) as Promise<{ data: AxisUsageAnswer }>).then((r) => r.data);

export function useAxisUsage(query: Query = {}) {
  return useSWR(axisUsageKey(query), () => fetchAxisUsage(query), { refreshInterval: 60_000, keepPreviousData: true });
}
