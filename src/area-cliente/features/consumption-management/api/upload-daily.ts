/**
 * `POST /api/consumption-schedule/import-daily` (dashboard 'Atualizar', spec 03 §2.6, spec 02 §2.10;
 * PORTAL-API.md §17 "Daily data upload"): the .xlsx with upload progress.
 */
import type { UploadAnswer } from '@domain/batches/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { endpointOf } from '~/lib/api-call';
import { uploadWithProgress } from '~/lib/file-upload';

const IMPORT = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/import-daily');

export const uploadDaily = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadAnswer>(IMPORT.path, 'file', file, onProgress);
