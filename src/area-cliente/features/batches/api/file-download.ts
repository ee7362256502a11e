/**
 * GET /api/batches/{id}/file-download and /api/batches/items/{id}/file-download (spec 02 §2.11,
 * §7): opened in a new window; the proxy sends the session, the CMS answers the file.
 */
import { BATCHES_ENDPOINTS } from '@domain/endpoints/batches';
import { endpointOf, urlOf } from '~/lib/api-call';

const BATCH_FILE = endpointOf(BATCHES_ENDPOINTS, 'GET', '/batches/:id/file-download');
const ITEM_FILE = endpointOf(BATCHES_ENDPOINTS, 'GET', '/batches/items/:id/file-download');

export const batchFileUrl = (batchId: number) => urlOf(BATCH_FILE, { params: { id: batchId } });
export const batchItemFileUrl = (itemId: number) => urlOf(ITEM_FILE, { params: { id: itemId } });

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
