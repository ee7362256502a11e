/** GET /api/insights/consumption/alert (issue 25 §2): the contract's high-consumption alert. */
import useSWR from 'swr';
import { INSIGHTS_CONSUMPTION_ENDPOINTS } from '@domain/endpoints/insights-consumption';
import type { AlertSettings } from '@domain/insights/consumption/rules';
import { call, endpointOf } from '~/lib/api-call';

const ALERT = endpointOf(INSIGHTS_CONSUMPTION_ENDPOINTS, 'GET', '/insights/consumption/alert');

export const consumptionAlertKey = (contractId: string) => ['insights/consumption/alert', contractId] as const;

export const fetchConsumptionAlert = (contractId: string): Promise<{ data: AlertSettings }> =>
  call(ALERT, { query: { contractId: contractId || undefined } });

export function useConsumptionAlert(contractId: string | undefined) {
  return useSWR(contractId ? consumptionAlertKey(contractId) : null, ([, id]) => fetchConsumptionAlert(id), { revalidateOnFocus: false });
}
