/** `GET /api/insights/explain/:numDoc` (docs/insights-explain.md): one bill explained line by line and compared. */
import useSWR from 'swr';
import type { ExplainedBillView } from '@domain/insights/explain/view';
import { INSIGHTS_EXPLAIN_ENDPOINTS } from '@domain/endpoints/insights-explain';
import { call, endpointOf } from '~/lib/api-call';

const EXPLAIN = endpointOf(INSIGHTS_EXPLAIN_ENDPOINTS, 'GET', '/insights/explain/:numDoc');

export type ExplainBillKey = readonly ['insights/explain', string, string];

export const explainBillKey = (contractId: string | null | undefined, numDoc: string | null): ExplainBillKey | null =>
  contractId && numDoc ? (['insights/explain', contractId, numDoc] as const) : null;

export const fetchExplainedBill = (contractId: string, numDoc: string) =>
  call(EXPLAIN, { params: { numDoc }, query: { contractId } }) as Promise<ExplainedBillView>;

export function useExplainedBill(contractId: string | null | undefined, numDoc: string | null) {
  return useSWR<ExplainedBillView, unknown, ExplainBillKey | null>(
    explainBillKey(contractId, numDoc),
    ([, id, doc]) => fetchExplainedBill(id, doc),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
