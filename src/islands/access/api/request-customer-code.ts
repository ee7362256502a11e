/** POST /api/auth/user/customerCode (PORTAL-API.md §11e): always the same message for a valid document. */
import { normalizeDocument } from '@domain/cpf-cnpj';
import { CUSTOMER_CODE_ENDPOINTS } from '@domain/endpoints/customer-code';
import { call, endpointOf } from '~/lib/api-call';

const CUSTOMER_CODE = endpointOf(CUSTOMER_CODE_ENDPOINTS, 'POST', '/auth/user/customerCode');

export const requestCustomerCode = (cpfcnpj: string, captchaToken?: string) =>
  call(CUSTOMER_CODE, { body: { cpfcnpj: normalizeDocument(cpfcnpj), ...(captchaToken ? { captchaToken } : {}) } }) as Promise<{
    message?: string;
  }>;
