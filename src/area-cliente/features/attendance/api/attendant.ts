/** Attendant calls (spec 02 §7; PORTAL-API.md §6). */
import { api } from '~/lib/api-client';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { onlyDigits } from '~/lib/form-rules';
import type { AttendantSession, Contract } from '../../../../lib/portal-types';

export const searchContracts = (query: { cpfcnpj?: string; consumerCode?: string }) =>
  api.get<{ data: Contract[] }>('attendant/contracts', {
    query: {
      cpfcnpj: query.cpfcnpj ? normalizeDocument(query.cpfcnpj) : undefined,
      consumerCode: query.consumerCode ? onlyDigits(query.consumerCode) : undefined,
    },
  });

export const startService = (contractId: string) =>
  api.patch<{ success: boolean; data: AttendantSession }>('attendant/session', { contractId });

export const endService = () => api.delete<{ success: boolean }>('attendant/session');

/** Registered e-mail of the served customer (GET /api/user/sap, spec 01 §2.9). */
export interface SapData {
  email?: string | null;
  name?: string | null;
}
export const SAP_KEY = 'user/sap';
