/** DELETE /api/notification/{id}/delete (spec 01 §7): deletes one notification. */
import { NOTIFICATION_ENDPOINTS } from '@domain/endpoints/notification';
import { call, endpointOf } from '~/lib/api-call';

const DELETE = endpointOf(NOTIFICATION_ENDPOINTS, 'DELETE', '/notification/:id/delete');

export const deleteNotification = (id: string) => call(DELETE, { params: { id } });
