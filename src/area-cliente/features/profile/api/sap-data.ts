/** GET /api/user/sap (spec 01 §7): the registration data of the contract in use, with the profile fields. */
import useSWR from 'swr';
import type { SapDataView } from '@domain/profile-types';
import { api } from '~/lib/api-client';

export const SAP_DATA_KEY = 'user/sap';

export const fetchSapData = () => api.get<{ data: SapDataView }>(SAP_DATA_KEY);

/** `enabled` false (an attendant without a started service) makes no call. */
export function useSapData(enabled: boolean) {
  return useSWR<{ data: SapDataView }>(enabled ? SAP_DATA_KEY : null, fetchSapData, { revalidateOnFocus: false });
}
