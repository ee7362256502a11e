/** `PATCH /{id}/projected-volume` and `/projection/update-axis` (spec 03 §7). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const PROJECTED = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/projected-volume');
const AXIS = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/projection/update-axis');

export const setProjectedVolume = (id: string, body: { consumptionBaseHour: string; partialConsumedVolume: string }) =>
  (call(PROJECTED, { params: { id }, body }) as Promise<{ data: { projectedVolume: string } }>).then((r) => r.data);
export const updateAxisProjection = (body: { axisId: number; partialConsumedVolume: string }) =>
  (call(AXIS, { body }) as Promise<{ data: { totalProjectedAxis: string; axisId: number } }>).then((r) => r.data);
