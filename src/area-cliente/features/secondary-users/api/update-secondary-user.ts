/** PATCH /api/admin/industry-admin/{id}/update (spec 02 §7): body name, cpfCnpj, email, optional situation (+ contracts). */
import type { SecondaryUserView } from '@domain/administration/types';
import { api } from '~/lib/api-client';
import type { SecondaryUserBody } from './create-secondary-user';

export const updateSecondaryUser = (id: number, body: SecondaryUserBody) =>
  api.patch<{ data: SecondaryUserView; message: string }>(`admin/industry-admin/${id}/update`, body);
