/**
 * POST /api/services/temporary-block (spec 02 §2.6, §7 "path not shown": PORTAL-API.md §15):
 * reason, start date and optional new address → protocol. A 401 ends the session (the API
 * client's unauthorized listener logs the user out).
 */
import type { BlockReason } from '@domain/service/constants';
import type { ProtocolAnswer } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

export interface TemporaryBlockRequest {
  reason: BlockReason;
  date: string;
  newAddress?: string;
}

const SUBMIT = endpointOf(SERVICE_ENDPOINTS, 'POST', '/services/temporary-block');

export const submitTemporaryBlock = (contractId: string, body: TemporaryBlockRequest) =>
  call(SUBMIT, { query: { contractId }, body }) as Promise<ProtocolAnswer>;
