/**
 * GET /api/services/supply-suspension/calendar (spec 02 §7): the dates a suspension may be
 * scheduled on (`data`), and each offered date's periods and vacancies (`meta.calendar`).
 */
import useSWR from 'swr';
import type { SuspensionCalendarAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchSuspensionCalendar = (contractId: string) =>
  api.get<SuspensionCalendarAnswer>('services/supply-suspension/calendar', { query: { contractId } });

export function useSuspensionCalendar(contractId: string | null) {
  return useSWR(
    contractId ? (['services/supply-suspension/calendar', contractId] as const) : null,
    ([, id]) => fetchSuspensionCalendar(id),
    { revalidateOnFocus: false },
  );
}
