/**
 * GET /api/admin/users/list?rolesIds=&order=&situations=&term=&start=&pageSize= (spec 02 §7):
 * the profile list of spec 02 §2.1 for one profile type, filtered and ordered by the server —
 * `order` asc or desc, omitted for alphabetical; `situations` omitted for all — page by page.
 */
import useSWRInfinite from 'swr/infinite';
import { USER_PAGE_SIZE, type ProfileSort, type SituationFilter } from '@domain/administration/constants';
import type { ProfileListItem } from '@domain/administration/types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/admin/users/list');

export const PROFILES_BY_ROLE_KEY = 'admin/users/list';

export interface ProfilesPage {
  data: { data: ProfileListItem[]; total: number };
}

export interface ProfilesFilter {
  /** Role ids from GET /api/admin/roles; null while they load. */
  rolesIds: readonly string[] | null;
  term: string;
  situation: SituationFilter;
  sort: ProfileSort;
}

type Key = readonly [typeof PROFILES_BY_ROLE_KEY, string, string, SituationFilter, ProfileSort, number];

export const fetchProfilesPage = ([, rolesIds, term, situation, sort, start]: Key) =>
  call(LIST, {
    query: {
      rolesIds,
      order: sort === 'alpha' ? undefined : sort,
      situations: situation === 'ALL' ? undefined : situation,
      term: term || undefined,
      start,
      pageSize: USER_PAGE_SIZE,
    },
  }) as Promise<ProfilesPage>;

export function useProfilesByRole(filter: ProfilesFilter) {
  return useSWRInfinite<ProfilesPage, Error, (index: number, previous: ProfilesPage | null) => Key | null>(
    (index, previous) =>
      !filter.rolesIds?.length || (previous && (index * USER_PAGE_SIZE >= previous.data.total || previous.data.data.length === 0))
        ? null
        : [PROFILES_BY_ROLE_KEY, filter.rolesIds.join(','), filter.term, filter.situation, filter.sort, index * USER_PAGE_SIZE],
    fetchProfilesPage,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
}
