/** `PATCH /api/consumption-schedule/{id}/approve` and `/reprove` — `{ sendEmail, approvedVolume, situation? }`. */
import type { ScheduleDate } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export const approveRequest = (id: string, body: { sendEmail: boolean; approvedVolume: string; situation?: 5 }) =>
  api.patch<{ message: string; data: ScheduleDate }>(`consumption-schedule/${encodeURIComponent(id)}/approve`, body);
export const reproveRequest = (id: string, body: { sendEmail: boolean }) =>
  api.patch<{ message: string; data: ScheduleDate }>(`consumption-schedule/${encodeURIComponent(id)}/reprove`, body);
