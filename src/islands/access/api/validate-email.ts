/** PATCH /api/auth/user/emailValidation (spec 04 §7): the link of the confirmation e-mail. */
import { ACCOUNT_ENDPOINTS } from '@domain/endpoints/account';
import { call, endpointOf } from '~/lib/api-call';

const VALIDATE_EMAIL = endpointOf(ACCOUNT_ENDPOINTS, 'PATCH', '/auth/user/emailValidation');

export const validateEmail = (token: string) =>
  call(VALIDATE_EMAIL, { body: { token } }) as Promise<{ status?: string; data?: { message?: string } }>;
