/**
 * The open suspension or reconnection of the served contract, for the attendant panel (spec 01
 * §2.9): GET /api/services/supply-suspension/verify first; only when there is no open
 * suspension, GET /api/services/reconnection/verify. Asked only by users whose menu has those
 * screens (administrators serving a customer do not request services, spec 02 §6).
 */
import useSWR from 'swr';
import type { OpenServiceRequest, VerifyAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';
import { openServiceKey } from '~/lib/open-service-cache';

const SUSPENSION = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/supply-suspension/verify');
const RECONNECTION = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/reconnection/verify');

export async function fetchOpenService(contractId: string, suspension: boolean, reconnection: boolean): Promise<OpenServiceRequest | null> {
  if (suspension) {
    const open = await (call(SUSPENSION, { query: { contractId } }) as Promise<VerifyAnswer>);
    if (open.data) return open.data;
  }
  if (reconnection) return (await (call(RECONNECTION, { query: { contractId } }) as Promise<VerifyAnswer>)).data;
  return null;
}

export function useOpenService(contractId: string | null | undefined, can: { suspension: boolean; reconnection: boolean }) {
  // The screens a user may open do not change during the visit: the key names only the contract.
  const key = contractId && (can.suspension || can.reconnection) ? openServiceKey(contractId) : null;
  return useSWR(key, ([, id]) => fetchOpenService(id, can.suspension, can.reconnection), { revalidateOnFocus: false });
}
