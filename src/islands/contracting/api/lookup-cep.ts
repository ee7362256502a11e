/**
 * GET /api/services/connection/cep/:cep (spec 04 §3, §5, §7): never blocks the flow — a CEP the
 * service does not know is "CEP inválido", any other failure lets the person type the address.
 */
import type { CepView } from '@domain/connection/types';
import { CONNECTION_ENDPOINTS } from '@domain/endpoints/connection';
import { call, endpointOf } from '~/lib/api-call';
import { ApiError } from '~/lib/api-client';

const CEP = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/cep/:cep');

/** What a CEP lookup gave: the address, an invalid CEP (404), or no answer (the person types it). */
export type CepLookup = { kind: 'found'; address: CepView } | { kind: 'invalid' } | { kind: 'unavailable' };

export async function lookupCep(cep: string): Promise<CepLookup> {
  try {
    const answer = await call(CEP, { params: { cep } });
    return answer?.data ? { kind: 'found', address: answer.data } : { kind: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'invalid' };
    return { kind: 'unavailable' };
  }
}
