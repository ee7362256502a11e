/** GET /api/services/reconnection/calendar (spec 02 §7): dates with their periods and vacancies. */
import useSWR from 'swr';
import type { CalendarEntry } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

const CALENDAR = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/reconnection/calendar');

export const fetchReconnectionCalendar = (contractId: string) =>
  call(CALENDAR, { query: { contractId } }) as Promise<{ data: CalendarEntry[] }>;

export function useReconnectionCalendar(contractId: string | null) {
  return useSWR(contractId ? (['services/reconnection/calendar', contractId] as const) : null, ([, id]) => fetchReconnectionCalendar(id), {
    revalidateOnFocus: false,
  });
}
