/** GET /api/invoices (spec 01 §7, spec 04 §7): `data` holds the contract's newest 60 bills and the overdue count. */
import type { Core } from '@strapi/strapi';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import type { InvoiceListAnswer } from '../../domain/invoices/types';
import { now } from '../core/clock';
import { badRequest, unprocessable } from '../core/http';
import type { ContractRow } from '../core/types';
import { INVOICE_HISTORY_LIMIT, contractInvoices } from './store';
import { invoiceView, overdueCount } from '../core/invoice-rows';
import { queryText } from '../core/http';
import { cachedInvoiceList } from './list-cache';

/** `period`: ALL (or absent) for the whole history, or a 4-digit reference year. */
export function parsePeriod(query: Record<string, unknown>): string | undefined {
  const period = queryText(query, 'period');
  if (period === undefined || period.toUpperCase() === 'ALL') return undefined;
  if (!/^\d{4}$/.test(period)) throw badRequest(INVOICE_MESSAGES.badPeriod, { period: INVOICE_MESSAGES.badPeriod });
  return period;
}

/** The answer, kept per contract revision (./list-cache.ts) and computed by `buildInvoiceList` when it changed. */
export async function listInvoices(strapi: Core.Strapi, contract: ContractRow, query: Record<string, unknown>): Promise<InvoiceListAnswer> {
  const year = parsePeriod(query);
  return cachedInvoiceList(strapi, contract, year, () => buildInvoiceList(strapi, contract, year));
}

async function buildInvoiceList(strapi: Core.Strapi, contract: ContractRow, year: string | undefined): Promise<InvoiceListAnswer> {
  const at = now();
  const rows = await contractInvoices(strapi, contract, { year, limit: INVOICE_HISTORY_LIMIT });
  if (rows.length === 0 && contract.situation !== 'ACTIVE') {
    // A contract not yet connected, or closed without bills, has no history to list.
    const anyBill = year ? (await contractInvoices(strapi, contract, { limit: 1 })).length > 0 : false;
    if (!anyBill) {
      throw unprocessable(
        contract.situation === 'PENDING' ? INVOICE_MESSAGES.contractPending : INVOICE_MESSAGES.contractDeactivatedWithoutBills,
      );
    }
  }
  return {
    data: {
      invoices: rows.map((row) => invoiceView(row, at)),
      numberOfOverdueInvoices: await overdueCount(strapi, contract, at),
    },
  };
}
