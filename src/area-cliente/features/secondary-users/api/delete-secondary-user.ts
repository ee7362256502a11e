/** DELETE /api/admin/industry-admin/{id}/delete (spec 02 §7). */
import { api } from '~/lib/api-client';

export const deleteSecondaryUser = (id: number) => api.delete<{ success: true; message: string }>(`admin/industry-admin/${id}/delete`);
