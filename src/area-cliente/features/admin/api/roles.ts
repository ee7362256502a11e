/** GET /api/admin/roles (spec 02 §7): the roles by id and name; the profile lists pick theirs by name. */
import useSWR from 'swr';
import type { RoleView } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export const ROLES_KEY = 'admin/roles';

export const fetchRoles = () => api.get<{ data: RoleView[] }>(ROLES_KEY);

export function useRoles() {
  return useSWR(ROLES_KEY, fetchRoles, { revalidateOnFocus: false });
}
