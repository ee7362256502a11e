/**
 * Reading uploaded .xlsx files safely (security review, second round, item 7). An .xlsx is a zip:
 * a file of a few hundred kilobytes can inflate to gigabytes ("zip bomb"), and exceljs's
 * `Workbook.xlsx.load` inflates the whole workbook in memory before anything can be checked.
 *
 * 1. `checkXlsxArchive` reads the zip's central directory (yauzl) before any parsing and refuses:
 *    too many entries, an entry or a total whose uncompressed size passes the limits, an entry
 *    that inflates more than `MAX_RATIO` times its compressed size, encrypted entries, unknown
 *    compression methods, absolute or `..` paths, and archives nested inside the archive. Then it
 *    inflates every entry once into nothing, with yauzl checking that no entry inflates to more
 *    than its directory says (a lying directory is refused, never believed).
 * 2. `readFirstSheet` parses with exceljs's streaming WorkbookReader and applies the row cap while
 *    reading: it stops at the first row past the cap instead of loading the sheet.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { matchHeader, type Row } from '../../domain/batches/rows';
import { badRequest } from './http';

/** Limits of one uploaded workbook, uncompressed (a 100,000-row sheet is about 30 MB of XML). */
export const XLSX_LIMITS = {
  maxEntries: 1_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
  /** Uncompressed ÷ compressed; applies to entries above `ratioFloorBytes` (tiny XML parts compress a lot). */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export const SPREADSHEET_MESSAGES = {
  tooBigUncompressed:
    'A planilha é grande demais depois de descompactada. Envie um arquivo com menos dados ou divida-o em arquivos menores.',
} as const;

type Limits = typeof XLSX_LIMITS;

const NESTED_ARCHIVE = /\.(zip|xlsx|xlsm|xlsb|xls|docx|pptx|jar|gz|7z|rar)$/i;

const unreadable = () => badRequest(BATCH_MESSAGES.unreadableXlsx);
const tooBig = () => badRequest(SPREADSHEET_MESSAGES.tooBigUncompressed);

function openZip(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > XLSX_LIMITS.maxEntries) {
        zip.close();
        resolve(entries);
      } else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error ?? new Error('no stream')) : resolve(stream)));
  });
}

/** Throws the 4xx message when the archive is not a plain, reasonably sized zip. */
export async function checkXlsxArchive(data: Buffer, limits: Limits = XLSX_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw unreadable();
    let entries: yauzl.Entry[];
    try {
      entries = await readEntries(zip);
    } catch {
      throw unreadable();
    }
    if (entries.length > limits.maxEntries) throw unreadable();
    let total = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw unreadable();
      if (name.startsWith('/') || name.split(/[\\/]/).includes('..') || NESTED_ARCHIVE.test(name)) throw unreadable();
      const size = entry.uncompressedSize;
      total += size;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) throw tooBig();
      if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(entry.compressedSize, 1)) throw tooBig();
    }
    // Inflate each entry into nothing: yauzl fails an entry that yields more bytes than declared.
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        const stream = await openEntry(zip, entry);
        await pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() }));
      } catch {
        throw unreadable();
      }
    }
  } finally {
    zip.close();
  }
}

export interface SheetRow {
  /** 1-based row number in the sheet. */
  number: number;
  /** The row's cells, 1-based (`getCell(1)` is column A). */
  cells: ExcelJS.Row;
}

/**
 * The first worksheet's rows, read as a stream after `checkXlsxArchive`. `onRow` sees each row in
 * order and may throw to stop (the row cap); parsing stops there, the rest is never read.
 */
export async function readFirstSheet(data: Buffer, onRow: (row: SheetRow) => void): Promise<{ rows: number }> {
  await checkXlsxArchive(data);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        rows += 1;
        onRow({ number: row.number, cells: row });
      }
      break; // only the first sheet
    }
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error) throw error;
    throw unreadable();
  }
  if (sheets === 0) throw unreadable();
  return { rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the operator sees it: dates dd/mm/aaaa, numbers as written, formulas by their result. */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value as unknown;
  if (value instanceof Date) return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (value && typeof value === 'object' && 'result' in (value as object)) {
    const result = (value as { result: unknown }).result;
    return result === undefined || result === null ? '' : String(result);
  }
  return (cell.text ?? '').trim();
}

/**
 * The first sheet's data rows keyed by column name (header in row 1), read as a stream with the
 * row cap applied while reading; throws the file-level message (4xx) when the file is refused.
 */
export async function parseXlsxRows(
  data: Buffer,
  columns: readonly string[],
  optional: readonly string[],
  maxRows: number,
): Promise<{ line: number; data: Row }[]> {
  let index: Record<string, number> | null = null;
  const items: { line: number; data: Row }[] = [];
  const { rows } = await readFirstSheet(data, ({ number, cells }) => {
    if (!index) {
      const header: string[] = [];
      if (number === 1) for (let c = 1; c <= Math.max(cells.cellCount, columns.length); c++) header.push(cellText(cells.getCell(c)));
      const match = matchHeader(header, columns, optional);
      if (!match.ok) throw badRequest(BATCH_MESSAGES.missingColumns(match.missing));
      index = match.index;
      if (number === 1) return;
    }
    const row: Row = {};
    for (const [column, at] of Object.entries(index)) row[column] = cellText(cells.getCell(at + 1));
    if (Object.values(row).every((v) => !v)) return;
    items.push({ line: number, data: row });
    if (items.length > maxRows) throw badRequest(BATCH_MESSAGES.tooManyRows(maxRows));
  });
  if (rows === 0 || items.length === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  return items;
}
