/** POST /api/auth/user/create-auth and PUT /api/auth/user/{id} (spec 02 §7). */
import type { PlatformUserView } from '@domain/administration/types';
import { api } from '~/lib/api-client';

export interface UserBody {
  email: string;
  name: string;
  cpfCnpj: string;
  profile: number;
  type: 'INDIVIDUAL';
  role: string;
  enabled?: boolean;
}

export const createUser = (body: UserBody) => api.post<{ data: PlatformUserView; message: string }>('auth/user/create-auth', body);
export const updateUser = (id: number, body: UserBody) => api.put<{ data: PlatformUserView; message: string }>(`auth/user/${id}`, body);
