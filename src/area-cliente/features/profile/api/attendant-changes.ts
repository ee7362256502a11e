/** GET /api/user/attendant-changes (spec 02 §2.8, audit): what attendants changed on the customer's behalf, newest first. */
import useSWR from 'swr';
import type { AttendantChangeView } from '@domain/audit/attendant-changes';
import { api } from '~/lib/api-client';

export const ATTENDANT_CHANGES_KEY = 'user/attendant-changes';

export function useAttendantChanges(enabled: boolean) {
  return useSWR<{ data: AttendantChangeView[] }>(enabled ? ATTENDANT_CHANGES_KEY : null, (key: string) => api.get(key), {
    revalidateOnFocus: false,
  });
}
