/**
 * The registered e-mail that prefills the send panels (spec 01 §5): `GET /api/user/sap`
 * (PORTAL-API.md §6) for the contract in use.
 */
import useSWR from 'swr';
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import { call, endpointOf } from '~/lib/api-call';

export interface SapData {
  email?: string | null;
  name?: string | null;
}

const SAP = endpointOf(USER_SAP_ENDPOINTS, 'GET', '/user/sap');

export type SapKey = readonly ['user/sap', string];

export const registeredEmailKey = (contractId: string | null | undefined): SapKey | null =>
  contractId ? (['user/sap', contractId] as const) : null;

export const fetchRegisteredEmail = (contractId: string): Promise<{ data?: SapData }> => call(SAP, { query: { contractId } });

export function useRegisteredEmail(contractId: string | null | undefined) {
  return useSWR<{ data?: SapData }, unknown, SapKey | null>(registeredEmailKey(contractId), ([, id]) => fetchRegisteredEmail(id), {
    revalidateOnFocus: false,
  });
}
