/**
 * Uploaded files (multipart bodies, parsed by Strapi's koa-body/formidable into temporary files):
 * finding the parts, telling what a file is by its content (never its name or declared type,
 * `file-type`), removing the temporary files, the whole-file checks of a one-file upload, and
 * putting checked files into private storage with "no partial write": the bytes go in before the
 * caller's transaction, and are removed again when anything fails.
 */
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, XLSX_MIME } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { portalError } from './http';
import { discardStored, putBytes } from './private-files';
import type { StoredObject } from './private-storage';

/** A part of the multipart body as formidable leaves it. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  /** Set by the caller's checks: what the content is (see `inspectFile`). */
  detectedMimeType?: string;
}

const isFile = (value: unknown): value is IncomingFile =>
  Boolean(value) && typeof value === 'object' && typeof (value as IncomingFile).filepath === 'string';

const partsOf = (files: unknown) => (files && typeof files === 'object' ? files : {}) as Record<string, unknown>;

const fileList = (value: unknown): IncomingFile[] => (Array.isArray(value) ? value : value ? [value] : []).filter(isFile);

/** The file parts of the multipart body under `field` (one or many). */
export const filesIn = (files: unknown, field: string): IncomingFile[] => fileList(partsOf(files)[field]);

/** Every file part of the multipart body, whatever its field name. */
export const allFiles = (files: unknown): IncomingFile[] => Object.values(partsOf(files)).flatMap(fileList);

/** Removes every temporary file of the multipart body (Strapi removes only those under `files`). */
export async function removeTemporaryFiles(files: unknown): Promise<void> {
  await Promise.all(allFiles(files).map((file) => fs.rm(file.filepath, { force: true }).catch(() => undefined)));
}

type Detect = (input: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>;
let detector: Promise<Detect> | null = null;

/** The MIME type the bytes show (file-type, an ES module loaded once on first use), or undefined. */
export async function detectMime(data: Uint8Array): Promise<string | undefined> {
  const specifier: string = 'file-type';
  detector ??= (import(specifier) as Promise<{ fileTypeFromBuffer: Detect }>).then((m) => m.fileTypeFromBuffer);
  return (await (await detector)(data))?.mime;
}

/** 4100 bytes are enough for file-type to tell every format it knows. */
const SAMPLE_BYTES = 4100;

/** The file's real size and the MIME type its content shows (undefined when unknown). */
export async function inspectFile(file: IncomingFile): Promise<{ size: number; mime: string | undefined }> {
  const handle = await fs.open(file.filepath, 'r');
  try {
    const { size } = await handle.stat();
    const sample = new Uint8Array(Math.min(size, SAMPLE_BYTES));
    await handle.read(sample, 0, sample.length, 0);
    return { size, mime: await detectMime(sample) };
  } finally {
    await handle.close();
  }
}

/** A checked file to keep, under the name it is stored with. */
export interface UploadToKeep {
  file: IncomingFile;
  name: string;
  mime: string;
}

/** A file in private storage, not yet recorded (`recordFile` in the caller's transaction). */
export interface StoredUpload {
  name: string;
  mime: string;
  stored: StoredObject;
  bytes: Buffer;
}

/** Puts every checked file into private storage, in order; if one fails, those already stored are removed. */
export async function storeUploads(strapi: Core.Strapi, uploads: readonly UploadToKeep[]): Promise<StoredUpload[]> {
  const done: StoredUpload[] = [];
  try {
    for (const { file, name, mime } of uploads) {
      const bytes = await fs.readFile(file.filepath);
      done.push({ name, mime, stored: await putBytes(strapi, bytes), bytes });
    }
    return done;
  } catch (error) {
    await discardStored(
      strapi,
      done.map((d) => d.stored.key),
    );
    throw error;
  }
}

/** Runs `write` (the transaction that records `stored`); when it fails, the stored bytes are removed. */
export async function keepStoredIf<T>(strapi: Core.Strapi, stored: readonly StoredUpload[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardStored(
      strapi,
      stored.map((s) => s.stored.key),
    );
    throw error;
  }
}

/** The one file of a batch or daily-data upload, read and checked (`readUpload`). */
export interface UploadedFile {
  name: string;
  mime: string;
  data: Buffer;
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

/**
 * The whole-file checks of a one-file upload (spec 02 §2.10, §5 "Uploads"; the batches and the
 * daily-data import), before anything is written: exactly one file (parts with the same name and
 * size count once), at most 10 MB, the right extension, and content that really is what the
 * extension says — an .xlsx must be an Office Open XML spreadsheet by its bytes, a .csv must be
 * text (no binary signature, no control characters). Throws the spec's message (4xx) otherwise.
 */
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
  const detected = await detectMime(data);
  if (expect === 'xlsx') {
    if (detected !== XLSX_MIME) throw portalError(400, formatMessage(expect));
    return { name, mime: XLSX_MIME, data };
  }
  // A CSV is text: no known binary signature and no control bytes.
  if (detected || hasControlBytes(data)) throw portalError(400, formatMessage(expect));
  return { name, mime: 'text/csv', data };
}
