/**
 * The files of a connection request (multipart `files` and `selfie`, parsed by Strapi's koa-body
 * into temporary files). Their content is read — never their name or declared type — with the
 * `file-type` package before anything is stored.
 */
import fs from 'node:fs/promises';

/** A part of the multipart body as formidable leaves it. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  /** Set here: what the content is (the upload plugin prefers it to the declared type). */
  detectedMimeType?: string;
}

export type FileField = 'files' | 'selfie';

export interface RequestFile {
  field: FileField;
  file: IncomingFile;
}

const isFile = (value: unknown): value is IncomingFile =>
  Boolean(value) && typeof value === 'object' && typeof (value as IncomingFile).filepath === 'string';

const list = (value: unknown): IncomingFile[] => (Array.isArray(value) ? value : value ? [value] : []).filter(isFile);

/** The files under `files` and `selfie`; every other part's temporary file is ignored (and removed by `removeTemporary`). */
export function requestFiles(files: unknown): RequestFile[] {
  const parts = (files && typeof files === 'object' ? files : {}) as Record<string, unknown>;
  return [
    ...list(parts.files).map((file) => ({ field: 'files' as const, file })),
    ...list(parts.selfie).map((file) => ({ field: 'selfie' as const, file })),
  ];
}

/** Every temporary file of the multipart body (Strapi removes only those under `files`). */
export async function removeTemporary(files: unknown): Promise<void> {
  const parts = (files && typeof files === 'object' ? files : {}) as Record<string, unknown>;
  await Promise.all(
    Object.values(parts)
      .flatMap(list)
      .map((file) => fs.rm(file.filepath, { force: true }).catch(() => undefined)),
  );
}

type Detect = (input: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>;
let detector: Promise<Detect> | null = null;

/** file-type is an ES module: loaded once, on first use (require(esm) in Node ≥ 22.12). */
function loadDetector(): Promise<Detect> {
  const specifier: string = 'file-type';
  detector ??= (import(specifier) as Promise<{ fileTypeFromBuffer: Detect }>).then((m) => m.fileTypeFromBuffer);
  return detector;
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
    const detect = await loadDetector();
    return { size, mime: (await detect(sample))?.mime };
  } finally {
    await handle.close();
  }
}
