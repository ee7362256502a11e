/** `GET /api/consumption-schedule/dashboard/axis-proportion` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { AxisProportion } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const axisProportionKey = (query: Query = {}) => ['consumption/dashboard/axis-proportion', JSON.stringify(query)] as const;
export const fetchAxisProportion = (query: Query = {}) =>
  api.get<{ data: AxisProportion[] }>('consumption-schedule/dashboard/axis-proportion', { query }).then((r) => r.data);

export function useAxisProportion(query: Query = {}) {
  return useSWR(axisProportionKey(query), () => fetchAxisProportion(query), { refreshInterval: 0, keepPreviousData: true });
}
