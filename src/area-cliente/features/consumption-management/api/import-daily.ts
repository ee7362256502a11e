/**
 * `POST /api/consumption-schedule/import-daily` and `GET /api/consumption-schedule/import-daily/:id`
 * (dashboard 'Atualizar', spec 03 §2.6, spec 02 §2.10; PORTAL-API.md §17 "Daily data upload"):
 * the .xlsx with upload progress, then the batch's state until the job ends.
 */
import type { BatchView, UploadAnswer } from '@domain/batches/types';
import { isRunning } from '@domain/batches/constants';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';
import { uploadWithProgress } from '~/lib/file-upload';

const IMPORT = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/import-daily');
const STATUS = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/import-daily/:id');

/** How often the state of the queued batch is read while it runs. */
export const IMPORT_POLL_MS = 1_000;

export const uploadDaily = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadAnswer>(IMPORT.path, 'file', file, onProgress);

export const fetchDailyImport = (id: number) => (call(STATUS, { params: { id } }) as Promise<{ data: BatchView }>).then((r) => r.data);

/** Reads the batch until it is PROCESSED or ERROR (or `signal` aborts). */
export async function waitForDailyImport(id: number, signal: AbortSignal): Promise<BatchView> {
  for (;;) {
    const batch = await fetchDailyImport(id);
    if (!isRunning(batch.status) || signal.aborted) return batch;
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
  }
}
