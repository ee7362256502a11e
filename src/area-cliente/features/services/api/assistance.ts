/** GET /api/services/technical-assistance: the 24h partners editors keep in the CMS (cached for the visit). */
import useSWR from 'swr';
import type { AssistancePartnerView } from '@domain/service/types';
import { api } from '~/lib/api-client';

export const ASSISTANCE_KEY = 'services/technical-assistance';

export const fetchAssistancePartners = () => api.get<{ data: AssistancePartnerView[] }>(ASSISTANCE_KEY);

export function useAssistancePartners() {
  return useSWR(ASSISTANCE_KEY, fetchAssistancePartners, { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 });
}
