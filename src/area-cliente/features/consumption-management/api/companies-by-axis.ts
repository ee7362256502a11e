/** `GET /api/consumption-schedule/companies-by-axis` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { AxisByList } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const companiesByAxisKey = (query: Query = {}) => ['consumption/companies-by-axis', JSON.stringify(query)] as const;
export const fetchCompaniesByAxis = (query: Query = {}) =>
  api.get<{ data: AxisByList[] }>('consumption-schedule/companies-by-axis', { query }).then((r) => r.data);

export function useCompaniesByAxis(query: Query = {}) {
  return useSWR(companiesByAxisKey(query), () => fetchCompaniesByAxis(query), { refreshInterval: 0, keepPreviousData: true });
}
