/** PUT /api/auth/user/{id} (spec 02 §7): a platform user's changes. */
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';
import type { UserBody } from './create-user';

const UPDATE = endpointOf(USERS_ENDPOINTS, 'PUT', '/auth/user/:id');

export const updateUser = (id: number, body: UserBody) => call(UPDATE, { params: { id }, body });
