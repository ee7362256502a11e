/**
 * Row rules of the upload files (PORTAL-API.md §16): each turns one row (column → text, as read
 * from the file) into what is written, or into the Portuguese reason the row is refused. Pure:
 * the contract and the existing bills are checked by the server when the row is applied.
 */
import { cpfCnpjError, normalizeDocument, onlyDigits } from '../cpf-cnpj';
import { isIsoDate, type IsoDate } from '../time/sao-paulo';
import { INSTALLATION_XLSX_COLUMNS, INVOICE_CSV_COLUMNS, INVOICE_CSV_OPTIONAL, INSTALLATION_XLSX_OPTIONAL } from './constants';
import { ROW_MESSAGES as M } from './messages';

export type Row = Record<string, string>;
export type RowResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const TEXT_MAX = 200;

/** A header name as compared: no accents, case, spaces, dashes or underscores. */
export function columnKey(name: unknown): string {
  return String(name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_\-.]/g, '')
    .toLowerCase();
}

/**
 * Maps a file's header cells to the expected columns. Answers the index of each expected
 * column, or the list of required columns that are missing.
 */
export function matchHeader(
  header: readonly unknown[],
  expected: readonly string[],
  optional: readonly string[] = [],
): { ok: true; index: Record<string, number> } | { ok: false; missing: string[] } {
  const keys = header.map(columnKey);
  const index: Record<string, number> = {};
  const missing: string[] = [];
  for (const column of expected) {
    const at = keys.indexOf(columnKey(column));
    if (at >= 0) index[column] = at;
    else if (!optional.includes(column)) missing.push(column);
  }
  return missing.length ? { ok: false, missing } : { ok: true, index };
}

/** dd/mm/aaaa (or aaaa-mm-dd) → ISO date, or null. */
export function parseBrDate(value: string): IsoDate | null {
  const text = value.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : null;
}

/** MM/AAAA (or AAAA-MM) → 'AAAA-MM', or null. */
export function parseReferenceMonth(value: string): string | null {
  const text = value.trim();
  const br = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const month = br ? `${br[2]}-${br[1]!.padStart(2, '0')}` : text;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null;
}

/**
 * A number as Brazilians write it → exact decimal text with at most `places` decimals
 * ('1.234,5' → '1234.5'; '187.65' → '187.65'), or null. With a comma, dots are thousands
 * separators; without one, a dot is the decimal point.
 */
