/** `PATCH /api/consumption-schedule/{id}/available-volume` (spec 03 §7). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const AVAILABLE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/available-volume');

export const setAvailableVolume = (id: string, availableVolume: string) =>
  call(AVAILABLE, { params: { id }, body: { availableVolume } }) as Promise<{ message: string }>;
