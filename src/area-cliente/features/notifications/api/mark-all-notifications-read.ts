/** PATCH /api/notification/read-all (spec 01 §7): marks all of the user's notifications as read. */
import { NOTIFICATION_ENDPOINTS } from '@domain/endpoints/notification';
import { call, endpointOf } from '~/lib/api-call';

const READ_ALL = endpointOf(NOTIFICATION_ENDPOINTS, 'PATCH', '/notification/read-all');

export const markAllNotificationsRead = () => call(READ_ALL, {});
