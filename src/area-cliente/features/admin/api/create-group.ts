/** POST /api/auth/group/create (spec 02 §7): body `nome`, `subGrupos`. */
import type { GroupView, SubGroup } from '@domain/administration/types';
import type { Situation } from '@domain/portal-types';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(ADMINISTRATION_ENDPOINTS, 'POST', '/auth/group/create');

export interface GroupBody {
  nome: string;
  subGrupos: SubGroup[];
  situation?: Situation;
}

export const createGroup = (body: GroupBody) => call(CREATE, { body }) as Promise<{ data: GroupView; message: string }>;
