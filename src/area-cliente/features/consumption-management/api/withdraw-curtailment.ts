/** `PATCH /api/curtailment/notices/:id/withdraw` — ends a notice now (who and when are recorded). */
import type { CurtailmentNoticeView } from '@domain/curtailment/types';
import { CURTAILMENT_ENDPOINTS } from '@domain/endpoints/curtailment';
import { call, endpointOf } from '~/lib/api-call';

const WITHDRAW = endpointOf(CURTAILMENT_ENDPOINTS, 'PATCH', '/curtailment/notices/:id/withdraw');

export const withdrawCurtailment = (id: number) =>
  (call(WITHDRAW, { params: { id } }) as Promise<{ data: CurtailmentNoticeView }>).then((r) => r.data);
