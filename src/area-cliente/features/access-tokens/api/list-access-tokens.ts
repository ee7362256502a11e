/** GET /api/access-tokens (issue 26 §6): the account's personal access tokens and the longest expiry allowed. */
import useSWR from 'swr';
import { ACCESS_TOKENS_ENDPOINTS } from '@domain/endpoints/access-tokens';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(ACCESS_TOKENS_ENDPOINTS, 'GET', '/access-tokens');

const accessTokensKey = ['access-tokens'] as const;

const fetchAccessTokens = () => call(LIST, {});

export function useAccessTokens() {
  return useSWR(accessTokensKey, fetchAccessTokens, { revalidateOnFocus: false });
}
