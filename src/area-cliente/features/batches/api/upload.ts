/**
 * POST /api/batch and POST /api/services/connection/locations/import (spec 02 §7): the file as
 * multipart through the site's /api proxy, sent with XMLHttpRequest so the screen can show the
 * upload's progress (fetch has no upload progress). Same origin and the session cookie, like
 * every other call of lib/api-client; errors are ApiError with the server's message.
 */
import type { UploadAnswer } from '@domain/batches/types';
import { ApiError, buildUrl, type StrapiErrorBody } from '~/lib/api-client';

export type UploadTarget = 'invoices' | 'installations';

const TARGETS: Record<UploadTarget, { path: string; field: string }> = {
  invoices: { path: 'batch', field: 'file' },
  installations: { path: 'services/connection/locations/import', field: 'attachments' },
};

/** Sends the file; `onProgress` gets 0–100 while the bytes go up. */
export function uploadFile(target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const { path, field } = TARGETS[target];
  const form = new FormData();
  form.append(field, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
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
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as UploadAnswer);
      } else reject(new ApiError(xhr.status, body as StrapiErrorBody | null));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}
