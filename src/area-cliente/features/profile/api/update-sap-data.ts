/** PATCH /api/user/sap/data (spec 01 §7): invoice-by-e-mail preference, phone and, when given, a new registration e-mail with its confirmation. */
import type { SapDataUpdateView } from '@domain/profile-types';
import { api } from '~/lib/api-client';

export interface SapDataUpdate {
  faturaEmail: boolean;
  /** Masked, '(99) 9 9999-9999', or '' to clear. */
  telefone: string;
  email?: string;
  emailConfirmation?: string;
}

export const updateSapData = (body: SapDataUpdate) => api.patch<SapDataUpdateView>('user/sap/data', body);
