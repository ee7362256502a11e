/** GET /api/insights/consumption (issue 25 §2): the contract's months, the comparison and the usual. */
import useSWR from 'swr';
import { INSIGHTS_CONSUMPTION_ENDPOINTS } from '@domain/endpoints/insights-consumption';
import type { SeriesMonths } from '@domain/insights/consumption/rules';
import type { ConsumptionView } from '@domain/insights/consumption/views';
import { call, endpointOf } from '~/lib/api-call';

const SERIES = endpointOf(INSIGHTS_CONSUMPTION_ENDPOINTS, 'GET', '/insights/consumption');

export const consumptionSeriesKey = (contractId: string, months: SeriesMonths) => ['insights/consumption', contractId, months] as const;

export const fetchConsumptionSeries = (contractId: string, months: SeriesMonths): Promise<{ data: ConsumptionView }> =>
  call(SERIES, { query: { contractId: contractId || undefined, months: String(months) } });

export function useConsumptionSeries(contractId: string | undefined, months: SeriesMonths) {
  return useSWR(contractId ? consumptionSeriesKey(contractId, months) : null, ([, id, m]) => fetchConsumptionSeries(id, m), {
    revalidateOnFocus: false,
  });
}
