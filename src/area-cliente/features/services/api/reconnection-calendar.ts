/** GET /api/services/reconnection/calendar (spec 02 §7): dates with their periods and vacancies. */
import useSWR from 'swr';
import type { CalendarEntry } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchReconnectionCalendar = (contractId: string) =>
  api.get<{ data: CalendarEntry[] }>('services/reconnection/calendar', { query: { contractId } });

export function useReconnectionCalendar(contractId: string | null) {
  return useSWR(contractId ? (['services/reconnection/calendar', contractId] as const) : null, ([, id]) => fetchReconnectionCalendar(id), {
    revalidateOnFocus: false,
  });
}
