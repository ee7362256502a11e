/** POST /api/auth/user/create-auth (spec 02 §7): a new platform user. */
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(USERS_ENDPOINTS, 'POST', '/auth/user/create-auth');

export interface UserBody {
  email: string;
  name: string;
  cpfCnpj: string;
  profile: number;
  type: 'INDIVIDUAL';
  role: string;
  enabled?: boolean;
}

export const createUser = (body: UserBody) => call(CREATE, { body });
