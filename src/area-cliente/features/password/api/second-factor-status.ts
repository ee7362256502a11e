/** GET /api/portal/me/second-factor (PORTAL-API.md §2b): whether the staff member's second factor is on. */
import useSWR from 'swr';
import { api } from '~/lib/api-client';

export interface SecondFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export const SECOND_FACTOR_KEY = 'portal/me/second-factor';

export function useSecondFactorStatus(enabled: boolean) {
  return useSWR<{ data: SecondFactorStatus }>(
    enabled ? SECOND_FACTOR_KEY : null,
    () => api.get<{ data: SecondFactorStatus }>(SECOND_FACTOR_KEY),
    {
      revalidateOnFocus: false,
    },
  );
}
