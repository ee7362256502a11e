/**
 * `POST /api/consumption-schedule/import-hourly` (issue 26 §5; PORTAL-API.md §29): the hourly
 * measurements file (.xlsx or .csv) with upload progress.
 */
import type { UploadAnswer } from '@domain/batches/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { endpointOf } from '~/lib/api-call';
import { uploadWithProgress } from '~/lib/file-upload';

const IMPORT = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/import-hourly');

export const uploadHourly = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadAnswer>(IMPORT.path, 'file', file, onProgress);
