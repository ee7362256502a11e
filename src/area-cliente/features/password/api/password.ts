import { api } from '../../../lib/api-client';

/** Logged password update (spec 02 §7: PUT /api/auth/user/resetPassword). */
export const updatePassword = (password: string, confirmpassword: string) =>
  api.put<{ message?: string }>('auth/user/resetPassword', { password, confirmpassword });
