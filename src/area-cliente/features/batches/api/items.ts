/** GET /api/batches/items?batchId= (spec 02 §2.11, §7): the rows of one batch, in file order. */
import useSWR from 'swr';
import type { BatchItemView } from '@domain/batches/types';
import { api } from '~/lib/api-client';

export const batchItemsKey = (batchId: number | null) => (batchId === null ? null : (['batches/items', batchId] as const));

export const fetchBatchItems = (batchId: number) =>
  api.get<{ data: BatchItemView[] }>('batches/items', { query: { batchId } }).then((answer) => answer.data);

export function useBatchItems(batchId: number | null) {
  return useSWR(batchItemsKey(batchId), ([, id]) => fetchBatchItems(id), { revalidateOnFocus: false });
}
