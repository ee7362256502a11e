/** POST /api/access-tokens (issue 26 §6): a new token; the answer is the only time the token is shown. */
import type { TokenScope } from '@domain/access-tokens/rules';
import { ACCESS_TOKENS_ENDPOINTS } from '@domain/endpoints/access-tokens';
import { call, endpointOf } from '~/lib/api-call';

const CREATE = endpointOf(ACCESS_TOKENS_ENDPOINTS, 'POST', '/access-tokens');

export interface NewAccessToken {
  name: string;
  scopes: TokenScope[];
  expiresInDays: number;
}

export const createAccessToken = (body: NewAccessToken) => call(CREATE, { body });
