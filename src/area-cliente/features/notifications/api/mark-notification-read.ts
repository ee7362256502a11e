/** PATCH /api/notification/{id}/read (spec 01 §7): marks one notification as read. */
import { NOTIFICATION_ENDPOINTS } from '@domain/endpoints/notification';
import { call, endpointOf } from '~/lib/api-call';

const READ = endpointOf(NOTIFICATION_ENDPOINTS, 'PATCH', '/notification/:id/read');

export const markNotificationRead = (id: string) => call(READ, { params: { id } });
