/** GET /api/portal/simplified-invoice/session (PORTAL-API.md §2.5) → whose contract this is. */
import { AUTH_ENDPOINTS } from '@domain/endpoints/auth';
import { call, endpointOf } from '~/lib/api-call';

const SESSION = endpointOf(AUTH_ENDPOINTS, 'GET', '/portal/simplified-invoice/session');

export interface SimplifiedSession {
  consumerName: string;
  consumerCode: string;
  consumerCpfCnpj: string;
}

export const fetchSimplifiedSession = () => (call(SESSION, {}) as Promise<{ data: SimplifiedSession }>).then((a) => a.data);
