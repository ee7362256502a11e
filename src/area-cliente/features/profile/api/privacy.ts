/**
 * The privacy calls of the 'Privacidade e dados' tab (PORTAL-API.md §13). The
 * summary is asked once per visit; the export's status is asked every 3 s while the job is
 * waiting or running, and stops when it is ready, failed or expired.
 */
import useSWR from 'swr';
import type { AccountRequestKind, ConsentCategory } from '@domain/privacy/rules';
import type { ConsentView, ExportView, PrivacyRequestView, PrivacySummaryView } from '@domain/privacy/types';
import { api } from '~/lib/api-client';

export const PRIVACY_SUMMARY_KEY = 'privacy/summary';
export const LATEST_EXPORT_KEY = 'privacy/exports/latest';
export const EXPORT_POLL_MS = 3_000;

export function usePrivacySummary(enabled: boolean) {
  return useSWR<{ data: PrivacySummaryView }>(enabled ? PRIVACY_SUMMARY_KEY : null, (key: string) => api.get(key), {
    revalidateOnFocus: false,
  });
}

const running = (data: ExportView | null | undefined) => data?.status === 'WAITING' || data?.status === 'PROCESSING';

export function useLatestExport(enabled: boolean) {
  return useSWR<{ data: ExportView | null }>(enabled ? LATEST_EXPORT_KEY : null, (key: string) => api.get(key), {
    revalidateOnFocus: false,
    refreshInterval: (latest) => (running(latest?.data) ? EXPORT_POLL_MS : 0),
  });
}

export const requestExport = () => api.post<{ data: ExportView; message: string }>('privacy/exports', { format: 'zip' });

export const downloadExport = (path: string) => api.get<Blob>(path, { responseType: 'blob', headers: { accept: 'application/zip' } });

export const changeConsent = (category: ConsentCategory, granted: boolean) =>
  api.put<{ data: ConsentView[] }>('privacy/consents', { category, granted });

export const createPrivacyRequest = (kind: AccountRequestKind) =>
  api.post<{ data: PrivacyRequestView; message: string }>('privacy/requests', { kind, confirm: true });

/**
 * Applies the account's cookie choices to this browser: the same form the public cookie dialog
 * posts to /cookies (necessary always; performance and marketing as granted). Best effort: the
 * account's record is already saved.
 */
export async function applyCookieChoice(consents: ConsentView[]): Promise<void> {
  const form = new FormData();
  form.set('action', 'save');
  form.append('category', 'necessary');
  if (consents.find((c) => c.category === 'cookies-performance')?.granted) form.append('category', 'performance');
  if (consents.find((c) => c.category === 'cookies-marketing')?.granted) form.append('category', 'marketing');
  await fetch('/cookies', { method: 'POST', body: form, credentials: 'same-origin', redirect: 'manual' }).catch(() => undefined);
}
