/** GET /api/collections/paperless/preferences (issue 24 §5): the paperless e-mails the contract's holder wants. */
import useSWR from 'swr';
import { COLLECTIONS_PAPERLESS_ENDPOINTS } from '@domain/endpoints/collections-paperless';
import type { PaperlessPreferences } from '@domain/collections/paperless/rules';
import { call, endpointOf } from '~/lib/api-call';

const PREFERENCES = endpointOf(COLLECTIONS_PAPERLESS_ENDPOINTS, 'GET', '/collections/paperless/preferences');

export const paperlessPreferencesKey = (contractId: string) => ['collections/paperless/preferences', contractId] as const;

export const fetchPaperlessPreferences = (contractId: string): Promise<{ data: PaperlessPreferences }> =>
  call(PREFERENCES, { query: { contractId: contractId || undefined } });

export function usePaperlessPreferences(contractId: string) {
  return useSWR(paperlessPreferencesKey(contractId), ([, id]) => fetchPaperlessPreferences(id), { revalidateOnFocus: false });
}
