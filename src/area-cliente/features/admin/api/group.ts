/** GET /api/auth/group/{id} (spec 02 §7): one profile with its sub-groups, for edit and preview. */
import useSWR from 'swr';
import type { GroupView } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export const groupKey = (id: number) => `auth/group/${id}`;

export function useGroup(id: number | null) {
  return useSWR(id ? groupKey(id) : null, (key: string) => api.get<{ data: GroupView }>(key), { revalidateOnFocus: false });
}
