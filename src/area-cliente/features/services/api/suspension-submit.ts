/** POST /api/services/supply-suspension (spec 02 §7): body motive, date {date, period}, phone (digits). */
import type { Period } from '@domain/service/constants';
import type { ProtocolAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';

export interface SuspensionRequest {
  motive: string;
  date: { date: string; period: Period };
  phone: string;
}

export const submitSuspension = (contractId: string, body: SuspensionRequest) =>
  api.post<ProtocolAnswer>('services/supply-suspension', body, { query: { contractId } });
