/** `POST /api/consumption-schedule/dashboard/send-request-quarterly-schedule` — `{ contractId }`, one call per selected client. */
import { api } from '~/lib/api-client';

export const sendQuarterlyRequest = (contractId: string) =>
  api.post<{ message: string }>('consumption-schedule/dashboard/send-request-quarterly-schedule', { contractId });
