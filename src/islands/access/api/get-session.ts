/**
 * GET /session (the web server's session, docs/architecture.md "Sessions"): who is signed in, or
 * an open simplified-invoice access. The token itself never reaches the browser.
 */
import useSWR from 'swr';
import { api } from '~/lib/api-client';
import type { SessionState } from '~/lib/portal-types';

export const SESSION_KEY = '/session';

export const fetchSession = () => api.get<SessionState>(SESSION_KEY);

/** Read once when the form opens (no refocus or retry: a failed read only means "no session"). */
export function useSession() {
  return useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: false, shouldRetryOnError: false });
}
