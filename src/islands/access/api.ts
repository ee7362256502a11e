/**
 * Calls of the access area (spec 04 §7; docs/PORTAL-API.md §2, §5). Sign-in goes to the
 * Astro server's /session endpoints (the token stays there); account calls go through /api.
 */
import { api } from '~/lib/api-client';
import type { Me, SessionState } from '../../lib/portal-types';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { CUSTOMER_CODE_ENDPOINTS } from '@domain/endpoints/customer-code';
import { onlyDigits } from '~/lib/form-rules';
import { call, endpointOf } from '~/lib/api-call';

const REGISTER = endpointOf(ACCOUNT_ENDPOINTS, 'POST', '/auth/user/register');
const VALIDATE_EMAIL = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/emailValidation');
const USER_DATA = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/data');
const FORGOT_PASSWORD = endpointOf(ACCOUNT_ENDPOINTS, 'POST', '/auth/user/forgotPassword');
const RESET_PASSWORD = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/resetPassword');
const CONFIRM = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/confirm');
const CUSTOMER_CODE = endpointOf(CUSTOMER_CODE_ENDPOINTS, 'POST', '/auth/user/customerCode');

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
    call(REGISTER, {
      body: { ...body, consumerCod: onlyDigits(body.consumerCod), cpfcnpj: normalizeDocument(body.cpfcnpj), provider: 'manual' },
    }) as Promise<{ data?: { message?: string } }>,
  validateEmail: (token: string) => call(VALIDATE_EMAIL, { body: { token } }) as Promise<{ status?: string; data?: { message?: string } }>,
  updateUserData: (consumerCod: string, cpfcnpj: string) =>
    call(USER_DATA, {
      body: { consumerCod: onlyDigits(consumerCod), cpfcnpj: normalizeDocument(cpfcnpj), active: true, emailVerified: true },
    }) as Promise<{ data: Me }>,
  forgotPassword: (cpfcnpj: string, captchaToken?: string) =>
    call(FORGOT_PASSWORD, { body: { cpfcnpj: normalizeDocument(cpfcnpj), ...(captchaToken ? { captchaToken } : {}) } }) as Promise<{
      message?: string;
      data?: { email?: string };
    }>,
  /** Customer-code help (PORTAL-API.md §11e): always the same message for a valid document. */
  customerCode: (cpfcnpj: string, captchaToken?: string) =>
    call(CUSTOMER_CODE, { body: { cpfcnpj: normalizeDocument(cpfcnpj), ...(captchaToken ? { captchaToken } : {}) } }) as Promise<{
      message?: string;
    }>,
  resetPassword: (token: string, password: string, confirmpassword: string) =>
    call(RESET_PASSWORD, { body: { password, confirmpassword } }, { bearer: token }) as Promise<{ message?: string }>,
  createPassword: (token: string, password: string, passwordConfirmation: string) =>
    call(CONFIRM, { body: { password, passwordConfirmation } }, { bearer: token }) as Promise<{ message?: string }>,
};
