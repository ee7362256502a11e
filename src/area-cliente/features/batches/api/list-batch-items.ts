/** GET /api/batches/items?batchId= (spec 02 §2.11, §7): the rows of one batch, in file order. */
import useSWR from 'swr';
import { BATCHES_ENDPOINTS } from '@domain/endpoints/batches';
import { call, endpointOf } from '~/lib/api-call';

const ITEMS = endpointOf(BATCHES_ENDPOINTS, 'GET', '/batches/items');

export const batchItemsKey = (batchId: number | null) => (batchId === null ? null : (['batches/items', batchId] as const));

export const fetchBatchItems = (batchId: number) => call(ITEMS, { query: { batchId } }).then((answer) => answer.data);

export function useBatchItems(batchId: number | null) {
  return useSWR(batchItemsKey(batchId), ([, id]) => fetchBatchItems(id), { revalidateOnFocus: false });
}
