/** GET /api/attendant/contracts (spec 02 §7; PORTAL-API.md §6): contracts by CPF/CNPJ or consumer code. */
import { ATTENDANCE_ENDPOINTS } from '@domain/endpoints/attendance';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { call, endpointOf } from '~/lib/api-call';
import { onlyDigits } from '~/lib/form-rules';

const SEARCH = endpointOf(ATTENDANCE_ENDPOINTS, 'GET', '/attendant/contracts');

export const searchContracts = (query: { cpfcnpj?: string; consumerCode?: string }) =>
  call(SEARCH, {
    query: {
      cpfcnpj: query.cpfcnpj ? normalizeDocument(query.cpfcnpj) : undefined,
      consumerCode: query.consumerCode ? onlyDigits(query.consumerCode) : undefined,
    },
  });
