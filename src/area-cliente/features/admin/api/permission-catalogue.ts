/** GET /api/auth/roles/list (spec 02 §7): the permission catalogue; it changes only with a release, so it is asked once. */
import useSWR from 'swr';
import type { CatalogueEntry } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export const PERMISSION_CATALOGUE_KEY = 'auth/roles/list';

export const fetchPermissionCatalogue = () => api.get<{ data: CatalogueEntry[] }>(PERMISSION_CATALOGUE_KEY);

export function usePermissionCatalogue() {
  return useSWR(PERMISSION_CATALOGUE_KEY, fetchPermissionCatalogue, { revalidateOnFocus: false, revalidateIfStale: false });
}
