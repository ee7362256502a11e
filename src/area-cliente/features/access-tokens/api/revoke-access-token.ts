/** DELETE /api/access-tokens/{id} (issue 26 §6): the token stops working at once (401). */
import { ACCESS_TOKENS_ENDPOINTS } from '@domain/endpoints/access-tokens';
import { call, endpointOf } from '~/lib/api-call';

const REVOKE = endpointOf(ACCESS_TOKENS_ENDPOINTS, 'DELETE', '/access-tokens/:id');

export const revokeAccessToken = (id: string) => call(REVOKE, { params: { id } });
