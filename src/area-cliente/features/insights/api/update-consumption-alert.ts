/** PUT /api/insights/consumption/alert (issue 25 §2): saves the alert's choices. */
import { INSIGHTS_CONSUMPTION_ENDPOINTS } from '@domain/endpoints/insights-consumption';
import type { AlertSettings } from '@domain/insights/consumption/rules';
import { call, endpointOf } from '~/lib/api-call';

const UPDATE = endpointOf(INSIGHTS_CONSUMPTION_ENDPOINTS, 'PUT', '/insights/consumption/alert');

export const updateConsumptionAlert = (contractId: string, body: AlertSettings) =>
  call(UPDATE, { query: { contractId: contractId || undefined }, body }) as Promise<{ data: AlertSettings; message: string }>;
