/** POST /session/second-factor (PORTAL-API.md §2b): a staff account's code, recovery code or enrolment. */
import { api } from '~/lib/api-client';
import type { LoginAnswer } from './sign-in';

export const confirmSecondFactor = (body: {
  challenge: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
  enrolment?: string | undefined;
  keepConnected: boolean;
}) => api.post<LoginAnswer>('/session/second-factor', body);
