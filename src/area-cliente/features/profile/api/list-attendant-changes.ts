/** GET /api/user/attendant-changes (spec 02 §2.8, audit): what attendants changed on the customer's behalf, newest first. */
import useSWR from 'swr';
import type { AttendantChangeView } from '@domain/audit/attendant-changes';
import { AUDIT_ENDPOINTS } from '@domain/endpoints/audit';
import { call, endpointOf } from '~/lib/api-call';

const CHANGES = endpointOf(AUDIT_ENDPOINTS, 'GET', '/user/attendant-changes');

export const ATTENDANT_CHANGES_KEY = 'user/attendant-changes';

export const fetchAttendantChanges = () => call(CHANGES, {}) as Promise<{ data: AttendantChangeView[] }>;

export function useAttendantChanges(enabled: boolean) {
  return useSWR(enabled ? ATTENDANT_CHANGES_KEY : null, fetchAttendantChanges, { revalidateOnFocus: false });
}
