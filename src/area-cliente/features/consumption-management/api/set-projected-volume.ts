/** `PATCH /api/consumption-schedule/{id}/projected-volume` (spec 03 §7). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const PROJECTED = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/projected-volume');

export const setProjectedVolume = (id: string, body: { consumptionBaseHour: string; partialConsumedVolume: string }) =>
  (call(PROJECTED, { params: { id }, body }) as Promise<{ data: { projectedVolume: string } }>).then((r) => r.data);
