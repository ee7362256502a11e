/** `POST /api/consumption-schedule` — `{ contractId, dates: [{ date, volume }] }`: one protocol for the days sent. */
import type { CreateScheduleAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export const createSchedule = (contractId: string, dates: { date: string; volume: string }[]) =>
  api.post<{ data: CreateScheduleAnswer }>('consumption-schedule', { contractId, dates }).then((r) => r.data);
