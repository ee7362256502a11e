/** `GET /api/contract-accounting/portfolio?kind=&format=csv` (PORTAL-API.md §31): the portfolio as CSV, saved under the server's name. */
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '@domain/endpoints/contract-accounting';
import type { RiskKind } from '@domain/contract-accounting/portfolio';
import { call, endpointOf } from '~/lib/api-call';
import { saveBlob } from '~/lib/save-blob';

const PORTFOLIO = endpointOf(CONTRACT_ACCOUNTING_ENDPOINTS, 'GET', '/contract-accounting/portfolio');

export async function downloadPortfolio(kinds: readonly RiskKind[], month: string): Promise<void> {
  const blob = (await call(
    PORTFOLIO,
    { query: { ...(kinds.length ? { kind: kinds.join(',') } : {}), format: 'csv' } },
    { responseType: 'blob', headers: { accept: 'text/csv' } },
  )) as unknown as Blob; // the route's JSON answer type; with format=csv the body is the file
  saveBlob(blob, `Carteira_contratos_industriais_${month}.csv`);
}
