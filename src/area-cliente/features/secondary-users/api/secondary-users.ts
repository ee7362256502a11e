/** GET /api/admin/industry-admin/list (spec 02 §7): the account's secondary users and the contracts it can give them. */
import useSWR from 'swr';
import type { SecondaryUsersAnswer } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export const SECONDARY_USERS_KEY = 'admin/industry-admin/list';

export const fetchSecondaryUsers = () => api.get<SecondaryUsersAnswer>(SECONDARY_USERS_KEY);

export function useSecondaryUsers() {
  return useSWR(SECONDARY_USERS_KEY, fetchSecondaryUsers, { revalidateOnFocus: false });
}
