/**
 * POST /api/services/reconnection (spec 02 §7): multipart with `date` (JSON of date and period),
 * `phone` (JSON) and `files` (payment proofs, only with pending debits). Sent with
 * XMLHttpRequest so the screen can show the upload's progress; errors keep Strapi's shape.
 */
import type { ProtocolAnswer } from '@domain/service/types';
import { ApiError, buildUrl, type StrapiErrorBody } from '~/lib/api-client';
import { SITE_REQUEST_HEADER, SITE_REQUEST_VALUE } from '~/lib/site-request.mjs';

export interface ReconnectionRequest {
  contractId: string;
  date: string;
  period: string;
  phone: string;
  files: File[];
}

export function submitReconnection(request: ReconnectionRequest, onProgress: (fraction: number) => void): Promise<ProtocolAnswer> {
  const form = new FormData();
  form.append('date', JSON.stringify({ date: request.date, period: request.period }));
  form.append('phone', JSON.stringify(request.phone));
  for (const file of request.files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('services/reconnection', { contractId: request.contractId }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(SITE_REQUEST_HEADER, SITE_REQUEST_VALUE);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ProtocolAnswer);
      else reject(new ApiError(xhr.status, body as StrapiErrorBody | null));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}
