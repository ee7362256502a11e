/** GET /api/user/sap (spec 01 §7): the registration data of the contract in use, with the profile fields. */
import useSWR from 'swr';
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import type { SapDataView } from '@domain/profile-types';
import { call, endpointOf } from '~/lib/api-call';

const SAP = endpointOf(USER_SAP_ENDPOINTS, 'GET', '/user/sap');

/** The contract's id, or '' for a customer without a selected contract (the server's default). */
export type SapDataKey = readonly ['user/sap', string];

export const sapDataKey = (enabled: boolean, contractId: string | null | undefined): SapDataKey | null =>
  enabled ? (['user/sap', contractId ?? ''] as const) : null;

export const fetchSapData = (contractId: string): Promise<{ data: SapDataView }> =>
  call(SAP, { query: { contractId: contractId || undefined } });

/** `enabled` false (an attendant without a started service) makes no call. */
export function useSapData(enabled: boolean, contractId: string | null | undefined) {
  return useSWR<{ data: SapDataView }, unknown, SapDataKey | null>(sapDataKey(enabled, contractId), ([, id]) => fetchSapData(id), {
    revalidateOnFocus: false,
  });
}
