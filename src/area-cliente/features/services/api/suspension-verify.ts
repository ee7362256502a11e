/** GET /api/services/supply-suspension/verify (spec 02 §7): the open (scheduled) suspension, and whether the contract is active. */
import useSWR from 'swr';
import type { VerifyAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const fetchSuspensionVerify = (contractId: string) =>
  api.get<VerifyAnswer>('services/supply-suspension/verify', { query: { contractId } });

export function useSuspensionVerify(contractId: string | null) {
  return useSWR(contractId ? (['services/supply-suspension/verify', contractId] as const) : null, ([, id]) => fetchSuspensionVerify(id), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
  });
}
