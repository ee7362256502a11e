/**
 * `GET /api/consumption-schedule/import-daily/:id` (spec 03 §2.6; PORTAL-API.md §17): the queued
 * batch's state, read until the job ends.
 */
import type { BatchView } from '@domain/batches/types';
import { isRunning } from '@domain/batches/constants';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const STATUS = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/import-daily/:id');

/** How often the state of the queued batch is read while it runs. */
export const IMPORT_POLL_MS = 1_000;

export const fetchDailyImport = (id: number) => call(STATUS, { params: { id } }).then((r) => r.data);

/** Reads the batch until it is PROCESSED or ERROR (or `signal` aborts). */
export async function waitForDailyImport(id: number, signal: AbortSignal): Promise<BatchView> {
  for (;;) {
    const batch = await fetchDailyImport(id);
    if (!isRunning(batch.status) || signal.aborted) return batch;
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
  }
}
