/** PATCH /api/auth/user/confirm (spec 02 §2.2, §2.3): a new account's first password, with the e-mailed link's token. */
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';

const CONFIRM = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/confirm');

export const createPassword = (token: string, password: string, passwordConfirmation: string) =>
  call(CONFIRM, { body: { password, passwordConfirmation } }, { bearer: token }) as Promise<{ message?: string }>;
