/** PATCH /api/auth/group/{id} (spec 02 §7): body `nome`, `subGrupos` and `situation`. */
import type { GroupView } from '@domain/administration/types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';
import type { GroupBody } from './create-group';

const UPDATE = endpointOf(ADMINISTRATION_ENDPOINTS, 'PATCH', '/auth/group/:id');

export const updateGroup = (id: number, body: GroupBody) =>
  call(UPDATE, { params: { id }, body }) as Promise<{ data: GroupView; message: string }>;
