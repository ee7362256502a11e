/**
 * ★ GET /api/invoices/export?period=ALL|YYYY: the invoice history as a CSV file for
 * spreadsheets — the same bills as GET /api/invoices (newest 60, newest first), columns
 * reference, bill number, amount, m³, due date, payment date, status. pt-BR formatting as Excel
 * in Brazil reads it: `;` between fields, decimal comma, dd/MM/yyyy, UTF-8 with BOM.
 */
import type { Core } from '@strapi/strapi';
import { INVOICE_STATUS_LABELS } from '../../domain/invoices/status';
import { now } from '../core/clock';
import { writeCsv } from '../core/csv';
import type { ContractRow } from '../core/types';
import type { FileAnswer } from '../core/files';
import { parsePeriod } from './list';
import { INVOICE_HISTORY_LIMIT, contractInvoices } from './store';
import { invoiceView } from '../core/invoice-rows';

const decimal = (digits: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
const money = decimal(2);
const volume = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3, useGrouping: false });

export const EXPORT_COLUMNS = ['Referência', 'Número da fatura', 'Valor (R$)', 'Consumo (m³)', 'Vencimento', 'Data de pagamento', 'Status'];

export async function exportInvoices(strapi: Core.Strapi, contract: ContractRow, query: Record<string, unknown>): Promise<FileAnswer> {
  const year = parsePeriod(query);
  const at = now();
  const rows = await contractInvoices(strapi, contract, { year, limit: INVOICE_HISTORY_LIMIT });
  const records = rows.map((row) => {
    const view = invoiceView(row, at);
    return [
      view.referenceDate,
      view.numDoc,
      money.format(row.amountCents / 100),
      volume.format(Number(row.consumptionM3)),
      view.deadline,
      view.paymentDate ?? '',
      view.paidLate ? `${INVOICE_STATUS_LABELS[view.status]} em atraso` : INVOICE_STATUS_LABELS[view.status],
    ];
  });
  const csv = writeCsv([EXPORT_COLUMNS, ...records]);
  return {
    filename: `Faturas_${contract.consumerCode}${year ? `_${year}` : ''}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(csv, 'utf8'),
  };
}
