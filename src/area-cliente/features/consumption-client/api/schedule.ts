/**
 * `GET /api/consumption-schedule/list` (spec 03 §7; PORTAL-API.md §17): the contract's days of
 * the programming calendar, today's request and the protocols. Fresh on open and every minute
 * (the 11:00 cut-off and the analyst's decision change it).
 */
import useSWR from 'swr';
import type { ScheduleListAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type ScheduleKey = readonly ['consumption/list', string];

export const scheduleKey = (contractId: string | null | undefined): ScheduleKey | null =>
  contractId ? (['consumption/list', contractId] as const) : null;

export const fetchSchedule = (contractId: string) =>
  api.get<{ data: ScheduleListAnswer }>('consumption-schedule/list', { query: { contractId } }).then((r) => r.data);

export function useSchedule(contractId: string | null | undefined) {
  return useSWR<ScheduleListAnswer, unknown, ScheduleKey | null>(scheduleKey(contractId), ([, id]) => fetchSchedule(id), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
}
