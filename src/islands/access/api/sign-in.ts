/** POST /session/login (PORTAL-API.md §2): the web server signs in and keeps the token in its session. */
import { api } from '~/lib/api-client';
import type { Me } from '~/lib/portal-types';

export interface LoginAnswer {
  ok?: boolean;
  user?: Me;
  /** The account's e-mail is not confirmed yet; the CMS re-sent the link. */
  email?: string;
  message?: string;
  /** A staff account's second step (PORTAL-API.md §2b): a code, or enrolment first. */
  secondFactor?: 'totp' | 'enrol';
  challenge?: string;
  enrolment?: { secret: string; otpauthUri: string; qrCode: string; enrolment: string };
  /** After an enrolment at sign-in: shown once. */
  recoveryCodes?: string[];
}

export const signIn = (body: { email: string; password: string; keepConnected: boolean; captchaToken?: string | undefined }) =>
  api.post<LoginAnswer>('/session/login', body);
