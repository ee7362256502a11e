/** POST /api/portal/me/second-factor/disable `{ password, code }` (code of the app or a recovery code). */
import { api } from '~/lib/api-client';

export const disableSecondFactor = (password: string, code: string) =>
  api.post<{ message: string }>('portal/me/second-factor/disable', { password, code });
