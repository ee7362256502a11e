/** GET /api/admin/industry-admin/list (spec 02 §7): the account's secondary users and the contracts it can give them. */
import useSWR from 'swr';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(ADMINISTRATION_ENDPOINTS, 'GET', '/admin/industry-admin/list');

export const SECONDARY_USERS_KEY = 'admin/industry-admin/list';

export const fetchSecondaryUsers = () => call(LIST, {});

export function useSecondaryUsers() {
  return useSWR(SECONDARY_USERS_KEY, fetchSecondaryUsers, { revalidateOnFocus: false });
}
