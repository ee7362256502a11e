/** DELETE /api/auth/user/{id} (spec 02 §7). */
import { api } from '~/lib/api-client';

export const deleteUser = (id: number) => api.delete<{ success: true; message: string }>(`auth/user/${id}`);
