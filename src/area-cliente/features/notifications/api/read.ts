/** PATCH /api/notification/{id}/read (spec 01 §7): marks one notification as read. */
import { api } from '~/lib/api-client';

export const markNotificationRead = (id: string) => api.patch<unknown>(`notification/${encodeURIComponent(id)}/read`);
