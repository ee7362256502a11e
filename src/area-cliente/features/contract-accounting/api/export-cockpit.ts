/** `GET /api/contract-accounting/:contractId/export?month=&table=` (PORTAL-API.md §27): a day table as CSV, saved under the server's name. */
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '@domain/endpoints/contract-accounting';
import type { CockpitTable } from '@domain/contract-accounting/csv';
import { call, endpointOf } from '~/lib/api-call';
import { saveBlob } from '~/lib/save-blob';

const EXPORT = endpointOf(CONTRACT_ACCOUNTING_ENDPOINTS, 'GET', '/contract-accounting/:contractId/export');

export async function downloadCockpitTable(contractId: string, consumerCode: string, month: string, table: CockpitTable): Promise<void> {
  const blob = (await call(
    EXPORT,
    { params: { contractId }, query: { month, table } },
    { responseType: 'blob', headers: { accept: 'text/csv' } },
  )) as Blob;
  saveBlob(blob, `${table === 'ultrapassagem' ? 'Ultrapassagem' : 'Desequilibrio'}_${consumerCode}_${month}.csv`);
}
