/** POST /api/auth/user/register (spec 04 §7; PORTAL-API.md §5): sign-up with a consumer code and CPF/CNPJ. */
import { normalizeDocument } from '@domain/cpf-cnpj';
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';
import { onlyDigits } from '~/lib/form-rules';

const REGISTER = endpointOf(ACCOUNT_ENDPOINTS, 'POST', '/auth/user/register');

export const registerAccount = (body: {
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
  }) as Promise<{ data?: { message?: string } }>;
