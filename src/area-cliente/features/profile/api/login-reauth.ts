/** POST /api/user/login/reauth `{ currentPassword }`: the step-up before a login e-mail change (PORTAL-API.md §11b). */
import { api } from '~/lib/api-client';

export const confirmPasswordForLoginChange = (currentPassword: string) =>
  api.post<{ success: boolean; message: string }>('user/login/reauth', { currentPassword });
