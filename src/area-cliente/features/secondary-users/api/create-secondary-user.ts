/** POST /api/admin/industry-admin/create (spec 02 §7): body name, cpfCnpj, email (+ the contracts given). */
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(ADMINISTRATION_ENDPOINTS, 'POST', '/admin/industry-admin/create');

export interface SecondaryUserBody {
  name: string;
  cpfCnpj: string;
  email: string;
  contracts: string[];
  situation?: 'ACTIVE' | 'DEACTIVATE';
}

export const createSecondaryUser = (body: SecondaryUserBody) => call(CREATE, { body });
