/** `PATCH /api/consumption-schedule/{id}/reprove` (spec 03 §7) — `{ sendEmail }`. */
import type { ScheduleDate } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const REPROVE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/reprove');

export const reproveRequest = (id: string, body: { sendEmail: boolean }) =>
  call(REPROVE, { params: { id }, body }) as Promise<{ message: string; data: ScheduleDate }>;
