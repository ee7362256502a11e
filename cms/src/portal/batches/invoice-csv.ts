/**
 * Reading the invoice CSV of `POST /api/batch` (PORTAL-API.md §16) without holding every row at
 * once (docs/jobs.md, "Chunks"): a first pass over the text checks the whole file — quotes,
 * header, at least one and at most UPLOAD_MAX_ROWS data rows — and notes where every
 * ROWS_PER_SLICE-th row ends (Papa Parse's cursor, so a quoted line break stays inside its
 * field); the rows are then parsed slice by slice, as the upload writes them. Only the text and
 * one slice's rows are in memory at a time. The refusals and the rows are those of one parse of
 * the whole text (`tests/unit/invoice-csv.test.ts`).
 */
import Papa from 'papaparse';
import { INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL, UPLOAD_MAX_ROWS } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { matchHeader, parseBrDate, type Row } from '../../domain/batches/rows';
import { badRequest } from '../core/http';
import { decodeText } from '../core/uploads';

/** Data rows per slice of the second pass (and per chunk of items the upload writes). */
export const ROWS_PER_SLICE = 1000;

/** One data row: its place in the file (header is line 1; blank lines are skipped) and its cells by column. */
export interface CsvRow {
  line: number;
  data: Row;
}

/** A checked invoice CSV: its data rows' count, the earliest programmed date, and the rows slice by slice. */
export interface InvoiceCsv {
  count: number;
  /** The earliest valid `scheduledDate` of the file (ISO), or null. */
  scheduledDate: string | null;
  /** The data rows in file order, ROWS_PER_SLICE at a time, each slice parsed when it is asked for. */
  slices(): Iterable<CsvRow[]>;
}

const PARSE = { header: false, skipEmptyLines: 'greedy' } as const;

/** The CSV's bytes (UTF-8 or Windows-1252, BOM or not) checked whole; throws the file-level message when refused. */
export function readInvoiceCsv(data: Buffer): InvoiceCsv {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  const seen = {
    header: null as string[] | null,
    index: null as Record<string, number> | null,
    count: 0,
    quotes: false,
    earliest: null as string | null,
    delimiter: ';',
    linebreak: '\n',
    at: 0,
  };
  /** Where the header ends, then where every ROWS_PER_SLICE-th data row ends (text offsets). */
  const ends: number[] = [];
  Papa.parse<string[]>(text, {
    ...PARSE,
    delimitersToGuess: [';', ',', '\t', '|'],
    step(results) {
      if (results.errors.some((e) => e.type === 'Quotes')) seen.quotes = true;
      seen.at = results.meta.cursor;
      if (!seen.header) {
        seen.header = results.data;
        seen.delimiter = results.meta.delimiter;
        seen.linebreak = results.meta.linebreak;
        const match = matchHeader(seen.header, INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL);
        if (match.ok) seen.index = match.index;
        ends.push(seen.at);
        return;
      }
      seen.count += 1;
      if (seen.count % ROWS_PER_SLICE === 0) ends.push(seen.at);
      const scheduled = seen.index ? parseBrDate(String(results.data[seen.index.scheduledDate!] ?? '').trim()) : null;
      if (scheduled && (seen.earliest === null || scheduled < seen.earliest)) seen.earliest = scheduled;
    },
  });
  if (seen.quotes) throw badRequest(BATCH_MESSAGES.unreadableCsv);
  if (!seen.header) throw badRequest(BATCH_MESSAGES.emptyFile);
  const match = matchHeader(seen.header, INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL);
  if (!match.ok) throw badRequest(BATCH_MESSAGES.missingColumns(match.missing));
  if (seen.count === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  if (seen.count > UPLOAD_MAX_ROWS) throw badRequest(BATCH_MESSAGES.tooManyRows(UPLOAD_MAX_ROWS));
  if (ends[ends.length - 1] !== seen.at) ends.push(seen.at);
  const columns = Object.entries(match.index);
  const { delimiter, linebreak } = seen;
  return {
    count: seen.count,
    scheduledDate: seen.earliest,
    *slices() {
      let line = 2;
      for (let k = 0; k + 1 < ends.length; k++) {
        const rows = Papa.parse<string[]>(text.slice(ends[k], ends[k + 1]), {
          ...PARSE,
          delimiter,
          newline: linebreak as Papa.ParseConfig['newline'],
        }).data;
        yield rows.map((cells) => {
          const data: Row = {};
          for (const [column, place] of columns) data[column] = String(cells[place] ?? '').trim();
          return { line: line++, data };
        });
      }
    },
  };
}
