/**
 * One-file uploads of the client area (spec 02 §2.10; PORTAL-API.md §16, §17): the file as
 * multipart through the site's /api proxy, sent with XMLHttpRequest so a screen can show the
 * upload's progress (fetch has no upload progress), and the form rule every upload shares
 * (exactly one file of the form's type, 10 MB at most). Same origin and the session cookie, like
 * every other call of lib/api-client; errors are ApiError with the server's message. Used by the
 * batches feature (invoices, installations), the dashboard's 'Atualizar' (daily data) and the
 * reconnection request (spec 02 §7: payment proofs with the form's other fields).
 */
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { ApiError, buildUrl, type RequestOptions, type StrapiErrorBody } from '~/lib/api-client';
import { SITE_REQUEST_HEADER, SITE_REQUEST_VALUE } from '~/lib/site-request.mjs';

/** Sends `file` as the multipart field `field` to `/api/<path>`; `onProgress` gets 0–100 while the bytes go up, 100 at the end. */
export function uploadWithProgress<T>(path: string, field: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  const form = new FormData();
  form.append(field, file, file.name);
  return sendFormWithProgress<T>(path, form, onProgress).then((answer) => {
    onProgress(100);
    return answer;
  });
}

/**
 * POSTs a multipart `form` to `/api/<path>` (with `query`), reporting 0–100 to `onProgress` while
 * the bytes go up. Resolves with the JSON answer of a 2xx; rejects with ApiError (status 0 when the
 * network failed).
 *
 * @example
 * const form = new FormData();
 * form.append('files', file, file.name);
 * await sendFormWithProgress<ProtocolAnswer>('services/reconnection', form, setPercent, { contractId });
 */
export function sendFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  query?: RequestOptions['query'],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(SITE_REQUEST_HEADER, SITE_REQUEST_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body as StrapiErrorBody | null));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

/** What react-dropzone accepts for each kind of upload. */
export const UPLOAD_ACCEPT = {
  csv: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] },
  xlsx: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] },
};

/**
 * The upload forms (spec 02 §2.10, §5): exactly one file, of the form's type, 10 MB at most.
 * Duplicates (same name and size) are dropped before this check. The server checks again by
 * content (PORTAL-API.md §16).
 */
export const uploadSchema = (extension: 'csv' | 'xlsx') =>
  uploadSchemaOf([extension], extension === 'csv' ? M.wrongFormatCsv : M.wrongFormatXlsx);

/** The same rule for a form that takes any of `extensions`, refusing another with `wrongFormat`. */
export const uploadSchemaOf = (extensions: readonly ('csv' | 'xlsx')[], wrongFormat: string) =>
  v.object({
    files: v.pipe(
      v.array(v.instance(File)),
      v.minLength(1, M.noFile),
      v.maxLength(UPLOAD_MAX_FILES, M.tooManyFiles),
      v.check((files) => files.reduce((sum, f) => sum + f.size, 0) <= UPLOAD_MAX_BYTES, M.tooLarge),
      v.check((files) => files.every((f) => extensions.some((e) => f.name.toLowerCase().endsWith(`.${e}`))), wrongFormat),
    ),
  });

export type UploadValues = { files: File[] };

/** Adds files, ignoring one already chosen with the same name and size (spec 02 §5). */
export function withoutDuplicates(files: readonly File[]): File[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    const key = `${f.name}\u0000${f.size}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The server's text of a refused upload (4xx), else the spec's 'Arquivo não adicionado. Tente novamente'. */
export const uploadErrorMessage = (error: unknown): string =>
  (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage) || M.uploadFailed;
