/**
 * `GET /api/consumption-schedule/hourly` (issue 26 §5; PORTAL-API.md §29): the running gas day's
 * hourly measurements of one contract and the projection they give. Read again every five minutes
 * (an import can add hours). Shared by the client's programming screen (consumption-client) and
 * the administrator's projection (consumption-management).
 */
import useSWR from 'swr';
import type { HourlyDayAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const HOURLY = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/hourly');

type HourlyKey = readonly ['consumption/hourly', string];

const hourlyKey = (contractId: string | null | undefined): HourlyKey | null =>
  contractId ? (['consumption/hourly', contractId] as const) : null;

const fetchHourly = (contractId: string) =>
  (call(HOURLY, { query: { contractId } }) as Promise<{ data: HourlyDayAnswer }>).then((r) => r.data);

export function useHourly(contractId: string | null | undefined) {
  return useSWR<HourlyDayAnswer, unknown, HourlyKey | null>(hourlyKey(contractId), ([, id]) => fetchHourly(id), {
    refreshInterval: 300_000,
  });
}
