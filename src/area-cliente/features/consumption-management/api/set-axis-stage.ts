/** `PATCH /api/consumption-schedule/decision/stage` (spec 03 §7): one call per axis. */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const STAGE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/decision/stage');

export const setAxisStage = (axisId: number, stage: 'defined-axel' | 'final-programming') =>
  call(STAGE, { body: { axisId, stage } }) as Promise<{ data: { stage: string } }>;
