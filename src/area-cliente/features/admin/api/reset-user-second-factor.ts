/** POST /api/auth/user/{id}/second-factor/reset (admin master): removes the user's TOTP second factor (PORTAL-API.md §2b). */
import { USERS_ENDPOINTS } from '@domain/endpoints/users';
import { call, endpointOf } from '~/lib/api-call';

const RESET = endpointOf(USERS_ENDPOINTS, 'POST', '/auth/user/:id/second-factor/reset');

export const resetUserSecondFactor = (id: number) => call(RESET, { params: { id } });
