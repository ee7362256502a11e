/** GET /api/services/supply-suspension/calendar (spec 02 §7): the dates a suspension may be scheduled on. */
import useSWR from 'swr';
import type { CalendarEntry } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchSuspensionCalendar = (contractId: string) =>
  api.get<{ data: CalendarEntry[] }>('services/supply-suspension/calendar', { query: { contractId } });

export function useSuspensionCalendar(contractId: string | null) {
  return useSWR(
    contractId ? (['services/supply-suspension/calendar', contractId] as const) : null,
    ([, id]) => fetchSuspensionCalendar(id),
    { revalidateOnFocus: false },
  );
}
