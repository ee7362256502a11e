/** DELETE /api/notification/{id}/delete (spec 01 §7): deletes one notification. */
import { api } from '~/lib/api-client';

export const deleteNotification = (id: string) => api.delete<unknown>(`notification/${encodeURIComponent(id)}/delete`);
