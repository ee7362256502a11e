/** GET /api/auth/group/{id} (spec 02 §7): one profile with its sub-groups, for edit and preview. */
import useSWR from 'swr';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import type { GroupView } from '@domain/administration/types';
import { call, endpointOf } from '~/lib/api-call';

const GROUP = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/auth/group/:id');

export type GroupKey = readonly ['auth/group', number];

export const groupKey = (id: number): GroupKey => ['auth/group', id] as const;

export const fetchGroup = (id: number) => call(GROUP, { params: { id } }) as Promise<{ data: GroupView }>;

export function useGroup(id: number | null) {
  return useSWR(id ? groupKey(id) : null, ([, groupId]) => fetchGroup(groupId), { revalidateOnFocus: false });
}
