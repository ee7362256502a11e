/** GET /api/services/technical-assistance: the 24h partners editors keep in the CMS (cached for the visit). */
import useSWR from 'swr';
import type { AssistancePartnerView } from '@domain/service/types';
import { SERVICE_ENDPOINTS } from '@domain/endpoints/service';
import { call, endpointOf } from '~/lib/api-call';

export const ASSISTANCE_KEY = 'services/technical-assistance';

const ASSISTANCE = endpointOf(SERVICE_ENDPOINTS, 'GET', '/services/technical-assistance');

export const fetchAssistancePartners = () => call(ASSISTANCE, {}) as Promise<{ data: AssistancePartnerView[] }>;

export function useAssistancePartners() {
  return useSWR(ASSISTANCE_KEY, fetchAssistancePartners, { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 });
}
