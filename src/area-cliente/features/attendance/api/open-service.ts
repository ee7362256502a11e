/**
 * The open suspension or reconnection of the served contract, for the attendant panel (spec 01
 * §2.9): GET /api/services/supply-suspension/verify first; only when there is no open
 * suspension, GET /api/services/reconnection/verify. Asked only by users whose menu has those
 * screens (administrators serving a customer do not request services, spec 02 §6).
 */
import useSWR from 'swr';
import type { OpenServiceRequest, VerifyAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';
import { OPEN_SERVICE_KEY } from '~/lib/open-service-cache';

export type OpenServiceKey = readonly [typeof OPEN_SERVICE_KEY, string, boolean, boolean];

export async function fetchOpenService(contractId: string, suspension: boolean, reconnection: boolean): Promise<OpenServiceRequest | null> {
  if (suspension) {
    const open = await api.get<VerifyAnswer>('services/supply-suspension/verify', { query: { contractId } });
    if (open.data) return open.data;
  }
  if (reconnection) return (await api.get<VerifyAnswer>('services/reconnection/verify', { query: { contractId } })).data;
  return null;
}

export function useOpenService(contractId: string | null | undefined, can: { suspension: boolean; reconnection: boolean }) {
  const key: OpenServiceKey | null =
    contractId && (can.suspension || can.reconnection) ? [OPEN_SERVICE_KEY, contractId, can.suspension, can.reconnection] : null;
  return useSWR(key, ([, id, s, r]) => fetchOpenService(id, s, r), { revalidateOnFocus: false });
}
