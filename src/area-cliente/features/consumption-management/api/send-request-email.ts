/** `POST /api/consumption-schedule/send-request-email?contractId`: asks a client not yet programmed for the day's volume. */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const SEND = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/send-request-email');

export const sendRequestEmail = (contractId: string) => call(SEND, { query: { contractId } }) as Promise<{ message: string }>;
