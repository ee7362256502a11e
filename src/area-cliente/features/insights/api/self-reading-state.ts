/** `GET /api/insights/self-reading` (docs/insights-self-reading.md): the cycle's window, the last reading, the readings informed and the bills that may be contested. */
import useSWR from 'swr';
import type { SelfReadingStateAnswer } from '@domain/insights/self-reading/types';
import { INSIGHTS_SELF_READING_ENDPOINTS } from '@domain/endpoints/insights-self-reading';
import { call, endpointOf } from '~/lib/api-call';

const SHOW = endpointOf(INSIGHTS_SELF_READING_ENDPOINTS, 'GET', '/insights/self-reading');

export type SelfReadingKey = readonly ['insights/self-reading', string];

export const selfReadingKey = (contractId: string | null | undefined): SelfReadingKey | null =>
  contractId ? (['insights/self-reading', contractId] as const) : null;

export const fetchSelfReading = (contractId: string) => call(SHOW, { query: { contractId } }) as Promise<SelfReadingStateAnswer>;

export function useSelfReading(contractId: string | null | undefined) {
  return useSWR<SelfReadingStateAnswer, unknown, SelfReadingKey | null>(selfReadingKey(contractId), ([, id]) => fetchSelfReading(id), {
    revalidateOnFocus: false,
  });
}
