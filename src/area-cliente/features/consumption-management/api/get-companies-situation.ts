/** `GET /api/consumption-schedule/companies-situation` (spec 03 §7; PORTAL-API.md §17), refreshed every minute. */
import useSWR from 'swr';
import type { CompaniesSituationAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/companies-situation');

export type Query = Record<string, string | undefined>;
export const companiesSituationKey = (query: Query = {}) => ['consumption/companies-situation', JSON.stringify(query)] as const;
export const fetchCompaniesSituation = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: CompaniesSituationAnswer }>).then((r) => r.data);

export function useCompaniesSituation(query: Query = {}) {
  return useSWR(companiesSituationKey(query), () => fetchCompaniesSituation(query), { refreshInterval: 60_000, keepPreviousData: true });
}
