/** `GET /api/collections/due-date` (docs/collections-due-date.md): the contract's due day, the options and whether it may change now. */
import useSWR from 'swr';
import type { DueDateView } from '@domain/collections/due-date/types';
import { COLLECTIONS_DUE_DATE_ENDPOINTS } from '@domain/endpoints/collections-due-date';
import { call, endpointOf } from '~/lib/api-call';

const SHOW = endpointOf(COLLECTIONS_DUE_DATE_ENDPOINTS, 'GET', '/collections/due-date');

export type DueDateKey = readonly ['collections/due-date', string];

export const dueDateKey = (contractId: string | null | undefined): DueDateKey | null =>
  contractId ? (['collections/due-date', contractId] as const) : null;

export const fetchDueDate = (contractId: string) => call(SHOW, { query: { contractId } }) as Promise<DueDateView>;

export function useDueDate(contractId: string | null | undefined) {
  return useSWR<DueDateView, unknown, DueDateKey | null>(dueDateKey(contractId), ([, id]) => fetchDueDate(id), {
    revalidateOnFocus: false,
  });
}
