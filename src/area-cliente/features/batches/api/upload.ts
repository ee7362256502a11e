/**
 * POST /api/batch and POST /api/services/connection/locations/import (spec 02 §7): the file as
 * multipart with upload progress (src/lib/file-upload).
 */
import type { UploadAnswer } from '@domain/batches/types';
import { uploadWithProgress } from '~/lib/file-upload';

export type UploadTarget = 'invoices' | 'installations';

const TARGETS: Record<UploadTarget, { path: string; field: string }> = {
  invoices: { path: 'batch', field: 'file' },
  installations: { path: 'services/connection/locations/import', field: 'attachments' },
};

/** Sends the file; `onProgress` gets 0–100 while the bytes go up. */
export function uploadFile(target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const { path, field } = TARGETS[target];
  return uploadWithProgress<UploadAnswer>(path, field, file, onProgress);
}
