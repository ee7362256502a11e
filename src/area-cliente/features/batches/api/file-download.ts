/**
 * GET /api/batches/{id}/file-download and /api/batches/items/{id}/file-download (spec 02 §2.11,
 * §7): opened in a new window; the proxy sends the session, the CMS answers the file.
 */
import { buildUrl } from '~/lib/api-client';

export const batchFileUrl = (batchId: number) => buildUrl(`batches/${batchId}/file-download`);
export const batchItemFileUrl = (itemId: number) => buildUrl(`batches/items/${itemId}/file-download`);

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
