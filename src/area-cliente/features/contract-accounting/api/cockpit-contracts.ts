/** `GET /api/contract-accounting/contracts` (PORTAL-API.md §27): the industrial contracts the user may open. */
import useSWR from 'swr';
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '@domain/endpoints/contract-accounting';
import { call, endpointOf } from '~/lib/api-call';

const CONTRACTS = endpointOf(CONTRACT_ACCOUNTING_ENDPOINTS, 'GET', '/contract-accounting/contracts');

const cockpitContractsKey = ['contract-accounting/contracts'] as const;

export const fetchCockpitContracts = () => call(CONTRACTS, {}).then((r) => r.data);

export function useCockpitContracts() {
  return useSWR(cockpitContractsKey, () => fetchCockpitContracts(), { revalidateOnFocus: false });
}
