/**
 * POST /api/batch and POST /api/services/connection/locations/import (spec 02 §7): the file as
 * multipart with upload progress (src/lib/file-upload).
 */
import type { UploadAnswer } from '@domain/batches/types';
import { BATCHES_ENDPOINTS } from '@domain/endpoints/batches';
import { endpointOf } from '~/lib/api-call';
import { uploadWithProgress } from '~/lib/file-upload';

export type UploadTarget = 'invoices' | 'installations';

const TARGETS: Record<UploadTarget, { path: string; field: string }> = {
  invoices: { path: endpointOf(BATCHES_ENDPOINTS, 'POST', '/batch').path, field: 'file' },
  installations: { path: endpointOf(BATCHES_ENDPOINTS, 'POST', '/services/connection/locations/import').path, field: 'attachments' },
};

/** Sends the file; `onProgress` gets 0–100 while the bytes go up. */
export function uploadFile(target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const { path, field } = TARGETS[target];
  return uploadWithProgress<UploadAnswer>(path, field, file, onProgress);
}
