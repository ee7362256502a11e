/**
 * GET /api/admin/users/list?rolesIds=&order=&situations= (spec 02 §7): the profile list of
 * spec 02 §2.1 for one profile type; search, chips and sort apply in the browser over it.
 */
import useSWR from 'swr';
import type { ProfileListItem } from '@domain/administration/types';
import type { PortalRole } from '@domain/roles';
import { api } from '~/lib/api-client';

export const PROFILES_BY_ROLE_KEY = 'admin/users/list';

export function useProfilesByRole(roles: readonly PortalRole[] | null) {
  return useSWR(
    roles ? [PROFILES_BY_ROLE_KEY, roles.join(',')] : null,
    ([path, rolesIds]: [string, string]) => api.get<{ data: { data: ProfileListItem[] } }>(path, { query: { rolesIds } }),
    { revalidateOnFocus: false },
  );
}
