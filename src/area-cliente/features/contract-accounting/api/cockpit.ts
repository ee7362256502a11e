/** `GET /api/contract-accounting/:contractId/cockpit?month=` (PORTAL-API.md §27): one contract's cockpit for a month. */
import useSWR from 'swr';
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '@domain/endpoints/contract-accounting';
import { call, endpointOf } from '~/lib/api-call';

const COCKPIT = endpointOf(CONTRACT_ACCOUNTING_ENDPOINTS, 'GET', '/contract-accounting/:contractId/cockpit');

export const cockpitKey = (contractId: string, month: string) => ['contract-accounting/cockpit', contractId, month] as const;

export const fetchCockpit = (contractId: string, month: string) =>
  call(COCKPIT, { params: { contractId }, query: { month } }).then((r) => r.data);

/** Fresh on open and every five minutes (today's partial volume and yesterday's measurement change it). */
export function useCockpit(contractId: string | null, month: string) {
  return useSWR(contractId ? cockpitKey(contractId, month) : null, ([, id, m]) => fetchCockpit(id, m), {
    refreshInterval: 300_000,
    revalidateOnFocus: false,
  });
}