export function parseDecimal(value: string, places: number): string | null {
  let text = value.trim().replace(/\s/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${places}}))?$`).exec(text);
  if (!match) return null;
  const int = match[1]!.replace(/^0+(?=\d)/, '');
  return match[2] ? `${int}.${match[2]}` : int;
}

/** Reais → integer cents, exactly ('187,65' → 18765), or null. */
export function parseCents(value: string): number | null {
  const decimal = parseDecimal(value, 2);
  if (decimal === null) return null;
  const [int, frac = ''] = decimal.split('.');
  const cents = Number(int) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents >= 1 && cents <= 2_000_000_000 ? cents : null;
}

const thousandths = (value: string) => {
  const [int, frac = ''] = value.split('.');
  return BigInt(int!) * 1000n + BigInt(frac.padEnd(3, '0'));
};
const decimalOf = (value: bigint) => {
  const int = value / 1000n;
  const frac = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : `${int}`;
};

export interface InvoiceRowValue {
  consumerCode: string;
  consumerCpfCnpj: string;
  numDoc: string;
  referenceMonth: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  amountCents: number;
  previousReading: string;
  currentReading: string;
  consumptionM3: string;
  scheduledDate: IsoDate;
  /** The consumption data (optional columns; docs/insights-explain.md): null when the file has none. */
  consumption: {
    previousReadingDate: IsoDate;
    currentReadingDate: IsoDate;
    readingType: 'REAL' | 'ESTIMATED' | 'INFORMED' | null;
    measuredM3: string | null;
    correctionFactor: string | null;
    /** The corrected (billed) m³: the column, else `consumptionM3`. */
    correctedM3: string;
  } | null;
}

const READING_TYPES: Record<string, 'REAL' | 'ESTIMATED' | 'INFORMED'> = {
  real: 'REAL',
  lida: 'REAL',
  estimated: 'ESTIMATED',
  estimada: 'ESTIMATED',
  informed: 'INFORMED',
  informada: 'INFORMED',
};

/**
 * The optional consumption columns of an invoice row: both reading dates (or neither: no
 * consumption data), the reading type, measured m³, correction factor and corrected m³.
 */
function consumptionOf(row: Row, consumptionM3: string): { value: InvoiceRowValue['consumption'] } | { reason: string } {
  const columns = ['previousReadingDate', 'currentReadingDate', 'readingType', 'measuredM3', 'correctionFactor', 'correctedM3'];
  if (columns.every((column) => !cell(row, column))) return { value: null };
  const previousReadingDate = parseBrDate(cell(row, 'previousReadingDate'));
  const currentReadingDate = parseBrDate(cell(row, 'currentReadingDate'));
  if (!previousReadingDate || !currentReadingDate || currentReadingDate <= previousReadingDate) return { reason: M.readingDates };
  const typeText = columnKey(cell(row, 'readingType'));
  const readingType = typeText ? (READING_TYPES[typeText] ?? null) : null;
  if (typeText && !readingType) return { reason: M.readingType };
  const measuredM3 = cell(row, 'measuredM3') ? parseDecimal(cell(row, 'measuredM3'), 3) : null;
  if (cell(row, 'measuredM3') && measuredM3 === null) return { reason: M.reading('measuredM3') };
  const factor = cell(row, 'correctionFactor') ? parseDecimal(cell(row, 'correctionFactor'), 6) : null;
  if (cell(row, 'correctionFactor') && (factor === null || !/^\d{1,2}(\.\d+)?$/.test(factor))) return { reason: M.correctionFactor };
  const correctedM3 = cell(row, 'correctedM3') ? parseDecimal(cell(row, 'correctedM3'), 3) : consumptionM3;
  if (correctedM3 === null) return { reason: M.reading('correctedM3') };
  return { value: { previousReadingDate, currentReadingDate, readingType, measuredM3, correctionFactor: factor, correctedM3 } };
}

const cell = (row: Row, column: string) => (row[column] ?? '').trim();

/** One invoice CSV row; `today` is the São Paulo date (a programmed date may not be in the past). */
export function parseInvoiceRow(row: Row, today: IsoDate): RowResult<InvoiceRowValue> {
  const fail = (reason: string): RowResult<InvoiceRowValue> => ({ ok: false, reason });
  for (const column of INVOICE_CSV_COLUMNS) {
    if (!(INVOICE_CSV_OPTIONAL as readonly string[]).includes(column) && !cell(row, column)) return fail(M.required(column));
    if (cell(row, column).length > TEXT_MAX) return fail(M.tooLong(column));
  }
  const consumerCode = cell(row, 'consumerCode');
  if (!/^\d{1,12}$/.test(consumerCode)) return fail(M.consumerCode);
  const consumerCpfCnpj = normalizeDocument(cell(row, 'consumerCpfCnpj'));
  if (cpfCnpjError(consumerCpfCnpj)) return fail(M.documentInvalid);
  const numDoc = cell(row, 'numDoc');
  if (!/^\d{1,17}$/.test(numDoc)) return fail(M.numDoc);
  const referenceMonth = parseReferenceMonth(cell(row, 'referenceMonth'));
  if (!referenceMonth) return fail(M.referenceMonth);
  const issueDate = parseBrDate(cell(row, 'issueDate'));
  if (!issueDate) return fail(M.date('issueDate'));
  const dueDate = parseBrDate(cell(row, 'deadline'));
  if (!dueDate) return fail(M.date('deadline'));
  if (dueDate < issueDate) return fail(M.deadlineBeforeIssue);
  const amountCents = parseCents(cell(row, 'price'));
  if (amountCents === null) return fail(M.price);
  const previousReading = parseDecimal(cell(row, 'previousReading'), 3);
  if (previousReading === null) return fail(M.reading('previousReading'));
  const currentReading = parseDecimal(cell(row, 'currentReading'), 3);
  if (currentReading === null) return fail(M.reading('currentReading'));
  if (thousandths(currentReading) < thousandths(previousReading)) return fail(M.readingsOrder);
  let consumptionM3 = cell(row, 'consumptionM3') ? parseDecimal(cell(row, 'consumptionM3'), 3) : null;
  if (cell(row, 'consumptionM3') && consumptionM3 === null) return fail(M.reading('consumptionM3'));
  consumptionM3 ??= decimalOf(thousandths(currentReading) - thousandths(previousReading));
  const scheduledDate = parseBrDate(cell(row, 'scheduledDate'));
  if (!scheduledDate) return fail(M.date('scheduledDate'));
  if (scheduledDate < today) return fail(M.scheduledPast);
  const consumption = consumptionOf(row, consumptionM3);
  if ('reason' in consumption) return fail(consumption.reason);
  return {
    ok: true,
    value: {
      consumerCode,
      consumerCpfCnpj,
      numDoc,
      referenceMonth,
      issueDate,
      dueDate,
      amountCents,
      previousReading,
      currentReading,
      consumptionM3,
      scheduledDate,
      consumption: consumption.value,
    },
  };
}

export type LocationKind = 'COLLECTIVE' | 'INDIVIDUAL';

export interface InstallationRowValue {
  city: string;
  name: string;
  address: string;
  number: string | null;
  cep: string | null;
  type: LocationKind;
}

const LOCATION_TYPES: Record<string, LocationKind> = {
  individual: 'INDIVIDUAL',
  coletivo: 'COLLECTIVE',
  coletiva: 'COLLECTIVE',
  collective: 'COLLECTIVE',
};

/** One installations row: the city and the condominium (location) of the contracting flow. */
export function parseInstallationRow(row: Row): RowResult<InstallationRowValue> {
  const fail = (reason: string): RowResult<InstallationRowValue> => ({ ok: false, reason });
  for (const column of INSTALLATION_XLSX_COLUMNS) {
    if (!(INSTALLATION_XLSX_OPTIONAL as readonly string[]).includes(column) && !cell(row, column)) return fail(M.required(column));
    if (cell(row, column).length > TEXT_MAX) return fail(M.tooLong(column));
  }
  const cepText = cell(row, 'CEP');
  const cep = cepText ? onlyDigits(cepText) : null;
  if (cep !== null && (cep.length !== 8 || !/^[\d.\-\s]+$/.test(cepText))) return fail(M.cep);
  const typeText = columnKey(cell(row, 'Tipo'));
  const type = typeText ? LOCATION_TYPES[typeText] : 'INDIVIDUAL';
  if (!type) return fail(M.locationType);
  return {
    ok: true,
    value: {
      city: cell(row, 'Cidade').replace(/\s+/g, ' '),
      name: cell(row, 'Condomínio').replace(/\s+/g, ' '),
      address: cell(row, 'Endereço').replace(/\s+/g, ' '),
      number: cell(row, 'Número') || null,
      cep,
      type,
    },
  };
}
