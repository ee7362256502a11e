/** PATCH /api/admin/industry-admin/{id}/update (spec 02 §7): body name, cpfCnpj, email, optional situation (+ contracts). */
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';
import type { SecondaryUserBody } from './create-secondary-user';

const UPDATE = endpointOf(ADMINISTRATION_ENDPOINTS, 'PATCH', '/admin/industry-admin/:id/update');

export const updateSecondaryUser = (id: number, body: SecondaryUserBody) => call(UPDATE, { params: { id }, body });
