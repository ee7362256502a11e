/** PUT /api/collections/paperless/preferences (issue 24 §5): saves the three choices. */
import { COLLECTIONS_PAPERLESS_ENDPOINTS } from '@domain/endpoints/collections-paperless';
import type { PaperlessPreferences } from '@domain/collections/paperless/rules';
import { call, endpointOf } from '~/lib/api-call';

const UPDATE = endpointOf(COLLECTIONS_PAPERLESS_ENDPOINTS, 'PUT', '/collections/paperless/preferences');

/** `contractId`: the contract shown ('' for a customer without a selected contract: the server's default). */
export const updatePaperlessPreferences = (contractId: string, body: PaperlessPreferences) =>
  call(UPDATE, { query: { contractId: contractId || undefined }, body }) as Promise<{ data: PaperlessPreferences; message: string }>;
