/** POST /api/admin/industry-admin/create (spec 02 §7): body name, cpfCnpj, email (+ the contracts given). */
import type { SecondaryUserView } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export interface SecondaryUserBody {
  name: string;
  cpfCnpj: string;
  email: string;
  contracts: string[];
  situation?: 'ACTIVE' | 'DEACTIVATE';
}

export const createSecondaryUser = (body: SecondaryUserBody) =>
  api.post<{ data: SecondaryUserView; message: string }>('admin/industry-admin/create', body);
