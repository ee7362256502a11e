/** POST /api/services/supply-suspension (spec 02 §7): body motive, date {date, period}, phone (digits). */
import type { Period } from '@domain/service/constants';
import type { ProtocolAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

export interface SuspensionRequest {
  motive: string;
  date: { date: string; period: Period };
  phone: string;
}

const SUBMIT = endpointOf(SERVICE_ENDPOINTS, 'POST', '/services/supply-suspension');

export const submitSuspension = (contractId: string, body: SuspensionRequest) =>
  call(SUBMIT, { query: { contractId }, body }) as Promise<ProtocolAnswer>;
