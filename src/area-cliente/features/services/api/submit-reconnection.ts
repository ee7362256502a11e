/**
 * POST /api/services/reconnection (spec 02 §7): multipart with `date` (JSON of date and period),
 * `phone` (JSON) and `files` (payment proofs, only with pending debits). Sent through the shared
 * upload-with-progress helper (~/lib/file-upload) so the screen can show the upload's progress;
 * errors keep Strapi's shape.
 */
import type { ProtocolAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { endpointOf } from '~/lib/api-call';
import { sendFormWithProgress } from '~/lib/file-upload';

const SUBMIT = endpointOf(SERVICE_ENDPOINTS, 'POST', '/services/reconnection');

export interface ReconnectionRequest {
  contractId: string;
  date: string;
  period: string;
  phone: string;
  files: File[];
}

/** `onProgress` gets the fraction sent, 0–1. */
export function submitReconnection(request: ReconnectionRequest, onProgress: (fraction: number) => void): Promise<ProtocolAnswer> {
  const form = new FormData();
  form.append('date', JSON.stringify({ date: request.date, period: request.period }));
  form.append('phone', JSON.stringify(request.phone));
  for (const file of request.files) form.append('files', file, file.name);
  return sendFormWithProgress<ProtocolAnswer>(SUBMIT.path, form, (percent) => onProgress(percent / 100), {
    contractId: request.contractId,
  });
}
