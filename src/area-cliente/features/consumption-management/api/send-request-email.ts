/** `POST /api/consumption-schedule/send-request-email?contractId`: asks a client not yet programmed for the day's volume. */
import { api } from '~/lib/api-client';

export const sendRequestEmail = (contractId: string) =>
  api.post<{ message: string }>('consumption-schedule/send-request-email', undefined, { query: { contractId } });
