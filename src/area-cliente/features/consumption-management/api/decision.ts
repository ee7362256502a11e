/** `PATCH /{id}/available-volume`, `/decision/stage` and `/decision/update-axis` (one call per axis). */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const AVAILABLE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/available-volume');
const STAGE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/decision/stage');
const FINAL = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/decision/update-axis');

export const setAvailableVolume = (id: string, availableVolume: string) =>
  call(AVAILABLE, { params: { id }, body: { availableVolume } }) as Promise<{ message: string }>;
export const setAxisStage = (axisId: number, stage: 'defined-axel' | 'final-programming') =>
  call(STAGE, { body: { axisId, stage } }) as Promise<{ data: { stage: string } }>;
/** Spec 03 §7: `finalVolume` is sent as a number (m³, thousand separators removed). */
export const updateAxisFinal = (axisId: number, finalVolume: number) =>
  call(FINAL, { body: { axisId, finalVolume } }) as Promise<{ message: string }>;
