/** PATCH /api/notification/read-all (spec 01 §7): marks all of the user's notifications as read. */
import { api } from '~/lib/api-client';

export const markAllNotificationsRead = () => api.patch<unknown>('notification/read-all');
