/** DELETE /api/auth/user/{id} (spec 02 §7). */
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const DELETE = endpointOf(USERS_ENDPOINTS, 'DELETE', '/auth/user/:id');

export const deleteUser = (id: number) => call(DELETE, { params: { id } });
