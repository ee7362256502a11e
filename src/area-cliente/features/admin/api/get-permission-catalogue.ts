/** GET /api/auth/roles/list (spec 02 §7): the permission catalogue; it changes only with a release, so it is asked once. */
import useSWR from 'swr';
import type { CatalogueEntry } from '@domain/administration/types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const CATALOGUE = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/auth/roles/list');

export const PERMISSION_CATALOGUE_KEY = 'auth/roles/list';

export const fetchPermissionCatalogue = () => call(CATALOGUE, {}) as Promise<{ data: CatalogueEntry[] }>;

export function usePermissionCatalogue() {
  return useSWR(PERMISSION_CATALOGUE_KEY, fetchPermissionCatalogue, { revalidateOnFocus: false, revalidateIfStale: false });
}
