/** POST /api/portal/me/second-factor `{ enrolment, code }`: activates the QR code; answers the recovery codes once. */
import { SECOND_FACTOR_ENDPOINTS } from '@domain/endpoints/second-factor';
import { call, endpointOf } from '~/lib/api-call';

const ENABLE = endpointOf(SECOND_FACTOR_ENDPOINTS, 'POST', '/portal/me/second-factor');

export const enableSecondFactor = (enrolment: string, code: string) =>
  call(ENABLE, { body: { enrolment, code } }) as Promise<{ data: { recoveryCodes: string[] }; message: string }>;
