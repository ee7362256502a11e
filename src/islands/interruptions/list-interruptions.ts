/** GET /api/insights/interruptions/public (public, rate-limited, cached a minute; docs/insights-interruptions.md). */
import type { PublicInterruptionsView } from '@domain/insights/interruptions/types';
import { INSIGHTS_INTERRUPTIONS_ENDPOINTS } from '@domain/endpoints/insights-interruptions';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(INSIGHTS_INTERRUPTIONS_ENDPOINTS, 'GET', '/insights/interruptions/public');

export const listInterruptions = () => call(LIST, {}) as Promise<{ data: PublicInterruptionsView }>;
