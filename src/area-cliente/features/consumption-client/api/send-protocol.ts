/** `POST /api/consumption-schedule/send-email?protocol&contractId`: the protocol to the client's e-mail. */
import { api } from '~/lib/api-client';

export const sendProtocol = (contractId: string, protocol: string) =>
  api.post<{ message: string }>('consumption-schedule/send-email', undefined, { query: { protocol, contractId } });
