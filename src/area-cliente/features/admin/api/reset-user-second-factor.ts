/** POST /api/auth/user/{id}/second-factor/reset (admin master): removes the user's TOTP second factor (PORTAL-API.md §2b). */
import { api } from '~/lib/api-client';

export const resetUserSecondFactor = (id: number) => api.post<{ success: true; message: string }>(`auth/user/${id}/second-factor/reset`);
