/** `POST /api/consumption-schedule` — `{ contractId, dates: [{ date, volume }] }`: one protocol for the days sent. */
import type { CreateScheduleAnswer } from '@domain/consumption/types';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule');

export const createSchedule = (contractId: string, dates: { date: string; volume: string }[]) =>
  (call(CREATE, { body: { contractId, dates } }) as Promise<{ data: CreateScheduleAnswer }>).then((r) => r.data);
