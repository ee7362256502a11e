/**
 * GET /api/services/supply-suspension/calendar (spec 02 §7): the dates a suspension may be
 * scheduled on (`data`), and each offered date's periods and vacancies (`meta.calendar`).
 */
import useSWR from 'swr';
import type { SuspensionCalendarAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

const CALENDAR = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/supply-suspension/calendar');

export const fetchSuspensionCalendar = (contractId: string) =>
  call(CALENDAR, { query: { contractId } }) as Promise<SuspensionCalendarAnswer>;

export function useSuspensionCalendar(contractId: string | null) {
  return useSWR(
    contractId ? (['services/supply-suspension/calendar', contractId] as const) : null,
    ([, id]) => fetchSuspensionCalendar(id),
    { revalidateOnFocus: false },
  );
}
