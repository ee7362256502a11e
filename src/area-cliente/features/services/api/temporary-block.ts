/**
 * POST /api/services/temporary-block (spec 02 §2.6, §7 "path not shown": PORTAL-API.md §15):
 * reason, start date and optional new address → protocol. A 401 ends the session (the API
 * client's unauthorized listener logs the user out).
 */
import type { BlockReason } from '@domain/service/constants';
import type { ProtocolAnswer } from '@domain/service/types';
import { api } from '~/lib/api-client';

export interface TemporaryBlockRequest {
  reason: BlockReason;
  date: string;
  newAddress?: string;
}

export const submitTemporaryBlock = (contractId: string, body: TemporaryBlockRequest) =>
  api.post<ProtocolAnswer>('services/temporary-block', body, { query: { contractId } });
