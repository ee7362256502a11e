/**
 * Writing bills: issuing one for a contract (seed, test factories, the invoices upload of
 * portal/batches; editors use the Strapi admin) and recording its payment. Input is checked
 * here so every writer gets the same rules: numbers of digits, real calendar dates, exact
 * decimals, integer cents.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { invoiceTxid } from '../../domain/payment/invoice-codes';
import { isIsoDate } from '../../domain/time/sao-paulo';
import { badRequest, conflict } from './http';
import type { ContractRow } from './types';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from './invoice-rows';

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
  if (thousandths(input.currentReading) < thousandths(input.previousReading))
    throw bad('currentReading', 'currentReading não pode ser menor que previousReading');
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
  const created = (await writer.create({
    data: {
      numDoc,
      contract: contract.id,
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
    },
  })) as InvoiceRow;
  return normalizeRow(created);
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
