/** Registered e-mail and name of the served customer (GET /api/user/sap of the served contract, spec 01 §2.9). */
import useSWR from 'swr';
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import { call, endpointOf } from '~/lib/api-call';

const SAP = endpointOf(USER_SAP_ENDPOINTS, 'GET', '/user/sap');

export interface SapData {
  email?: string | null;
  name?: string | null;
}

export type ServedCustomerKey = readonly ['user/sap', string];

export const servedCustomerKey = (contractId: string | null | undefined): ServedCustomerKey | null =>
  contractId ? (['user/sap', contractId] as const) : null;

export const fetchServedCustomer = (contractId: string): Promise<{ data: SapData }> => call(SAP, { query: { contractId } });

export function useServedCustomer(contractId: string | null | undefined) {
  return useSWR<{ data: SapData }, unknown, ServedCustomerKey | null>(servedCustomerKey(contractId), ([, id]) => fetchServedCustomer(id));
}
