/** GET /api/auth/group/list (spec 02 §7): the profiles (permission groups) with their user counts. */
import useSWR from 'swr';
import type { GroupListItem } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export const GROUPS_KEY = 'auth/group/list';

export const fetchGroups = () => api.get<{ data: GroupListItem[] }>(GROUPS_KEY);

export function useGroups() {
  return useSWR(GROUPS_KEY, fetchGroups, { revalidateOnFocus: false });
}
