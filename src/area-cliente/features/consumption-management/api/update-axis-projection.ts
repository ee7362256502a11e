/** `PATCH /api/consumption-schedule/projection/update-axis` (spec 03 §7). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const AXIS = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/projection/update-axis');

export const updateAxisProjection = (body: { axisId: number; partialConsumedVolume: string }) =>
  (call(AXIS, { body }) as Promise<{ data: { totalProjectedAxis: string; axisId: number } }>).then((r) => r.data);
