/**
 * Calls of the access area (spec 04 §7; docs/PORTAL-API.md §2, §5). Sign-in goes to the
 * Astro server's /session endpoints (the token stays there); account calls go through /api.
 */
import { api } from '~/lib/api-client';
import type { Me, SessionState } from '../../lib/portal-types';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { onlyDigits } from '~/lib/form-rules';

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

export const accessApi = {
  session: () => api.get<SessionState>('/session'),
  providers: () => api.get<{ google: boolean; captcha: boolean }>('/session/providers'),
  login: (body: { email: string; password: string; keepConnected: boolean; captchaToken?: string | undefined }) =>
    api.post<LoginAnswer>('/session/login', body),
  secondFactor: (body: {
    challenge: string;
    code?: string | undefined;
    recoveryCode?: string | undefined;
    enrolment?: string | undefined;
    keepConnected: boolean;
  }) => api.post<LoginAnswer>('/session/second-factor', body),
  logout: () => api.post<{ ok: boolean }>('/session/logout'),
  simplifiedSignIn: (consumerCod: string, cpfcnpj: string) =>
    api.post<{ success: boolean }>('/session/simplified', { consumerCod: onlyDigits(consumerCod), cpfcnpj: normalizeDocument(cpfcnpj) }),
  register: (body: {
    name: string;
    email: string;
    emailConfirmation: string;
    consumerCod: string;
    cpfcnpj: string;
    password: string;
    confirmPassword: string;
    captchaToken?: string | undefined;
  }) =>
    api.post<{ data?: { message?: string } }>('auth/user/register', {
      ...body,
      consumerCod: onlyDigits(body.consumerCod),
      cpfcnpj: normalizeDocument(body.cpfcnpj),
      provider: 'manual',
    }),
  validateEmail: (token: string) => api.patch<{ status?: string; data?: { message?: string } }>('auth/user/emailValidation', { token }),
  updateUserData: (consumerCod: string, cpfcnpj: string) =>
    api.patch<{ data: Me }>('auth/user/data', {
      consumerCod: onlyDigits(consumerCod),
      cpfcnpj: normalizeDocument(cpfcnpj),
      active: true,
      emailVerified: true,
    }),
  forgotPassword: (cpfcnpj: string, captchaToken?: string) =>
    api.post<{ message?: string; data?: { email?: string } }>('auth/user/forgotPassword', {
      cpfcnpj: normalizeDocument(cpfcnpj),
      ...(captchaToken ? { captchaToken } : {}),
    }),
  /** Customer-code help (PORTAL-API.md §11e): always the same message for a valid document. */
  customerCode: (cpfcnpj: string, captchaToken?: string) =>
    api.post<{ message?: string }>('auth/user/customerCode', {
      cpfcnpj: normalizeDocument(cpfcnpj),
      ...(captchaToken ? { captchaToken } : {}),
    }),
  resetPassword: (token: string, password: string, confirmpassword: string) =>
    api.patch<{ message?: string }>('auth/user/resetPassword', { password, confirmpassword }, { bearer: token }),
  createPassword: (token: string, password: string, passwordConfirmation: string) =>
    api.patch<{ message?: string }>('auth/user/confirm', { password, passwordConfirmation }, { bearer: token }),
};
