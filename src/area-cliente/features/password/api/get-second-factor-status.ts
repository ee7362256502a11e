/** GET /api/portal/me/second-factor (PORTAL-API.md §2b): whether the staff member's second factor is on. */
import useSWR from 'swr';
import { SECOND_FACTOR_ENDPOINTS } from '@domain/endpoints/second-factor';
import { call, endpointOf } from '~/lib/api-call';

const STATUS = endpointOf(SECOND_FACTOR_ENDPOINTS, 'GET', '/portal/me/second-factor');

export interface SecondFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export const SECOND_FACTOR_KEY = 'portal/me/second-factor';

export function useSecondFactorStatus(enabled: boolean) {
  return useSWR<{ data: SecondFactorStatus }>(
    enabled ? SECOND_FACTOR_KEY : null,
    () => call(STATUS, {}) as Promise<{ data: SecondFactorStatus }>,
    {
      revalidateOnFocus: false,
    },
  );
}
