/** `POST /api/collections/due-date` (docs/collections-due-date.md): the new due day; answers the protocol. */
import type { DueDateChangedView } from '@domain/collections/due-date/types';
import { COLLECTIONS_DUE_DATE_ENDPOINTS } from '@domain/endpoints/collections-due-date';
import { call, endpointOf } from '~/lib/api-call';

const CHANGE = endpointOf(COLLECTIONS_DUE_DATE_ENDPOINTS, 'POST', '/collections/due-date');

export const changeDueDate = (contractId: string, dueDay: number) =>
  call(CHANGE, { query: { contractId }, body: { dueDay } }) as Promise<DueDateChangedView>;
