/**
 * Upload and batch constants (spec 02 §2.10, §2.11, §4, §5 "Uploads", §9). Framework-free: the
 * server checks with them and the client area's dropzones and lists import the same values.
 */

/** Total size of the files of one upload: 10 MB (spec 02 §5, §9). */
export const UPLOAD_MAX_BYTES = 10_485_760;
/** One file per upload form (spec 02 §9). */
export const UPLOAD_MAX_FILES = 1;

/** Batch list refreshed every 10 s while any batch is WAITING or PROCESSING (spec 02 §2.11, §9). */
export const BATCH_POLL_MS = 10_000;
/** Batches per page of the history; items per page of the detail modal (spec 02 §9). */
export const BATCH_PAGE_SIZE = 5;
export const BATCH_ITEM_PAGE_SIZE = 3;
/** Skeleton rows while loading (spec 02 §9). */
export const BATCH_SKELETON_ROWS = 12;

export const BATCH_STATUSES = ['WAITING', 'PROCESSING', 'PROCESSED', 'ERROR'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** An item waits (WAITING), was applied (PROCESSED) or was refused with a reason (ERROR). */
export const BATCH_ITEM_STATUSES = ['WAITING', 'PROCESSED', 'ERROR'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

export const isRunning = (status: string): boolean => status === 'WAITING' || status === 'PROCESSING';

/** Status labels shown in the client area. */
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  WAITING: 'Aguardando',
  PROCESSING: 'Processando',
  PROCESSED: 'Processado',
  ERROR: 'Erro',
};
export const BATCH_ITEM_STATUS_LABELS: Record<BatchItemStatus, string> = {
  WAITING: 'Aguardando',
  PROCESSED: 'Processada',
  ERROR: 'Erro',
};

/** MIME type of an .xlsx as file-type reports it from the content. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Columns of the invoice CSV (header row required; `;` or `,` separated; UTF-8 or Windows-1252).
 * Names match the spec's batch item fields (consumerCode, consumerCpfCnpj, numDoc, deadline, price)
 * plus what a bill needs; header names are matched without case, accents or spaces.
 */
export const INVOICE_CSV_COLUMNS = [
  'consumerCode',
  'consumerCpfCnpj',
  'numDoc',
  'referenceMonth',
  'issueDate',
  'deadline',
  'price',
  'previousReading',
  'currentReading',
  'consumptionM3',
  'scheduledDate',
  // The bill's consumption data (issue 25 §1, docs/insights-explain.md): optional, so the spec's file stays valid.
  'previousReadingDate',
  'currentReadingDate',
  'readingType',
  'measuredM3',
  'correctionFactor',
  'correctedM3',
] as const;
/** Columns that may be left empty (consumption is then current − previous reading) or absent. */
export const INVOICE_CSV_OPTIONAL = [
  'consumptionM3',
  'previousReadingDate',
  'currentReadingDate',
  'readingType',
  'measuredM3',
  'correctionFactor',
  'correctedM3',
] as const;

/** Columns of the installations spreadsheet (first sheet; header in row 1). */
export const INSTALLATION_XLSX_COLUMNS = ['Cidade', 'Condomínio', 'Endereço', 'Número', 'CEP', 'Tipo'] as const;
export const INSTALLATION_XLSX_OPTIONAL = ['Número', 'CEP', 'Tipo'] as const;

/** At most this many data rows per file (10 MB of CSV is about 80,000 rows). */
export const UPLOAD_MAX_ROWS = 100_000;
