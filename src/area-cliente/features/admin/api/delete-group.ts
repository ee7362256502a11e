/** DELETE /api/auth/group/{id} (spec 02 §7). */
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const DELETE = endpointOf(ADMINISTRATION_ENDPOINTS, 'DELETE', '/auth/group/:id');

export const deleteGroup = (id: number) => call(DELETE, { params: { id } }) as Promise<{ success: true; message: string }>;
