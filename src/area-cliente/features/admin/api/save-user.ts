/** POST /api/auth/user/create-auth and PUT /api/auth/user/{id} (spec 02 §7). */
import type { PlatformUserView } from '@domain/administration/types';
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(USERS_ENDPOINTS, 'POST', '/auth/user/create-auth');
const UPDATE = endpointOf(USERS_ENDPOINTS, 'PUT', '/auth/user/:id');

export interface UserBody {
  email: string;
  name: string;
  cpfCnpj: string;
  profile: number;
  type: 'INDIVIDUAL';
  role: string;
  enabled?: boolean;
}

export const createUser = (body: UserBody) => call(CREATE, { body }) as Promise<{ data: PlatformUserView; message: string }>;
export const updateUser = (id: number, body: UserBody) =>
  call(UPDATE, { params: { id }, body }) as Promise<{ data: PlatformUserView; message: string }>;
