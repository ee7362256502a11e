/** GET /api/privacy/summary (PORTAL-API.md §13): the 'Privacidade e dados' tab, asked once per visit. */
import useSWR from 'swr';
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import type { PrivacySummaryView } from '@domain/privacy/types';
import { call, endpointOf } from '~/lib/api-call';

const SUMMARY = endpointOf(PRIVACY_ENDPOINTS, 'GET', '/privacy/summary');

export const PRIVACY_SUMMARY_KEY = 'privacy/summary';

export const fetchPrivacySummary = () => call(SUMMARY, {}) as Promise<{ data: PrivacySummaryView }>;

export function usePrivacySummary(enabled: boolean) {
  return useSWR(enabled ? PRIVACY_SUMMARY_KEY : null, fetchPrivacySummary, { revalidateOnFocus: false });
}
