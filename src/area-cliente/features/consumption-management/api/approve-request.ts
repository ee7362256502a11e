/** `PATCH /api/consumption-schedule/{id}/approve` (spec 03 §7) — `{ sendEmail, approvedVolume, situation? }`. */
import type { ScheduleDate } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const APPROVE = endpointOf(CONSUMPTION_ENDPOINTS, 'PATCH', '/consumption-schedule/:id/approve');

export const approveRequest = (id: string, body: { sendEmail: boolean; approvedVolume: string; situation?: 5 }) =>
  call(APPROVE, { params: { id }, body }) as Promise<{ message: string; data: ScheduleDate }>;
