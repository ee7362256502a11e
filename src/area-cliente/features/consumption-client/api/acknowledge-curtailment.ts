/** `POST /api/curtailment/notices/:id/acknowledge?contractId=` — the user's acknowledgement of a notice for the contract (idempotent). */
import type { ContractCurtailmentView } from '@domain/curtailment/types';
import { CURTAILMENT_ENDPOINTS } from '@domain/endpoints/curtailment';
import { call, endpointOf } from '~/lib/api-call';

const ACKNOWLEDGE = endpointOf(CURTAILMENT_ENDPOINTS, 'POST', '/curtailment/notices/:id/acknowledge');

export const acknowledgeCurtailment = (contractId: string, id: number) =>
  (call(ACKNOWLEDGE, { params: { id }, query: { contractId } }) as Promise<{ data: ContractCurtailmentView }>).then((r) => r.data);
