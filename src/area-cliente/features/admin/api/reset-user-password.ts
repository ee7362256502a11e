/** POST /api/auth/user/{id}/reset-password: e-mails the user a password reset link (PORTAL-API.md "Administration"). */
import { api } from '~/lib/api-client';

export const resetUserPassword = (id: number) => api.post<{ success: true; message: string }>(`auth/user/${id}/reset-password`);
