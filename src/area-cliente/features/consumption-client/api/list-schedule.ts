/**
 * `GET /api/consumption-schedule/list` (spec 03 §7; PORTAL-API.md §17): the contract's days of
 * the programming calendar, today's request and the protocols. Fresh on open and every minute
 * (the 11:00 cut-off and the analyst's decision change it).
 */
import useSWR from 'swr';
import type { ScheduleListAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/list');

export type ScheduleKey = readonly ['consumption/list', string];

export const scheduleKey = (contractId: string | null | undefined): ScheduleKey | null =>
  contractId ? (['consumption/list', contractId] as const) : null;

export const fetchSchedule = (contractId: string) =>
  (call(LIST, { query: { contractId } }) as Promise<{ data: ScheduleListAnswer }>).then((r) => r.data);

export function useSchedule(contractId: string | null | undefined) {
  return useSWR<ScheduleListAnswer, unknown, ScheduleKey | null>(scheduleKey(contractId), ([, id]) => fetchSchedule(id), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
}
