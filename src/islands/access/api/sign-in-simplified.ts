/** POST /session/simplified (spec 04 §2.3): the simplified-invoice access by consumer code and CPF/CNPJ. */
import { normalizeDocument } from '@domain/cpf-cnpj';
import { api } from '~/lib/api-client';
import { onlyDigits } from '~/lib/form-rules';

export const signInSimplified = (consumerCod: string, cpfcnpj: string) =>
  api.post<{ success: boolean }>('/session/simplified', { consumerCod: onlyDigits(consumerCod), cpfcnpj: normalizeDocument(cpfcnpj) });
