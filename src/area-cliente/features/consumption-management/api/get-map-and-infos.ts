/** `GET /api/consumption-schedule/dashboard/get-map-and-infos` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { MapAndInfosAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const ENDPOINT = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/dashboard/get-map-and-infos');

export type Query = Record<string, string | undefined>;
export const mapAndInfosKey = (query: Query = {}) => ['consumption/dashboard/get-map-and-infos', JSON.stringify(query)] as const;
export const fetchMapAndInfos = (query: Query = {}) =>
  (call(ENDPOINT, { query }) as Promise<{ data: MapAndInfosAnswer }>).then((r) => r.data);

export function useMapAndInfos(query: Query = {}) {
  return useSWR(mapAndInfosKey(query), () => fetchMapAndInfos(query), { refreshInterval: 60_000, keepPreviousData: true });
}
