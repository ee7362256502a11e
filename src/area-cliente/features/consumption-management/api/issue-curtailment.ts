/** `POST /api/curtailment/notices` — issues a curtailment notice (docs/curtailment.md). */
import type { CurtailmentNoticeView } from '@domain/curtailment/types';
import { CURTAILMENT_ENDPOINTS } from '@domain/endpoints/curtailment';
import { call, endpointOf } from '~/lib/api-call';

const ISSUE = endpointOf(CURTAILMENT_ENDPOINTS, 'POST', '/curtailment/notices');

export const issueCurtailment = (body: Record<string, unknown>) =>
  (call(ISSUE, { body }) as Promise<{ data: CurtailmentNoticeView }>).then((r) => r.data);
