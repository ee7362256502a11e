/**
 * ★ `GET /api/invoices/export?period=ALL|<year>` (PORTAL-API.md, invoices): the history as a
 * CSV file for spreadsheets — the same bills as the list.
 */
import { api } from '~/lib/api-client';
import { periodParam, type InvoicePeriod } from '~/lib/invoice-list';

export const exportInvoices = (period: InvoicePeriod) =>
  api.get<Blob>('invoices/export', { query: { period: periodParam(period) }, responseType: 'blob', headers: { accept: 'text/csv' } });

/** The file's name, as the server names it: Faturas_<consumer code>[_<year>].csv. */
export const exportFileName = (consumerCode: string, period: InvoicePeriod) =>
  `Faturas_${consumerCode.replace(/\W/g, '')}${period === 'ALL' ? '' : `_${period}`}.csv`;
