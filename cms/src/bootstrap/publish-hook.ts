import type { Core } from '@strapi/strapi';

const CONTENT_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'];

/**
 * Publishing or unpublishing tells the web server to rebuild the static site. The web server
 * debounces and swaps the new build in atomically; this side only notifies.
 */
export function notifySiteOnPublish(strapi: Core.Strapi, url: string | undefined, secret: string | undefined) {
  if (!url) return;
  for (const event of CONTENT_EVENTS) {
    strapi.eventHub.on(event, async (payload: { uid?: string; model?: string }) => {
      if (payload?.uid && !String(payload.uid).startsWith('api::')) return;
      try {
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-rebuild-secret': secret ?? '' },
          body: JSON.stringify({ event, uid: payload?.uid ?? payload?.model ?? null }),
        });
      } catch (error) {
        strapi.log.warn(`Site rebuild hook failed: ${(error as Error).message}`);
      }
    });
  }
}
