/** POST /api/auth/user/{id}/reset-password: e-mails the user a password reset link (PORTAL-API.md "Administration"). */
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const RESET = endpointOf(USERS_ENDPOINTS, 'POST', '/auth/user/:id/reset-password');

export const resetUserPassword = (id: number) => call(RESET, { params: { id } });
