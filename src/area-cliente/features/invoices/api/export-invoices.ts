/**
 * ★ `GET /api/invoices/export?period=ALL|<year>` (PORTAL-API.md, invoices): the history as a
 * CSV file for spreadsheets — the same bills as the list.
 */
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { call, endpointOf } from '~/lib/api-call';
import { periodParam, type InvoicePeriod } from '~/lib/invoice-list';

const EXPORT = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/export');

export const exportInvoices = (contractId: string, period: InvoicePeriod) =>
  call(
    EXPORT,
    { query: { contractId, period: periodParam(period) } },
    { responseType: 'blob', headers: { accept: 'text/csv' } },
  ) as Promise<Blob>;

/** The file's name, as the server names it: Faturas_<consumer code>[_<year>].csv. */
export const exportFileName = (consumerCode: string, period: InvoicePeriod) =>
  `Faturas_${consumerCode.replace(/\W/g, '')}${period === 'ALL' ? '' : `_${period}`}.csv`;
