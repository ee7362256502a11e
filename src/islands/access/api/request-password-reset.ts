/** POST /api/auth/user/forgotPassword (spec 04 §7): e-mails the password link of the account of a CPF/CNPJ. */
import { normalizeDocument } from '@domain/cpf-cnpj';
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';

const FORGOT_PASSWORD = endpointOf(ACCOUNT_ENDPOINTS, 'POST', '/auth/user/forgotPassword');

export const requestPasswordReset = (cpfcnpj: string, captchaToken?: string) =>
  call(FORGOT_PASSWORD, { body: { cpfcnpj: normalizeDocument(cpfcnpj), ...(captchaToken ? { captchaToken } : {}) } }) as Promise<{
    message?: string;
    data?: { email?: string };
  }>;
