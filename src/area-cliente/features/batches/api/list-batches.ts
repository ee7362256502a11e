/**
 * GET /api/batches (spec 02 §2.11, §7): the invoice batches, newest first. Refreshed every 10 s
 * while any batch is WAITING or PROCESSING (spec 02 §4, §9), and not at all once every batch
 * has ended.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { BATCH_POLL_MS, isRunning } from '@domain/batches/constants';
import type { BatchView } from '@domain/batches/types';
import { BATCHES_ENDPOINTS } from '@domain/endpoints/batches';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(BATCHES_ENDPOINTS, 'GET', '/batches');

export const BATCHES_KEY = 'batches';

export const fetchBatches = () => call(LIST, {}).then((answer) => answer.data);

/** The refresh interval for a list: 10 s while something waits or runs, else none (0). */
export const batchRefreshInterval = (batches: readonly BatchView[] | undefined): number =>
  batches?.some((b) => isRunning(b.status)) ? BATCH_POLL_MS : 0;

/**
 * The list, and a plain interval that asks it again while it holds a running batch (started
 * and stopped from the current answer; SWR's own `refreshInterval` only restarts its timer
 * when the option changes, which made the first refresh late).
 */
export function useBatches() {
  const answer = useSWR<BatchView[]>(BATCHES_KEY, fetchBatches, { revalidateOnFocus: false });
  const interval = batchRefreshInterval(answer.data);
  const { mutate } = answer;
  useEffect(() => {
    if (!interval) return undefined;
    const timer = setInterval(() => void mutate(), interval);
    return () => clearInterval(timer);
  }, [interval, mutate]);
  return answer;
}
