/**
 * The whole-file checks of an upload (spec 02 §2.10, §5 "Uploads"), before anything is written:
 * exactly one file (parts with the same name and size count once), at most 10 MB, the right
 * extension, and content that really is what the extension says — an .xlsx must be an Office
 * Open XML spreadsheet by its bytes (file-type), a .csv must be text (no binary signature, no
 * control characters). The daily-data import reuses it with `expect: 'xlsx'`.
 */
import fs from 'node:fs/promises';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, XLSX_MIME } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { portalError } from '../core/http';
import type { IncomingFile } from '../connection/files';

export interface UploadedFile {
  name: string;
  mime: string;
  data: Buffer;
}

const isFile = (value: unknown): value is IncomingFile =>
  Boolean(value) && typeof value === 'object' && typeof (value as IncomingFile).filepath === 'string';

/** Every file part of the multipart body, whatever its field name. */
export function allFiles(files: unknown): IncomingFile[] {
  const parts = (files && typeof files === 'object' ? files : {}) as Record<string, unknown>;
  return Object.values(parts)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isFile);
}

/** Removes formidable's temporary files of this request. */
export async function removeTemporaryFiles(files: unknown): Promise<void> {
  await Promise.all(allFiles(files).map((file) => fs.rm(file.filepath, { force: true }).catch(() => undefined)));
}

type Detect = (input: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>;
let detector: Promise<Detect> | null = null;
function loadDetector(): Promise<Detect> {
  const specifier: string = 'file-type';
  detector ??= (import(specifier) as Promise<{ fileTypeFromBuffer: Detect }>).then((m) => m.fileTypeFromBuffer);
  return detector;
}

/** Control characters other than tab, line feed, form feed and carriage return mean "not text". */
const hasControlBytes = (data: Buffer) =>
  data.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d);

/** The file's text: UTF-8 (BOM removed), or Windows-1252 when the bytes are not valid UTF-8 (Excel's "CSV"). */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

const formatMessage = (expect: 'csv' | 'xlsx') => (expect === 'csv' ? BATCH_MESSAGES.wrongFormatCsv : BATCH_MESSAGES.wrongFormatXlsx);

/** The one file of the upload, checked; throws the spec's message (4xx) otherwise. */
export async function readUpload(files: unknown, expect: 'csv' | 'xlsx'): Promise<UploadedFile> {
  const unique = new Map<string, IncomingFile>();
  for (const file of allFiles(files)) unique.set(`${file.originalFilename ?? ''}\u0000${file.size}`, file);
  const list = [...unique.values()];
  if (list.length === 0) throw portalError(400, BATCH_MESSAGES.noFile);
  if (list.length > UPLOAD_MAX_FILES) throw portalError(400, BATCH_MESSAGES.tooManyFiles);
  const file = list[0]!;
  const { size } = await fs.stat(file.filepath);
  if (size > UPLOAD_MAX_BYTES) throw portalError(413, BATCH_MESSAGES.tooLarge);
  const name = String(file.originalFilename ?? '').trim();
  if (!name.toLowerCase().endsWith(`.${expect}`)) throw portalError(400, formatMessage(expect));
  const data = await fs.readFile(file.filepath);
  if (data.length === 0) throw portalError(400, BATCH_MESSAGES.emptyFile);
  const detected = await (await loadDetector())(data);
  if (expect === 'xlsx') {
    if (detected?.mime !== XLSX_MIME) throw portalError(400, formatMessage(expect));
    return { name, mime: XLSX_MIME, data };
  }
  // A CSV is text: no known binary signature and no control bytes.
  if (detected || hasControlBytes(data)) throw portalError(400, formatMessage(expect));
  return { name, mime: 'text/csv', data };
}
