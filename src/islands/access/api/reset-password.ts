/** PATCH /api/auth/user/resetPassword (spec 04 §7): the new password, with the e-mailed link's token. */
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';

const RESET_PASSWORD = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/resetPassword');

export const resetPassword = (token: string, password: string, confirmpassword: string) =>
  call(RESET_PASSWORD, { body: { password, confirmpassword } }, { bearer: token }) as Promise<{ message?: string }>;
