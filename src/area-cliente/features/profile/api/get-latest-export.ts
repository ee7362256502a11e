/**
 * GET /api/privacy/exports/latest (PORTAL-API.md §13): the export's status, asked every 3 s while
 * the job is waiting or running; it stops when it is ready, failed or expired.
 */
import useSWR from 'swr';
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import type { ExportView } from '@domain/privacy/types';
import { call, endpointOf } from '~/lib/api-call';

const LATEST = endpointOf(PRIVACY_ENDPOINTS, 'GET', '/privacy/exports/latest');

export const LATEST_EXPORT_KEY = 'privacy/exports/latest';
export const EXPORT_POLL_MS = 3_000;

export const fetchLatestExport = () => call(LATEST, {}) as Promise<{ data: ExportView | null }>;

const running = (data: ExportView | null | undefined) => data?.status === 'WAITING' || data?.status === 'PROCESSING';

export function useLatestExport(enabled: boolean) {
  return useSWR(enabled ? LATEST_EXPORT_KEY : null, fetchLatestExport, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => (running(latest?.data) ? EXPORT_POLL_MS : 0),
  });
}
