import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';

const UPDATE = endpointOf(ACCOUNT_ENDPOINTS, 'PUT', '/auth/user/resetPassword');

/**
 * Logged password update (spec 02 §7: PUT /api/auth/user/resetPassword). The server asks who is
 * changing it: the current password, or the token `t` of the e-mailed reset link that opened
 * the screen.
 */
export const updatePassword = (values: { password: string; confirmpassword: string; currentPassword?: string; t?: string }) =>
  call(UPDATE, { body: values }) as Promise<{ message?: string }>;
