/**
 * Programmed invoices (spec 02 §2.10, §7 `POST /api/batch`; PORTAL-API.md §16): a CSV whose rows
 * are bills to issue, each hidden from the customer until its `scheduledDate` (the bill's
 * `visibleFrom`). The upload reads the file and queues one item per row; the job kind `invoices`
 * applies a row by issuing the bill on its contract.
 */
import type { Core } from '@strapi/strapi';
import Papa from 'papaparse';
import { INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL, UPLOAD_MAX_ROWS } from '../../domain/batches/constants';
import { BATCH_MESSAGES, ROW_MESSAGES } from '../../domain/batches/messages';
import { matchHeader, parseBrDate, parseInvoiceRow, type Row } from '../../domain/batches/rows';
import type { UploadAnswer } from '../../domain/batches/types';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, isPortalError } from '../core/http';
import { CONTRACT_UID } from '../core/types';
import { issueInvoice } from '../core/invoice-issue';
import { INVOICE_UID } from '../core/invoice-rows';
import { batchView, enqueueJob, findBatchRow, registerJobKind, RowError } from '../jobs';
import { decodeText, readUpload, removeTemporaryFiles } from '../core/uploads';

export const INVOICES_KIND = 'invoices';

export interface ParsedFile {
  items: { line: number; data: Row }[];
}

/** The CSV's rows keyed by the expected column names; throws the file-level message when unreadable. */
export function parseInvoiceCsv(data: Buffer): ParsedFile {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t', '|'] });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw badRequest(BATCH_MESSAGES.unreadableCsv);
  const [header, ...rows] = parsed.data;
  if (!header) throw badRequest(BATCH_MESSAGES.emptyFile);
  const match = matchHeader(header, INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL);
  if (!match.ok) throw badRequest(BATCH_MESSAGES.missingColumns(match.missing));
  if (rows.length === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  if (rows.length > UPLOAD_MAX_ROWS) throw badRequest(BATCH_MESSAGES.tooManyRows(UPLOAD_MAX_ROWS));
  return {
    items: rows.map((cells, i) => {
      const data: Row = {};
      for (const [column, at] of Object.entries(match.index)) data[column] = String(cells[at] ?? '').trim();
      // Line in the file (header is line 1; blank lines are skipped, so this is the data row's place).
      return { line: i + 2, data };
    }),
  };
}

/** POST /api/batch: the whole file is checked and queued, or nothing is written. */
export async function uploadInvoices(strapi: Core.Strapi, state: UserScope, files: unknown): Promise<UploadAnswer> {
  try {
    const file = await readUpload(files, 'csv');
    const { items } = parseInvoiceCsv(file.data);
    const dates = items.map((item) => parseBrDate(item.data.scheduledDate ?? '')).filter((d): d is string => Boolean(d));
    const scheduledDate = dates.length ? dates.reduce((a, b) => (a < b ? a : b)) : null;
    const { id } = await enqueueJob(strapi, { kind: INVOICES_KIND, uploadedBy: state.user.id, file, scheduledDate, items });
    return { data: batchView((await findBatchRow(strapi, id))!, { total: items.length }), message: BATCH_MESSAGES.invoicesProgrammed };
  } finally {
    await removeTemporaryFiles(files);
  }
}

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
    await issueInvoice(
      strapi,
      contract,
      {
        numDoc: row.numDoc,
        referenceMonth: row.referenceMonth,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        amountCents: row.amountCents,
        previousReading: row.previousReading,
        currentReading: row.currentReading,
        consumptionM3: row.consumptionM3,
        visibleFrom: row.scheduledDate,
      },
      { direct: true },
    );
  } catch (error) {
    if (isPortalError(error)) throw new RowError(error.message);
    throw error;
  }
}

export function registerInvoiceBatches(): void {
  registerJobKind({ kind: INVOICES_KIND, apply: (strapi, item) => applyInvoiceRow(strapi, item) });
}
