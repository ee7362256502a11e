/**
 * GET /api/batches (spec 02 §2.11, §7): the invoice batches, newest first. Refreshed every 10 s
 * while any batch is WAITING or PROCESSING (spec 02 §4, §9), and not at all once every batch
 * has ended.
 */
import useSWR from 'swr';
import { BATCH_POLL_MS, isRunning } from '@domain/batches/constants';
import type { BatchView } from '@domain/batches/types';
import { api } from '~/lib/api-client';

export const BATCHES_KEY = 'batches';

export const fetchBatches = () => api.get<{ data: BatchView[] }>(BATCHES_KEY).then((answer) => answer.data);

/** The refresh interval SWR asks after each answer: 10 s while something runs, else none. */
export const batchRefreshInterval = (batches: readonly BatchView[] | undefined): number =>
  batches?.some((b) => isRunning(b.status)) ? BATCH_POLL_MS : 0;

export function useBatches() {
  return useSWR<BatchView[]>(BATCHES_KEY, fetchBatches, { refreshInterval: batchRefreshInterval, revalidateOnFocus: false });
}
