/** `GET /api/contract-accounting/portfolio?kind=` (PORTAL-API.md §31): the staff's portfolio of this month's risks. */
import useSWR from 'swr';
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '@domain/endpoints/contract-accounting';
import type { RiskKind } from '@domain/contract-accounting/portfolio';
import { call, endpointOf } from '~/lib/api-call';

const PORTFOLIO = endpointOf(CONTRACT_ACCOUNTING_ENDPOINTS, 'GET', '/contract-accounting/portfolio');

export const fetchPortfolio = (kinds: readonly RiskKind[]) =>
  call(PORTFOLIO, { query: kinds.length ? { kind: kinds.join(',') } : {} }).then((r) => r.data);

/** Fresh on open and every five minutes (today's projection moves with the clock), as the cockpit. */
export function usePortfolio(kinds: readonly RiskKind[]) {
  return useSWR(['contract-accounting/portfolio', kinds.join(',')] as const, () => fetchPortfolio(kinds), {
    refreshInterval: 300_000,
    revalidateOnFocus: false,
  });
}
