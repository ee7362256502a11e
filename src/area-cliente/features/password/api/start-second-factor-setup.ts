/** POST /api/portal/me/second-factor/setup `{ password }`: a new QR code and secret (nothing is stored yet). */
import { SECOND_FACTOR_ENDPOINTS } from '@domain/endpoints/second-factor';
import { call, endpointOf } from '~/lib/api-call';

const SETUP = endpointOf(SECOND_FACTOR_ENDPOINTS, 'POST', '/portal/me/second-factor/setup');

export interface EnrolmentView {
  secret: string;
  otpauthUri: string;
  qrCode: string;
  enrolment: string;
}

export const startSecondFactorSetup = (password: string) => call(SETUP, { body: { password } }) as Promise<{ data: EnrolmentView }>;
