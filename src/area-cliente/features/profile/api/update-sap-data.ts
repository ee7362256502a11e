/** PATCH /api/user/sap/data (spec 01 §7): invoice-by-e-mail preference, phone and, when given, a new registration e-mail with its confirmation. */
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import { call, endpointOf } from '~/lib/api-call';

const UPDATE = endpointOf(USER_SAP_ENDPOINTS, 'PATCH', '/user/sap/data');

export interface SapDataUpdate {
  faturaEmail: boolean;
  /** Masked, '(99) 9 9999-9999', or '' to clear. */
  telefone: string;
  email?: string;
  emailConfirmation?: string;
}

/** `contractId`: the contract shown ('' for a customer without a selected contract: the server's default). */
export const updateSapData = (contractId: string, body: SapDataUpdate) =>
  call(UPDATE, { query: { contractId: contractId || undefined }, body });
