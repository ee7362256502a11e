import { api } from '~/lib/api-client';

/**
 * Logged password update (spec 02 §7: PUT /api/auth/user/resetPassword). The server asks who is
 * changing it: the current password, or the token `t` of the e-mailed reset link that opened
 * the screen.
 */
export const updatePassword = (values: { password: string; confirmpassword: string; currentPassword?: string; t?: string }) =>
  api.put<{ message?: string }>('auth/user/resetPassword', values);
