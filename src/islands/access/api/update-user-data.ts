/** PATCH /api/auth/user/data (spec 04 §2.1 "Dados adicionais"): finishes the registration of a signed-in account. */
import { normalizeDocument } from '@domain/cpf-cnpj';
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';
import { onlyDigits } from '~/lib/form-rules';
import type { Me } from '~/lib/portal-types';

const USER_DATA = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/data');

export const updateUserData = (consumerCod: string, cpfcnpj: string) =>
  call(USER_DATA, {
    body: { consumerCod: onlyDigits(consumerCod), cpfcnpj: normalizeDocument(cpfcnpj), active: true, emailVerified: true },
  }) as Promise<{ data: Me }>;
