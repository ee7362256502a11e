/** POST /api/auth/group/create and PATCH /api/auth/group/{id} (spec 02 §7): body `nome`, `subGrupos` (+ `situation` on edit). */
import type { GroupView, SubGroup } from '@domain/administration/types';
import type { Situation } from '@domain/portal-types';
import { api } from '~/lib/api-client';

export interface GroupBody {
  nome: string;
  subGrupos: SubGroup[];
  situation?: Situation;
}

export const createGroup = (body: GroupBody) => api.post<{ data: GroupView; message: string }>('auth/group/create', body);
export const updateGroup = (id: number, body: GroupBody) => api.patch<{ data: GroupView; message: string }>(`auth/group/${id}`, body);
