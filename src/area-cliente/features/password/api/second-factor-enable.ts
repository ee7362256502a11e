/** POST /api/portal/me/second-factor `{ enrolment, code }`: activates the QR code; answers the recovery codes once. */
import { api } from '~/lib/api-client';

export const enableSecondFactor = (enrolment: string, code: string) =>
  api.post<{ data: { recoveryCodes: string[] }; message: string }>('portal/me/second-factor', { enrolment, code });
