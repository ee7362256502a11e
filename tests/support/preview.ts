/** The draft preview's path as the CMS admin makes it: a short-lived token for the document, never the secret. */
import { signPreviewToken } from '../../cms/src/domain/preview-token';

export function previewPath(documentId: string, options: { uid?: string; status?: string; secret?: string; nowMs?: number } = {}): string {
  const target = { uid: options.uid ?? 'api::page.page', documentId, status: options.status ?? 'draft' };
  const token = signPreviewToken(options.secret ?? process.env.PREVIEW_SECRET, target, options.nowMs ?? Date.now());
  return `/preview?${new URLSearchParams({ ...target, token }).toString()}`;
}
