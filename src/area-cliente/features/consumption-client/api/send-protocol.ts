/** `POST /api/consumption-schedule/send-email?protocol&contractId`: the protocol to the client's e-mail. */
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const SEND = endpointOf(CONSUMPTION_ENDPOINTS, 'POST', '/consumption-schedule/send-email');

export const sendProtocol = (contractId: string, protocol: string) =>
  call(SEND, { query: { protocol, contractId } }) as Promise<{ message: string }>;
