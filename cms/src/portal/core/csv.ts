/**
 * The one CSV writer of everything the portal writes (security review, second round): the
 * invoices export, the consumption export, a batch item's download and the LGPD archive's CSVs.
 * RFC 4180 quoting (csv-stringify), CRLF lines, a BOM so spreadsheets read the accents as UTF-8.
 *
 * CSV ("formula") injection (OWASP): a text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would be run as a formula by Excel, LibreOffice or Google Sheets; it is written
 * with a leading single quote (`'=HYPERLINK(...)`). Data the files really show is kept readable:
 * numbers, negative amounts and decimal figures written as text (`-12,50`, `-1.234,567`, `-3`),
 * and a lone `-`, are not formulas and are written as they are. Everything else that starts with
 * one of those characters — `+55 11 ...`, `-foo`, `@user` — gets the quote.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain numbers as text, pt-BR or not: an optional minus, digits, dots, commas. */
const NUMBER_TEXT = /^-?\d[\d.,]*$/;

/** A cell's text with spreadsheet formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text === '-' || NUMBER_TEXT.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** ';' for the files the spec shows (Excel pt-BR); ',' for the LGPD archive. */
  delimiter?: ';' | ',';
  /** A UTF-8 BOM first (default true). */
  bom?: boolean;
}

/** Rows (the header first) → CSV text: every cell through `csvCell`, CRLF after each line. */
export function writeCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  if (rows.length === 0) return options.bom === false ? '' : '\uFEFF';
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { delimiter: options.delimiter ?? ';', record_delimiter: 'windows', bom: options.bom ?? true },
  );
}

/** Plain objects → CSV with a header of every key met (first-seen order); '' when there is none. */
export function objectsToCsv(rows: readonly Record<string, unknown>[], options: CsvOptions = {}): string {
  const keys: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  if (!keys.length) return '';
  return writeCsv([keys, ...rows.map((row) => keys.map((k) => row[k]))], options);
}
