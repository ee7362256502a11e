/** `GET /api/curtailment/notices` (PORTAL-API.md §28): the notices with each contract's acknowledgement, and the issue form's choices. */
import useSWR from 'swr';
import type { CurtailmentListAnswer } from '@domain/curtailment/types';
import { CURTAILMENT_ENDPOINTS } from '@domain/endpoints/curtailment';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(CURTAILMENT_ENDPOINTS, 'GET', '/curtailment/notices');

const fetchNotices = () => (call(LIST, {}) as Promise<{ data: CurtailmentListAnswer }>).then((r) => r.data);

/** Fresh every minute: acknowledgements arrive while the programmer watches. */
export const useCurtailmentNotices = () =>
  useSWR<CurtailmentListAnswer>('curtailment/notices', fetchNotices, { refreshInterval: 60_000, revalidateOnFocus: true });
