/** POST /api/portal/me/second-factor/setup `{ password }`: a new QR code and secret (nothing is stored yet). */
import { api } from '~/lib/api-client';

export interface EnrolmentView {
  secret: string;
  otpauthUri: string;
  qrCode: string;
  enrolment: string;
}

export const startSecondFactorSetup = (password: string) =>
  api.post<{ data: EnrolmentView }>('portal/me/second-factor/setup', { password });
