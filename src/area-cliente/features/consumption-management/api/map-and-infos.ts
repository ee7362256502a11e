/** `GET /api/consumption-schedule/dashboard/get-map-and-infos` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { MapAndInfosAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const mapAndInfosKey = (query: Query = {}) => ['consumption/dashboard/get-map-and-infos', JSON.stringify(query)] as const;
export const fetchMapAndInfos = (query: Query = {}) =>
  api.get<{ data: MapAndInfosAnswer }>('consumption-schedule/dashboard/get-map-and-infos', { query }).then((r) => r.data);

export function useMapAndInfos(query: Query = {}) {
  return useSWR(mapAndInfosKey(query), () => fetchMapAndInfos(query), { refreshInterval: 60_000, keepPreviousData: true });
}
