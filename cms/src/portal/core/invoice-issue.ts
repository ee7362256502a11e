/**
 * Writing bills: issuing one for a contract (seed, test factories, the invoices upload of
 * portal/batches; editors use the Strapi admin) and recording its payment. Input is checked
 * here so every writer gets the same rules: numbers of digits, real calendar dates, exact
 * decimals, integer cents.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { invoiceTxid } from '../../domain/payment/invoice-codes';
import { isIsoDate } from '../../domain/time/sao-paulo';
import { columnOf, newDocumentId, tableOf } from './db';
import { badRequest, conflict, isPortalError } from './http';
import type { ContractRow } from './types';
import { INVOICE_UID, invoiceContractLink, normalizeRow, type InvoiceRow } from './invoice-rows';

export interface NewInvoice {
  numDoc?: string;
  referenceMonth: string;
  issueDate: string;
  dueDate: string;
  amountCents: number;
  previousReading: string;
  currentReading: string;
  consumptionM3: string;
  paymentDate?: string | null;
  paidAt?: string | null;
  paymentMethod?: 'PIX' | 'BARCODE' | 'OTHER' | null;
  negotiated?: boolean;
  /** Programmed bill: hidden from the customer before this date (AAAA-MM-DD). */
  visibleFrom?: string | null;
  /** Consumption data (issue 25 §1, docs/insights-explain.md): reading dates, type, volumes. */
  previousReadingDate?: string | null;
  currentReadingDate?: string | null;
  readingType?: 'REAL' | 'ESTIMATED' | 'INFORMED' | null;
  measuredM3?: string | null;
  correctionFactor?: string | null;
  correctedM3?: string | null;
}

const DECIMAL = /^\d{1,12}(\.\d{1,3})?$/;

/** Decimal text with up to 3 places → integer thousandths (exact). */
export function thousandths(value: string): number {
  const [int, frac = ''] = value.split('.');
  return Number(int) * 1000 + Number(frac.padEnd(3, '0'));
}

