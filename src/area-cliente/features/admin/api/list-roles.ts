/** GET /api/admin/roles (spec 02 §7): the roles by id and name; the profile lists pick theirs by name. */
import useSWR from 'swr';
import type { RoleView } from '@domain/administration/types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const ROLES = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/admin/roles');

export const ROLES_KEY = 'admin/roles';

export const fetchRoles = () => call(ROLES, {}) as Promise<{ data: RoleView[] }>;

export function useRoles() {
  return useSWR(ROLES_KEY, fetchRoles, { revalidateOnFocus: false });
}
