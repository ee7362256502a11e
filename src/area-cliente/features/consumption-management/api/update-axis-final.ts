/** `PATCH /api/consumption-schedule/decision/update-axis` (spec 03 §7): `finalVolume` is sent as a number (m³, thousand separators removed). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const FINAL = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/decision/update-axis');

export const updateAxisFinal = (axisId: number, finalVolume: number) =>
  call(FINAL, { body: { axisId, finalVolume } }) as Promise<{ message: string }>;
