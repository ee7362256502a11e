/**
 * Programmed invoices (spec 02 §2.10, §7 `POST /api/batch`; PORTAL-API.md §16): a CSV whose rows
 * are bills to issue, each hidden from the customer until its `scheduledDate` (the bill's
 * `visibleFrom`). The upload reads the file and queues one item per row; the job kind `invoices`
 * applies a row by issuing the bill on its contract — 500 rows per transaction (`applyChunk`,
 * docs/jobs.md "Chunks"), or one (`apply`) when a chunk fails as a whole.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BATCH_MESSAGES, ROW_MESSAGES } from '../../domain/batches/messages';
import { parseInvoiceRow, type InvoiceRowValue, type Row } from '../../domain/batches/rows';
import type { UploadAnswer } from '../../domain/batches/types';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { isPortalError } from '../core/http';
import { CONTRACT_UID } from '../core/types';
import { invoiceInputError, issueInvoice, issueInvoicesDirect, type NewInvoice } from '../core/invoice-issue';
import { INVOICE_UID } from '../core/invoice-rows';
import { batchView, enqueueJob, findBatchRow, registerJobKind, RowError, type JobItem } from '../jobs';
import { readUpload, removeTemporaryFiles } from '../core/uploads';
import { readInvoiceCsv } from './invoice-csv';

export const INVOICES_KIND = 'invoices';

/** The rows of an uploaded sheet keyed by column name (installations). */
export interface ParsedFile {
  items: { line: number; data: Row }[];
}

/**
 * POST /api/batch: the whole file is checked and queued, or nothing is written. The CSV is read
 * twice (invoice-csv.ts): checked whole first, then its rows are written slice by slice.
 */
export async function uploadInvoices(strapi: Core.Strapi, state: UserScope, files: unknown): Promise<UploadAnswer> {
  try {
    const file = await readUpload(files, 'csv');
    const csv = readInvoiceCsv(file.data);
    const { id } = await enqueueJob(strapi, {
      kind: INVOICES_KIND,
      uploadedBy: state.user.id,
      file,
      scheduledDate: csv.scheduledDate,
      items: { count: csv.count, chunks: () => csv.slices() },
    });
    return { data: batchView((await findBatchRow(strapi, id))!, { total: csv.count }), message: BATCH_MESSAGES.invoicesProgrammed };
  } finally {
    await removeTemporaryFiles(files);
  }
}

/** The bill a valid row issues. */
const billOf = (row: InvoiceRowValue): NewInvoice & { numDoc: string } => ({
  numDoc: row.numDoc,
  referenceMonth: row.referenceMonth,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  amountCents: row.amountCents,
  previousReading: row.previousReading,
  currentReading: row.currentReading,
  consumptionM3: row.consumptionM3,
  visibleFrom: row.scheduledDate,
  // The consumption data of the bill explained (issue 25 §1), when the file has it.
  ...(row.consumption ?? {}),
});

/** Applies one row: the contract must exist and belong to the CPF/CNPJ; the bill number must be new. */
async function applyInvoiceRow(strapi: Core.Strapi, item: { data: Row }): Promise<void> {
  const parsed = parseInvoiceRow(item.data, saoPauloDate(now()));
  if (!parsed.ok) throw new RowError(parsed.reason);
  const row = parsed.value;
  const contract = (await strapi.db
    .query(CONTRACT_UID)
    .findOne({ where: { consumerCode: row.consumerCode }, select: ['id', 'consumerCpfCnpj'] })) as {
    id: number;
    consumerCpfCnpj: string;
  } | null;
  if (!contract) throw new RowError(ROW_MESSAGES.contractNotFound);
  if (normalizeDocument(contract.consumerCpfCnpj) !== row.consumerCpfCnpj) throw new RowError(ROW_MESSAGES.documentMismatch);
  if (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc: row.numDoc }, select: ['id'] }))
    throw new RowError(ROW_MESSAGES.numDocTaken);
  try {
    // Straight through the query engine: the "new bill" notice would reveal a bill before its date.
    await issueInvoice(strapi, contract, billOf(row), { direct: true });
  } catch (error) {
    if (isPortalError(error)) throw new RowError(error.message);
    throw error;
  }
}

/**
 * Applies a chunk of rows with the rules of `applyInvoiceRow`, row after row in file order, in
 * a few statements: the rows' rules (pure), one SELECT of their contracts, one of the bill
 * numbers already taken, then the accepted bills in multi-row INSERTs (`issueInvoicesDirect`)
 * inside the chunk's transaction `trx`. A number repeated in the chunk is taken by its first
 * row, as one row after the other would. Answers the refused rows with their reasons.
 */
async function applyInvoiceChunk(strapi: Core.Strapi, items: JobItem[], trx: Knex.Transaction): Promise<Map<number, string>> {
  const today = saoPauloDate(now());
  const refused = new Map<number, string>();
  const valid: { item: JobItem; row: InvoiceRowValue }[] = [];
  for (const item of items) {
    const parsed = parseInvoiceRow(item.data, today);
    if (parsed.ok) valid.push({ item, row: parsed.value });
    else refused.set(item.id, parsed.reason);
  }
  if (valid.length === 0) return refused;
  const codes = [...new Set(valid.map((v) => v.row.consumerCode))];
  const contracts = new Map<string, { id: number; consumerCpfCnpj: string }>();
  for (const contract of (await strapi.db.query(CONTRACT_UID).findMany({
    where: { consumerCode: { $in: codes } },
    select: ['id', 'consumerCode', 'consumerCpfCnpj'],
    orderBy: [{ id: 'asc' }],
  })) as { id: number; consumerCode: string; consumerCpfCnpj: string }[])
    if (!contracts.has(contract.consumerCode)) contracts.set(contract.consumerCode, contract);
  const taken = new Set(
    (
      (await strapi.db.query(INVOICE_UID).findMany({
        where: { numDoc: { $in: [...new Set(valid.map((v) => v.row.numDoc))] } },
        select: ['numDoc'],
      })) as { numDoc: string }[]
    ).map((bill) => bill.numDoc),
  );
  const bills: { contractId: number; input: NewInvoice & { numDoc: string } }[] = [];
  for (const { item, row } of valid) {
    const contract = contracts.get(row.consumerCode);
    if (!contract) refused.set(item.id, ROW_MESSAGES.contractNotFound);
    else if (normalizeDocument(contract.consumerCpfCnpj) !== row.consumerCpfCnpj) refused.set(item.id, ROW_MESSAGES.documentMismatch);
    else if (taken.has(row.numDoc)) refused.set(item.id, ROW_MESSAGES.numDocTaken);
    else {
      const input = billOf(row);
      const error = invoiceInputError(input);
      if (error) refused.set(item.id, error);
      else {
        taken.add(row.numDoc);
        bills.push({ contractId: contract.id, input });
      }
    }
  }
  await issueInvoicesDirect(strapi, trx, bills);
  return refused;
}

export function registerInvoiceBatches(): void {
  registerJobKind({
    kind: INVOICES_KIND,
    apply: (strapi, item) => applyInvoiceRow(strapi, item),
    applyChunk: (strapi, items, _job, trx) => applyInvoiceChunk(strapi, items, trx),
  });
}
