/**
 * GET /api/auth/user/list?type=ALL&start=&pageSize=20&term= (spec 02 §7), page by page for the
 * infinite scroll (spec 02 §2.2, §9), with the list's status chips and sort.
 */
import useSWRInfinite from 'swr/infinite';
import { USER_PAGE_SIZE, type ProfileSort, type SituationFilter } from '@domain/administration/constants';
import type { PlatformUserView } from '@domain/administration/types';
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(USERS_ENDPOINTS, 'GET', '/auth/user/list');

export interface UsersPage {
  data: PlatformUserView[];
  total: number;
}

export interface UsersFilter {
  term: string;
  situation: SituationFilter;
  sort: ProfileSort;
}

type Key = readonly ['auth/user/list', string, SituationFilter, ProfileSort, number];

export const fetchUsersPage = ([, term, situation, sort, start]: Key) =>
  call(LIST, {
    query: {
      type: 'ALL',
      start,
      pageSize: USER_PAGE_SIZE,
      term: term || undefined,
      situations: situation === 'ALL' ? undefined : situation,
      order: sort,
    },
  });

export function useUsers(filter: UsersFilter) {
  return useSWRInfinite<UsersPage, Error, (index: number, previous: UsersPage | null) => Key | null>(
    (index, previous) =>
      previous && (index * USER_PAGE_SIZE >= previous.total || previous.data.length === 0)
        ? null
        : ['auth/user/list', filter.term, filter.situation, filter.sort, index * USER_PAGE_SIZE],
    fetchUsersPage,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
}
