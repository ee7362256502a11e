/**
 * The simplified invoice (spec 01 §2.3, §7): a session opened with the consumer code and
 * CPF/CNPJ reaches only these calls, on the contract it signed in with. The list holds the
 * open bills (overdue and to expire; negotiated and paid ones are not debts to pay here), the
 * oldest due first, with `total` the sum of those debts.
 */
import type { Core } from '@strapi/strapi';
import { brDate } from '../../domain/invoices/reference';
import { simplifiedStatus } from '../../domain/invoices/status';
import { sumCents } from '../../domain/invoices/money';
import type { SimplifiedInvoiceDetailsView, SimplifiedInvoiceListView, SimplifiedInvoiceView } from '../../domain/invoices/types';
import { now } from '../core/clock';
import type { ContractRow } from '../core/types';
import { assertPayable, barcodeDetails } from './details';
import { invoicePdf } from './delivery';
import { pdfFile, type FileAnswer } from '../core/files';
import { findInvoice } from './store';
import { INVOICE_UID, visibleAt, normalizeRow, statusOf, type InvoiceRow } from '../core/invoice-rows';
import { queryText } from '../core/http';

export async function simplifiedList(strapi: Core.Strapi, contract: ContractRow): Promise<SimplifiedInvoiceListView> {
  const at = now();
  const rows = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { contract: { id: contract.id }, paymentDate: { $null: true }, ...visibleAt(at) },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    })) as InvoiceRow[]
  ).map(normalizeRow);
  const list: SimplifiedInvoiceView[] = [];
  for (const row of rows) {
    const status = simplifiedStatus(statusOf(row, at));
    if (status === null || status === 1) continue;
    list.push({
      numDoc: row.numDoc,
      docDate: brDate(row.issueDate),
      deadline: brDate(row.dueDate),
      price: row.amountCents / 100,
      priceCents: row.amountCents,
      status,
    });
  }
  const totalCents = sumCents(list.map((i) => i.priceCents));
  return { list, total: totalCents / 100, totalCents };
}

/** GET /api/simplified-invoice/details?docDate&numDoc — the barcode of one open bill. */
export async function simplifiedDetails(
  strapi: Core.Strapi,
  contract: ContractRow,
  query: Record<string, unknown>,
): Promise<SimplifiedInvoiceDetailsView> {
  const invoice = await findInvoice(strapi, contract, queryText(query, 'numDoc'), queryText(query, 'docDate'));
  assertPayable(invoice);
  return barcodeDetails(invoice);
}

/** GET /api/simplified-invoice/generate?numDoc&docDate — Fatura_simplificada.pdf of one open bill. */
export async function simplifiedPdf(strapi: Core.Strapi, contract: ContractRow, query: Record<string, unknown>): Promise<FileAnswer> {
  const invoice = await findInvoice(strapi, contract, queryText(query, 'numDoc'), queryText(query, 'docDate'));
  assertPayable(invoice);
  return pdfFile('Fatura_simplificada.pdf', await invoicePdf(strapi, contract, invoice, 'Via simplificada para pagamento'));
}
