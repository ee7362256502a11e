/** GET /api/auth/group/list (spec 02 §7): the profiles (permission groups) with their user counts. */
import useSWR from 'swr';
import type { GroupListItem } from '@domain/administration/types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/auth/group/list');

export const GROUPS_KEY = 'auth/group/list';

export const fetchGroups = () => call(LIST, {}) as Promise<{ data: GroupListItem[] }>;

export function useGroups() {
  return useSWR(GROUPS_KEY, fetchGroups, { revalidateOnFocus: false });
}
