/** POST /api/portal/me/second-factor/disable `{ password, code }` (code of the app or a recovery code). */
import { SECOND_FACTOR_ENDPOINTS } from '@domain/endpoints/second-factor';
import { call, endpointOf } from '~/lib/api-call';

const DISABLE = endpointOf(SECOND_FACTOR_ENDPOINTS, 'POST', '/portal/me/second-factor/disable');

export const disableSecondFactor = (password: string, code: string) =>
  call(DISABLE, { body: { password, code } }) as Promise<{ message: string }>;
