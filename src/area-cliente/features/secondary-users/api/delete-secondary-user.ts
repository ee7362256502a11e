/** DELETE /api/admin/industry-admin/{id}/delete (spec 02 §7). */
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const DELETE = endpointOf(ADMINISTRATION_ENDPOINTS, 'DELETE', '/admin/industry-admin/:id/delete');

export const deleteSecondaryUser = (id: number) => call(DELETE, { params: { id } });