/** Integer thousandths → decimal text without trailing zeros ('12.5', '7'). */
export function decimalText(value: number): string {
  const int = Math.floor(value / 1000);
  const frac = String(value % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${int}.${frac}` : String(int);
}

function check(input: NewInvoice): void {
  const bad = (field: string, message: string) => badRequest(message, { [field]: message });
  if (input.numDoc !== undefined && !/^\d{1,17}$/.test(input.numDoc)) throw bad('numDoc', 'numDoc deve ter de 1 a 17 dígitos');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.referenceMonth)) throw bad('referenceMonth', 'referenceMonth deve ser AAAA-MM');
  for (const field of ['issueDate', 'dueDate'] as const)
    if (!isIsoDate(input[field])) throw bad(field, `${field} deve ser uma data AAAA-MM-DD`);
  if (input.paymentDate != null && !isIsoDate(input.paymentDate)) throw bad('paymentDate', 'paymentDate deve ser uma data AAAA-MM-DD');
  if (input.visibleFrom != null && !isIsoDate(input.visibleFrom)) throw bad('visibleFrom', 'visibleFrom deve ser uma data AAAA-MM-DD');
  if (input.dueDate < input.issueDate) throw bad('dueDate', 'dueDate não pode ser anterior a issueDate');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > 2_000_000_000)
    throw bad('amountCents', 'amountCents deve ser um número inteiro de centavos (1 a 2000000000)');
  for (const field of ['previousReading', 'currentReading', 'consumptionM3'] as const)
    if (!DECIMAL.test(input[field])) throw bad(field, `${field} deve ser um decimal com até 3 casas ('123.456')`);
  for (const field of ['measuredM3', 'correctedM3'] as const)
    if (input[field] != null && !DECIMAL.test(input[field])) throw bad(field, `${field} deve ser um decimal com até 3 casas ('123.456')`);
  for (const field of ['previousReadingDate', 'currentReadingDate'] as const)
    if (input[field] != null && !isIsoDate(input[field])) throw bad(field, `${field} deve ser uma data AAAA-MM-DD`);
  if (input.correctionFactor != null && !/^\d{1,2}(\.\d{1,6})?$/.test(input.correctionFactor))
    throw bad('correctionFactor', "correctionFactor deve ser um decimal com até 6 casas ('1.0183')");
  if (thousandths(input.currentReading) < thousandths(input.previousReading))
    throw bad('currentReading', 'currentReading não pode ser menor que previousReading');
}

/** The message `issueInvoice` refuses `input` with (its checks above), or null when it passes. */
export function invoiceInputError(input: NewInvoice): string | null {
  try {
    check(input);
    return null;
  } catch (error) {
    if (isPortalError(error)) return error.message;
    throw error;
  }
}

/** The columns of a new bill (without its contract link). */
function invoiceData(numDoc: string, input: NewInvoice): Record<string, unknown> {
  return {
    numDoc,
    issueDate: input.issueDate,
    referenceMonth: input.referenceMonth,
    previousReading: input.previousReading,
    currentReading: input.currentReading,
    consumptionM3: input.consumptionM3,
    amountCents: input.amountCents,
    dueDate: input.dueDate,
    paymentDate: input.paymentDate ?? null,
    paidAt: input.paidAt ?? null,
    paymentMethod: input.paymentDate ? (input.paymentMethod ?? 'BARCODE') : null,
    negotiated: Boolean(input.negotiated),
    pixTxid: invoiceTxid(numDoc),
    visibleFrom: input.visibleFrom ?? null,
    previousReadingDate: input.previousReadingDate ?? null,
    currentReadingDate: input.currentReadingDate ?? null,
    readingType: input.readingType ?? null,
    measuredM3: input.measuredM3 ?? null,
    correctionFactor: input.correctionFactor ?? null,
    correctedM3: input.correctedM3 ?? null,
  };
}

async function freshNumDoc(strapi: Core.Strapi): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const numDoc = `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${String(randomInt(0, 100)).padStart(2, '0')}`;
    if (!(await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc }, select: ['id'] }))) return numDoc;
  }
  throw new Error('no free invoice number after 20 attempts');
}

/**
 * Issues a bill through the document service (so the "bill issued" notification follows it),
 * or, with `direct` (the demo seed's history in bulk), straight through the query engine:
 * the same checks and columns, without the document service's per-write work.
 */
export async function issueInvoice(
  strapi: Core.Strapi,
  contract: Pick<ContractRow, 'id'>,
  input: NewInvoice,
  options: { direct?: boolean } = {},
): Promise<InvoiceRow> {
  check(input);
  const numDoc = input.numDoc ?? (await freshNumDoc(strapi));
  if (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc }, select: ['id'] }))
    throw conflict(`A fatura ${numDoc} já existe`, { numDoc: 'Número de fatura já usado' });
  const writer = options.direct
    ? (strapi.db.query(INVOICE_UID) as unknown as { create(a: { data: Record<string, unknown> }): Promise<InvoiceRow> })
    : (strapi.documents(INVOICE_UID) as unknown as { create(a: { data: Record<string, unknown> }): Promise<InvoiceRow> });
  const created = (await writer.create({ data: { ...invoiceData(numDoc, input), contract: contract.id } })) as InvoiceRow;
  // Through the document service the bills middleware (portal/invoices/notices.ts) has run the steps already.
  const changed = options.direct ? await adjustIssuedBills(strapi, [created.id]) : true;
  if (!changed) return normalizeRow(created);
  return normalizeRow((await strapi.db.query(INVOICE_UID).findOne({ where: { id: created.id } })) as InvoiceRow);
}

/** Rows per INSERT statement: SQLite's compound SELECT limit (knex writes a multi-row insert as UNION ALL). */
const INSERT_ROWS = 500;

/**
 * Issues many bills at once inside the caller's transaction `trx`, as `issueInvoice` with
 * `direct` does one (the same columns, no "new bill" notice): one multi-row INSERT per 500 bills
 * through Strapi's query engine (`createMany`: timestamps and defaults as `create` gives them;
 * document ids of Strapi's form from `newDocumentId`), then their contract links in multi-row INSERTs. The caller has checked every input
 * (`invoiceInputError`) and that no number is taken nor repeated; a database refusal throws.
 */
export async function issueInvoicesDirect(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  bills: readonly { contractId: number; input: NewInvoice & { numDoc: string } }[],
): Promise<void> {
  if (bills.length === 0) return;
  const link = invoiceContractLink(strapi);
  await strapi.db
    .query(INVOICE_UID)
    .createMany({ data: bills.map((bill) => ({ documentId: newDocumentId(), ...invoiceData(bill.input.numDoc, bill.input) })) });
  const numDocColumn = columnOf(strapi, INVOICE_UID, 'numDoc');
  const contractOf = new Map(bills.map((bill) => [bill.input.numDoc, bill.contractId]));
  for (let start = 0; start < bills.length; start += INSERT_ROWS) {
    const numDocs = bills.slice(start, start + INSERT_ROWS).map((bill) => bill.input.numDoc);
    const created = (await trx(tableOf(strapi, INVOICE_UID)).select('id', numDocColumn).whereIn(numDocColumn, numDocs)) as Record<
      string,
      unknown
    >[];
    if (created.length !== numDocs.length)
      throw new Error(`issueInvoicesDirect: ${numDocs.length - created.length} bills not found after insert`);
    await trx(link.table).insert(
      created.map((row) => ({
        [link.invoiceColumn]: Number(row.id),
        [link.contractColumn]: contractOf.get(String(row[numDocColumn])),
      })),
    );
    await adjustIssuedBills(
      strapi,
      created.map((row) => Number(row.id)),
    );
  }
}

/*
 * What the billing-and-collections domain adds to a bill when it is issued (docs/collections.md):
 * the negotiation instalment of its reference month (docs/collections-negotiation.md) and the
 * contract's new due day (docs/collections-due-date.md). Each domain registers its step at
 * bootstrap (a portal domain never imports another's modules); every issuing path calls them once
 * the bills and their contract links are written, in the writer's transaction: `issueInvoice`
 * (seed, test factories, the invoices upload row by row, the Strapi admin through the document
 * service's bills middleware) and `issueInvoicesDirect` (the upload's chunks). A step changes the
 * bills it concerns with the query engine and must be idempotent (called twice, it adds nothing).
 */
/** A step answers whether it changed a bill. */
export type IssueStep = (strapi: Core.Strapi, invoiceIds: number[]) => Promise<boolean>;

const issueSteps = new Map<string, IssueStep>();

/** Registers (or replaces) the step named `name`; steps run in the order of their first registration. */
export function registerIssueStep(name: string, step: IssueStep): void {
  issueSteps.set(name, step);
}

const unadjusted = new AsyncLocalStorage<boolean>();

/** Issues inside `work` get no step (a negotiation's down payment is not a monthly bill). */
export function withoutIssueSteps<T>(work: () => Promise<T>): Promise<T> {
  return unadjusted.run(true, work);
}

/** Runs the registered steps over bills just issued (ids of `api::invoice.invoice`); answers whether one changed a bill. */
export async function adjustIssuedBills(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  const ids = [...new Set(invoiceIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (!ids.length || unadjusted.getStore() === true) return false;
  let changed = false;
  for (const step of issueSteps.values()) if (await step(strapi, ids)) changed = true;
  return changed;
}

/*
 * The "bill issued" notice: a bill created through the document service (Strapi admin,
 * issueInvoice) notifies the contract's users (portal/invoices/notices.ts), unless the writer
 * runs inside `withoutIssueNotice` (the demo seed's history in bulk, test factories by default).
 */
const quiet = new AsyncLocalStorage<boolean>();

export function withoutIssueNotice<T>(work: () => Promise<T>): Promise<T> {
  return quiet.run(true, work);
}

export const issueNoticeSilenced = () => quiet.getStore() === true;
