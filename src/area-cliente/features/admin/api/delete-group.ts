/** DELETE /api/auth/group/{id} (spec 02 §7). */
import { api } from '~/lib/api-client';

export const deleteGroup = (id: number) => api.delete<{ success: true; message: string }>(`auth/group/${id}`);
