/** `POST /api/consumption-schedule/dashboard/send-request-quarterly-schedule` — `{ contractId }`, one call per selected client. */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const QUARTERLY = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/dashboard/send-request-quarterly-schedule');

export const sendQuarterlyRequest = (contractId: string) => call(QUARTERLY, { body: { contractId } }) as Promise<{ message: string }>;
