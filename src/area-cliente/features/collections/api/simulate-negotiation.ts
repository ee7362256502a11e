/** POST /api/collections/negotiation/simulation: body { bills }; the down payment and the options of 1..N instalments. */
import type { SimulationAnswer } from '@domain/collections/negotiation/types';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '@domain/endpoints/collections-negotiation';
import { call, endpointOf } from '~/lib/api-call';

const SIMULATE = endpointOf(COLLECTIONS_NEGOTIATION_ENDPOINTS, 'POST', '/collections/negotiation/simulation');

export const simulateNegotiation = (contractId: string, bills: string[]) =>
  call(SIMULATE, { query: { contractId }, body: { bills } }) as Promise<SimulationAnswer>;
