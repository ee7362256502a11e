/**
 * `GET /api/consumption-schedule/import-hourly/:id` (issue 26 §5; PORTAL-API.md §29): the queued
 * hourly batch's state, read until the job ends.
 */
import type { BatchView } from '@domain/batches/types';
import { isRunning } from '@domain/batches/constants';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';
import { IMPORT_POLL_MS } from './get-daily-import';

const STATUS = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/import-hourly/:id');

/** Reads the batch until it is PROCESSED or ERROR (or `signal` aborts). */
export async function waitForHourlyImport(id: number, signal: AbortSignal): Promise<BatchView> {
  for (;;) {
    const batch = await call(STATUS, { params: { id } }).then((r) => r.data);
    if (!isRunning(batch.status) || signal.aborted) return batch;
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
  }
}
